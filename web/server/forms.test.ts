// @vitest-environment node
import http from 'node:http';
import { viewingDays, viewingSlots } from '@estate/contract';
import { aProperty } from '../src/testing/fixtures';
import { FORM_BODY_LIMIT, safeReturnPath } from './forms';
import { startBuiltApp } from './built-app.testing';

/*
 * The lead forms as a browser without script sends them (decision 0094): urlencoded POSTs to the
 * production build's web server, in front of a fake CMS that records what reaches it.
 */

const property = aProperty({ slug: 'marina-loft', title: 'Marina Loft' });

interface Lead {
  path: string;
  body: Record<string, unknown>;
  forwardedFor: string | undefined;
}
const leads: Lead[] = [];
/** What the CMS answers the next lead (a 200 unless a test says otherwise). */
let leadAnswer: { status: number; body: unknown } = { status: 200, body: { message: 'ok' } };

const cms = http.createServer((req, res) => {
  const url = req.url ?? '';
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (req.method === 'POST' && /^\/api\/admin\/(send-email|subscribe|book-viewing|send-email-start-now)$/.test(url)) {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      leads.push({
        path: url,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
        forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
      });
      json(leadAnswer.status, leadAnswer.body);
    });
    return;
  }
  if (url.startsWith('/api/admin/get-property-slug/marina-loft')) return json(200, property);
  if (url.startsWith('/api/admin/get-properties')) return json(200, []);
  if (url.startsWith('/api/admin/content-version')) return json(200, { version: 'v1' });
  return json(503, { message: 'unavailable' });
});

let base = '';
let close = () => {};

beforeAll(async () => {
  ({ base, close } = await startBuiltApp(cms));
});

afterAll(() => close());

beforeEach(() => {
  leads.length = 0;
  leadAnswer = { status: 200, body: { message: 'ok' } };
});

const ENQUIRY = {
  return: '/property/marina-loft?utm_source=newsletter',
  form: 'enquiry',
  listing: property._id,
  listingSlug: 'marina-loft',
  fname: 'Layla',
  lname: 'Haddad',
  email: 'layla@example.com',
  phone: '',
  message: 'I would like to know more about Marina Loft.',
  website: '',
};

