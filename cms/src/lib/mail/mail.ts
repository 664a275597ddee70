/**
 * What the mails the outbox sends are made of: the message itself, the site's name they speak
 * in, the agency's inbox, and the escaping of every value an HTML body shows.
 */

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

/** The agency inbox: configured, never taken from a request. */
export const agencyInbox = () => process.env.LEADS_NOTIFY_TO || 'leads@estate.local';

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
