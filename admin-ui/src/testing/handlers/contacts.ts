import {
  API_PREFIX,
  ContactSchema,
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
 * contact's leads, addresses and numbers into the other and deletes it. The staff guard
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
];
