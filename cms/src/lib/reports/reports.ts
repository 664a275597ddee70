import { rowOf } from '../read/publication';
import {
  DEAL_STAGES,
  DIRECT_SOURCE,
  weekOf,
  type AgentReport,
  type DealStage,
  type ListingReport,
  type ReportRange,
  type SourceReport,
  type StageReport,
} from '@estate/contract';
import { dealMembers, pipelineSettings } from '../leads/pipeline';
import type { Row } from '../read/serialize';
import { LISTING_VIEWS_TABLE } from './page-views';
import { enquiryColumns } from './sources';
import {
  DAY_MS,
  DUBAI_MS,
  FIRST_MONDAY_MS,
  WEEK_MS,
  postgres,
  readAlong,
  responseMinutes,
  SQLITE_REPORT_INDEX,
  sqliteIndexMade,
  weekNumber,
} from './report-sql';

/*
 * The reports (docs/decisions/0084), each a few GROUP BY statements over the enquiries of a range
 * of Dubai days, on SQLite and PostgreSQL alike (their SQL terms in ./report-sql): the database
 * counts, this module names and orders.
 */

/** Rows a report of listings answers at most (the most viewed and enquired first). */
const MAX_LISTINGS = 1000;
/** Campaigns a report of sources answers at most (the most leads first). */
const MAX_CAMPAIGNS = 500;

const knex = () => strapi.db.connection;

const bound = (t: number) => (postgres() ? new Date(t).toISOString() : t);
const TRUE = () => (postgres() ? 'true' : '1');

/** The instants the range covers: from its first day's start to its last day's end, in Dubai. */
function instants(range: ReportRange): [number, number] {
  return [Date.parse(`${range.from}T00:00:00Z`) - DUBAI_MS, Date.parse(`${range.to}T00:00:00Z`) + DAY_MS - DUBAI_MS];
}

/** The enquiries of the range: a FROM (read along `index` when SQLite has it) and WHERE, with its bindings. */
function inRange(range: ReportRange, index?: string): { sql: string; bindings: unknown[] } {
  const { table, col } = enquiryColumns();
  const [start, end] = instants(range);
  return {
    sql: `FROM "${table}"${index ? readAlong(table, index) : ''} WHERE "${col('createdAt')}" >= ? AND "${col('createdAt')}" < ?`,
    bindings: [bound(start), bound(end)],
  };
}

/**
 * PostgreSQL's memory for a report's groups. Its planner takes every row of a year for a group of
 * its own (it has no statistics of the week or response-time expressions), so within the default
 * 4 MB it sorted them on disk instead of hashing them: 230 ms for the sources of 56,000 leads,
 * 90 ms hashed.
 */
const REPORT_WORK_MEM = '32MB';

async function rows(sql: string, bindings: unknown[]): Promise<Row[]> {
  const read = async (db: typeof strapi.db.connection) => {
    const result = (await db.raw(sql, bindings as never)) as Row[] | { rows: Row[] };
    return Array.isArray(result) ? result : result.rows;
  };
  if (!postgres()) return read(knex());
  return knex().transaction(async (trx) => {
    await trx.raw(`SET LOCAL work_mem = '${REPORT_WORK_MEM}'`);
    return read(trx as unknown as typeof strapi.db.connection);
  });
}

const num = (v: unknown) => Number(v ?? 0);
const dayOfMs = (t: number) => new Date(t).toISOString().slice(0, 10);

/** Every week (its Monday) from the range's first to its last. */
function weeksOf(range: ReportRange): string[] {
  const out: string[] = [];
  const last = Date.parse(`${weekOf(range.to)}T00:00:00Z`);
  for (let t = Date.parse(`${weekOf(range.from)}T00:00:00Z`); t <= last; t += WEEK_MS) out.push(dayOfMs(t));
  return out;
}

