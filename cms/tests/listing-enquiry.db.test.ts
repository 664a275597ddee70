import { randomBytes } from 'crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnquiryLead } from '@estate/contract';
import { LEADS_NOTIFY_TO } from './harness/env';
import { baseUrl, control, eventually, get, mails, post, put, randomIp, staff } from './harness/client';

/*
 * An enquiry sent from a listing's page: the lead keeps the listing and its agent as
 * they were, staff answers and the CSV export show them, and the notification goes to the agency
 * inbox and to the agent, each exactly once, even when one of the two deliveries has to wait.
 */

let token: string;
const tag = () => randomBytes(4).toString('hex');
const address = (who: string) => `${who}.${tag()}@visitor.test`;
const quietly = () => new Promise((r) => setTimeout(r, 1_200));

async function addAgent(name: string, email: string) {
  const res = await post('/add-team', {
    token,
    json: { title: name, position: 'Consultant', description: 'Agent', whatsapp: '+971 50 000 0000', email },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.team as { _id: string };
}

async function addListing(fields: Record<string, unknown>) {
  const res = await post('/add-property', { token, json: fields });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.property as { _id: string; slug: string; title: string; referenceNumber: string };
}

const send = (email: string, extra: Record<string, unknown>) =>
  post('/send-email', {
    ip: randomIp(),
    json: {
      fname: 'Omar',
      lname: 'Nasser',
      email,
      message: 'Is the villa still available?',
      pageURL: 'https://agency.test/property/x',
      ...extra,
    },
  });

async function leadOf(email: string): Promise<EnquiryLead> {
  return eventually(async () => {
    const res = await get(`/get-leads/enquiry?q=${encodeURIComponent(email)}`, { token });
    return (res.body as EnquiryLead[]).find((l) => l.email === email);
  });
}
const mailsAbout = async (email: string) => (await mails()).filter((m) => m.replyTo === email);

beforeAll(async () => {
  token = await staff();
});
afterAll(async () => {
  await control('PUT', '/smtp/refused-recipients', []);
});

describe('an enquiry from a listing', () => {
  it('keeps the listing and its agent, and mails the agency and the agent once each', async () => {
    const t = tag();
    const agentMail = `agent.${t}@agency.test`;
    const agent = await addAgent(`Sara ${t}`, agentMail);
    const p = await addListing({ title: `Frond Villa ${t}`, agent: agent._id });
    const email = address('omar');
    const res = await send(email, { listing: p._id, listingSlug: p.slug });
    expect(res.status).toBe(200);

    const sent = await eventually(async () => {
      const found = await mailsAbout(email);
      return found.length >= 2 && found;
    });
    await quietly();
    const all = await mailsAbout(email);
    expect(all).toHaveLength(2);
    const toAgency = all.find((m) => m.envelopeTo.includes(LEADS_NOTIFY_TO))!;
    const toAgent = all.find((m) => m.envelopeTo.includes(agentMail))!;
    expect(toAgency.envelopeTo).toEqual([LEADS_NOTIFY_TO]);
    expect(toAgent.envelopeTo).toEqual([agentMail]);
    expect(toAgent.messageId).not.toBe(toAgency.messageId);
    for (const mail of sent) {
      expect(mail.subject).toBe(`New enquiry for ${p.referenceNumber} · ${p.title} from Omar Nasser`);
      expect(mail.text).toContain(`Reference: ${p.referenceNumber}`);
      expect(mail.text).toContain(`Agent: Sara ${t} <${agentMail}>`);
    }

    const lead = await leadOf(email);
    expect(lead.listing).toEqual({ _id: p._id, slug: p.slug, referenceNumber: p.referenceNumber, title: p.title });
    expect(lead.agent).toMatchObject({ _id: agent._id, name: `Sara ${t}`, email: agentMail });
    expect(lead.agent!.mailSentAt).not.toBeNull();
    expect(lead.mailStatus).toBe('sent');
    const one = await get(`/get-lead/enquiry/${lead._id}`, { token });
    expect(one.body.listing.referenceNumber).toBe(p.referenceNumber);

    // The export carries the listing and the agent.
    const csv = await fetch(`${baseUrl()}/api/admin/export-leads/enquiry?q=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': randomIp() },
    });
    const text = await csv.text();
    expect(text).toContain(p.referenceNumber);
    expect(text).toContain(`Frond Villa ${t}`);
    expect(text).toContain(agentMail);
  });

  it('is found by its slug too, and keeps the agent of that moment after the listing changes hands', async () => {
    const t = tag();
    const first = await addAgent(`First ${t}`, `first.${t}@agency.test`);
    const second = await addAgent(`Second ${t}`, `second.${t}@agency.test`);
    const p = await addListing({ title: `Marina Loft ${t}`, agent: first._id });
    const email = address('slug');
    expect((await send(email, { listing: p.slug })).status).toBe(200);
    await leadOf(email);
    expect((await put(`/update-property/${p._id}`, { token, json: { agent: second._id } })).status).toBe(200);
    const lead = await leadOf(email);
    expect(lead.listing?._id).toBe(p._id);
    expect(lead.agent).toMatchObject({ _id: first._id, email: `first.${t}@agency.test` });
    await eventually(async () => (await mailsAbout(email)).length === 2);
  });

  it('without an agent, or naming no known listing, is stored and mailed to the agency only', async () => {
    const t = tag();
    const p = await addListing({ title: `Agentless ${t}` });
    const a = address('noagent');
    const b = address('unknown');
    expect((await send(a, { listing: p._id })).status).toBe(200);
    expect((await send(b, { listing: `no-such-listing-${t}` })).status).toBe(200);
    await eventually(async () => (await mailsAbout(a)).length && (await mailsAbout(b)).length);
    await quietly();
    expect((await mailsAbout(a)).map((m) => m.envelopeTo)).toEqual([[LEADS_NOTIFY_TO]]);
    expect((await mailsAbout(b)).map((m) => m.envelopeTo)).toEqual([[LEADS_NOTIFY_TO]]);
    const withListing = await leadOf(a);
    expect(withListing.listing?.referenceNumber).toBe(p.referenceNumber);
    expect(withListing.agent).toBeNull();
    const unknown = await leadOf(b);
    expect(unknown.listing).toBeNull();
    expect(unknown.listingSlug).toBe(`no-such-listing-${t}`);
    expect(unknown.mailStatus).toBe('sent');
  });

  it('never mails the same address twice: an agent whose address is the agency inbox gets one mail', async () => {
    const t = tag();
    const agent = await addAgent(`Desk ${t}`, LEADS_NOTIFY_TO);
    const p = await addListing({ title: `Shared ${t}`, agent: agent._id });
    const email = address('shared');
    expect((await send(email, { listing: p._id })).status).toBe(200);
    await eventually(async () => (await mailsAbout(email)).length);
    await quietly();
    expect(await mailsAbout(email)).toHaveLength(1);
  });

  it('when the agent’s mailbox refuses for a while, retries reach the agent without resending to the agency', async () => {
    const t = tag();
    const agentMail = `busy.${t}@agency.test`;
    const agent = await addAgent(`Busy ${t}`, agentMail);
    const p = await addListing({ title: `Retry ${t}`, agent: agent._id });
    await control('PUT', '/smtp/refused-recipients', [agentMail]);
    const email = address('retry');
    expect((await send(email, { listing: p._id })).status).toBe(200);
    const waiting = await eventually(async () => {
      const l = await leadOf(email);
      return l.mailAttempts >= 2 && l;
    });
    expect(waiting.mailStatus).toBe('pending');
    expect(waiting.agent?.mailSentAt).toBeNull();
    expect(waiting.mailLastError).not.toBe('');
    expect((await mailsAbout(email)).map((m) => m.envelopeTo)).toEqual([[LEADS_NOTIFY_TO]]);

    await control('PUT', '/smtp/refused-recipients', []);
    await eventually(async () => (await leadOf(email)).mailStatus === 'sent');
    await quietly();
    const all = await mailsAbout(email);
    expect(all.filter((m) => m.envelopeTo.includes(LEADS_NOTIFY_TO))).toHaveLength(1);
    expect(all.filter((m) => m.envelopeTo.includes(agentMail))).toHaveLength(1);
    const done = await leadOf(email);
    expect(done.agent?.mailSentAt).not.toBeNull();
    expect(done.mailSentAt).not.toBeNull();
  });

  it('refuses a listing reference that is not text of a sensible length, naming the field', async () => {
    const res = await send(address('bad'), { listing: 'x'.repeat(201) });
    expect(res.status).toBe(400);
    expect(String(res.body.message)).toContain('listing');
  });
});
