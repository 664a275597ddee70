import { randomBytes } from 'crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  AgentReportSchema,
  DEV_PAGE_VIEWS_SECRET,
  dubaiToday,
  ListingReportSchema,
  PAGE_VIEWS_SECRET_HEADER,
  SourceReportSchema,
  StageReportSchema,
  type EnquiryLead,
} from '@estate/contract';
import { errorFields, eventually, get, post, randomIp } from '../harness/client';
import { runSql } from '../harness/database';
import type { CmsInstance } from '../harness/stack';
import { inviteMember, signIn, startWithMembers, type Member } from '../harness/team';

/*
 * The reports (docs/decisions/0084) on a CMS and database of this file's own: enquiries sent
 * through the public form, then dated, assigned and moved by SQL to known figures, and page views
 * handed over as the web server does. Each report's figures are asserted exactly, the CSV with its
 * formula guard, the ranges refused, who may read them, and the page views' shared secret.
 */

let cms: CmsInstance;
let api: string;
let admin: string;
const members: Record<'a' | 'b' | 'agent' | 'marketing' | 'editor', Member> = {} as never;
let villa: { _id: string; slug: string; title: string; referenceNumber: string };
let flat: { _id: string; slug: string };

const tag = () => randomBytes(4).toString('hex');
const at = (path: string) => `${api}${path}`;
const RANGE = 'from=2026-03-02&to=2026-03-15';
const MIN = 60_000;

