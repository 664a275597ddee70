/**
 * What the mails the outbox sends are made of: the message itself, the site's name they speak
 * in, the agency's name they show and the agency's inbox. Their bodies come from render.ts.
 */
import { settingsRow } from '../read/settings-row';

export interface Mail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe (passed on to nodemailer by the e-mail provider). */
  headers?: Record<string, string>;
  /** Files attached (e.g. a viewing's .ics), passed on to nodemailer by the e-mail provider. */
  attachments?: Array<{ filename: string; content: string; contentType: string }>;
}

export const siteName = () => process.env.SITE_NAME || 'Estate';

/**
 * The agency's name its mails show at the top: the settings' agency name, else the site's name.
 * Read when a mail is made (a failed read costs the name, never the mail).
 */
export async function mailBrand(): Promise<string> {
  try {
    const row = await settingsRow<{
      agencyName?: string | null;
    }>(['agencyName']);
    return row?.agencyName?.trim() || siteName();
  } catch {
    return siteName();
  }
}

/** The agency inbox: configured, never taken from a request. */
export const agencyInbox = () => process.env.LEADS_NOTIFY_TO || 'leads@estate.local';
