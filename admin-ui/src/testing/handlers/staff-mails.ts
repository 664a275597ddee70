import { API_PREFIX } from '@estate/contract';
import { http, HttpResponse } from 'msw';
import { db, record } from '../db';

/*
 * The mails to the team that could not be sent (docs/decisions/0068) over the fake's list: sent
 * again (pending, so no longer listed) or dismissed. The staff guard refuses them to every role
 * but the administrators', as the CMS does.
 */

const notFound = () =>
  HttpResponse.json({ message: 'Mail not found: it may have been sent or dismissed meanwhile' }, { status: 404 });

export const staffMailHandlers = [
  http.get(`${API_PREFIX}/get-undelivered-staff-mails`, async ({ request }) => {
    await record(request);
    return HttpResponse.json(db.staffMails);
  }),
  http.post(`${API_PREFIX}/resend-staff-mail/:id`, async ({ request, params }) => {
    await record(request);
    if (!db.staffMails.some((m) => m._id === params.id)) return notFound();
    db.staffMails = db.staffMails.filter((m) => m._id !== params.id);
    return HttpResponse.json({ message: 'The mail is queued again' });
  }),
  http.delete(`${API_PREFIX}/dismiss-staff-mail/:id`, async ({ request, params }) => {
    await record(request);
    if (!db.staffMails.some((m) => m._id === params.id)) return notFound();
    db.staffMails = db.staffMails.filter((m) => m._id !== params.id);
    return HttpResponse.json({ message: 'The mail is dismissed' });
  }),
];
