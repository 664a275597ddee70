import type { Context } from 'koa';
import {
  PAGE_VIEWS_SECRET_HEADER,
  PageViewBatchSchema,
  REPORTS,
  ReportQuerySchema,
  reportRange,
  type ReportName,
  type ReportRange,
} from '@estate/contract';
import { parseInput, readBody } from '../../../lib/http/body';
import { forbidden, notFound } from '../../../lib/http/errors';
import { holdsSecret, recordPageViews } from '../../../lib/reports/page-views';
import { agentReport, listingReport, sourceReport, stageReport } from '../../../lib/reports/reports';
import { reportCsv } from '../../../lib/reports/csv';
import { cachedReport, forgetReports } from '../../../lib/reports/report-cache';

/* The reports and the page views they read (docs/decisions/0084). */

const range = (ctx: Context) =>
  reportRange(parseInput(ReportQuerySchema, { ...(ctx.query as Record<string, unknown>) }, true));

const REPORT: Record<ReportName, (range: ReportRange) => Promise<unknown>> = {
  sources: sourceReport,
  agents: agentReport,
  listings: listingReport,
  stages: stageReport,
};

/** A report of a range, from the minute's cache when asked for already. */
const read = (name: ReportName, r: ReportRange) => cachedReport<unknown>(name, r, () => REPORT[name](r));

async function answer(ctx: Context, name: ReportName) {
  const r = range(ctx);
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = await read(name, r);
}

export default {
  getSourceReport: (ctx: Context) => answer(ctx, 'sources'),
  getAgentReport: (ctx: Context) => answer(ctx, 'agents'),
  getListingReport: (ctx: Context) => answer(ctx, 'listings'),
  getStageReport: (ctx: Context) => answer(ctx, 'stages'),
  async exportReport(ctx: Context) {
    const name = String(ctx.params.report);
    if (!(REPORTS as readonly string[]).includes(name)) throw notFound(`No report ${name}: ${REPORTS.join(', ')}`);
    const r = range(ctx);
    const csv = reportCsv(name as ReportName, await read(name as ReportName, r));
    ctx.set('Content-Disposition', `attachment; filename="report-${name}-${r.from}-${r.to}.csv"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = csv;
  },
  async recordPageViews(ctx: Context) {
    if (!holdsSecret(ctx.get(PAGE_VIEWS_SECRET_HEADER) || undefined))
      throw forbidden('Page views are recorded by the web server only');
    const body = readBody(ctx);
    const batch = parseInput(PageViewBatchSchema, body.fields, body.multipart);
    ctx.set('Cache-Control', 'no-store');
    const recorded = await recordPageViews(batch);
    if (recorded) forgetReports();
    ctx.body = { recorded };
  },
};
