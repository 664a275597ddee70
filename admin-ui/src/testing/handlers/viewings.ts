import { API_PREFIX, VIEWING_SLOTS, VIEWING_WEEK_DAYS, type Viewing } from '@estate/contract';
import { http, HttpResponse } from 'msw';
import { db, record } from '../db';

/* The viewings calendar's routes (docs/decisions/0083) over the fake's viewings. */

const fieldError = (status: number, field: string, message: string) =>
  HttpResponse.json({ message, errors: [{ field, message }] }, { status });
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** The signed-in member's id, from their bearer token. */
const memberOf = (request: Request) =>
  db.sessions.get((request.headers.get('authorization') ?? '').replace(/^Bearer /, '')) ?? null;

export const viewingHandlers = [
  http.get(`${API_PREFIX}/get-viewings`, async ({ request }) => {
    await record(request);
    const search = new URL(request.url).searchParams;
    const from = search.get('from') ?? '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(from)) return fieldError(400, 'from', 'from must be a date (YYYY-MM-DD)');
    const to = addDays(from, VIEWING_WEEK_DAYS - 1);
    const assignee = search.get('assignee');
    const viewings = db.viewings
      .filter((v) => v.date >= from && v.date <= to)
      .filter((v) => {
        if (assignee === 'none') return !v.assignee;
        if (assignee === 'me') return v.assignee?.id === memberOf(request);
        if (assignee) return v.assignee?.id === Number(assignee);
        return true;
      })
      .sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
    return HttpResponse.json({ from, to, viewings });
  }),
  http.get(`${API_PREFIX}/get-viewing/:id`, ({ params }) => {
    const viewing = db.viewings.find((v) => v._id === params.id);
    return viewing ? HttpResponse.json(viewing) : HttpResponse.json({ message: 'Viewing not found' }, { status: 404 });
  }),
  http.put(`${API_PREFIX}/update-viewing/:id`, async ({ request, params }) => {
    const entry = await record(request);
    const index = db.viewings.findIndex((v) => v._id === params.id);
    if (index < 0) return HttpResponse.json({ message: 'Viewing not found' }, { status: 404 });
    const viewing = db.viewings[index]!;
    const body = (entry.body ?? {}) as { action?: string; date?: string; time?: string };
    if (viewing.state === 'cancelled')
      return fieldError(409, 'action', `This viewing is cancelled: it cannot be ${body.action}ed`);
    const next: Viewing = { ...viewing, sequence: viewing.sequence + 1, changedAt: new Date().toISOString() };
    if (body.action === 'confirm') next.state = 'confirmed';
    else if (body.action === 'cancel') next.state = 'cancelled';
    else if (body.action === 'reschedule') {
      if (!body.time || !VIEWING_SLOTS.includes(body.time))
        return fieldError(400, 'time', 'time must be a booking slot');
      Object.assign(next, { state: 'confirmed', date: body.date, time: body.time });
    } else return fieldError(400, 'action', 'action must be one of: confirm, reschedule, cancel');
    db.viewings[index] = next;
    const said = { confirm: 'Viewing confirmed', reschedule: 'Viewing rescheduled', cancel: 'Viewing cancelled' };
    return HttpResponse.json({ message: said[body.action as keyof typeof said], viewing: next });
  }),
  // A buyer's mail that could not be sent, queued again: it is no longer undelivered.
  http.post(`${API_PREFIX}/resend-viewing-mail/:id`, async ({ request, params }) => {
    await record(request);
    const index = db.viewings.findIndex((v) => v.undeliveredMails.some((m) => m._id === params.id));
    if (index < 0) return HttpResponse.json({ message: 'Viewing mail not found' }, { status: 404 });
    const viewing = db.viewings[index]!;
    const member = db.staffUsers.find((u) => u.id === memberOf(request));
    if (member?.role === 'agent' && viewing.assignee?.id !== member.id)
      return HttpResponse.json(
        { message: 'This viewing is not yours: agents work the viewings they hold' },
        { status: 403 },
      );
    const next: Viewing = { ...viewing, undeliveredMails: viewing.undeliveredMails.filter((m) => m._id !== params.id) };
    db.viewings[index] = next;
    return HttpResponse.json({ message: "The buyer's mail is queued again", viewing: next });
  }),
];
