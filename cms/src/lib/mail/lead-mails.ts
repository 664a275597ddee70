import { START_NOW_FIELDS } from '@estate/contract';
import type { Row } from '../read/serialize';
import { agencyInbox, escapeHtml, siteName, type Mail } from './mail';

/**
 * The mails of the visitors' forms: an enquiry (or a booked viewing) and a Start Now enquiry go
 * to the agency inbox with the visitor's address to reply to, each as a table of what the visitor
 * gave; a new subscriber is welcomed.
 */

const label = (key: string) => key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

function table(title: string, pairs: Array<[string, unknown]>): { text: string; html: string } {
  const shown = pairs.filter(([, v]) => v !== null && v !== undefined && String(v).trim() !== '');
  const text = `${title}\n\n${shown.map(([k, v]) => `${k}: ${String(v)}`).join('\n')}\n`;
  const rows = shown
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="padding:6px 12px;color:#6b6257;font-weight:600;vertical-align:top">${escapeHtml(k)}</th>` +
        `<td style="padding:6px 12px;white-space:pre-wrap">${escapeHtml(String(v))}</td></tr>`,
    )
    .join('');
  const html =
    `<div style="font-family:Georgia,serif;color:#1c1a17"><h2 style="font-weight:normal">${escapeHtml(title)}</h2>` +
    `<table style="border-collapse:collapse;font-family:Arial,sans-serif;font-size:14px">${rows}</table></div>`;
  return { text, html };
}

const utmPairs = (row: Row): Array<[string, unknown]> =>
  Object.entries((row.utm as Record<string, string> | null) ?? {}).map(([k, v]) => [k, v]);

const nameOf = (row: Row) => `${row.fname ?? ''} ${row.lname ?? ''}`.trim();

export function enquiryMail(row: Row): Mail {
  const name = nameOf(row);
  const listing = [row.listingReference, row.listingTitle].filter(Boolean).join(' · ');
  // A booked viewing (decision 0037) says so first: the day and slot are what the agent acts on.
  const viewing = row.viewingDate ? `${String(row.viewingDate)} at ${String(row.viewingTime ?? '')} (Dubai time)` : '';
  const what = viewing ? 'Viewing request' : 'New enquiry';
  const subject = `${what}${listing ? ` for ${listing}` : ''}${viewing ? ` on ${viewing}` : ''} from ${name}`;
  const body = table(subject, [
    ...(viewing ? [['Viewing', viewing] as [string, unknown]] : []),
    ['Name', name],
    ['E-mail', row.email],
    ['Phone', row.phone],
    ['Message', row.message],
    ['Page', row.pageURL],
    ['Listing', row.listingSlug],
    ['Reference', row.listingReference],
    ['Listing title', row.listingTitle],
    ['Agent', [row.agentName, row.agentEmail ? `<${String(row.agentEmail)}>` : ''].filter(Boolean).join(' ')],
    ...utmPairs(row),
  ]);
  return { to: agencyInbox(), replyTo: String(row.email), subject, ...body };
}

export function startNowMail(row: Row): Mail {
  const name = nameOf(row);
  const body = table(`Start Now enquiry from ${name}`, [
    ['Name', name],
    ['E-mail', row.email],
    ['Phone', row.phone],
    ...START_NOW_FIELDS.map((f): [string, unknown] => [label(f), row[f]]),
    ['Message', row.message],
    ['Page', row.pageURL],
    ...utmPairs(row),
  ]);
  return { to: agencyInbox(), replyTo: String(row.email), subject: `Start Now enquiry from ${name}`, ...body };
}

export function welcomeMail(row: Row): Mail {
  const body = table(`Thank you for subscribing to ${siteName()}`, [
    ['', `You will be the first to hear about new listings, launches and market insights from ${siteName()}.`],
    ['Subscribed address', row.email],
  ]);
  return { to: String(row.email), subject: `Welcome to ${siteName()}`, ...body };
}
