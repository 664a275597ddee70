import { randomBytes } from 'crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  API_PREFIX,
  ContactDetailSchema,
  ContactSchema,
  MESSAGES,
  TOTAL_COUNT_HEADER,
  VIEWING_SUCCESS,
  viewingDays,
  type Contact,
  type ContactDetail,
  type Lead,
} from '@estate/contract';
import { baseUrl, errorFields, eventually, get, post, put, randomIp, staff } from './harness/client';
import { runSql } from './harness/database';
import { READER, startCms, type CmsInstance } from './harness/stack';
import { inviteMember, type Member } from './harness/team';

/*
 * Contacts (docs/decisions/0066): every lead is linked, as it is stored, to one contact per person,
 * matched by e-mail address (any case) across every kind of lead, else by phone number in any
 * spelling; submissions of one new person at once make one contact; staff list, search and read
 * contacts with the timeline of their leads, an agent only those of their own leads; two contacts
 * merge into one, in the audit trail; leads stored before contacts are linked at start, once.
 */

const tag = () => randomBytes(4).toString('hex');
let token: string;

/** A UAE mobile number of this test's own, as its nine national digits (55 1234567). */
const mobile = () => `55${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const spaced = (n: string) => `${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`;

const person = (email: string, extra: Record<string, unknown> = {}) => ({
  fname: 'Amira',
  lname: 'Saleh',
  email,
  ...extra,
});
const enquire = (body: Record<string, unknown>) =>
  post('/send-email', { ip: randomIp(), json: { message: 'Is it still available?', ...body } });
const startNow = (body: Record<string, unknown>) =>
  post('/send-email-start-now', { ip: randomIp(), json: { purpose: 'Buy', ...body } });
const subscribe = (email: string) => post('/subscribe', { ip: randomIp(), json: { email } });
const bookViewing = (body: Record<string, unknown>) =>
  post('/book-viewing', { ip: randomIp(), json: { date: viewingDays()[1], time: '10:30', ...body } });

const list = (query: string, as = token) => get<Contact[]>(`/get-contacts?${query}`, { token: as });
/** A contact, or for a refusal its message. */
const detail = (id: string, as = token) =>
  get<ContactDetail & { message?: string }>(`/get-contact/${id}`, { token: as });
const merge = (body: unknown, as = token) => post('/merge-contacts', { token: as, json: body });

/** The one contact a search finds, once the leads are stored. */
async function onlyContact(q: string): Promise<Contact> {
  const res = await list(`q=${encodeURIComponent(q)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.map((c) => c.email)).toHaveLength(1);
  return ContactSchema.parse(res.body[0]);
}

async function leadsOf(kind: string, q: string): Promise<Lead[]> {
  const res = await get<Lead[]>(`/get-leads/${kind}?q=${encodeURIComponent(q)}`, { token });
  expect(res.status).toBe(200);
  return res.body;
}