function post(form: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${base}/forms/${form}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

describe('A form sent without script', () => {
  it('reaches the CMS as the script would send it, with the visitor forwarded, then comes back with 303 and the thanks', async () => {
    const res = await post('enquiry', ENQUIRY, { 'X-Forwarded-For': '198.51.100.9' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/property/marina-loft?utm_source=newsletter&sent=enquiry#enquiry');
    expect(res.headers.get('cache-control')).toBe('no-store');

    expect(leads).toHaveLength(1);
    expect(leads[0]!.path).toBe('/api/admin/send-email');
    expect(leads[0]!.body).toEqual({
      listing: property._id,
      listingSlug: 'marina-loft',
      fname: 'Layla',
      lname: 'Haddad',
      email: 'layla@example.com',
      message: 'I would like to know more about Marina Loft.',
      utm_source: 'newsletter',
      pageURL: 'https://estate.ae/property/marina-loft?utm_source=newsletter',
      language: 'en',
    });
    // As the /api proxy forwards it: the chain from a trusted proxy (loopback here), then its address.
    expect(leads[0]!.forwardedFor).toBe('198.51.100.9,127.0.0.1');

    const page = await fetch(`${base}${res.headers.get('location')}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('x-page-cache')).not.toBe('hit');
    expect(await page.text()).toContain('Thanks for contacting us...');
  });

  it('keeps the honeypot, so the CMS can drop a bot while answering it as a person', async () => {
    const res = await post('enquiry', { ...ENQUIRY, website: 'http://spam.example' });
    expect(res.status).toBe(303);
    expect(leads[0]!.body.website).toBe('http://spam.example');
  });

  it('shows the page again with the refused field named and what was written kept, sending nothing', async () => {
    const res = await post('enquiry', { ...ENQUIRY, email: 'layla-at-example', lname: '' });
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(html).toContain('Enter a valid e-mail address, like name@example.com');
    expect(html).toContain('Last name is required');
    expect(html).toContain('value="layla-at-example"');
    expect(html).toContain('value="Layla"');
    expect(html).not.toContain('Thanks for contacting us...');
    expect(leads).toHaveLength(0);
  });

  it('shows what the CMS refused under its field, with what was written kept', async () => {
    leadAnswer = {
      status: 400,
      body: { message: 'Invalid', errors: [{ field: 'email', message: 'email is blocked' }] },
    };
    const res = await post('enquiry', ENQUIRY);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('E-mail is blocked');
    expect(html).toContain('value="layla@example.com"');
  });

  it('books a viewing through the CMS’s viewing route, and answers its 409 (a slot taken meanwhile)', async () => {
    const now = Date.now() + 24 * 3600_000;
    const date = viewingDays(now).find((d) => viewingSlots(d, now).length > 0)!;
    const viewing = {
      return: '/property/marina-loft',
      form: 'viewing',
      listing: property._id,
      listingSlug: 'marina-loft',
      date,
      time: viewingSlots(date, now)[0]!,
      fname: 'Layla',
      lname: 'Haddad',
      email: 'layla@example.com',
    };
    expect((await post('viewing', viewing)).headers.get('location')).toBe('/property/marina-loft?sent=viewing#viewing');
    leadAnswer = { status: 409, body: { message: 'Taken', errors: [{ field: 'time', message: 'time is taken' }] } };
    expect((await post('viewing', viewing)).status).toBe(409);
    expect(leads.map((l) => l.path)).toEqual(['/api/admin/book-viewing', '/api/admin/book-viewing']);
  });

  it('sends the language of the page: its hidden field, else the prefix of the page it came from', async () => {
    await post('enquiry', { ...ENQUIRY, return: '/ar/property/marina-loft', language: 'ar' });
    expect(leads.at(-1)!.body).toMatchObject({ language: 'ar', pageURL: 'https://estate.ae/ar/property/marina-loft' });
    await post('subscribe', { return: '/ru/blogs', form: 'subscribe', email: 'a@example.com' });
    expect(leads.at(-1)!.body).toMatchObject({ language: 'ru', email: 'a@example.com' });
    await post('subscribe', { return: '/blogs', form: 'subscribe', email: 'b@example.com' });
    expect(leads.at(-1)!.body.language).toBe('en');
  });

  it('says a subscription failed in the CMS’s words when it refuses one', async () => {
    leadAnswer = { status: 429, body: { message: 'Too many requests, please try again later.' } };
    const res = await post('subscribe', { return: '/property/marina-loft', form: 'subscribe', email: 'a@example.com' });
    expect(res.status).toBe(429);
    expect(await res.text()).toContain('Too many requests, please try again later.');
  });

  it('comes back only to a page of this site', async () => {
    for (const target of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', '/api/admin/get-settings']) {
      const res = await post('subscribe', { return: target, form: 'subscribe', email: 'a@example.com' });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/?sent=subscribe#subscribe');
    }
    expect(safeReturnPath('/blogs?page=2&sent=old')).toBe('/blogs?page=2');
    expect(safeReturnPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it('comes back to the address the browser was on, campaign included, when that is the same page here', async () => {
    const fields = { ...ENQUIRY, return: '/property/marina-loft' };
    const res = await post('enquiry', fields, { Referer: `${base}/property/marina-loft?utm_source=mail` });
    expect(res.headers.get('location')).toBe('/property/marina-loft?utm_source=mail&sent=enquiry#enquiry');
    expect(leads[0]!.body.utm_source).toBe('mail');

    // Another site's Referer, or another page's, is not believed.
    for (const referer of ['https://evil.example/property/marina-loft?x=1', `${base}/about?utm_source=mail`]) {
      const other = await post('enquiry', fields, { Referer: referer });
      expect(other.headers.get('location')).toBe('/property/marina-loft?sent=enquiry#enquiry');
    }
    // A sign-up sends only what its schema has: no listing, no campaign.
    await post(
      'subscribe',
      { ...fields, form: 'subscribe' },
      { Referer: `${base}/property/marina-loft?utm_source=mail` },
    );
    expect(Object.keys(leads.at(-1)!.body).sort()).toEqual(['email', 'language', 'pageURL']);
  });

  it('refuses a body over the limit, another content type and another method, sending nothing', async () => {
    const big = await post('enquiry', { ...ENQUIRY, message: 'x'.repeat(FORM_BODY_LIMIT + 1) });
    expect(big.status).toBe(413);
    expect(await big.text()).toContain('limit');

    const many = await post('enquiry', {
      ...ENQUIRY,
      ...Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`f${i}`, 'x'])),
    });
    expect(many.status).toBe(413);
    expect(await many.text()).toContain('more than 100 fields');

    const json = await fetch(`${base}/forms/enquiry`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ENQUIRY),
    });
    expect(json.status).toBe(415);

    const got = await fetch(`${base}/forms/enquiry`);
    expect(got.status).toBe(405);
    expect(got.headers.get('allow')).toBe('POST');
    expect(leads).toHaveLength(0);
  });

  it('keeps the thanks out of the page cache: the stored page stays without it, for everyone', async () => {
    await fetch(`${base}/property/marina-loft`);
    const stored = await fetch(`${base}/property/marina-loft`);
    expect(stored.headers.get('x-page-cache')).toBe('hit');
    expect(await stored.text()).not.toContain('Thanks for contacting us...');

    const thanks = await fetch(`${base}/property/marina-loft?sent=enquiry`);
    expect(thanks.headers.get('x-page-cache')).toBe('bypass');
    expect(await thanks.text()).toContain('Thanks for contacting us...');

    const after = await fetch(`${base}/property/marina-loft`);
    expect(after.headers.get('x-page-cache')).toBe('hit');
    expect(await after.text()).not.toContain('Thanks for contacting us...');
  });
});