export async function sourceReport(range: ReportRange): Promise<SourceReport> {
  const { col } = enquiryColumns();
  const week = weekNumber(col);
  const q = (attribute: string) => `"${col(attribute)}"`;
  const columns = `${week} AS week, COALESCE(${q('source')}, '${DIRECT_SOURCE}') AS source,
    COALESCE(${q('utmMedium')}, '') AS medium, COALESCE(${q('utmCampaign')}, '') AS campaign, COUNT(*) AS n`;
  // One walk: per week and campaign; the weeks and the campaigns are sums. On SQLite along the
  // index of those groups, over the range's weeks (a source stored as null or as direct comes as
  // two groups of one name, added up below).
  let counted: Row[];
  if (sqliteIndexMade(SQLITE_REPORT_INDEX.sources)) {
    const where = inRange(range, SQLITE_REPORT_INDEX.sources);
    const [start, end] = instants(range);
    const weekOfMs = (t: number) => Math.floor((t - FIRST_MONDAY_MS) / WEEK_MS);
    counted = await rows(
      `SELECT ${columns} ${where.sql} AND ${week} BETWEEN ? AND ?
       GROUP BY ${week}, ${q('source')}, ${q('utmMedium')}, ${q('utmCampaign')}`,
      [...where.bindings, weekOfMs(start), weekOfMs(end - 1)],
    );
  } else {
    const where = inRange(range);
    counted = await rows(`SELECT ${columns} ${where.sql} GROUP BY 1, 2, 3, 4`, where.bindings);
  }
  const weeks = new Map(weeksOf(range).map((w) => [w, { week: w, total: 0, bySource: {} as Record<string, number> }]));
  const totals = new Map<string, number>();
  const campaigns = new Map<string, SourceReport['campaigns'][number]>();
  for (const r of counted) {
    const w = dayOfMs(num(r.week) * WEEK_MS + FIRST_MONDAY_MS + DUBAI_MS);
    const entry = weeks.get(w);
    const s = String(r.source);
    const n = num(r.n);
    if (entry) {
      entry.bySource[s] = (entry.bySource[s] ?? 0) + n;
      entry.total += n;
    }
    totals.set(s, (totals.get(s) ?? 0) + n);
    const c = { source: s, medium: String(r.medium), campaign: String(r.campaign), leads: 0 };
    const key = JSON.stringify([c.source, c.medium, c.campaign]);
    (campaigns.get(key) ?? campaigns.set(key, c).get(key)!).leads += n;
  }
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return {
    range,
    weeks: [...weeks.values()],
    sources: [...totals]
      .map(([s, leads]) => ({ source: s, leads }))
      .sort((a, b) => b.leads - a.leads || a.source.localeCompare(b.source)),
    campaigns: [...campaigns.values()]
      .sort(
        (a, b) =>
          b.leads - a.leads ||
          byText(a.source, b.source) ||
          byText(a.medium, b.medium) ||
          byText(a.campaign, b.campaign),
      )
      .slice(0, MAX_CAMPAIGNS),
  };
}

/** The nearest-rank percentile (rank ceil(p * n)) of counted values, in ascending order. */
function percentile(sorted: Array<[number, number]>, total: number, p: number): number | null {
  if (!total) return null;
  const rank = Math.ceil(p * total);
  let seen = 0;
  for (const [value, n] of sorted) {
    seen += n;
    if (seen >= rank) return value;
  }
  return null;
}

