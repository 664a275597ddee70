import { randomBytes } from 'crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_SEARCH_MESSAGES, TOTAL_COUNT_HEADER, type SavedSearchLead } from '@estate/contract';
import type { CapturedMail } from './harness/fakes';
import { baseUrl, control, errorFields, eventually, get, mails, post, randomIp, staff } from './harness/client';

/*
 * Saved searches with e-mail alerts (docs/decisions/0039): a visitor saves the filters
 * of /all-properties with an address, confirms by the mailed link (double opt-in), then gets one
 * digest per round of the NEW public listings that match, never the same listing twice, each mail
 * with a one-click unsubscribe (RFC 8058 header and a link in the body).
 */

let token: string;
const tag = () => randomBytes(4).toString('hex');
const address = (who: string) => `${who}.${tag()}@visitor.test`;
/** Several digest rounds (about a second each in tests) pass. */
const rounds = () => new Promise((r) => setTimeout(r, 3_000));

beforeAll(async () => {
  token = await staff();
});
afterAll(async () => {
  await control('POST', '/smtp/start');
});

const save = (body: Record<string, unknown>) => post('/save-search', { ip: randomIp(), json: body });

async function addListing(fields: Record<string, unknown>) {
  const res = await post('/add-property', { token, json: { country: 'Spain', beds: 4, baths: 4, ...fields } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.property as { _id: string; slug: string; title: string };
}

const mailsTo = async (email: string) => (await mails()).filter((m) => m.envelopeTo.includes(email));
async function mailCount(email: string, count: number): Promise<CapturedMail[]> {
  return eventually(async () => {
    const found = await mailsTo(email);
    return found.length >= count && found;
  });
}

/** The token of a link in a mail's text, e.g. /saved-searches/confirm?token=... */
const linkToken = (mail: CapturedMail, page: 'confirm' | 'unsubscribe') => {
  const match = new RegExp(`/saved-searches/${page}\\?token=([A-Za-z0-9_%-]+)`).exec(mail.text);
  expect(match, `a ${page} link in:\n${mail.text}`).not.toBeNull();
  return decodeURIComponent(match![1]);
};

async function leadOf(email: string): Promise<SavedSearchLead> {
  const res = await get(`/get-leads/saved-search?q=${encodeURIComponent(email)}`, { token });
  expect(res.status).toBe(200);
  const found = (res.body as SavedSearchLead[]).find((l) => l.email === email);
  expect(found, `a saved search of ${email}`).toBeDefined();
  return found!;
}

/** Saves a search of villas at `place` and confirms it through the mailed link. */
async function confirmedSearch(email: string, place: string) {
  const res = await save({
    email,
    filters: { propertyType: 'Villa', country: place, minPrice: 1_000_000, currency: 'USD' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [confirmation] = await mailCount(email, 1);
  const confirmed = await post('/confirm-saved-search', {
    ip: randomIp(),
    json: { token: linkToken(confirmation, 'confirm') },
  });
  expect(confirmed.status).toBe(200);
  return confirmation;
}

describe('saving a search', () => {
  it('answers 400 naming the field for a bad address or bad filters, and stores nothing', async () => {
    const email = address('bad');
    const badEmail = await save({ email: 'not-an-address', filters: {} });
    expect(badEmail.status).toBe(400);
    expect(errorFields(badEmail.body)).toContain('email');

    const badPrice = await save({ email, filters: { minPrice: 'a lot' } });
    expect(badPrice.status).toBe(400);
    expect(errorFields(badPrice.body)).toContain('filters.minPrice');

    const badCurrency = await save({ email, filters: { currency: 'XYZ' } });
    expect(badCurrency.status).toBe(400);
    expect(errorFields(badCurrency.body)).toContain('filters.currency');

    const res = await get(`/get-leads/saved-search?q=${encodeURIComponent(email)}`, { token });
    expect(Number(res.headers.get(TOTAL_COUNT_HEADER))).toBe(0);
  });

  it('drops a bot (the honeypot filled) while answering as if it were saved', async () => {
    const email = address('bot');
    const res = await save({ email, filters: { propertyType: 'Villa' }, website: 'http://spam.test' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SAVED_SEARCH_MESSAGES.saved);
    await rounds();
    expect(await mailsTo(email)).toHaveLength(0);
    const list = await get(`/get-leads/saved-search?q=${encodeURIComponent(email)}`, { token });
    expect(Number(list.headers.get(TOTAL_COUNT_HEADER))).toBe(0);
  });

  it('words every filter in its label, naming a map area by the place of its listings', async () => {
    const place = `Marina ${tag()}`;
    // Far from any other test's listings: the map area holds these alone.
    const at = { latitude: -48.51, longitude: -123.41 };
    await addListing({ title: `Marina flat ${tag()}`, location: place, ...at });
    await addListing({ title: `Marina loft ${tag()}`, location: place, latitude: -48.52, longitude: -123.42 });
    await addListing({ title: `Other ${tag()}`, location: `Elsewhere ${tag()}`, latitude: -48.53, longitude: -123.4 });
    const email = address('omar');
    const res = await save({
      email,
      filters: { minSize: 5000, sizeUnit: 'sqft', completionStatus: 'ready', bbox: '-123.5,-48.6,-123.3,-48.4' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const label = `Properties · 5,000+ sq ft · Ready · an area of ${place}`;
    expect(res.body.label).toBe(label);
    expect((await leadOf(email)).label).toBe(label);
    const [mail] = await mailCount(email, 1);
    expect(mail.subject).toBe(`Confirm your property alert: ${label}`);
  });

  it('stores it pending with a readable label and mails a confirmation with a one-click unsubscribe', async () => {
    const email = address('layla');
    const res = await save({
      email: email.toUpperCase(),
      filters: { propertyType: 'villa', country: 'Dubai', minPrice: 5_000_000, maxPrice: 10_000_000, beds: 4 },
      pageURL: 'https://agency.test/all-properties?propertyType=Villa',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: SAVED_SEARCH_MESSAGES.saved, label: 'Villas in Dubai · AED 5M–10M · 4+ beds' });

    const lead = await leadOf(email);
    expect(lead).toMatchObject({
      kind: 'saved-search',
      label: 'Villas in Dubai · AED 5M–10M · 4+ beds',
      filters: { propertyType: 'villa', country: 'Dubai', minPrice: 5_000_000, maxPrice: 10_000_000, beds: 4 },
      status: 'pending',
      confirmedAt: null,
    });

    const [mail] = await mailCount(email, 1);
    expect(mail.subject).toContain('Villas in Dubai');
    const confirm = linkToken(mail, 'confirm');
    const unsubscribe = linkToken(mail, 'unsubscribe');
    expect(mail.html).toContain('/saved-searches/confirm?token=');
    expect(mail.headers['list-unsubscribe']).toMatch(
      /^<https?:\/\/[^>]+\/api\/admin\/unsubscribe-saved-search\?token=[^>]+>$/,
    );
    expect(mail.headers['list-unsubscribe']).toContain(encodeURIComponent(unsubscribe));
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // The tokens are kept hashed: no answer of the staff API holds them.
    expect(JSON.stringify(lead)).not.toContain(confirm);
    expect(JSON.stringify(lead)).not.toContain(unsubscribe);
    await waitForMailSent(email);
  });
});

async function waitForMailSent(email: string) {
  return eventually(async () => {
    const lead = await leadOf(email);
    return lead.mailStatus === 'sent' && lead;
  });
}

describe('confirming', () => {
  it('confirms with the mailed token once and says so again after; a GET or an unknown token confirms nothing', async () => {
    const email = address('omar');
    expect((await save({ email, filters: { country: 'Spain' } })).status).toBe(200);
    const [mail] = await mailCount(email, 1);
    const confirm = linkToken(mail, 'confirm');

    // A mail scanner following the link's address with GET changes nothing.
    const scanner = await get(`/confirm-saved-search?token=${encodeURIComponent(confirm)}`);
    expect([404, 405]).toContain(scanner.status);
    expect((await leadOf(email)).status).toBe('pending');

    const unknown = await post('/confirm-saved-search', { ip: randomIp(), json: { token: 'x'.repeat(43) } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(SAVED_SEARCH_MESSAGES.invalidToken);

    const missing = await post('/confirm-saved-search', { ip: randomIp(), json: {} });
    expect(missing.status).toBe(400);
    expect(errorFields(missing.body)).toContain('token');

    const ok = await post('/confirm-saved-search', { ip: randomIp(), json: { token: confirm } });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: SAVED_SEARCH_MESSAGES.confirmed, label: 'Properties in Spain' });
    const lead = await leadOf(email);
    expect(lead.status).toBe('confirmed');
    expect(lead.confirmedAt).not.toBeNull();

    // The same link opened again (a second click, the mail read on another device) is not "not
    // valid": the alert is already confirmed, and nothing changes.
    const confirmedAt = lead.confirmedAt;
    const again = await post('/confirm-saved-search', { ip: randomIp(), json: { token: confirm } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: SAVED_SEARCH_MESSAGES.alreadyConfirmed, label: 'Properties in Spain' });
    expect(again.body.message).not.toBe(SAVED_SEARCH_MESSAGES.invalidToken);
    expect(await leadOf(email)).toMatchObject({ status: 'confirmed', confirmedAt });
  });
});

describe('digests', () => {
  it('mail only new public listings that match, one digest per round, never the same listing twice', async () => {
    const email = address('noor');
    const place = `Alert Bay ${tag()}`;
    await addListing({ title: `Old villa ${place}`, propertyType: 'Villa', location: place, price: 2_000_000 });
    await confirmedSearch(email, place);

    const first = await addListing({
      title: `Cliff villa ${place}`,
      propertyType: 'Villa',
      location: place,
      price: 3_000_000,
    });
    await addListing({ title: `Flat ${place}`, propertyType: 'Apartment', location: place, price: 3_000_000 });
    await addListing({ title: `Cheap villa ${place}`, propertyType: 'Villa', location: place, price: 500_000 });
    await addListing({
      title: `Hidden villa ${place}`,
      propertyType: 'Villa',
      location: place,
      price: 3_000_000,
      status: 'off-market',
    });

    const [, digest] = await mailCount(email, 2);
    expect(digest.subject).toBe(`1 new listing: Villas in ${place} · from USD 1M`);
    expect(digest.text).toContain(`Cliff villa ${place}`);
    expect(digest.text).toContain(`/property/${first.slug}`);
    expect(digest.text).toContain('$3,000,000');
    expect(digest.text).toContain('4 beds');
    for (const other of ['Old villa', 'Flat', 'Cheap villa', 'Hidden villa'])
      expect(digest.text).not.toContain(`${other} ${place}`);
    expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(digest.headers['list-unsubscribe']).toContain('/api/admin/unsubscribe-saved-search?token=');
    linkToken(digest, 'unsubscribe');

    // Nothing new: no digest. Then a second listing comes: a digest of it alone.
    await rounds();
    expect(await mailsTo(email)).toHaveLength(2);
    const second = await addListing({
      title: `Bay villa ${place}`,
      propertyType: 'Villa',
      location: place,
      price: 4_000_000,
    });
    const [, , next] = await mailCount(email, 3);
    expect(next.text).toContain(`Bay villa ${place}`);
    expect(next.text).toContain(`/property/${second.slug}`);
    expect(next.text).not.toContain(`Cliff villa ${place}`);
    expect(next.messageId).not.toBe(digest.messageId);

    const lead = await leadOf(email);
    expect(lead.digestCount).toBe(2);
    expect(lead.lastDigestListings).toBe(1);
    expect(lead.lastDigestAt).not.toBeNull();
  });

  it('list ten listings and "N more" linking to the search', async () => {
    const email = address('many');
    const place = `Many Bay ${tag()}`;
    await confirmedSearch(email, place);
    for (let i = 0; i < 12; i++) {
      await addListing({ title: `Villa ${i} ${place}`, propertyType: 'Villa', location: place, price: 2_000_000 + i });
    }
    await rounds();
    const digests = (await mailsTo(email)).slice(1);
    const listed = digests.flatMap((m) => [...m.text.matchAll(/^Villa (\d+) /gm)].map((x) => x[1]));
    const more = digests.reduce((n, m) => n + Number(/^(\d+) more: /m.exec(m.text)?.[1] ?? 0), 0);
    // Whatever rounds the twelve fell into, each was sent once: listed, or counted in "N more".
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.length + more).toBe(12);
    const big = digests.find((m) => /\d+ more: /.test(m.text));
    if (big) {
      expect([...big.text.matchAll(/^Villa \d+ /gm)]).toHaveLength(10);
      expect(big.text).toMatch(
        new RegExp(
          `more: http[^\\s]+/all-properties\\?[^\\s]*country=${encodeURIComponent(place).replace(/%20/g, '(\\+|%20)')}`,
        ),
      );
    }
  });
});

describe('unsubscribing', () => {
  it('takes the RFC 8058 one-click POST of the header, and stops the digests', async () => {
    const email = address('one-click');
    const place = `Quiet Bay ${tag()}`;
    const confirmation = await confirmedSearch(email, place);
    const url = new URL(/^<([^>]+)>$/.exec(confirmation.headers['list-unsubscribe'])![1]);
    const res = await fetch(`${baseUrl()}${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': randomIp() },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toBe(SAVED_SEARCH_MESSAGES.unsubscribed);
    const lead = await leadOf(email);
    expect(lead.status).toBe('unsubscribed');
    expect(lead.unsubscribedAt).not.toBeNull();

    await addListing({ title: `Villa ${place}`, propertyType: 'Villa', location: place, price: 2_000_000 });
    await rounds();
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('takes the token of the link in the body from the page, any number of times; an unknown one is refused clearly', async () => {
    const email = address('page');
    const [mail] = await mailCount(email, 0).then(async () => {
      expect((await save({ email, filters: { propertyType: 'Penthouse' } })).status).toBe(200);
      return mailCount(email, 1);
    });
    const unsubscribe = linkToken(mail, 'unsubscribe');
    for (let i = 0; i < 2; i++) {
      const res = await post('/unsubscribe-saved-search', { ip: randomIp(), json: { token: unsubscribe } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: SAVED_SEARCH_MESSAGES.unsubscribed, label: 'Penthouses' });
    }
    expect((await leadOf(email)).status).toBe('unsubscribed');
    // An unsubscribed search cannot be confirmed with its old link.
    const confirm = await post('/confirm-saved-search', {
      ip: randomIp(),
      json: { token: linkToken(mail, 'confirm') },
    });
    expect(confirm.status).toBe(404);
    expect(confirm.body.message).toBe(SAVED_SEARCH_MESSAGES.invalidToken);

    const unknown = await post('/unsubscribe-saved-search', { ip: randomIp(), json: { token: 'nope' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(SAVED_SEARCH_MESSAGES.invalidToken);
    const none = await post('/unsubscribe-saved-search', { ip: randomIp(), json: {} });
    expect(none.status).toBe(400);
    expect(errorFields(none.body)).toContain('token');
  });
});

describe('the outbox', () => {
  it('keeps a confirmation while the mail server is down and sends it once, with the same link, when it is back', async () => {
    const email = address('retry');
    await control('POST', '/smtp/stop');
    try {
      expect((await save({ email, filters: { country: 'Spain', beds: 3 } })).status).toBe(200);
      const waiting = await eventually(async () => {
        const lead = await leadOf(email);
        return lead.mailAttempts >= 1 && lead;
      });
      expect(waiting.mailStatus).toBe('pending');
      expect(waiting.mailLastError).not.toBe('');
    } finally {
      await control('POST', '/smtp/start');
    }
    const [mail] = await mailCount(email, 1);
    await waitForMailSent(email);
    await rounds();
    expect(await mailsTo(email)).toHaveLength(1);
    const ok = await post('/confirm-saved-search', { ip: randomIp(), json: { token: linkToken(mail, 'confirm') } });
    expect(ok.status).toBe(200);
  });
});

describe('staff', () => {
  it('see saved searches with the other leads: list, detail and CSV', async () => {
    const email = address('staff-view');
    expect((await save({ email, filters: { propertyType: 'Townhouse', country: 'Spain' } })).status).toBe(200);
    const lead = await leadOf(email);
    const detail = await get(`/get-lead/saved-search/${lead._id}`, { token });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ kind: 'saved-search', email, label: 'Townhouses in Spain', status: 'pending' });
    expect(detail.body).not.toHaveProperty('confirmTokenHash');

    const csv = await get(`/export-leads/saved-search?q=${encodeURIComponent(email)}`, { token });
    expect(csv.status).toBe(200);
    const [header, row] = String(csv.body)
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(header).toContain('Search');
    expect(header).toContain('Status');
    expect(row).toContain('Townhouses in Spain');
    expect(row).toContain(email);

    const anonymous = await get('/get-leads/saved-search');
    expect(anonymous.status).toBe(401);
  });
});
