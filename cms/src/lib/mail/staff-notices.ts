import { newDocumentId } from '../database/db-retry';
import { OUTBOX_UID } from './kinds';
import type { Mail } from './mail';

/** What a staff notice is about: the people and deals it names, as `contact:<id>` and `enquiry:<id>`. */
export type NoticeAbout = Array<`contact:${string}` | `enquiry:${string}`>;

/**
 * Queues a mail to a staff member (a deal given to them, their morning digest, a permit about to
 * expire) as a staff notice for the outbox, in the caller's transaction when there is one: the
 * notice is written with what it tells of, or not at all. The row goes once the mail is sent; one
 * that fails for good stays, for an administrator to send again or dismiss (lib/mail/undelivered).
 * `about` names the contacts and deals the mail speaks of, so that a data request finds the
 * notice (lib/privacy/holders) while it is kept.
 */
export async function queueStaffNotice(
  mail: Mail,
  { at = new Date(), about = [] }: { at?: Date; about?: NoticeAbout } = {},
): Promise<void> {
  await strapi.db.query(OUTBOX_UID.staffNotice).create({
    data: {
      documentId: newDocumentId(),
      email: mail.to,
      subject: mail.subject.slice(0, 300),
      text: mail.text,
      html: mail.html ?? null,
      // One key per word, each closed by a space: a search for `contact:<id> ` matches that id only.
      about: about.length ? `${[...new Set(about)].join(' ')} ` : null,
      mailStatus: 'pending',
      publishedAt: at,
    },
    select: ['id'],
  });
}