async function addListing(title: string, agent?: string) {
  const res = await post('/add-property', { token, json: { title, country: 'United Arab Emirates', agent } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.property as { _id: string; slug: string; title: string; referenceNumber: string };
}

beforeAll(async () => {
  token = await staff();
});

describe('a lead’s contact', () => {
  it('is one contact for an enquiry, a viewing and a subscription from one address, in any case', async () => {
    const t = tag();
    const email = `amira.${t}@visitor.test`;
    const listing = await addListing(`Marina loft ${t}`);
    const sent = await enquire(person(email.toUpperCase(), { listing: listing.slug, phone: '+971 4 321 7654' }));
    // The form answers exactly as before.
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ message: MESSAGES.contactSuccess });
    const booked = await bookViewing(person(email, { listing: listing.slug }));
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body).toEqual({ message: VIEWING_SUCCESS });
    const subscribed = await subscribe(`Amira.${t}@Visitor.Test`);
    expect(subscribed.body).toEqual({ message: MESSAGES.subscribeSuccess });

    const contact = await onlyContact(email);
    expect(contact).toMatchObject({ name: 'Amira Saleh', email, phone: '+97143217654', leadCount: 3 });
    const res = await detail(contact._id);
    expect(res.status).toBe(200);
    const full = ContactDetailSchema.parse(res.body);
    expect(full.emails).toEqual([email]);
    expect(full.phones).toEqual(['+97143217654']);
    expect(full.timeline.map((i) => i.activity)).toEqual(['subscriber', 'viewing', 'enquiry']);
    expect(full.timeline.map((i) => i.kind)).toEqual(['subscriber', 'enquiry', 'enquiry']);
    expect(full.lastActivityAt).toBe(full.timeline[0].at);
    const [, viewing, enquiry] = full.timeline;
    expect(viewing).toMatchObject({ listing: { _id: listing._id, title: listing.title }, status: 'new' });
    expect(viewing.viewing).toEqual({ date: viewingDays()[1], time: '10:30' });
    expect(enquiry).toMatchObject({ summary: 'Is it still available?', listing: { slug: listing.slug } });
    // Each lead names its contact.
    const [lead] = await leadsOf('subscriber', email);
    expect(lead.contactId).toBe(contact._id);
    expect((await get(`/get-lead/enquiry/${enquiry._id}`, { token })).body.contactId).toBe(contact._id);
  });

  it('is found by a phone number in any spelling, and knows every address it came with', async () => {
    const t = tag();
    const number = mobile();
    const e164 = `+971${number}`;
    const emails = ['one', 'two', 'three'].map((n) => `${n}.${t}@visitor.test`);
    expect((await enquire(person(emails[0], { phone: `+971 ${spaced(number)}` }))).status).toBe(200);
    expect((await startNow(person(emails[1], { phone: `00971${number}` }))).status).toBe(200);
    expect(
      // A slot of its own: whoever the desk gives it to may hold other tests' viewings at 10:30.
      (
        await bookViewing(
          person(emails[2], {
            listing: `no-such-listing-${t}`,
            phone: `0${spaced(number)}`,
            date: viewingDays()[5],
            time: '17:30',
          }),
        )
      ).status,
    ).toBe(200);

    const contact = await onlyContact(e164);
    expect(contact).toMatchObject({ email: emails[0], phone: e164, leadCount: 3 });
    const full = (await detail(contact._id)).body;
    expect(full.emails.sort()).toEqual([...emails].sort());
    expect(full.phones).toEqual([e164]);
    expect(full.timeline.map((i) => i.activity)).toEqual(['viewing', 'start-now', 'enquiry']);
    // A booked viewing of an unknown listing keeps the name given and no listing.
    expect(full.timeline[0].listing).toBeNull();

    // An address first seen with the number is the contact's from then on, with no number at all.
    expect((await subscribe(emails[2])).status).toBe(200);
    expect((await detail(contact._id)).body.leadCount).toBe(4);
    // Staff find it by the number as they would type it.
    for (const q of [`0${spaced(number)}`, `00971${number}`, number.slice(-7), 'Amira']) {
      const found = await list(`q=${encodeURIComponent(q)}&limit=100`);
      expect(
        found.body.map((c) => c._id),
        q,
      ).toContain(contact._id);
    }
  });

  it('keeps a number it cannot read as it was typed, and matches nothing by it', async () => {
    const t = tag();
    expect((await enquire(person(`odd.${t}@visitor.test`, { phone: '12' }))).status).toBe(200);
    expect((await enquire(person(`other.${t}@visitor.test`, { phone: '12' }))).status).toBe(200);
    const odd = await onlyContact(`odd.${t}@`);
    expect(odd.phone).toBe('12');
    expect((await detail(odd._id)).body.phones).toEqual([]);
    expect((await onlyContact(`other.${t}@`))._id).not.toBe(odd._id);
  });

  it('is one contact for submissions of one new person at once', async () => {
    const t = tag();
    const email = `rush.${t}@visitor.test`;
    const phone = `+971 ${spaced(mobile())}`;
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => enquire(person(email, { phone }))),
      startNow(person(email, { phone })),
      subscribe(email),
      post('/save-search', { ip: randomIp(), json: { email, filters: { propertyType: 'Villa', country: 'Spain' } } }),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(7).fill(200));
    const contact = await onlyContact(email);
    expect(contact.leadCount).toBe(7);
    const full = (await detail(contact._id)).body;
    expect(new Set(full.timeline.map((i) => i.kind))).toEqual(
      new Set(['enquiry', 'start-now', 'subscriber', 'saved-search']),
    );
    expect(full.timeline.find((i) => i.kind === 'saved-search')).toMatchObject({
      status: 'pending',
      summary: 'Villas in Spain',
    });
  });
});