export async function agentReport(range: ReportRange, now = Date.now()): Promise<AgentReport> {
  const { col } = enquiryColumns();
  const along = sqliteIndexMade(SQLITE_REPORT_INDEX.agents);
  const where = inRange(range, SQLITE_REPORT_INDEX.agents);
  const { unansweredHours } = await pipelineSettings();
  const minutes = responseMinutes(col);
  const unanswered =
    `("${col('stage')}" = 'new' OR "${col('stage')}" IS NULL) AND ("${col('handled')}" IS NULL OR "${col('handled')}" <> ${TRUE()})` +
    ` AND "${col('createdAt')}" < ?`;
  // One walk of the range: per holder and response time (null while unanswered), the leads and
  // how many of them wait unanswered; the holders' counts are the sums of their rows. SQLite reads
  // along the index of (holder, response time), PostgreSQL the range's and hashes the groups.
  const groups = along ? `"${col('assigneeUserId')}", ${minutes}` : '1, 2';
  const [counted, members] = await Promise.all([
    rows(
      `SELECT COALESCE("${col('assigneeUserId')}", -1) AS a, ${minutes} AS m, COUNT(*) AS n,
              SUM(CASE WHEN ${unanswered} THEN 1 ELSE 0 END) AS unanswered
       ${where.sql} GROUP BY ${groups}`,
      [bound(now - unansweredHours * 3_600_000), ...where.bindings],
    ),
    dealMembers(),
  ]);
  const counts = new Map<number, { a: number; n: number; answered: number; unanswered: number }>();
  const spread = new Map<number, Array<[number, number]>>();
  for (const r of counted) {
    const a = num(r.a);
    const n = num(r.n);
    let c = counts.get(a);
    if (!c) counts.set(a, (c = { a, n: 0, answered: 0, unanswered: 0 }));
    c.n += n;
    c.unanswered += num(r.unanswered);
    if (r.m === null || r.m === undefined) continue;
    c.answered += n;
    if (!spread.has(a)) spread.set(a, []);
    spread.get(a)!.push([num(r.m), n]);
  }
  return {
    range,
    agents: [...counts.values()]
      .map((r) => {
        const id = r.a === -1 ? null : r.a;
        const values = (spread.get(r.a) ?? []).sort((x, y) => x[0] - y[0]);
        return {
          assigneeId: id,
          name: id === null ? 'Nobody yet' : (members.get(id)?.name ?? `Former member #${id}`),
          leads: r.n,
          answered: r.answered,
          unanswered: r.unanswered,
          medianResponseMinutes: percentile(values, r.answered, 0.5),
          p90ResponseMinutes: percentile(values, r.answered, 0.9),
        };
      })
      .sort((a, b) => b.leads - a.leads || a.name.localeCompare(b.name)),
  };
}

export async function listingReport(range: ReportRange): Promise<ListingReport> {
  const { col } = enquiryColumns();
  const where = inRange(range);
  const listing = `"${col('listingId')}"`;
  const [enquired, viewed] = await Promise.all([
    // Counted along the report index alone; the names are read for the listings shown only.
    rows(`SELECT ${listing} AS id, COUNT(*) AS n ${where.sql} AND ${listing} IS NOT NULL GROUP BY 1`, where.bindings),
    rows(
      `SELECT listing_id AS id, SUM(views) AS views FROM ${LISTING_VIEWS_TABLE}
       WHERE day >= ? AND day <= ? GROUP BY 1`,
      [range.from, range.to],
    ),
  ]);
  const byId = new Map<string, ListingReport['listings'][number]>();
  const entry = (id: string) => {
    let e = byId.get(id);
    if (!e) byId.set(id, (e = { listingId: id, title: '', reference: '', views: 0, enquiries: 0, conversion: null }));
    return e;
  };
  for (const r of enquired) entry(String(r.id)).enquiries = num(r.n);
  for (const r of viewed) entry(String(r.id)).views = num(r.views);
  const listings = [...byId.values()]
    .map((l) => ({ ...l, conversion: l.views ? l.enquiries / l.views : null }))
    .sort((a, b) => b.views - a.views || b.enquiries - a.enquiries || a.listingId.localeCompare(b.listingId))
    .slice(0, MAX_LISTINGS);
  await nameListings(listings);
  await nameFromEnquiries(listings.filter((l) => !l.title));
  return {
    range,
    listings,
    totalViews: [...byId.values()].reduce((s, l) => s + l.views, 0),
    totalEnquiries: [...byId.values()].reduce((s, l) => s + l.enquiries, 0),
  };
}

