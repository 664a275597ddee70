import { API_PREFIX, DEAL_STAGES, reportRange, type ReportName } from '@estate/contract';
import { http, HttpResponse } from 'msw';
import { record } from '../db';

/* The reports' routes (docs/decisions/0084) with fixed figures for the range asked for. */

const rangeOf = (request: Request) => {
  const search = new URL(request.url).searchParams;
  return reportRange({ from: search.get('from') ?? undefined, to: search.get('to') ?? undefined });
};

export const REPORT_FIXTURES = {
  sources: (range: ReturnType<typeof reportRange>) => ({
    range,
    weeks: [
      { week: '2026-03-02', total: 3, bySource: { google: 2, direct: 1 } },
      { week: '2026-03-09', total: 2, bySource: { 'partner.example': 1, direct: 1 } },
    ],
    sources: [
      { source: 'direct', leads: 2 },
      { source: 'google', leads: 2 },
      { source: 'partner.example', leads: 1 },
    ],
    campaigns: [
      { source: 'google', medium: 'cpc', campaign: 'spring', leads: 2 },
      { source: 'direct', medium: '', campaign: '', leads: 2 },
      { source: 'partner.example', medium: '', campaign: '', leads: 1 },
    ],
  }),
  agents: (range: ReturnType<typeof reportRange>) => ({
    range,
    agents: [
      {
        assigneeId: 3,
        name: 'Sara Khan',
        leads: 3,
        answered: 3,
        unanswered: 0,
        medianResponseMinutes: 60,
        p90ResponseMinutes: 200,
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
    ],
  }),
  listings: (range: ReturnType<typeof reportRange>) => ({
    range,
    listings: [
      { listingId: 'prop-palm', title: 'Palm Villa', reference: 'EST-0042', views: 50, enquiries: 2, conversion: 0.04 },
      { listingId: 'prop-flat', title: 'Marina Flat', reference: '', views: 0, enquiries: 1, conversion: null },
    ],
    totalViews: 50,
    totalEnquiries: 3,
  }),
  stages: (range: ReturnType<typeof reportRange>) => {
    const reached = { new: 6, contacted: 4, 'viewing-booked': 2, viewed: 2, offer: 1, won: 1, lost: 1 };
    return {
      range,
      total: 6,
      stages: DEAL_STAGES.map((stage) => ({ stage, reached: reached[stage], current: 1, share: reached[stage] / 6 })),
    };
  },
} satisfies Record<ReportName, (range: ReturnType<typeof reportRange>) => unknown>;

export const reportHandlers = [
  http.get(`${API_PREFIX}/get-report/:report`, async ({ request, params }) => {
    await record(request);
    const make = REPORT_FIXTURES[String(params.report) as ReportName];
    return make
      ? HttpResponse.json(make(rangeOf(request)))
      : HttpResponse.json({ message: 'No route' }, { status: 404 });
  }),
  http.get(`${API_PREFIX}/export-report/:report`, async ({ request, params }) => {
    await record(request);
    const { from, to } = rangeOf(request);
    return new HttpResponse('\uFEFFSource,Leads\r\ndirect,2\r\n', {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="report-${String(params.report)}-${from}-${to}.csv"`,
      },
    });
  }),
];
