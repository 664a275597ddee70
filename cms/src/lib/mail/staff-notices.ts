import { newDocumentId } from '../database/db-retry';
import { OUTBOX_UID } from './kinds';
import type { Mail } from './mail';

/**
 * Queues a mail to a staff member (a deal given to them, their morning digest, a permit about to
 * expire) as a staff notice for the outbox, in the caller's transaction when there is one: the
 * notice is written with what it tells of, or not at all. The row goes once the mail is sent.
 */
export async function queueStaffNotice(mail: Mail, at: Date = new Date()): Promise<void> {
  await strapi.db.query(OUTBOX_UID.staffNotice).create({
    data: {
      documentId: newDocumentId(),
      email: mail.to,
      subject: mail.subject.slice(0, 300),
      text: mail.text,
      html: mail.html ?? null,
      mailStatus: 'pending',
      publishedAt: at,
    },
    select: ['id'],
  });
}