/** Listings since deleted: named as their enquiries recorded them. */
async function nameFromEnquiries(unnamed: Array<{ listingId: string; title: string; reference: string }>) {
  if (!unnamed.length) return;
  const { table, col } = enquiryColumns();
  const named = await rows(
    `SELECT "${col('listingId')}" AS id, MAX("${col('listingTitle')}") AS title,
            MAX("${col('listingReference')}") AS reference
     FROM ${table} WHERE "${col('listingId')}" IN (${unnamed.map(() => '?').join(', ')}) GROUP BY 1`,
    unnamed.map((l) => l.listingId),
  );
  const byId = new Map(named.map((r) => [String(r.id), r]));
  for (const l of unnamed) {
    const r = byId.get(l.listingId);
    l.title = String(r?.title ?? '');
    l.reference = String(r?.reference ?? '');
  }
}

/** Titles and references of the listings shown, from the listings themselves. */
async function nameListings(unnamed: Array<{ listingId: string; title: string; reference: string }>) {
  if (!unnamed.length) return;
  const ids = unnamed.map((l) => l.listingId);
  const [properties, developments] = await Promise.all([
    // Each listing's English draft: the title staff gave it, never a translation's.
    strapi.db.query('api::property.property').findMany({
      where: { documentId: { $in: ids }, ...rowOf('api::property.property', true) },
      select: ['documentId', 'title', 'referenceNumber'],
    }) as Promise<Row[]>,
    strapi.db.query('api::development.development').findMany({
      where: { documentId: { $in: ids }, ...rowOf('api::development.development', true) },
      select: ['documentId', 'title'],
    }) as Promise<Row[]>,
  ]);
  const found = new Map<string, Row>();
  for (const r of [...properties, ...developments]) found.set(String(r.documentId), r);
  for (const l of unnamed) {
    const r = found.get(l.listingId);
    l.title = String(r?.title ?? '');
    l.reference = String(r?.referenceNumber ?? '');
  }
}

/** The stages in the order a deal moves through them; Lost may come after any of them. */
const FUNNEL: readonly DealStage[] = DEAL_STAGES.filter((s) => s !== 'lost');

/**
 * A deal reached its current stage and every stage before it in FUNNEL; a lost deal reached New,
 * and Contacted when it was answered. Read from the current stage, not the audit trail: one
 * GROUP BY, and a viewing booked from the site counts as having passed Contacted.
 */
export async function stageReport(range: ReportRange): Promise<StageReport> {
  const { col } = enquiryColumns();
  const where = inRange(range);
  const counted = await rows(
    `SELECT COALESCE("${col('stage')}", 'new') AS stage,
            CASE WHEN "${col('firstResponseAt')}" IS NULL THEN 0 ELSE 1 END AS answered, COUNT(*) AS n
     ${where.sql} GROUP BY 1, 2`,
    where.bindings,
  );
  const current = new Map<DealStage, number>(DEAL_STAGES.map((s) => [s, 0]));
  const reached = new Map<DealStage, number>(DEAL_STAGES.map((s) => [s, 0]));
  let total = 0;
  for (const r of counted) {
    const stage = (DEAL_STAGES as readonly string[]).includes(String(r.stage)) ? (r.stage as DealStage) : 'new';
    const n = num(r.n);
    total += n;
    current.set(stage, current.get(stage)! + n);
    const upTo = stage === 'lost' ? (num(r.answered) ? FUNNEL.indexOf('contacted') : 0) : FUNNEL.indexOf(stage);
    for (let i = 0; i <= upTo; i++) reached.set(FUNNEL[i]!, reached.get(FUNNEL[i]!)! + n);
    if (stage === 'lost') reached.set('lost', reached.get('lost')! + n);
  }
  return {
    range,
    total,
    stages: DEAL_STAGES.map((stage) => ({
      stage,
      reached: reached.get(stage)!,
      current: current.get(stage)!,
      share: total ? reached.get(stage)! / total : 0,
    })),
  };
}
