/*
 * The SQL the reports group by (docs/decisions/0084), shared by the reports and the indexes they
 * are read along. SQLite keeps datetimes as epoch milliseconds, PostgreSQL as timestamps, whose
 * epoch is read as a double (`date_part`): `extract` answers a numeric, whose arithmetic cost the
 * agents report four times its time at 100,000 leads.
 */

export const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;
export const DUBAI_MS = 4 * 3_600_000;
/** Monday 1970-01-05 00:00 in Dubai, in epoch milliseconds: weeks are counted from it. */
export const FIRST_MONDAY_MS = 4 * DAY_MS - DUBAI_MS;

type Columns = (attribute: string) => string;

export const postgres = () => strapi.db.dialect.client === 'postgres';

/** A datetime column as epoch milliseconds. */
export const ms = (column: string) => (postgres() ? `(date_part('epoch', "${column}") * 1000)` : `"${column}"`);

/** The week (counted from FIRST_MONDAY_MS) an enquiry was made in. */
export function weekNumber(col: Columns): string {
  const created = ms(col('createdAt'));
  return postgres()
    ? `floor((${created} - ${FIRST_MONDAY_MS}) / ${WEEK_MS})`
    : `((${created} - ${FIRST_MONDAY_MS}) / ${WEEK_MS})`;
}

/** An hour in milliseconds. */
const HOUR_MS = 3_600_000;

/**
 * First-response times in minutes, as exact as a reader of the report needs them and no more, so
 * that the database answers a bounded number of (assignee, minutes) counts whatever the leads:
 * whole minutes under an hour, five minutes under a day, an hour under a week, a day beyond (each
 * value the start of its span). At 100,000 leads a year holds about 4,300 such pairs (whole
 * minutes under a day would make 17,000, and counting the pairs is most of the report's time).
 */
export function responseMinutes(col: Columns): string {
  const first = col('firstResponseAt');
  const created = col('createdAt');
  const t = postgres() ? `(date_part('epoch', "${first}" - "${created}") * 1000)` : `("${first}" - "${created}")`;
  const floor = (x: string) => (postgres() ? `floor(${x})` : `CAST(${x} AS INTEGER)`);
  const by = (spanMs: number) => `${floor(`${t} / ${spanMs}`)} * ${spanMs / 60_000}`;
  return `CASE WHEN ${t} < ${HOUR_MS} THEN ${floor(`${t} / 60000`)} WHEN ${t} < ${DAY_MS} THEN ${by(5 * 60_000)} WHEN ${t} < ${WEEK_MS} THEN ${by(HOUR_MS)} ELSE ${by(DAY_MS)} END`;
}

/**
 * SQLite groups by sorting every row it reads (a temporary tree), which was most of a report's
 * time over a year at 100,000 leads. Read along an index whose leading terms are the report's
 * groups, it counts each group as it passes, nothing sorted: the sources report along (week,
 * source, medium, campaign), the range a span of its weeks; the agents report along (assignee,
 * response minutes), the range a test of each entry. Both hold every column their report reads.
 * PostgreSQL hashes the groups instead and reads the date index (lib/reports/sources INDEXES).
 */
export const SQLITE_REPORT_INDEX = { sources: 'report_week_idx', agents: 'report_response_spans_idx' } as const;

/** Indexes of earlier spellings of these expressions: dropped at start, as no statement reads them. */
const SUPERSEDED_INDEXES = ['report_response_idx'];

function sqliteIndexTerms(col: Columns): Record<string, string[]> {
  const q = (attribute: string) => `"${col(attribute)}"`;
  return {
    [SQLITE_REPORT_INDEX.sources]: [weekNumber(col), q('source'), q('utmMedium'), q('utmCampaign'), q('createdAt')],
    [SQLITE_REPORT_INDEX.agents]: [
      q('assigneeUserId'),
      responseMinutes(col),
      q('createdAt'),
      q('stage'),
      q('handled'),
      q('firstResponseAt'),
    ],
  };
}

const made = new Set<string>();

/** SQLite, at start: the reports' expression indexes when absent. A failure costs speed and is logged. */
export async function ensureSqliteReportIndexes(table: string, col: Columns): Promise<void> {
  made.clear();
  if (postgres()) return;
  for (const name of SUPERSEDED_INDEXES) {
    try {
      await strapi.db.connection.raw(`DROP INDEX IF EXISTS "${table}_${name}"`);
    } catch (error) {
      strapi.log.warn(`reports: the index ${name} could not be dropped: ${(error as Error).message}`);
    }
  }
  for (const [name, terms] of Object.entries(sqliteIndexTerms(col))) {
    try {
      await strapi.db.connection.raw(
        `CREATE INDEX IF NOT EXISTS "${table}_${name}" ON "${table}" (${terms.join(', ')})`,
      );
      made.add(name);
    } catch (error) {
      strapi.log.warn(`reports: the index ${name} could not be created: ${(error as Error).message}`);
    }
  }
}

/** ` INDEXED BY` the report's index on SQLite when start made it, else nothing. */
export const readAlong = (table: string, name: string): string =>
  !postgres() && made.has(name) ? ` INDEXED BY "${table}_${name}"` : '';

/** Whether the report's index was made (its statement is then written to read along it). */
export const sqliteIndexMade = (name: string): boolean => !postgres() && made.has(name);
