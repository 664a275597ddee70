import type { ReportName, ReportRange } from '@estate/contract';
import { ENQUIRY_UID } from '../leads/pipeline';

/*
 * Reports answered again within a minute come from memory (docs/decisions/0084): a report reads
 * every enquiry of its range, and staff open the same range over and over (the screen asks for
 * four reports, then the CSV). A write to the enquiries through this instance, or page views
 * arriving, empties it; a write through another CMS instance shows within REPORT_CACHE_MS.
 */

export const REPORT_CACHE_MS = 60_000;
const MAX_ENTRIES = 200;

const entries = new Map<string, { at: number; value: Promise<unknown> }>();

/** The report of a range, computed once per minute at most (concurrent asks share one computation). */
export function cachedReport<T>(name: ReportName, range: ReportRange, compute: () => Promise<T>): Promise<T> {
  const key = `${name}:${range.from}:${range.to}`;
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && now - hit.at < REPORT_CACHE_MS) return hit.value as Promise<T>;
  const value = compute();
  entries.delete(key);
  entries.set(key, { at: now, value });
  // A failed computation is not kept.
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  return value;
}

/** Forgets every report: the leads or page views they count changed. */
export function forgetReports(): void {
  entries.clear();
}

/** Empties the cache whenever this instance writes an enquiry. */
export function forgetReportsOnWrites(): void {
  strapi.db.lifecycles.subscribe({
    models: [ENQUIRY_UID],
    afterCreate: forgetReports,
    afterCreateMany: forgetReports,
    afterUpdate: forgetReports,
    afterUpdateMany: forgetReports,
    afterDelete: forgetReports,
    afterDeleteMany: forgetReports,
  });
}
