import { ERASE_CONFIRMATION_WORD, ERASED_NAME, type ContactExport, type EraseContactResult } from '@estate/contract';
import { AUDIT_UID, record } from '../audit/trail';
import { transactionLock, type Transaction } from '../database/locks';
import { conflict, invalid, notFound } from '../http/errors';
import { CONTACT_KEY_UID, CONTACT_UID, emailKey, normaliseEmail, phoneKey } from '../leads/contacts';
import type { Row } from '../read/serialize';
import { HOLDERS, type Found, type Holder, type Knex, type Subject } from './holders';

/*
 * A contact's data requests (docs/decisions/0085): the export of everything the agency holds on
 * the person, and their erasure, both walking the holders of lib/privacy/holders. An erasure is
 * one transaction under the contact's lock (a lead of theirs being linked at that moment waits,
 * then makes a new contact): any failure leaves every row as it was. The erasure is audited with
 * the contact's id and the counts, no personal value.
 */

interface Attribute {
  type: string;
}
const NOT_SCALAR = new Set(['relation', 'media', 'component', 'dynamiczone']);
/** Bookkeeping of every row that says nothing about the person. */
const ROW_BOOKKEEPING = new Set(['publishedAt', 'locale', 'createdBy', 'updatedBy', 'localizations']);

const attributesOf = (uid: string) =>
  (strapi.getModel(uid as never) as unknown as { attributes: Record<string, Attribute> }).attributes;

/** The fields a holder's rows are read with: its own columns, less what it never exports. */
function fieldsOf(holder: Holder): string[] {
  const omit = new Set(holder.omit ?? []);
  const attributes = attributesOf(holder.uid);
  const own = Object.keys(attributes).filter(
    (name) => !NOT_SCALAR.has(attributes[name].type) && !omit.has(name) && !ROW_BOOKKEEPING.has(name),
  );
  return [...new Set(['id', 'documentId', ...own])];
}

/** A stored value as the export writes it: times in ISO 8601, flags as booleans, JSON parsed. */
function exported(type: string | undefined, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if ((type === 'datetime' || type === 'timestamp') && value !== '') {
    const t = new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as string));
    return Number.isNaN(t.getTime()) ? value : t.toISOString();
  }
  if (type === 'boolean') return value === true || value === 1 || value === '1' || value === 'true';
  if (type === 'json' && typeof value === 'string') {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  return value;
}

/** The contact and the addresses and numbers it is known by; null when there is no such contact. */
async function subjectOf(contactId: string): Promise<Subject | null> {
  const contact = (await strapi.db.query(CONTACT_UID).findOne({
    where: { documentId: contactId },
    select: ['id', 'email', 'phone'],
  })) as Row | null;
  if (!contact) return null;
  const keys = (await strapi.db.query(CONTACT_KEY_UID).findMany({
    where: { contactId },
    select: ['key'],
  })) as Array<{ key: string }>;
  const keyed = (prefix: string) => keys.filter((k) => k.key.startsWith(prefix)).map((k) => k.key.slice(prefix.length));
  const email = normaliseEmail(contact.email);
  const emails = [...new Set([...(email ? [email] : []), ...keyed(emailKey(''))])];
  const phones = [...new Set([...(contact.phone ? [String(contact.phone)] : []), ...keyed(phoneKey(''))])];
  return { contactId, emails, phones };
}

/** When a contact was erased, from the trail's record of it; null when it never was. */
async function erasedAt(contactId: string): Promise<string | null> {
  const entry = (await strapi.db.query(AUDIT_UID).findOne({
    where: { kind: 'contact', itemId: contactId, action: 'erase' },
    select: ['at'],
  })) as { at?: unknown } | null;
  return entry ? String(exported('datetime', entry.at)) : null;
}

/** The subject of a request, or the 404 (or, for a contact erased already, the 409) that answers it. */
async function subjectOrRefusal(contactId: string, erasedStatus: 404 | 409): Promise<Subject> {
  const subject = await subjectOf(contactId);
  if (subject) return subject;
  const at = await erasedAt(contactId);
  if (!at) throw notFound('Contact not found');
  const message = `This contact was erased on ${at.slice(0, 10)}: the agency holds nothing more on them`;
  throw erasedStatus === 409 ? conflict(message) : notFound(message);
}

