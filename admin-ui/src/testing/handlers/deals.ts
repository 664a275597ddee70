import {
  API_PREFIX,
  DEAL_BOARD_DEFAULT_PER_STAGE,
  DEAL_STAGES,
  STAFF_ROLE_LABELS,
  type EnquiryLead,
  type Lead,
} from '@estate/contract';
import { http, HttpResponse } from 'msw';
import { db, record } from '../db';

/* The pipeline's routes (docs/decisions/0068) over the fake's enquiries. */

const enquiries = () => db.leads.filter((l): l is EnquiryLead => l.kind === 'enquiry');
const members = () => db.staffUsers.filter((u) => u.active && u.role !== 'marketing');
const memberName = (id: number) => {
  const u = db.staffUsers.find((m) => m.id === id);
  return u?.teamMember?.name ?? u?.username ?? `Former member #${id}`;
};
const fieldError = (status: number, field: string, message: string) =>
  HttpResponse.json({ message, errors: [{ field, message }] }, { status });

export const dealHandlers = [
  http.get(`${API_PREFIX}/get-deal-board`, async ({ request }) => {
    await record(request);
    const search = new URL(request.url).searchParams;
    const q = search.get('q')?.toLowerCase();
    const assignee = search.get('assignee');
    const rows = enquiries().filter((l) => {
      if (q && !`${l.fname} ${l.lname} ${l.email} ${l.message}`.toLowerCase().includes(q)) return false;
      if (assignee === 'none' && l.deal.assignee) return false;
      if (assignee && /^\d+$/.test(assignee) && l.deal.assignee?.id !== Number(assignee)) return false;
      if (search.get('unanswered') === 'true' && !l.deal.unanswered) return false;
      return true;
    });
    return HttpResponse.json({
      columns: DEAL_STAGES.map((stage) => {
        const inStage = rows.filter((l) => l.deal.stage === stage);
        return { stage, count: inStage.length, deals: inStage.slice(0, DEAL_BOARD_DEFAULT_PER_STAGE) };
      }),
      unansweredHours: db.settings.dealUnansweredHours,
    });
  }),
  http.get(`${API_PREFIX}/get-deal-assignees`, () =>
    HttpResponse.json(members().map((m) => ({ id: m.id, name: memberName(m.id), role: STAFF_ROLE_LABELS[m.role] }))),
  ),
  http.put(`${API_PREFIX}/update-deal/:id`, async ({ request, params }) => {
    const entry = await record(request);
    const index = db.leads.findIndex((l) => l.kind === 'enquiry' && l._id === params.id);
    if (index < 0) return HttpResponse.json({ message: 'Lead not found' }, { status: 404 });
    const lead = db.leads[index] as EnquiryLead;
    const body = (entry.body ?? {}) as { stage?: string; lostReason?: string; assigneeId?: number | null };
    const deal = { ...lead.deal };
    if (body.stage !== undefined) {
      if (!(DEAL_STAGES as readonly string[]).includes(body.stage))
        return fieldError(400, 'stage', `stage must be one of: ${DEAL_STAGES.join(', ')}`);
      if (body.stage === 'lost' && !body.lostReason?.trim())
        return fieldError(400, 'lostReason', 'lostReason is required when a deal is lost');
      deal.stage = body.stage as EnquiryLead['deal']['stage'];
      deal.lostReason = body.stage === 'lost' ? body.lostReason!.trim() : '';
      deal.firstResponseAt ??= new Date().toISOString();
      deal.unanswered = false;
    }
    if (body.assigneeId !== undefined) {
      if (body.assigneeId === null) deal.assignee = null;
      else {
        const member = members().find((m) => m.id === body.assigneeId);
        if (!member) return fieldError(400, 'assigneeId', 'assigneeId names no member who works enquiries');
        deal.assignee = { id: member.id, name: memberName(member.id), active: true };
      }
    }
    const saved: Lead = { ...lead, deal };
    db.leads[index] = saved;
    return HttpResponse.json({ message: 'Deal updated', lead: saved });
  }),
];
