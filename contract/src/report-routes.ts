/*
 * The routes of the reports (docs/decisions/0084): one per report, its CSV, and the page views the
 * web server hands over. routes.ts joins this table with the other *-routes.ts modules.
 */
import { z } from 'zod';
import type { RouteSpec } from './route-def.js';
import type { RouteName } from './route-paths.js';
import {
  AgentReportSchema,
  ListingReportSchema,
  PageViewBatchSchema,
  ReportQuerySchema,
  SourceReportSchema,
  StageReportSchema,
} from './reports.js';

const report = <S extends z.ZodType>(summary: string, response: S) =>
  ({
    access: 'staff',
    permission: 'reports.read',
    resource: 'report',
    summary,
    query: ReportQuerySchema,
    response,
    errors: [400, 401, 403, 429],
  }) as const;

export const REPORT_ROUTE_SPECS = {
  getSourceReport: report(
    'Enquiries per week by source (utm_source, else the referring site, else direct)',
    SourceReportSchema,
  ),
  getAgentReport: report(
    'Enquiries per assignee with first-response times (median, 90th percentile) and unanswered',
    AgentReportSchema,
  ),
  getListingReport: report(
    "Enquiries per listing against the listing page's views, and their conversion",
    ListingReportSchema,
  ),
  getStageReport: report('How many deals of the range reached each stage of the pipeline', StageReportSchema),
  exportReport: {
    access: 'staff',
    permission: 'reports.read',
    resource: 'report',
    summary: 'A report as CSV (text/csv, UTF-8 with BOM): :report is sources, agents, listings or stages',
    query: ReportQuerySchema,
    response: z.string().meta({ description: 'CSV text' }),
    errors: [400, 401, 403, 404, 429],
  },
  recordPageViews: {
    access: 'public',
    resource: 'report',
    summary:
      'Page views the web server counted (per listing and Dubai day), added to the stored counts; only with the shared secret in the x-page-views-secret header',
    body: PageViewBatchSchema,
    response: z.object({ recorded: z.number().meta({ description: 'Entries of known listings added' }) }),
    errors: [400, 403, 413, 429],
  },
} as const satisfies { [N in RouteName]?: RouteSpec };
