import {
  API_PREFIX,
  ContactSchema,
  ERASE_CONFIRMATION_WORD,
  EraseContactInputSchema,
  fieldErrors,
  MergeContactsInputSchema,
  TOTAL_COUNT_HEADER,
  type Contact,
  type ContactDetail,
} from '@estate/contract';
import { http, HttpResponse } from 'msw';
import { db, record } from '../db';

/*
 * Contacts as the CMS keeps them (docs/decisions/0066): the list searches name, addresses and
 * numbers and pages newest activity first; a contact answers its timeline; a merge moves one
 * contact's leads, addresses and numbers into the other and deletes it; a contact's data export
 * and its erasure, confirmed by its address or ERASE (docs/decisions/0085). The staff guard
 * (handlers/staff.ts) refuses each route to a role without its permission, as the CMS does.
 */

/** A contact's row of the list: the detail less its timeline, keys and trail. */
const summaryOf = (contact: ContactDetail): Contact => ContactSchema.parse(contact);

const matches = (contact: ContactDetail, q: string) =>
  [contact.name, contact.email, contact.phone, ...contact.emails, ...contact.phones]
    .join(' ')
    .toLowerCase()
    .includes(q.toLowerCase());

const notFound = () => HttpResponse.json({ message: 'Contact not found' }, { status: 404 });

export const contactHandlers = [
  http.get(`${API_PREFIX}/get-contacts`, ({ request }) => {
    const search = new URL(request.url).searchParams;
    const q = search.get('q')?.trim() ?? '';
    const rows = db.contacts
      .filter((c) => !q || matches(c, q))
      .sort((a, b) => (b.lastActivityAt ?? '').localeCompare(a.lastActivityAt ?? ''));
    const limit = Number(search.get('limit') ?? 100);
    const offset = Number(search.get('offset') ?? 0);
    return HttpResponse.json(rows.slice(offset, offset + limit).map(summaryOf), {
      headers: { [TOTAL_COUNT_HEADER]: String(rows.length) },
    });
  }),
  http.get(`${API_PREFIX}/get-contact/:id`, ({ params }) => {
    const contact = db.contacts.find((c) => c._id === params.id);
    return contact ? HttpResponse.json(contact) : notFound();
  }),
  http.post(`${API_PREFIX}/merge-contacts`, async ({ request }) => {
    const entry = await record(request);
    const parsed = MergeContactsInputSchema.safeParse(entry.body ?? {});
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      return HttpResponse.json({ message: errors[0]?.message ?? 'Invalid input', errors }, { status: 400 });
    }
    const from = db.contacts.find((c) => c._id === parsed.data.from);
    const into = db.contacts.find((c) => c._id === parsed.data.into);
    if (!from || !into) return notFound();
    const timeline = [...into.timeline, ...from.timeline].sort((a, b) => b.at.localeCompare(a.at));
    const merged: ContactDetail = {
      ...into,
      name: into.name || from.name,
      phone: into.phone || from.phone,
      emails: [...new Set([...into.emails, ...from.emails])],
      phones: [...new Set([...into.phones, ...from.phones])],
      leadCount: into.leadCount + from.leadCount,
      lastActivityAt: timeline[0]?.at ?? into.lastActivityAt,
      timeline,
    };
    db.contacts = db.contacts.filter((c) => c !== from).map((c) => (c === into ? merged : c));
    return HttpResponse.json({
      message: `Contacts merged: ${merged.name || merged.email} now has every lead of both`,
      contact: merged,
    });
  }),
  http.get(`${API_PREFIX}/export-contact/:id`, async ({ request, params }) => {
    await record(request);
    const contact = db.contacts.find((c) => c._id === params.id);
    if (!contact) return notFound();
    return HttpResponse.json(
      { exportedAt: '2026-11-24T10:00:00.000Z', contactId: contact._id, holders: { contact: [contact] } },
      { headers: { 'Content-Disposition': `attachment; filename="contact-${contact._id}-2026-11-24.json"` } },
    );
  }),
  http.post(`${API_PREFIX}/erase-contact/:id`, async ({ request, params }) => {
    const entry = await record(request);
    const contact = db.contacts.find((c) => c._id === params.id);
    if (!contact) return notFound();
    const parsed = EraseContactInputSchema.safeParse(entry.body ?? {});
    const typed = parsed.success ? parsed.data.confirm : '';
    const addresses = [contact.email, ...contact.emails].map((e) => e.toLowerCase());
    if (typed !== ERASE_CONFIRMATION_WORD && !addresses.includes(typed.toLowerCase())) {
      const message = `confirm must be the contact's e-mail address or the word ${ERASE_CONFIRMATION_WORD}`;
      return HttpResponse.json({ message, errors: [{ field: 'confirm', message }] }, { status: 400 });
    }
    db.contacts = db.contacts.filter((c) => c !== contact);
    return HttpResponse.json({
      message: 'Contact erased: their leads are kept anonymised, everything else that named them is gone',
      contactId: contact._id,
      counts: { contact: 1, enquiries: contact.timeline.length },
    });
  }),
];
