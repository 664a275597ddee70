import { randomBytes } from 'crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LeadSchema, START_NOW_FIELDS, TOTAL_COUNT_HEADER, type Lead } from '@estate/contract';
import { baseUrl, errorFields, eventually, get, post, put, randomIp, staff } from './harness/client';
import { runSql } from './harness/database';

/*
 * The staff side of leads: lists with search, date, handled and mail-state filters and the total
 * in X-Total-Count, one lead with every answer, marking handled, and the CSV export of what the
 * filter shows (header row, UTF-8 BOM, cells a spreadsheet will not run as formulas).
 */

const tag = randomBytes(4).toString('hex');
const today = new Date().toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let token: string;
const enquiries: Lead[] = [];

const list = (kind: string, query: string) => get(`/get-leads/${kind}?${query}`, { token });
const ids = (res: { body: Lead[] }) => res.body.map((l) => l._id);
const total = (res: { headers: Headers }) => Number(res.headers.get(TOTAL_COUNT_HEADER));

async function csv(kind: string, query: string) {
  const res = await fetch(`${baseUrl()}/api/admin/export-leads/${kind}?${query}`, {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': randomIp() },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes, text: bytes.toString('utf8') };
}

/** A minimal RFC 4180 reader, enough to read the export back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

beforeAll(async () => {
  token = await staff();
  const people = [
    {
      fname: 'Amira',
      lname: `Saleh${tag}`,
      email: `amira.${tag}@visitor.test`,
      phone: '+971 55 000 1111',
      message: 'Penthouse in Downtown',
    },
    {
      fname: '=HYPERLINK("http://evil.test")',
      lname: `Formula${tag}`,
      email: `formula.${tag}@visitor.test`,
      message: '+SUM(A1:A9)',
    },
    {
      fname: 'Chen',
      lname: `Wei${tag}`,
      email: `chen.${tag}@visitor.test`,
      phone: '(04) 321-7654',
      message: `Two lines, "quoted", and a comma\nsecond line ${tag}-needle`,
      utm_source: 'google',
      utm_medium: 'cpc',
      listingSlug: 'marina-loft',
    },
  ];
  for (const person of people) {
    const res = await post('/send-email', {
      json: { pageURL: 'https://agency.test/contact', ...person },
      ip: randomIp(),
    });
    expect(res.status).toBe(200);
  }
  const res = await list('enquiry', `q=${tag}`);
  enquiries.push(...(res.body as Lead[]));
  expect(enquiries).toHaveLength(3);
  // Wait for the outbox so mail states are settled.
  await eventually(async () =>
    ((await list('enquiry', `q=${tag}`)).body as Lead[]).every((l) => l.mailStatus === 'sent'),
  );

  await post('/send-email-start-now', {
    json: {
      fname: 'Sofia',
      lname: `Rossi${tag}`,
      email: `sofia.${tag}@visitor.test`,
      purpose: 'Sell',
      community: 'Jumeirah Islands',
    },
    ip: randomIp(),
  });
  await post('/subscribe', { json: { email: `sub.${tag}@visitor.test` }, ip: randomIp() });
});

describe('get-leads', () => {
  it('lists the leads of a kind newest first, each as the contract describes, with the total', async () => {
    const res = await list('enquiry', `q=${tag}`);
    expect(res.status).toBe(200);
    for (const lead of res.body as Lead[]) LeadSchema.parse(lead);
    expect((res.body as Lead[]).map((l) => ('lname' in l ? l.lname : ''))).toEqual([
      `Wei${tag}`,
      `Formula${tag}`,
      `Saleh${tag}`,
    ]);
    expect(total(res)).toBe(3);
  });

  it('searches names, e-mail, phone and message', async () => {
    expect(ids(await list('enquiry', 'q=Amira')).includes(enquiries[2]._id)).toBe(true);
    expect(ids(await list('enquiry', `q=${encodeURIComponent(`AMIRA.${tag}`)}`))).toEqual([enquiries[2]._id]);
    expect(ids(await list('enquiry', `q=${encodeURIComponent('321-7654')}`))).toContain(enquiries[0]._id);
    expect(ids(await list('enquiry', `q=${tag}-needle`))).toEqual([enquiries[0]._id]);
    expect(ids(await list('start-now', `q=${encodeURIComponent('Jumeirah Islands')}`)).length).toBeGreaterThanOrEqual(
      1,
    );
    expect(total(await list('subscriber', `q=sub.${tag}`))).toBe(1);
  });

  it.runIf(inject('dbClient') === 'postgres')(
    'searches on PostgreSQL through a trigram index of each searched field, as the search reads it',
    async () => {
      const rows = await runSql(
        inject('cmsEnv'),
        `SELECT tablename, indexdef FROM pg_indexes WHERE indexdef LIKE '%gin_trgm_ops%' AND indexdef LIKE '%lower%'`,
      );
      const indexed = (table: string) =>
        rows
          .filter((r) => r.tablename === table)
          .map((r) => /lower\(\(+(\w+)\)::character varying/i.exec(String(r.indexdef))?.[1])
          .sort();
      expect(indexed('enquiries')).toEqual(['email', 'fname', 'lname', 'message', 'phone']);
      expect(indexed('start_now_enquiries')).toEqual(['community', 'email', 'fname', 'lname', 'message', 'phone']);
      expect(indexed('subscribers')).toEqual(['email']);
    },
  );

  it.runIf(inject('dbClient') === 'sqlite')(
    'searches on SQLite through a trigram table that follows every write to the leads, whoever makes it',
    async () => {
      const env = inject('cmsEnv');
      const word = `Zanzibar${tag}`;
      const res = await post('/send-email', {
        json: {
          pageURL: 'https://agency.test/contact',
          fname: 'Léa',
          lname: 'Martin',
          email: `lea.${tag}@visitor.test`,
          message: `A "${word}" sea view`,
        },
        ip: randomIp(),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const [row] = await runSql(env, 'SELECT id, document_id FROM enquiries WHERE email = ?', [
        `lea.${tag}@visitor.test`,
      ]);
      const id = String(row!.document_id);
      // Any case, and a quote in the text.
      expect(ids(await list('enquiry', `q=${word.toUpperCase()}`))).toEqual([id]);
      expect(ids(await list('enquiry', `q=${encodeURIComponent(`"${word}" sea`)}`))).toEqual([id]);
      expect(ids(await list('enquiry', `q=${encodeURIComponent('Léa')}&from=${today}`))).toContain(id);
      // Two letters, too few to index, are found by a scan.
      expect(ids(await list('enquiry', `q=${encodeURIComponent('Lé')}&from=${today}`))).toContain(id);
      // Letters beyond ASCII in any case, as PostgreSQL's LOWER folds them.
      expect(ids(await list('enquiry', `q=${encodeURIComponent('LÉA')}&from=${today}`))).toContain(id);
      // A write straight to the table (no API edits a message) is followed: the old words are gone.
      await runSql(env, 'UPDATE enquiries SET message = ? WHERE id = ?', [`Moved to Muscat${tag}`, row!.id]);
      expect(total(await list('enquiry', `q=${word}`))).toBe(0);
      expect(ids(await list('enquiry', `q=Muscat${tag}`))).toEqual([id]);
      await runSql(env, 'DELETE FROM enquiries WHERE id = ?', [row!.id]);
      expect(total(await list('enquiry', `q=Muscat${tag}`))).toBe(0);
      const kept = await runSql(
        env,
        `SELECT COUNT(*) AS n FROM enquiries_search_fts WHERE enquiries_search_fts MATCH ?`,
        [`"Muscat${tag}"`],
      );
      expect(Number(kept[0]!.n)).toBe(0);
    },
  );

  it('filters by day, inclusive, and refuses a range that ends before it starts', async () => {
    expect(total(await list('enquiry', `q=${tag}&from=${today}&to=${today}`))).toBe(3);
    expect(total(await list('enquiry', `q=${tag}&to=${dayOffset(-1)}`))).toBe(0);
    expect(total(await list('enquiry', `q=${tag}&from=${dayOffset(1)}`))).toBe(0);
    const backwards = await list('enquiry', `from=${today}&to=${dayOffset(-1)}`);
    expect(backwards.status).toBe(400);
    expect(errorFields(backwards.body)).toEqual(['from']);
    const notADate = await list('enquiry', 'from=yesterday');
    expect(notADate.status).toBe(400);
    expect(notADate.body.message).toBe('from must be a date (YYYY-MM-DD)');
  });

  it('filters by mail state and pages with limit and offset', async () => {
    expect(total(await list('enquiry', `q=${tag}&mailStatus=sent`))).toBe(3);
    expect(total(await list('enquiry', `q=${tag}&mailStatus=failed`))).toBe(0);
    const page = await list('enquiry', `q=${tag}&limit=1&offset=1`);
    expect(ids(page)).toEqual([enquiries[1]._id]);
    expect(total(page)).toBe(3);
    const bad = await list('enquiry', 'mailStatus=lost');
    expect(bad.status).toBe(400);
    expect(errorFields(bad.body)).toEqual(['mailStatus']);
  });
});

describe('a lead', () => {
  it('is read with every answer and its mail state', async () => {
    const sofia = ((await list('start-now', `q=Rossi${tag}`)).body as Lead[])[0];
    const res = await get(`/get-lead/start-now/${sofia._id}`, { token });
    expect(res.status).toBe(200);
    const lead = LeadSchema.parse(res.body);
    for (const field of START_NOW_FIELDS) expect(Object.keys(lead)).toContain(field);
    expect(lead).toMatchObject({ kind: 'start-now', fname: 'Sofia', purpose: 'Sell', community: 'Jumeirah Islands' });
    const chen = (await get(`/get-lead/enquiry/${enquiries[0]._id}`, { token })).body;
    expect(chen).toMatchObject({ listingSlug: 'marina-loft', utm: { utm_source: 'google', utm_medium: 'cpc' } });
  });

  it('is marked handled and back, and the handled filter follows', async () => {
    const id = enquiries[2]._id;
    const res = await put(`/update-lead/enquiry/${id}`, { token, json: { handled: true } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Lead marked handled');
    expect(res.body.lead).toMatchObject({ _id: id, handled: true });
    expect(res.body.lead.handledAt).not.toBeNull();
    expect(ids(await list('enquiry', `q=${tag}&handled=true`))).toEqual([id]);
    expect(total(await list('enquiry', `q=${tag}&handled=false`))).toBe(2);

    const back = await put(`/update-lead/enquiry/${id}`, { token, json: { handled: 'false' } });
    expect(back.body).toMatchObject({ message: 'Lead marked not handled', lead: { handled: false, handledAt: null } });
    expect(total(await list('enquiry', `q=${tag}&handled=true`))).toBe(0);
  });

  it('refuses an update without a proper handled flag, and answers 404 for an unknown lead', async () => {
    const res = await put(`/update-lead/enquiry/${enquiries[0]._id}`, { token, json: { handled: 'perhaps' } });
    expect(res.status).toBe(400);
    expect(errorFields(res.body)).toEqual(['handled']);
    expect((await put(`/update-lead/enquiry/nope`, { token, json: { handled: true } })).status).toBe(404);
    expect((await get(`/get-lead/subscriber/${enquiries[0]._id}`, { token })).status).toBe(404);
  });

  it('whose mail went out cannot be queued again (409)', async () => {
    const res = await post(`/retry-lead-mail/enquiry/${enquiries[0]._id}`, { token });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The mail of this lead is sent, not failed');
  });
});

describe('export-leads', () => {
  it('answers the filtered leads as CSV: UTF-8 with BOM, a header row, one row per lead', async () => {
    const { res, bytes, text } = await csv('enquiry', `q=${tag}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="enquiry-leads-${today}.csv"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual([
      'Received',
      'First name',
      'Last name',
      'Phone',
      'E-mail',
      'Message',
      'Page',
      'Listing',
      'Reference',
      'Listing title',
      'Agent',
      'Agent e-mail',
      'Viewing',
      'UTM',
      'Handled',
      'Mail',
      'Language',
    ]);
    expect(rows).toHaveLength(4);
    expect(rows.slice(1).map((r) => r[2])).toEqual([`Wei${tag}`, `Formula${tag}`, `Saleh${tag}`]);
    const chen = rows[1];
    expect(chen[5]).toBe(`Two lines, "quoted", and a comma\nsecond line ${tag}-needle`);
    expect(chen[7]).toBe('marina-loft');
    expect(chen[13]).toBe('utm_source=google; utm_medium=cpc');
    expect(chen[15]).toBe('sent');
  });

  it('guards cells a spreadsheet would run as formulas', async () => {
    const rows = parseCsv((await csv('enquiry', `q=Formula${tag}`)).text.slice(1));
    expect(rows).toHaveLength(2);
    expect(rows[1][1]).toBe(`'=HYPERLINK("http://evil.test")`);
    expect(rows[1][5]).toBe(`'+SUM(A1:A9)`);
    for (const cell of rows.slice(1).flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('follows the filters of the list: an empty export is just the header row', async () => {
    const rows = parseCsv((await csv('enquiry', `q=${tag}&handled=true`)).text.slice(1));
    expect(rows).toEqual([
      [
        'Received',
        'First name',
        'Last name',
        'Phone',
        'E-mail',
        'Message',
        'Page',
        'Listing',
        'Reference',
        'Listing title',
        'Agent',
        'Agent e-mail',
        'Viewing',
        'UTM',
        'Handled',
        'Mail',
        'Language',
      ],
    ]);
  });

  it('exports Start Now answers and subscribers with their own columns', async () => {
    const startNow = parseCsv((await csv('start-now', `q=Rossi${tag}`)).text.slice(1));
    expect(startNow[0]).toEqual(expect.arrayContaining([...START_NOW_FIELDS, 'Message', 'Mail']));
    expect(startNow[1][startNow[0].indexOf('purpose')]).toBe('Sell');
    const subscribers = parseCsv((await csv('subscriber', `q=sub.${tag}`)).text.slice(1));
    expect(subscribers[0]).toEqual([
      'Received',
      'E-mail',
      'Times subscribed',
      'Page',
      'Listing',
      'UTM',
      'Handled',
      'Mail',
      'Language',
    ]);
    expect(subscribers[1][1]).toBe(`sub.${tag}@visitor.test`);
  });

  it('refuses bad filters and an unknown kind with 400', async () => {
    expect((await csv('enquiry', 'from=31-12-2025')).res.status).toBe(400);
    expect((await csv('everyone', '')).res.status).toBe(400);
  });
});
