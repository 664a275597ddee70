import { issueResetCode } from '../auth/password-reset';
import type { Row } from '../read/serialize';
import { confirmationMail, digestMail } from './alert-mails';
import type { OutboxKind } from './kinds';
import { enquiryMail, startNowMail, welcomeMail } from './lead-mails';
import { mailBrand, type Mail } from './mail';
import { resetMail } from './reset-mail';
import { storedViewingMail } from '../leads/viewing-mails';

/**
 * The mail of a row the outbox sends, by its kind. Null when there is nothing to send: a password
 * reset for an address without an active staff account (nothing is stored for it either).
 */
export async function mailOf(kind: OutboxKind, row: Row): Promise<Mail | null> {
  switch (kind) {
    case 'enquiry':
      return enquiryMail(row, await mailBrand());
    case 'startNow':
      return startNowMail(row, await mailBrand());
    case 'subscriber':
      return welcomeMail(row, await mailBrand());
    case 'savedSearch':
      return confirmationMail(row, await mailBrand());
    case 'searchDigest':
      return digestMail(row, await mailBrand());
    case 'staffNotice':
      // Made when the notice was queued (lib/leads/pipeline), stored as it is to be sent.
      return {
        to: String(row.email),
        subject: String(row.subject),
        text: String(row.text),
        html: String(row.html ?? ''),
      };
    case 'viewingMail':
      return storedViewingMail(row);
    case 'passwordReset': {
      // The code is issued as the mail is made: a retry after a failed send stores a fresh code,
      // so only the link of the mail that went out works.
      const reset = await issueResetCode({
        email: String(row.email),
        ttlSeconds: row.ttlSeconds as number | null,
        siteUrl: row.siteUrl as string | null,
        purpose: row.purpose as string | null,
        roleLabel: row.roleLabel as string | null,
      });
      return reset ? resetMail(reset, await mailBrand()) : null;
    }
  }
}
