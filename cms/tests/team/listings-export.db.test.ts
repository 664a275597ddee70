import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_COUNT_HEADER } from '@estate/contract';
import { del, errorFields, get, post, put, type Answer } from '../harness/client';
import { runSql } from '../harness/database';
import type { CmsInstance } from '../harness/stack';
import { startWithMembers, type Member } from '../harness/team';

/*
 * The staff's properties table and the listings' CSV export at scale (docs/decisions/0090), on a
 * CMS and database of this file's own: 1,200 drafts written by SQL (so through the search
 * table's triggers, and more than two of the export's keyset pages), and a few listings through
 * the contract. The table's sorts page without repeating or skipping a row, its search finds what
 * LOWER(field) LIKE LOWER('%q%') finds and follows every write; the export streams every draft
 * once, oldest first, with a header row, formula-guarded cells, and the listings.export permission.
 */

const BULK = 1200;
const HEADER =
  'Reference,Title,Status,On the site,Type,Country,Location,Beds,Baths,Space,Price (USD),Price (AED),Price (EUR),' +
  'Featured,Agent,Agent e-mail,Permit number,Permit expires,Completion,Handover,Page,Listing id,Created,Updated';

let cms: CmsInstance;
let api: string;
let admin: string;
const members: Record<'agent' | 'marketing' | 'editor', Member> = {} as never;
let formula: { _id: string; referenceNumber: string };
let draftOnly: { _id: string };
let modified: { _id: string };
let agentProfile: { _id: string };

const at = (path: string) => `${api}${path}`;
const total = (res: Answer) => Number(res.headers.get(TOTAL_COUNT_HEADER));
const ids = (res: Answer) => (res.body as Array<{ _id: string }>).map((p) => p._id);
const sql = (statement: string, params: unknown[] = []) => runSql(cms.env, statement, params);
const postgres = () => cms.env.DATABASE_CLIENT === 'postgres';

/** One CSV record's cells (RFC 4180: quoted cells, doubled quotes). */
function cells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) {
      out.push(cell);
      cell = '';
    } else cell += c;
  }
  out.push(cell);
  return out;
}

/** The export's records, header first (fetch's text() has already dropped the BOM; the last CRLF taken off). */
function records(body: string): string[][] {
  expect(body.endsWith('\r\n')).toBe(true);
  return body
    .replace(/^\uFEFF/, '')
    .slice(0, -2)
    .split('\r\n')
    .map(cells);
}

