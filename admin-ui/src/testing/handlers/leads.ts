import { API_PREFIX, LEAD_KINDS, TOTAL_COUNT_HEADER, type Lead } from '@estate/contract';
import { http, HttpResponse } from 'msw';
import { db, record } from '../db';

function matches(lead: Lead, params: URLSearchParams): boolean {
  const q = params.get('q')?.toLowerCase();
  if (q) {
    const text = [lead.email, 'fname' in lead ? `${lead.fname} ${lead.lname} ${lead.phone} ${lead.message}` : '']
      .join(' ')
      .toLowerCase();
    if (!text.includes(q)) return false;
  }
  const day = lead.createdAt.slice(0, 10);
  if (params.get('from') && day < params.get('from')!) return false;
  if (params.get('to') && day > params.get('to')!) return false;
  if (params.get('handled') && String(lead.handled) !== params.get('handled')) return false;
  if (params.get('mailStatus') && lead.mailStatus !== params.get('mailStatus')) return false;
  // The pipeline's filters (enquiries only).
  if (lead.kind === 'enquiry') {
    if (params.get('stage') && lead.deal.stage !== params.get('stage')) return false;
    const assignee = params.get('assignee');
    if (assignee === 'none' && lead.deal.assignee) return false;
    if (assignee && /^\d+$/.test(assignee) && lead.deal.assignee?.id !== Number(assignee)) return false;
    if (params.get('unanswered') === 'true' && !lead.deal.unanswered) return false;
  }
  return true;
}

const ofKind = (kind: string) => db.leads.filter((l) => l.kind === kind);
const badKind = () =>
  HttpResponse.json({ message: 'kind must be one of enquiry, start-now, subscriber' }, { status: 400 });

export const leadHandlers = [
  http.get(`${API_PREFIX}/get-leads/:kind`, ({ request, params }) => {
    if (!(LEAD_KINDS as readonly string[]).includes(String(params.kind))) return badKind();
    const search = new URL(request.url).searchParams;
    const rows = ofKind(String(params.kind)).filter((l) => matches(l, search));
    const limit = Number(search.get('limit') ?? 100);
    const offset = Number(search.get('offset') ?? 0);
    return HttpResponse.json(rows.slice(offset, offset + limit), {
      headers: { [TOTAL_COUNT_HEADER]: String(rows.length) },
    });
  }),
  http.get(`${API_PREFIX}/get-lead/:kind/:id`, ({ params }) => {
    const lead = ofKind(String(params.kind)).find((l) => l._id === params.id);
    return lead ? HttpResponse.json(lead) : HttpResponse.json({ message: 'Lead not found' }, { status: 404 });
  }),
  http.put(`${API_PREFIX}/update-lead/:kind/:id`, async ({ request, params }) => {
    const entry = await record(request);
    const index = db.leads.findIndex((l) => l.kind === params.kind && l._id === params.id);
    if (index < 0) return HttpResponse.json({ message: 'Lead not found' }, { status: 404 });
    const handled = Boolean((entry.body as { handled?: boolean } | null)?.handled);
    const lead = { ...db.leads[index]!, handled, handledAt: handled ? new Date().toISOString() : null } as Lead;
    db.leads[index] = lead;
    return HttpResponse.json({ message: handled ? 'Lead marked handled' : 'Lead marked not handled', lead });
  }),
  http.post(`${API_PREFIX}/retry-lead-mail/:kind/:id`, async ({ request, params }) => {
    await record(request);
    const index = db.leads.findIndex((l) => l.kind === params.kind && l._id === params.id);
    if (index < 0) return HttpResponse.json({ message: 'Lead not found' }, { status: 404 });
    if (db.leads[index]!.mailStatus !== 'failed') {
      return HttpResponse.json({ message: 'The mail of this lead is not failed' }, { status: 409 });
    }
    const lead = { ...db.leads[index]!, mailStatus: 'pending', mailAttempts: 0 } as Lead;
    db.leads[index] = lead;
    return HttpResponse.json({ message: 'The notification is queued again', lead });
  }),
  http.get(`${API_PREFIX}/export-leads/:kind`, async ({ request, params }) => {
    await record(request);
    const search = new URL(request.url).searchParams;
    const rows = ofKind(String(params.kind)).filter((l) => matches(l, search));
    const csv = ['\ufeffemail,createdAt', ...rows.map((l) => `${l.email},${l.createdAt}`)].join('\r\n');
    return new HttpResponse(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${String(params.kind)}-leads-2026-11-22.csv"`,
      },
    });
  }),
];
