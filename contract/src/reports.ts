/*
 * Reports (docs/decisions/0084): leads per week by source, per agent with their response times,
 * per listing against that listing's page views, and the pipeline as a funnel of stages, for a
 * range of Dubai days. Page views are counted by the web server, without cookies, and handed to
 * the CMS in batches.
 */
import { z } from 'zod';
import { DEAL_STAGES } from './deals.js';
import { isCalendarDay } from './fields.js';
import { dubaiToday } from './listing-tools.js';

export const REPORTS = ['sources', 'agents', 'listings', 'stages'] as const;
export type ReportName = (typeof REPORTS)[number];

/** A range without from/to: the last 12 weeks, today (Dubai) included. */
export const REPORT_DEFAULT_DAYS = 84;
/** The longest range a report covers, in days (two years). */
export const REPORT_MAX_DAYS = 731;
/** The source of a lead that came with no campaign and from no other site. */
export const DIRECT_SOURCE = 'direct';

const day = (field: string) =>
  z
    .string({ error: `${field} must be a date (YYYY-MM-DD)` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${field} must be a date (YYYY-MM-DD)`, abort: true })
    .refine(isCalendarDay, { error: `${field} must be a real calendar date (YYYY-MM-DD)` });

const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;
const dayOf = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);

/** The days a report covers: from and to (Dubai days, both included). */
export const ReportQuerySchema = z
  .object({
    from: day('from').optional().meta({ description: 'First day (Dubai), default 12 weeks before to' }),
    to: day('to').optional().meta({ description: 'Last day (Dubai), included; default today' }),
  })
  .superRefine((v, ctx) => {
    if (!v.from || !v.to) return;
    if (v.from > v.to) ctx.addIssue({ code: 'custom', path: ['from'], message: 'from must not be after to' });
    else if (dayNumber(v.to) - dayNumber(v.from) + 1 > REPORT_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'A report covers at most two years: to is too far from from',
      });
  })
  .meta({ id: 'ReportQuery' });
export type ReportQuery = z.input<typeof ReportQuerySchema>;

export interface ReportRange {
  from: string;
  to: string;
}

/** The range a query stands for, its defaults filled in; a range too long is cut to its last two years. */
export function reportRange(q: { from?: string; to?: string }, now = Date.now()): ReportRange {
  const to =
    q.to ??
    (q.from
      ? dayOf(Math.min(dayNumber(dubaiToday(now)), dayNumber(q.from) + REPORT_DEFAULT_DAYS - 1))
      : dubaiToday(now));
  const from = q.from ?? dayOf(dayNumber(to) - REPORT_DEFAULT_DAYS + 1);
  return { from: from > to ? to : from, to };
}

/** The Monday (YYYY-MM-DD) of the week a day belongs to: weeks run Monday to Sunday. */
export function weekOf(d: string): string {
  const n = dayNumber(d);
  // 1970-01-01 was a Thursday: day 4 is the first Monday.
  return dayOf(n - ((((n - 4) % 7) + 7) % 7));
}

const RangeSchema = z.object({ from: z.string(), to: z.string() }).meta({ id: 'ReportRange' });

export const SourceReportSchema = z
  .object({
    range: RangeSchema,
    weeks: z.array(
      z.object({
        week: z.string().meta({ description: 'The Monday the week starts (YYYY-MM-DD), Dubai time' }),
        total: z.number(),
        bySource: z.record(z.string(), z.number()).meta({ description: 'Leads of the week per source' }),
      }),
    ),
    sources: z
      .array(z.object({ source: z.string(), leads: z.number() }))
      .meta({ description: 'Every source of the range, most leads first' }),
    campaigns: z
      .array(z.object({ source: z.string(), medium: z.string(), campaign: z.string(), leads: z.number() }))
      .meta({ description: 'Leads per source, utm_medium and utm_campaign (empty when none)' }),
  })
  .meta({ id: 'SourceReport' });
export type SourceReport = z.infer<typeof SourceReportSchema>;

export const AgentReportSchema = z
  .object({
    range: RangeSchema,
    agents: z.array(
      z.object({
        assigneeId: z.number().nullable().meta({ description: 'The staff user; null for the deals nobody holds' }),
        name: z.string(),
        leads: z.number(),
        answered: z.number().meta({ description: 'Leads with a first response' }),
        unanswered: z
          .number()
          .meta({ description: "New, not handled and older than the settings' dealUnansweredHours" }),
        medianResponseMinutes: z.number().nullable().meta({
          description:
            'Median of firstResponseAt - createdAt (nearest rank), in minutes: whole under an hour, by 5 under a day, by 60 under a week, by 1440 beyond (each value the start of its span)',
        }),
        p90ResponseMinutes: z.number().nullable().meta({ description: '90th percentile (nearest rank)' }),
      }),
    ),
  })
  .meta({ id: 'AgentReport' });
export type AgentReport = z.infer<typeof AgentReportSchema>;

export const ListingReportSchema = z
  .object({
    range: RangeSchema,
    listings: z.array(
      z.object({
        listingId: z.string(),
        title: z.string(),
        reference: z.string(),
        views: z.number().meta({ description: "Views of the listing's page in the range (bots left out)" }),
        enquiries: z.number(),
        conversion: z.number().nullable().meta({ description: 'enquiries / views; null without views' }),
      }),
    ),
    totalViews: z.number(),
    totalEnquiries: z.number(),
  })
  .meta({ id: 'ListingReport' });
export type ListingReport = z.infer<typeof ListingReportSchema>;

export const StageReportSchema = z
  .object({
    range: RangeSchema,
    total: z.number().meta({ description: 'Deals that arrived in the range' }),
    stages: z.array(
      z.object({
        stage: z.enum(DEAL_STAGES),
        reached: z.number().meta({ description: 'Deals that reached the stage (at it now or past it)' }),
        current: z.number().meta({ description: 'Deals at the stage now' }),
        share: z.number().meta({ description: 'reached / total (0 when there are no deals)' }),
      }),
    ),
  })
  .meta({ id: 'StageReport' });
export type StageReport = z.infer<typeof StageReportSchema>;

/* ---- page views, from the web server ---- */

/** The header carrying the secret the web server and the CMS share (PAGE_VIEWS_SECRET). */
export const PAGE_VIEWS_SECRET_HEADER = 'x-page-views-secret';
/** What both sides use when PAGE_VIEWS_SECRET is unset outside production. */
export const DEV_PAGE_VIEWS_SECRET = 'estate-dev-page-views';
export const PAGE_VIEW_KINDS = ['property', 'development'] as const;
export const PAGE_VIEWS_MAX_BATCH = 5000;

export const PageViewBatchSchema = z
  .object({
    views: z
      .array(
        z.object({
          kind: z.enum(PAGE_VIEW_KINDS, { error: `kind must be one of ${PAGE_VIEW_KINDS.join(', ')}` }),
          slug: z.string({ error: 'slug is required' }).trim().min(1).max(200),
          day: day('day'),
          count: z.number({ error: 'count must be a whole number' }).int().min(1).max(10_000_000),
        }),
        { error: 'views must be a list' },
      )
      .max(PAGE_VIEWS_MAX_BATCH, { error: `views holds at most ${PAGE_VIEWS_MAX_BATCH} entries` }),
  })
  .meta({ id: 'PageViewBatch' });
export type PageViewBatch = z.input<typeof PageViewBatchSchema>;
