import { mailErrorInWords, type UndeliveredStaffMail } from '@estate/contract';
import { record } from '../audit/trail';
import { conflict, notFound } from '../http/errors';
import type { Row } from '../read/serialize';
import { OUTBOX_UID } from './kinds';
import { kickOutbox } from './outbox';

/*
 * The mails to members of the team that failed for good (docs/decisions/0068): the outbox keeps
 * them as failed with their last error (lib/mail/kinds KEPT_WHEN_FAILED_KINDS) instead of dropping
 * them, and administrators see them on the dashboard, send them again or dismiss them. Each of
 * those is an entry of the audit trail, on the member the mail was for.
 */

const NOTICE_UID = OUTBOX_UID.staffNotice;
const USER_UID = 'plugin::users-permissions.user';

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

function undeliveredOf(r: Row): UndeliveredStaffMail {
  const error = String(r.mailLastError ?? '');
  return {
    _id: String(r.documentId),
    to: String(r.email ?? ''),
    subject: String(r.subject ?? ''),
    queuedAt: iso(r.createdAt) ?? new Date(0).toISOString(),
    failedAt: iso(r.mailFailedAt),
    attempts: Number(r.mailAttempts ?? 0),
    error,
    reason: mailErrorInWords(error),
  };
}

/** The failed mails to the team, the most recent failure first (at most 200). */
export async function undeliveredStaffMails(): Promise<UndeliveredStaffMail[]> {
  const rows = (await strapi.db.query(NOTICE_UID).findMany({
    where: { mailStatus: 'failed' },
    select: ['documentId', 'email', 'subject', 'mailAttempts', 'mailLastError', 'mailFailedAt', 'createdAt'],
    orderBy: [{ mailFailedAt: 'desc' }, { id: 'desc' }],
    limit: 200,
  })) as Row[];
  return rows.map(undeliveredOf);
}

/** A failed mail to the team by its id: 404 when there is none, 409 when it is not failed (sent, or being sent). */
async function failedNotice(documentId: string): Promise<Row> {
  const row = (await strapi.db.query(NOTICE_UID).findOne({
    where: { documentId },
    select: ['id', 'email', 'subject', 'mailStatus'],
  })) as Row | null;
  // Sent since: the outbox removed it.
  if (!row) throw notFound('Mail not found: it may have been sent or dismissed meanwhile');
  if (row.mailStatus !== 'failed') throw conflict(`This mail is ${String(row.mailStatus)}, not failed`);
  return row;
}

/** The audit entry of a resend or dismissal, on the member the mail was for. */
async function audit(row: Row, action: 'mail-resend' | 'mail-dismiss', after: string): Promise<void> {
  const email = String(row.email ?? '');
  const user = (await strapi.db.query(USER_UID).findOne({
    where: { email: email.toLowerCase() },
    select: ['id'],
  })) as Row | null;
  await record({
    kind: 'staff-user',
    itemId: user ? String(user.id) : null,
    title: email,
    action,
    changes: [{ field: 'mail', before: `Not sent: ${String(row.subject ?? '')}`, after }],
  });
}

/** Queues a failed mail to the team again, with a fresh set of attempts (its last error kept until then). */
export async function resendStaffMail(documentId: string): Promise<void> {
  await strapi.db.transaction(async () => {
    const row = await failedNotice(documentId);
    const { count } = (await strapi.db.query(NOTICE_UID).updateMany({
      where: { id: row.id, mailStatus: 'failed' },
      data: {
        mailStatus: 'pending',
        mailAttempts: 0,
        mailNextAttemptAt: null,
        mailLockedUntil: null,
        mailFailedAt: null,
      },
    })) as { count: number };
    if (!count) throw conflict('This mail is no longer failed');
    await audit(row, 'mail-resend', 'Queued again');
  });
  kickOutbox();
}

/** Removes a failed mail to the team: an administrator has dealt with it otherwise. */
export async function dismissStaffMail(documentId: string): Promise<void> {
  await strapi.db.transaction(async () => {
    const row = await failedNotice(documentId);
    const { count } = (await strapi.db.query(NOTICE_UID).deleteMany({
      where: { id: row.id, mailStatus: 'failed' },
    })) as { count: number };
    if (!count) throw conflict('This mail is no longer failed');
    await audit(row, 'mail-dismiss', 'Dismissed');
  });
}
