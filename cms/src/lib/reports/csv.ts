import { stringify } from 'csv-stringify/sync';
import { CSV_OPTIONS } from '../http/csv';
import {
  DEAL_STAGE_LABELS,
  type AgentReport,
  type ListingReport,
  type ReportName,
  type SourceReport,
  type StageReport,
} from '@estate/contract';

/*
 * The reports as CSV (docs/decisions/0084), the way the leads' export writes it: UTF-8 with a BOM,
 * CRLF lines, and no cell a spreadsheet would read as a formula (lib/http/csv).
 */

type Cell = string | number | null;

const ratio = (v: number | null) => (v === null ? '' : v.toFixed(4));

function sources(r: SourceReport): Cell[][] {
  const names = r.sources.map((s) => s.source);
  return [
    ['Week', ...names, 'Total'],
    ...r.weeks.map((w) => [w.week, ...names.map((n) => w.bySource[n] ?? 0), w.total]),
    [],
    ['Source', 'Medium', 'Campaign', 'Leads'],
    ...r.campaigns.map((c) => [c.source, c.medium, c.campaign, c.leads]),
  ];
}

const agents = (r: AgentReport): Cell[][] => [
  ['Agent', 'Leads', 'Answered', 'Unanswered', 'Median first response (minutes)', '90th percentile (minutes)'],
  ...r.agents.map((a) => [a.name, a.leads, a.answered, a.unanswered, a.medianResponseMinutes, a.p90ResponseMinutes]),
];

const listings = (r: ListingReport): Cell[][] => [
  ['Listing', 'Reference', 'Listing id', 'Views', 'Enquiries', 'Conversion'],
  ...r.listings.map((l) => [l.title, l.reference, l.listingId, l.views, l.enquiries, ratio(l.conversion)]),
];

const stages = (r: StageReport): Cell[][] => [
  ['Stage', 'Reached', 'At it now', 'Share of deals'],
  ...r.stages.map((s) => [DEAL_STAGE_LABELS[s.stage], s.reached, s.current, ratio(s.share)]),
];

const TABLES = { sources, agents, listings, stages } as const;

export function reportCsv(name: ReportName, report: unknown): string {
  const table = (TABLES[name] as (r: unknown) => Cell[][])(report);
  return stringify(table, CSV_OPTIONS);
}
