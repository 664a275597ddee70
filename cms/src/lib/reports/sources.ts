import { DIRECT_SOURCE } from '@estate/contract';
import { authEnv } from '../auth/auth-env';
import { ENQUIRY_UID } from '../leads/pipeline';
import { forgetReportsOnWrites } from './report-cache';
import { ensureSqliteReportIndexes } from './report-sql';
import { columnIn, metaOf } from '../database/strapi-internals';

/*
 * Where a lead came from, for the reports (docs/decisions/0084): kept on the enquiry when it is
 * stored, so that the reports group by a column instead of reading every lead's JSON. The source
 * is utm_source, else the host of the page it came from when that is another site (a form
 * embedded elsewhere, a Referer from a portal), else "direct".
 */

type Utm = Record<string, unknown> | null | undefined;

const clean = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().toLowerCase().slice(0, 200) : null);

/** The site's own hosts: a lead from one of its pages came from no other site. */
function ownHosts(): Set<string> {
  const hosts = new Set<string>();
  for (const u of [authEnv().publicUrl, process.env.PUBLIC_URL, process.env.PUBLIC_SITE_URL]) {
    try {
      if (u) hosts.add(new URL(u).hostname.replace(/^www\./, '').toLowerCase());
    } catch {
      // Not an address: nothing to compare with.
    }
  }
  return hosts;
}

function hostOf(pageURL: unknown): string | null {
  if (typeof pageURL !== 'string' || !pageURL) return null;
  try {
    const url = new URL(pageURL);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.hostname.replace(/^www\./, '').toLowerCase() || null;
  } catch {
    return null;
  }
}

/** The source columns of a lead, from its campaign parameters and page. */
export function sourceFields(
  utm: Utm,
  pageURL: unknown,
  own = ownHosts(),
): { source: string; utmMedium: string | null; utmCampaign: string | null } {
  const host = hostOf(pageURL);
  return {
    source: clean(utm?.utm_source) ?? (host && !own.has(host) ? host : DIRECT_SOURCE),
    utmMedium: clean(utm?.utm_medium),
    utmCampaign: clean(utm?.utm_campaign),
  };
}

export function enquiryColumns() {
  const meta = metaOf(ENQUIRY_UID);
  return {
    table: meta.tableName,
    col: (attribute: string) => columnIn(meta, attribute),
  };
}

/** Indexes the reports read by: each report is a walk of one of them over the range's days. */
const INDEXES: Array<[string, string[]]> = [
  ['report_source_idx', ['createdAt', 'source', 'utmMedium', 'utmCampaign']],
  ['report_deal_idx', ['createdAt', 'assigneeUserId', 'stage', 'handled', 'firstResponseAt', 'listingId']],
];

const BATCH = 500;

/**
 * At start: the reports' indexes when absent, and the source of every enquiry stored before the
 * reports (a batch at a time, only rows without one). A failure is logged: such rows count as direct.
 */
export async function prepareReports(): Promise<void> {
  forgetReportsOnWrites();
  const { table, col } = enquiryColumns();
  const knex = strapi.db.connection;
  for (const [name, columns] of INDEXES) {
    try {
      await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (${columns.map(() => '??').join(', ')})`, [
        `${table}_${name}`,
        table,
        ...columns.map(col),
      ]);
    } catch (error) {
      strapi.log.warn(`reports: the index ${name} could not be created: ${(error as Error).message}`);
    }
  }
  await ensureSqliteReportIndexes(table, col);
  try {
    await bulkSources(table, col);
  } catch (error) {
    strapi.log.warn(`reports: sources could not be set in bulk: ${(error as Error).message}`);
  }
  try {
    const own = ownHosts();
    let after = 0;
    for (;;) {
      const rows = (await knex(table)
        .select({ id: 'id', utm: col('utm'), pageURL: col('pageURL') })
        .whereNull(col('source'))
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)) as Array<{ id: number; utm: unknown; pageURL: unknown }>;
      if (!rows.length) break;
      await knex.transaction(async (trx) => {
        for (const r of rows) {
          const utm = typeof r.utm === 'string' ? (JSON.parse(r.utm) as Utm) : (r.utm as Utm);
          const f = sourceFields(utm, r.pageURL, own);
          await trx(table)
            .where('id', r.id)
            .update({
              [col('source')]: f.source,
              [col('utmMedium')]: f.utmMedium,
              [col('utmCampaign')]: f.utmCampaign,
            });
        }
      });
      after = Number(rows[rows.length - 1]!.id);
    }
  } catch (error) {
    strapi.log.error(`reports: the sources of earlier enquiries could not be set: ${(error as Error).message}`);
  }
}

/**
 * The rows the database can give a source by itself, in a statement each: those with a
 * utm_source (lower-cased, with their medium and campaign), and those with neither campaign nor
 * page (direct). The rest, a page to read a host from, are done a batch at a time above.
 */
async function bulkSources(table: string, col: (attribute: string) => string): Promise<void> {
  const knex = strapi.db.connection;
  const postgres = strapi.db.dialect.client === 'postgres';
  const utm = (key: string) =>
    postgres
      ? `NULLIF(LOWER(TRIM(("${col('utm')}"::jsonb) ->> '${key}')), '')`
      : `NULLIF(LOWER(TRIM(json_extract("${col('utm')}", '$.${key}'))), '')`;
  await knex.raw(
    `UPDATE "${table}" SET "${col('source')}" = SUBSTR(${utm('utm_source')}, 1, 200),
       "${col('utmMedium')}" = SUBSTR(${utm('utm_medium')}, 1, 200), "${col('utmCampaign')}" = SUBSTR(${utm('utm_campaign')}, 1, 200)
     WHERE "${col('source')}" IS NULL AND ${utm('utm_source')} IS NOT NULL`,
  );
  await knex.raw(
    `UPDATE "${table}" SET "${col('source')}" = ? WHERE "${col('source')}" IS NULL AND "${col('utm')}" IS NULL AND "${col('pageURL')}" IS NULL`,
    [DIRECT_SOURCE],
  );
}