async function enquire(extra: Record<string, unknown>): Promise<EnquiryLead> {
  const email = `report.${tag()}@buyer.test`;
  const res = await post(at('/send-email'), {
    ip: randomIp(),
    json: { fname: 'Layla', lname: 'Haddad', email, message: 'Is it available?', ...extra },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const lead = await eventually(async () => {
    const found = await get<EnquiryLead[]>(at(`/get-leads/enquiry?q=${encodeURIComponent(email)}`), { token: admin });
    return found.body[0];
  });
  // Assigned after the answer: shaped by SQL only once its assignment on arrival is made.
  await eventually(async () => {
    const [row] = await runSql(cms.env, 'SELECT assign_pending FROM enquiries WHERE document_id = ?', [lead._id]);
    return row?.assign_pending === false || row?.assign_pending === 0;
  });
  return lead;
}

/** Dates, assigns and moves a stored enquiry. */
async function shape(
  lead: EnquiryLead,
  created: string,
  deal: { assignee: number | null; stage: string; responseMinutes: number | null },
) {
  const pg = cms.env.DATABASE_CLIENT === 'postgres';
  const t = (ms: number) => (pg ? new Date(ms).toISOString() : ms);
  const c = Date.parse(created);
  await runSql(
    cms.env,
    'UPDATE enquiries SET created_at = ?, assignee_user_id = ?, stage = ?, first_response_at = ? WHERE document_id = ?',
    [
      t(c),
      deal.assignee,
      deal.stage,
      deal.responseMinutes === null ? null : t(c + deal.responseMinutes * MIN),
      lead._id,
    ],
  );
}

const report = async <T>(name: string, query = RANGE, token = admin) => {
  const res = await get<T>(at(`/get-report/${name}?${query}`), { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

const views = (json: unknown, secret: string | null = DEV_PAGE_VIEWS_SECRET) =>
  post(at('/record-page-views'), { json, headers: secret ? { [PAGE_VIEWS_SECRET_HEADER]: secret } : {} });

beforeAll(async () => {
  const started = await startWithMembers(['agent', 'marketing', 'editor'] as const);
  ({ cms, api, admin } = started);
  Object.assign(members, started.members);
  members.a = await inviteMember(api, admin, 'agent');
  members.b = await inviteMember(api, admin, 'agent');
  const added = await post(at('/add-property'), {
    token: admin,
    json: { title: `Palm villa ${tag()}`, country: 'United Arab Emirates' },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  villa = added.body.property;
  const other = await post(at('/add-property'), {
    token: admin,
    json: { title: `Marina flat ${tag()}`, country: 'United Arab Emirates' },
  });
  expect(other.status, JSON.stringify(other.body)).toBe(200);
  flat = other.body.property;

  const { a, b } = members;
  const seeded: Array<[Record<string, unknown>, string, Parameters<typeof shape>[2]]> = [
    // Week of Monday 2 March (Dubai).
    [
      { utm_source: 'Google', utm_medium: 'cpc', utm_campaign: 'spring', listing: villa.slug },
      '2026-03-02T06:00:00Z',
      { assignee: a.id, stage: 'contacted', responseMinutes: 30 },
    ],
    [
      { utm_source: 'google', listing: villa.slug },
      '2026-03-03T06:00:00Z',
      { assignee: a.id, stage: 'viewed', responseMinutes: 90 },
    ],
    // Sunday 23:30 in Dubai, 19:30 UTC: still the first week.
    [{}, '2026-03-08T19:30:00Z', { assignee: b.id, stage: 'lost', responseMinutes: 120 }],
    // Week of Monday 9 March.
    [
      { pageURL: 'https://www.partner.example/villas/1' },
      '2026-03-10T06:00:00Z',
      { assignee: a.id, stage: 'won', responseMinutes: 60 },
    ],
    [{}, '2026-03-11T06:00:00Z', { assignee: b.id, stage: 'new', responseMinutes: null }],
    [{ utm_source: '=cmd' }, '2026-03-12T06:00:00Z', { assignee: null, stage: 'new', responseMinutes: null }],
    // 00:30 on 16 March in Dubai: after the range.
    [{ utm_source: 'late' }, '2026-03-15T20:30:00Z', { assignee: a.id, stage: 'new', responseMinutes: null }],
  ];
  for (const [extra, created, deal] of seeded) await shape(await enquire(extra), created, deal);
}, 240_000);

afterAll(async () => {
  await cms?.stop();
});

describe('page views from the web server', () => {
  it('are refused without the shared secret, and added per listing and day with it', async () => {
    const batch = { views: [{ kind: 'property', slug: villa.slug, day: '2026-03-05', count: 40 }] };
    expect((await views(batch, null)).status).toBe(403);
    expect((await views(batch, 'not-the-secret')).status).toBe(403);

    const bad = await views({ views: [{ kind: 'property', slug: villa.slug, day: '2026-02-30', count: 1 }] });
    expect(bad.status).toBe(400);
    expect(errorFields(bad.body).join()).toMatch(/day/);

    expect((await views(batch)).body).toEqual({ recorded: 1 });
    const more = await views({
      views: [
        { kind: 'property', slug: villa.slug, day: '2026-03-05', count: 6 },
        { kind: 'property', slug: villa.slug, day: '2026-03-05', count: 4 },
        { kind: 'property', slug: villa.slug, day: '2026-03-20', count: 7 },
        { kind: 'property', slug: flat.slug, day: '2026-03-10', count: 5 },
        { kind: 'property', slug: `no-such-listing-${tag()}`, day: '2026-03-10', count: 9 },
      ],
    });
    expect(more.status, JSON.stringify(more.body)).toBe(200);
    expect(more.body).toEqual({ recorded: 3 });
    const stored = await runSql(
      cms.env,
      'SELECT day, views FROM estate_listing_views WHERE listing_id = ? ORDER BY day',
      [villa._id],
    );
    expect(stored.map((r) => [r.day, Number(r.views)])).toEqual([
      ['2026-03-05', 50],
      ['2026-03-20', 7],
    ]);
  });
});

describe('the reports', () => {
  it('count leads per week by source, with the campaigns', async () => {
    const r = SourceReportSchema.parse(await report('sources'));
    expect(r.range).toEqual({ from: '2026-03-02', to: '2026-03-15' });
    expect(r.weeks).toEqual([
      { week: '2026-03-02', total: 3, bySource: { google: 2, direct: 1 } },
      { week: '2026-03-09', total: 3, bySource: { 'partner.example': 1, direct: 1, '=cmd': 1 } },
    ]);
    expect(r.sources.slice(0, 2)).toEqual([
      { source: 'direct', leads: 2 },
      { source: 'google', leads: 2 },
    ]);
    expect(r.sources).toHaveLength(4);
    expect(r.campaigns).toContainEqual({ source: 'google', medium: 'cpc', campaign: 'spring', leads: 1 });
    expect(r.campaigns).toContainEqual({ source: 'google', medium: '', campaign: '', leads: 1 });
  });

  it('count leads per agent with first-response times and the unanswered', async () => {
    const r = AgentReportSchema.parse(await report('agents'));
    expect(r.agents).toEqual([
      {
        assigneeId: members.a.id,
        name: members.a.username,
        leads: 3,
        answered: 3,
        unanswered: 0,
        medianResponseMinutes: 60,
        p90ResponseMinutes: 90,
      },
      {
        assigneeId: members.b.id,
        name: members.b.username,
        leads: 2,
        answered: 1,
        unanswered: 1,
        medianResponseMinutes: 120,
        p90ResponseMinutes: 120,
      },
      {
        assigneeId: null,
        name: 'Nobody yet',
        leads: 1,
        answered: 0,
        unanswered: 1,
        medianResponseMinutes: null,
        p90ResponseMinutes: null,
      },
    ]);
  });

  it('give response times as exact as a reader needs: minutes, then five minutes, hours and days', async () => {
    // April: a range of its own, outside the other tests' March.
    const answers = [47, 97, 26 * 60 + 13, 30 * 60 + 59, 9 * 1440 + 5 * 60 + 10];
    for (const [i, minutes] of answers.entries())
      await shape(await enquire({}), `2026-04-0${i + 1}T06:00:00Z`, {
        assignee: members.a.id,
        stage: 'contacted',
        responseMinutes: minutes,
      });
    const r = AgentReportSchema.parse(await report('agents', 'from=2026-04-01&to=2026-04-30'));
    // Nearest rank of five: the third (26 h 13 min, within its hour) and the fifth (9 days, within its day).
    expect(r.agents).toEqual([
      {
        assigneeId: members.a.id,
        name: members.a.username,
        leads: 5,
        answered: 5,
        unanswered: 0,
        medianResponseMinutes: 26 * 60,
        p90ResponseMinutes: 9 * 1440,
      },
    ]);
    const early = AgentReportSchema.parse(await report('agents', 'from=2026-04-01&to=2026-04-02'));
    // 47 and 97 minutes: the first whole, the second within its five minutes.
    expect(early.agents[0]).toMatchObject({ leads: 2, medianResponseMinutes: 47, p90ResponseMinutes: 95 });
  });

  it("set each listing's enquiries against its page views", async () => {
    const r = ListingReportSchema.parse(await report('listings'));
    expect(r.listings).toEqual([
      {
        listingId: villa._id,
        title: villa.title,
        reference: villa.referenceNumber,
        views: 50,
        enquiries: 2,
        conversion: 0.04,
      },
      expect.objectContaining({ listingId: flat._id, views: 5, enquiries: 0, conversion: 0 }),
    ]);
    expect(r.totalViews).toBe(55);
    expect(r.totalEnquiries).toBe(2);
  });

  it('count how many deals reached each stage', async () => {
    const r = StageReportSchema.parse(await report('stages'));
    expect(r.total).toBe(6);
    expect(Object.fromEntries(r.stages.map((s) => [s.stage, [s.reached, s.current]]))).toEqual({
      new: [6, 2],
      contacted: [4, 1],
      'viewing-booked': [2, 0],
      viewed: [2, 1],
      offer: [1, 0],
      won: [1, 1],
      lost: [1, 1],
    });
    expect(r.stages[1]!.share).toBeCloseTo(4 / 6);
  });

  it('come as CSV, with no cell read as a formula', async () => {
    const res = await get<string>(at(`/export-report/sources?${RANGE}`), { token: members.marketing.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toContain('report-sources-2026-03-02-2026-03-15.csv');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe("Week,direct,google,'=cmd,partner.example,Total");
    expect(lines[1]).toBe('2026-03-02,1,2,0,0,3');
    expect(lines[2]).toBe('2026-03-09,1,0,1,1,3');
    expect(lines).toContain('google,cpc,spring,1');

    const agents = await get<string>(at(`/export-report/agents?${RANGE}`), { token: admin });
    expect(agents.body.split('\r\n')[1]).toBe(`${members.a.username},3,3,0,60,90`);
    const listings = await get<string>(at(`/export-report/listings?${RANGE}`), { token: admin });
    expect(listings.body).toContain(`,${villa._id},50,2,0.0400`);
    const stages = await get<string>(at(`/export-report/stages?${RANGE}`), { token: admin });
    expect(stages.body).toContain('Contacted,4,1,0.6667');
    expect((await get(at('/export-report/everything'), { token: admin })).status).toBe(404);
  });

  it('cover the last 12 weeks by default and refuse bad ranges naming the field', async () => {
    const r = SourceReportSchema.parse(await report('sources', ''));
    expect(r.range.to).toBe(dubaiToday());
    expect((Date.parse(r.range.to) - Date.parse(r.range.from)) / 86_400_000).toBe(83);

    for (const [query, field] of [
      ['from=2026-02-30', 'from'],
      ['to=March', 'to'],
      ['from=2026-03-10&to=2026-03-01', 'from'],
      ['from=2024-01-01&to=2026-03-01', 'to'],
    ] as const) {
      const res = await get(at(`/get-report/agents?${query}`), { token: admin });
      expect(res.status, query).toBe(400);
      expect(errorFields(res.body), query).toEqual([field]);
    }
  });

  it('count an enquiry that arrives after a report was read', async () => {
    const before = StageReportSchema.parse(await report('stages', ''));
    await enquire({ utm_source: 'instagram' });
    const after = StageReportSchema.parse(await report('stages', ''));
    expect(after.total).toBe(before.total + 1);
    const sources = SourceReportSchema.parse(await report('sources', ''));
    expect(sources.sources).toContainEqual({ source: 'instagram', leads: 1 });
  });

  it('are read by administrators, editors and marketing, not by agents', async () => {
    for (const who of ['editor', 'marketing'] as const)
      expect((await get(at(`/get-report/stages?${RANGE}`), { token: members[who].token })).status).toBe(200);
    expect((await get(at(`/get-report/stages?${RANGE}`), { token: members.agent.token })).status).toBe(403);
    expect((await get(at(`/export-report/agents?${RANGE}`), { token: members.agent.token })).status).toBe(403);
    expect((await get(at(`/get-report/stages?${RANGE}`))).status).toBe(401);
  });
});

describe('enquiries stored before the reports', () => {
  it('get their source at start, from their campaign or their page', async () => {
    const before = SourceReportSchema.parse(await report('sources'));
    await runSql(cms.env, 'UPDATE enquiries SET source = NULL, utm_medium = NULL, utm_campaign = NULL');
    await cms.process.restart();
    admin = await signIn(api, inject('staff').username, inject('staff').password);
    const stored = await runSql(cms.env, 'SELECT COUNT(*) AS n FROM enquiries WHERE source IS NULL');
    expect(Number(stored[0]!.n)).toBe(0);
    expect(SourceReportSchema.parse(await report('sources'))).toEqual(before);
  }, 90_000);
});
