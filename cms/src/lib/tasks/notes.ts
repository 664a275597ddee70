import type { AuditKind, Note, NoteInput, NoteQuery, NoteUpdate } from '@estate/contract';
import { record } from '../audit/trail';
import type { StaffAccess } from '../auth/roles';
import { newDocumentId } from '../database/db-retry';
import { forbidden, notFound } from '../http/errors';
import type { Row } from '../read/serialize';
import { fieldError, iso, memberName, NOTE_UID, textOf, visibleContact, visibleDeal, visibleDealIds } from './links';

/*
 * Notes on contacts and deals (docs/decisions/0082). A deal's note belongs to the deal's contact
 * too, so the contact's timeline shows it. Its author edits and deletes it, an administrator any;
 * each change is an entry in the audit trail of the deal (or the contact) it is about.
 */

type Where = Record<string, unknown>;

const NOTES_MAX = 500;

function serializeNote(r: Row, access: StaffAccess): Note {
  const authorId = r.authorUserId === null || r.authorUserId === undefined ? null : Number(r.authorUserId);
  return {
    _id: String(r.documentId),
    text: textOf(r.text),
    contactId: r.contactId ? String(r.contactId) : null,
    dealId: r.dealId ? String(r.dealId) : null,
    author: {
      id: authorId,
      name: textOf(r.authorName) || (authorId === null ? 'Former member' : `Member #${authorId}`),
    },
    createdAt: iso(r.createdAt) ?? new Date(0).toISOString(),
    editedAt: iso(r.editedAt),
    editable: mayChange(r, access),
  };
}

const mayChange = (r: Row, access: StaffAccess) =>
  access.role === 'administrator' || Number(r.authorUserId) === access.user.id;

/** What a note's audit entry is about: its deal, else its contact. */
async function auditTarget(r: Row): Promise<{ kind: AuditKind; itemId: string; title: string }> {
  if (r.dealId) {
    const deal = (await strapi.db
      .query('api::enquiry.enquiry')
      .findOne({ where: { documentId: r.dealId }, select: ['email'] })) as Row | null;
    return { kind: 'enquiry', itemId: String(r.dealId), title: textOf(deal?.email) };
  }
  const contact = (await strapi.db
    .query('api::contact.contact')
    .findOne({ where: { documentId: r.contactId }, select: ['email'] })) as Row | null;
  return { kind: 'contact', itemId: String(r.contactId), title: textOf(contact?.email) };
}

async function audit(r: Row, action: string, before: string | null, after: string | null): Promise<void> {
  await record({ ...(await auditTarget(r)), action, changes: [{ field: 'note', before, after }] });
}

/** The notes of a contact (its deals' that the member sees included) or of a deal, newest first. */
export async function listNotes(q: NoteQuery, access: StaffAccess): Promise<Note[]> {
  let where: Where;
  if (q.deal) {
    await visibleDeal(q.deal, access, 'deal');
    where = { dealId: q.deal };
  } else {
    const contactId = q.contact!;
    await visibleContact(contactId, access, 'contact');
    where = { contactId };
    if (access.ownOnly) {
      // An agent reads the contact's own notes and those of the contact's deals they see.
      const deals = (await strapi.db
        .query(NOTE_UID)
        .findMany({ where: { contactId, dealId: { $notNull: true } }, select: ['dealId'] })) as Row[];
      const seen = await visibleDealIds([...new Set(deals.map((d) => String(d.dealId)))], access);
      where = { $and: [where, { $or: [{ dealId: { $null: true } }, { dealId: { $in: [...seen] } }] }] };
    }
  }
  const rows = (await strapi.db.query(NOTE_UID).findMany({
    where,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    limit: NOTES_MAX,
  })) as Row[];
  return rows.map((r) => serializeNote(r, access));
}

export async function addNote(input: NoteInput, access: StaffAccess): Promise<Note> {
  let contactId = input.contactId ?? null;
  const dealId = input.dealId ?? null;
  if (dealId) {
    const deal = await visibleDeal(dealId, access, 'dealId');
    const ofDeal = deal.contactId ? String(deal.contactId) : null;
    if (contactId && ofDeal && contactId !== ofDeal)
      throw fieldError(400, 'contactId', "contactId is not the deal's contact");
    contactId = ofDeal ?? contactId;
  } else if (contactId) {
    await visibleContact(contactId, access, 'contactId');
  }
  const text = input.text.trim();
  const authorName = await memberName(access);
  const created = await strapi.db.transaction(async () => {
    const row = (await strapi.db.query(NOTE_UID).create({
      data: {
        documentId: newDocumentId(),
        text,
        contactId,
        dealId,
        authorUserId: access.user.id,
        authorName: authorName.slice(0, 200),
      },
    })) as Row;
    await audit(row, 'note-add', null, text);
    return row;
  });
  return serializeNote(created, access);
}

/** A note the member may change: 404 when there is none or it is about what they do not see, 403 when not theirs. */
async function changeableNote(documentId: string, access: StaffAccess): Promise<Row> {
  const row = (await strapi.db.query(NOTE_UID).findOne({ where: { documentId } })) as Row | null;
  if (!row) throw notFound('Note not found');
  if (row.dealId) await visibleDeal(String(row.dealId), access, 'dealId');
  else if (row.contactId) await visibleContact(String(row.contactId), access, 'contactId');
  if (!mayChange(row, access))
    throw forbidden(
      `This note is ${textOf(row.authorName) || 'another member'}'s: only its author or an administrator may change it`,
    );
  return row;
}

export async function updateNote(documentId: string, change: NoteUpdate, access: StaffAccess): Promise<Note> {
  const row = await changeableNote(documentId, access);
  const text = change.text.trim();
  if (text === textOf(row.text)) return serializeNote(row, access);
  const updated = await strapi.db.transaction(async () => {
    const saved = (await strapi.db.query(NOTE_UID).update({
      where: { id: row.id },
      data: { text, editedAt: new Date() },
    })) as Row;
    await audit(row, 'note-edit', textOf(row.text), text);
    return saved;
  });
  return serializeNote(updated, access);
}

export async function deleteNote(documentId: string, access: StaffAccess): Promise<void> {
  const row = await changeableNote(documentId, access);
  await strapi.db.transaction(async () => {
    await strapi.db.query(NOTE_UID).delete({ where: { id: row.id } });
    await audit(row, 'note-delete', textOf(row.text), null);
  });
}