describe('the Contacts list', () => {
  it('pages the contacts newest activity first, with the total in X-Total-Count', async () => {
    const t = tag();
    for (const who of ['first', 'second', 'third'])
      expect((await subscribe(`${who}.${t}@visitor.test`)).status).toBe(200);
    // The first becomes the newest.
    expect((await enquire(person(`first.${t}@visitor.test`))).status).toBe(200);
    const res = await list(`q=${t}`);
    expect(res.body.map((c) => c.email.split('.')[0])).toEqual(['first', 'third', 'second']);
    expect(res.headers.get(TOTAL_COUNT_HEADER)).toBe('3');
    const page = await list(`q=${t}&limit=1&offset=1`);
    expect(page.body.map((c) => c.email.split('.')[0])).toEqual(['third']);
    expect(page.headers.get(TOTAL_COUNT_HEADER)).toBe('3');
  });

  it('refuses a bad page or an unknown contact', async () => {
    const bad = await get('/get-contacts?limit=0', { token });
    expect(bad.status).toBe(400);
    expect(errorFields(bad.body)).toEqual(['limit']);
    const missing = await detail('no-such-contact');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Contact not found');
    expect((await get('/get-contacts')).status).toBe(401);
  });
});

describe('merging contacts', () => {
  it('moves every lead and address into the contact that stays, deletes the other, and is in the audit trail', async () => {
    const t = tag();
    const [gone, kept] = [`gone.${t}@visitor.test`, `kept.${t}@visitor.test`];
    const number = mobile();
    expect((await enquire(person(gone, { phone: `0${spaced(number)}` }))).status).toBe(200);
    expect((await subscribe(gone)).status).toBe(200);
    expect((await subscribe(kept)).status).toBe(200);
    const from = await onlyContact(gone);
    const into = await onlyContact(kept);
    expect(into.name).toBe('');

    const res = await merge({ from: from._id, into: into._id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toMatch(/merged/i);
    const merged = ContactDetailSchema.parse(res.body.contact);
    expect(merged).toMatchObject({ _id: into._id, email: kept, name: 'Amira Saleh', phone: `+971${number}` });
    expect(merged.leadCount).toBe(3);
    expect(merged.emails.sort()).toEqual([gone, kept].sort());
    expect(merged.timeline.map((i) => i.kind).sort()).toEqual(['enquiry', 'subscriber', 'subscriber']);
    expect((await detail(from._id)).status).toBe(404);
    for (const lead of await leadsOf('subscriber', t)) expect(lead.contactId).toBe(into._id);

    // The address of the contact that went now brings its leads to the one that stayed.
    expect((await startNow(person(gone))).status).toBe(200);
    expect((await onlyContact(gone))._id).toBe(into._id);
    expect((await detail(into._id)).body.leadCount).toBe(4);

    const trail = async (itemId: string) =>
      (await get(`/get-audit-entries?kind=contact&itemId=${itemId}`, { token })).body as Array<{
        action: string;
        changes: Array<{ field: string; before: unknown; after: unknown }>;
      }>;
    const [entry] = (await trail(into._id)).filter((e) => e.action === 'merge');
    expect(entry.changes).toContainEqual({
      field: 'merged',
      before: { id: from._id, name: 'Amira Saleh' },
      after: { id: into._id, name: kept },
    });
    expect(entry.changes).toContainEqual({ field: 'leadsMoved', before: null, after: 2 });
    expect((await trail(from._id)).map((e) => e.action)).toContain('delete');
    // The contact's page shows the trail of the contact and of its leads.
    expect((await detail(into._id)).body.history.map((e) => e.action)).toContain('merge');
  });

  it('refuses a contact merged into itself (400 naming into), unknown contacts (404) and a body without ids', async () => {
    const contact = await (async () => {
      const email = `self.${tag()}@visitor.test`;
      await subscribe(email);
      return onlyContact(email);
    })();
    const self = await merge({ from: contact._id, into: contact._id });
    expect(self.status).toBe(400);
    expect(errorFields(self.body)).toEqual(['into']);
    const unknown = await merge({ from: 'no-such-contact', into: contact._id });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Contact not found');
    expect((await merge({ from: contact._id, into: 'no-such-contact' })).status).toBe(404);
    const empty = await merge({});
    expect(empty.status).toBe(400);
    expect(errorFields(empty.body).sort()).toEqual(['from', 'into']);
    expect((await detail(contact._id)).status).toBe(200);
  });
});

describe('an agent', () => {
  let agent: Member;
  const people = { mine: '', theirs: '' };
  const ids = { mine: '', theirs: '' };

  beforeAll(async () => {
    const t = tag();
    const profile = await post('/add-team', {
      token,
      json: {
        title: `Agent ${t}`,
        description: 'Consultant',
        position: 'Consultant',
        whatsapp: '+971 50 000 0000',
        email: `agent.${t}@agency.test`,
      },
    });
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    agent = await inviteMember(`${baseUrl()}${API_PREFIX}`, token, 'agent', profile.body.team._id);
    const listing = await addListing(`Agent's villa ${t}`, profile.body.team._id);
    people.mine = `mine.${t}@visitor.test`;
    people.theirs = `theirs.${t}@visitor.test`;
    expect((await enquire(person(people.mine, { listing: listing.slug }))).status).toBe(200);
    // The same person subscribed too: a lead of a kind agents do not work.
    expect((await subscribe(people.mine)).status).toBe(200);
    expect((await enquire(person(people.theirs))).status).toBe(200);
    // Not the agent's: the round robin may have handed it to any agent, so it goes to nobody.
    const theirs = await eventually(async () => (await leadsOf('enquiry', people.theirs))[0]);
    expect((await put(`/update-deal/${theirs._id}`, { token, json: { assigneeId: null } })).status).toBe(200);
    ids.mine = (await onlyContact(people.mine))._id;
    ids.theirs = (await onlyContact(people.theirs))._id;
  });

  it('sees only the contacts of their own leads, with only those leads', async () => {
    const res = await list(`q=${encodeURIComponent(people.mine.split('@')[0].split('.')[1])}`, agent.token);
    expect(res.status).toBe(200);
    expect(res.body.map((c) => c._id)).toEqual([ids.mine]);
    expect(res.body[0].leadCount).toBe(1);
    const mine = await detail(ids.mine, agent.token);
    expect(mine.status).toBe(200);
    expect(mine.body.timeline.map((i) => i.kind)).toEqual(['enquiry']);
    // Agents do not read the audit trail.
    expect(mine.body.history).toEqual([]);
    const theirs = await detail(ids.theirs, agent.token);
    expect(theirs.status).toBe(403);
    expect(theirs.body.message).toMatch(/Your role \(Agent\) does not allow this: none of this contact’s leads/);
  });

  it('may not merge a contact none of whose leads is theirs', async () => {
    const res = await merge({ from: ids.theirs, into: ids.mine }, agent.token);
    expect(res.status).toBe(403);
    expect((await detail(ids.theirs)).status).toBe(200);
  });
});

describe('leads stored before contacts', () => {
  let second: CmsInstance | undefined;
  afterAll(async () => {
    await second?.stop();
  });

  it('are linked at start, each once: a second start links nothing again', async () => {
    const env = inject('cmsEnv');
    const t = tag();
    const email = `before.${t}@visitor.test`;
    expect((await subscribe(email)).status).toBe(200);
    expect((await enquire(person(`linked.${t}@visitor.test`))).status).toBe(200);
    const linked = await onlyContact(`linked.${t}@`);
    const old = await onlyContact(email);
    // As an earlier version stored it: no contact, no link.
    await runSql(env, 'UPDATE subscribers SET contact_id = NULL WHERE email = ?', [email]);
    await runSql(env, 'DELETE FROM contact_keys WHERE contact_id = ?', [old._id]);
    await runSql(env, 'DELETE FROM contacts WHERE document_id = ?', [old._id]);
    const contacts = async () => Number((await runSql(env, 'SELECT COUNT(*) AS n FROM contacts'))[0].n);
    const before = await contacts();
    expect((await list(`q=${email}`)).body).toEqual([]);

    // Another instance starting on the database links it during its start.
    second = await startCms(READER);
    const contact = await eventually(async () => (await list(`q=${email}`)).body[0]);
    expect(contact).toMatchObject({ email, leadCount: 1 });
    expect((await leadsOf('subscriber', email))[0].contactId).toBe(contact._id);
    expect(await contacts()).toBe(before + 1);

    await second.process.restart();
    expect(await contacts()).toBe(before + 1);
    expect((await onlyContact(email))._id).toBe(contact._id);
    expect((await onlyContact(`linked.${t}@`))._id).toBe(linked._id);
    // Two starts of a CMS.
  }, 90_000);
});