/** Every holder's rows about the subject, in the holders' order. */
async function collect(subject: Subject): Promise<Map<string, Row[]>> {
  const found = new Map<string, Row[]>();
  for (const holder of HOLDERS) {
    const where = holder.where(subject, found as Found);
    const rows = where
      ? ((await strapi.db.query(holder.uid).findMany({
          where,
          select: fieldsOf(holder),
          orderBy: [{ id: 'asc' }],
        })) as Row[])
      : [];
    found.set(holder.name, rows);
  }
  return found;
}

/** Everything the agency holds on a contact, by holder. */
export async function exportContact(contactId: string): Promise<ContactExport> {
  const subject = await subjectOrRefusal(contactId, 404);
  const found = await collect(subject);
  const holders: ContactExport['holders'] = {};
  for (const holder of HOLDERS) {
    if (holder.lookupOnly) continue;
    const attributes = attributesOf(holder.uid);
    holders[holder.name] = (found.get(holder.name) ?? []).map((row) =>
      Object.fromEntries(
        Object.entries(row)
          .filter(([field]) => field !== 'id')
          .map(([field, value]) => [field, exported(attributes[field]?.type, value)]),
      ),
    );
  }
  return { exportedAt: new Date().toISOString(), contactId, holders };
}

/** Whether what was typed confirms the erasure of this subject: one of its addresses, or ERASE. */
const confirms = (typed: string, subject: Subject) =>
  typed.trim() === ERASE_CONFIRMATION_WORD || subject.emails.includes(normaliseEmail(typed));

/** What one holder's erasure does to its rows; answers how many it changed. */
async function eraseRows(holder: Holder, rows: Row[], trx: Knex): Promise<number> {
  const ids = rows.map((r) => r.id);
  const query = strapi.db.query(holder.uid);
  if ('delete' in holder.erase) {
    const { count } = (await query.deleteMany({ where: { id: { $in: ids } } })) as { count: number };
    return count;
  }
  if ('anonymise' in holder.erase) {
    const { count } = (await query.updateMany({
      where: { id: { $in: ids } },
      data: holder.erase.anonymise,
    })) as { count: number };
    // A notification still to send would carry nothing of theirs now: it is not sent.
    if ('mailStatus' in attributesOf(holder.uid))
      await query.updateMany({
        where: { id: { $in: ids }, mailStatus: 'pending' },
        data: { mailStatus: 'skipped', mailNextAttemptAt: null, mailLockedUntil: null },
      });
    return count;
  }
  return holder.erase.custom(rows, trx);
}

/**
 * Erases a contact in one transaction: each holder's rows deleted, anonymised or redacted, and
 * the erasure recorded. `confirm` must be one of the contact's addresses or ERASE (400 naming it,
 * nothing changed); an unknown contact is a 404, one erased already a 409.
 */
export async function eraseContact(contactId: string, confirm: string): Promise<EraseContactResult> {
  const counts: Record<string, number> = {};
  await strapi.db.transaction(async ({ trx }) => {
    // A lead of theirs being linked now waits, then finds no contact and makes a new one.
    await transactionLock(trx as unknown as Transaction, `contact:${contactId}`);
    const subject = await subjectOrRefusal(contactId, 409);
    if (!confirms(confirm, subject))
      throw invalid([
        {
          field: 'confirm',
          message: `confirm must be the contact's e-mail address or the word ${ERASE_CONFIRMATION_WORD}`,
        },
      ]);
    const found = await collect(subject);
    for (const holder of HOLDERS) {
      const rows = found.get(holder.name) ?? [];
      if (holder.lookupOnly || !rows.length) continue;
      counts[holder.name] = await eraseRows(holder, rows, trx as unknown as Knex);
    }
    await record({
      kind: 'contact',
      itemId: contactId,
      title: ERASED_NAME,
      action: 'erase',
      changes: Object.entries(counts).map(([field, n]) => ({ field, before: null, after: n })),
    });
  });
  return {
    message: 'Contact erased: their leads are kept anonymised, everything else that named them is gone',
    contactId,
    counts,
  };
}