/** Every page of a staff list, 50 at a time, as the table asks for them. */
async function allPages(query: string): Promise<{ ids: string[]; total: number }> {
  const out: string[] = [];
  let count = 0;
  for (let offset = 0; ; offset += 50) {
    const res = await get(at(`/get-properties?limit=50&offset=${offset}&${query}`), { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    count = total(res);
    out.push(...ids(res));
    if (offset + 50 >= count) return { ids: out, total: count };
  }
}

async function add(fields: Record<string, unknown>) {
  const res = await post(at('/add-property'), { token: admin, json: fields });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.property as { _id: string; referenceNumber: string; title: string };
}

/** The drafts as the database holds them, for the orders the table is expected to give. */
async function drafts(): Promise<
  Array<{ id: number; documentId: string; title: string; price: number; beds: number }>
> {
  const rows = await sql(
    'SELECT id, document_id AS d, title, price, beds FROM properties WHERE published_at IS NULL ORDER BY id',
  );
  return rows.map((r) => ({
    id: Number(r.id),
    documentId: String(r.d),
    title: String(r.title),
    price: Number(r.price),
    beds: Number(r.beds),
  }));
}

beforeAll(async () => {
  const started = await startWithMembers(['agent', 'marketing', 'editor'] as const);
  ({ cms, api, admin } = started);
  Object.assign(members, started.members);

  const team = await post(at('/add-team'), {
    token: admin,
    json: {
      title: 'Layla Export',
      description: 'Agent',
      position: 'Agent',
      whatsapp: '+971 50 000 0000',
      email: 'layla.export@agency.test',
    },
  });
  expect(team.status, JSON.stringify(team.body)).toBe(200);
  agentProfile = team.body.team;

  // Cells a spreadsheet would run as formulas, and quotes and commas a CSV must escape.
  formula = await add({
    title: '=HYPERLINK("http://evil.test","Click")',
    location: '+971 4 000 0000',
    country: 'United Arab Emirates',
    price: 1000000,
    beds: 2,
    agent: agentProfile._id,
  });
  draftOnly = await add({ title: 'Villa Qx, draft only', price: 2000000, beds: 3, draft: true });
  modified = await add({ title: 'Marina loft', price: 3000000, beds: 1 });
  const changed = await put(at(`/update-property/${modified._id}`), {
    token: admin,
    json: { title: 'Marina loft with terrace', draft: true },
  });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);

  // The bulk: drafts only, written by SQL as a migration or an import would, so only the
  // database's triggers can have put them in the search table.
  const n = postgres() ? "lpad(i::text, 4, '0')" : "printf('%04d', i)";
  const now = postgres() ? "now() + i * interval '1 millisecond'" : "CAST(strftime('%s', 'now') AS INTEGER) * 1000 + i";
  await sql(
    `INSERT INTO properties (document_id, title, slug, reference_number, location, country, price, beds, baths,
       listing_status, status_rank, is_featured, created_at, updated_at, published_at, locale)
     WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${BULK})
     SELECT 'zexp' || ${n}, 'Bulk home ' || ${n}, 'bulk-home-' || ${n}, 'BLK-' || ${n}, 'Zone ' || (i % 10), 'Dubai',
       ((i * 37) % 100) * 1000, i % 7, i % 5, 'available', 0, false, ${now}, ${now}, NULL, 'en'
     FROM n`,
  );
}, 240_000);

afterAll(async () => {
  await cms?.stop();
});

describe('the staff properties table', () => {
  it('pages every sort without repeating or skipping a row, the id breaking ties', async () => {
    const rows = await drafts();
    expect(rows.length).toBe(BULK + 3);
    const by = (key: 'price' | 'beds' | 'id', dir: 1 | -1) => (a: (typeof rows)[0], b: (typeof rows)[0]) =>
      dir * (a[key] - b[key] || a.id - b.id);
    for (const [sort, order] of [
      ['price:asc', by('price', 1)],
      ['price:desc', by('price', -1)],
      ['beds:desc', by('beds', -1)],
    ] as const) {
      const listed = await allPages(`sort=${sort}`);
      expect(listed.total, sort).toBe(rows.length);
      expect(listed.ids, sort).toEqual([...rows].sort(order).map((r) => r.documentId));
    }
    // Newest first by default: the bulk was written last, the newest of it last of all.
    const first = await get(at('/get-properties?limit=3'), { token: admin });
    expect(ids(first)).toEqual(['zexp1200', 'zexp1199', 'zexp1198']);
  });

  it('searches the title, location, country, reference and permit case-insensitively, in every order', async () => {
    const one = await get(at('/get-properties?q=BULK%20HOME%200012'), { token: admin });
    expect(ids(one)).toEqual(['zexp0012']);
    expect(total(one)).toBe(1);

    // "bulk home 00": 0001 to 0099, sorted by price then id, paged.
    const rows = (await drafts()).filter((r) => /^Bulk home 00\d\d$/.test(r.title));
    expect(rows.length).toBe(99);
    const listed = await allPages(`q=bulk%20home%2000&sort=price:desc`);
    expect(listed.total).toBe(99);
    expect(listed.ids).toEqual([...rows].sort((a, b) => b.price - a.price || b.id - a.id).map((r) => r.documentId));

    const byReference = await get(at('/get-properties?q=blk-0777'), { token: admin });
    expect(ids(byReference)).toEqual(['zexp0777']);
    const byLocation = await get(at('/get-properties?q=zone%203&limit=1'), { token: admin });
    expect(total(byLocation)).toBe(BULK / 10);
    const byReferenceOfTheContract = await get(at(`/get-properties?q=${formula.referenceNumber.toLowerCase()}`), {
      token: admin,
    });
    expect(ids(byReferenceOfTheContract)).toEqual([formula._id]);
  });

  it('finds one or two characters too, and a word nothing has finds nothing', async () => {
    for (const q of ['qx', 'QX', 'Qx']) {
      const res = await get(at(`/get-properties?q=${q}`), { token: admin });
      expect(ids(res), q).toEqual([draftOnly._id]);
    }
    const none = await get(at('/get-properties?q=zzqqxx'), { token: admin });
    expect(none.body).toEqual([]);
    expect(total(none)).toBe(0);
    const past = await get(at('/get-properties?q=bulk&offset=5000'), { token: admin });
    expect(past.body).toEqual([]);
    expect(total(past)).toBe(BULK);
  });

  it('follows every write: a new title, a draft change, an unpublished listing and a deletion', async () => {
    // Staff read drafts: the draft's new title is found, the published copy's old one is not.
    expect(ids(await get(at('/get-properties?q=with%20terrace'), { token: admin }))).toEqual([modified._id]);
    const renamed = await put(at(`/update-property/${formula._id}`), {
      token: admin,
      json: { title: 'Renamed for the search test' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(ids(await get(at('/get-properties?q=renamed%20for%20the'), { token: admin }))).toEqual([formula._id]);
    expect(ids(await get(at('/get-properties?q=hyperlink'), { token: admin }))).toEqual([]);

    const off = await post(at(`/unpublish-property/${formula._id}`), { token: admin });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const once = await get(at('/get-properties?q=renamed%20for%20the'), { token: admin });
    expect(ids(once)).toEqual([formula._id]);
    expect(total(once)).toBe(1);
    await post(at(`/publish-property/${formula._id}`), { token: admin });

    const gone = await add({ title: 'Removed soon ywv' });
    expect(ids(await get(at('/get-properties?q=soon%20ywv'), { token: admin }))).toEqual([gone._id]);
    expect((await del(at(`/delete-property/${gone._id}`), { token: admin })).status).toBe(200);
    expect(total(await get(at('/get-properties?q=soon%20ywv'), { token: admin }))).toBe(0);

    // Back as it was, for the export's formula cells below.
    const back = await put(at(`/update-property/${formula._id}`), {
      token: admin,
      json: { title: '=HYPERLINK("http://evil.test","Click")' },
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
  });

  it("answers a choice list's search from the same index, in title order", async () => {
    const res = await get(at('/get-properties?fields=_id,title&q=bulk%20home%20011&sort=title:asc'), { token: admin });
    expect(res.body).toEqual(
      Array.from({ length: 10 }, (_, i) => ({ _id: `zexp011${i}`, title: `Bulk home 011${i}` })),
    );
  });
});

describe('the listings export', () => {
  it('needs a signed-in member whose role has listings.export', async () => {
    expect((await get(at('/export-properties'))).status).toBe(401);
    for (const who of ['agent', 'marketing'] as const) {
      const res = await get(at('/export-properties'), { token: members[who].token });
      expect(res.status, who).toBe(403);
      expect(res.body.message).toMatch(/does not allow/);
    }
    const editor = await get<string>(at('/export-properties?q=bulk%20home%200001'), { token: members.editor.token });
    expect(editor.status).toBe(200);
  });

  it('writes every listing once, oldest first, under a header row, as a CSV download', async () => {
    const res = await get<string>(at('/export-properties'), { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="listings-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // UTF-8 with a byte order mark, so that spreadsheets read accents right.
    const raw = await fetch(at('/export-properties?q=bulk%20home%200001'), {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = records(res.body);
    expect(header!.join(',')).toBe(HEADER);
    const id = header!.indexOf('Listing id');
    const expected = (await drafts()).map((r) => r.documentId);
    expect(rows.map((r) => r[id])).toEqual(expected);
    expect(rows.every((r) => r.length === header!.length)).toBe(true);
    const bulk = rows.find((r) => r[id] === 'zexp0042')!;
    expect(bulk.slice(0, 14)).toEqual([
      'BLK-0042',
      'Bulk home 0042',
      'available',
      'Draft',
      '',
      'Dubai',
      'Zone 2',
      '0',
      '2',
      '',
      String(((42 * 37) % 100) * 1000),
      '',
      '',
      'no',
    ]);
  });

  it('keeps every cell a spreadsheet would run as a formula as text, and says where each listing stands', async () => {
    const res = await get<string>(at('/export-properties'), { token: admin });
    const [header, ...rows] = records(res.body);
    const col = (name: string) => header!.indexOf(name);
    const row = (documentId: string) => rows.find((r) => r[col('Listing id')] === documentId)!;
    const guarded = row(formula._id);
    expect(guarded[col('Title')]).toBe('\'=HYPERLINK("http://evil.test","Click")');
    expect(guarded[col('Location')]).toBe("'+971 4 000 0000");
    expect(guarded[col('Agent')]).toBe('Layla Export');
    expect(guarded[col('Agent e-mail')]).toBe('layla.export@agency.test');
    expect(guarded[col('On the site')]).toBe('Published');
    expect(guarded[col('Page')]).toMatch(/\/property\/[\w-]+$/);
    expect(res.body).toContain('"\'=HYPERLINK(""http://evil.test"",""Click"")"');
    expect(row(draftOnly._id)[col('On the site')]).toBe('Draft');
    expect(row(modified._id)[col('On the site')]).toBe('Published, with unpublished changes');
    expect(row(modified._id)[col('Title')]).toBe('Marina loft with terrace');
  });

  it('exports what the search finds, as the table finds it', async () => {
    const res = await get<string>(at('/export-properties?q=BULK%20home%2000'), { token: admin });
    const [, ...rows] = records(res.body);
    expect(rows.length).toBe(99);
    const short = records((await get<string>(at('/export-properties?q=qX'), { token: admin })).body);
    expect(short.length).toBe(2);
    expect(short[1]).toContain(draftOnly._id);
    const none = records((await get<string>(at('/export-properties?q=nothing%20has%20this'), { token: admin })).body);
    expect(none).toEqual([HEADER.split(',')]);
  });

  it('refuses a search longer than the table takes, naming q', async () => {
    const res = await get(at(`/export-properties?q=${'x'.repeat(201)}`), { token: admin });
    expect(res.status).toBe(400);
    expect(errorFields(res.body)).toEqual(['q']);
  });
});
