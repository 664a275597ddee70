import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, languageOr, START_NOW_FIELDS } from '@estate/contract';
import type { Row } from '../read/serialize';
import { agencyInbox, siteName, type Mail } from './mail';
import { mailTexts } from './mail-texts';
import { renderMail } from './render';

/**
 * The mails of the visitors' forms: an enquiry (or a booked viewing) and a Start Now enquiry go
 * to the agency inbox with the visitor's address to reply to, each as a table of what the visitor
 * gave; a new subscriber is welcomed, in the language of the page they subscribed on. The agency's
 * mails are in English and name the visitor's language when it is another, for the reply
 * (docs/decisions/0101).
 */

const label = (key: string) => key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

/** The two parts of a table of what a visitor gave: the rows with a value, in order. */
function table(title: string, pairs: Array<[string, unknown]>, brand: string): { text: string; html: string } {
  const rows = pairs
    .filter(([, v]) => v !== null && v !== undefined && String(v).trim() !== '')
    .map(([k, v]) => ({ label: k, value: String(v) }));
  return renderMail('leadTable', { subject: title, brand, title, rows });
}

const utmPairs = (row: Row): Array<[string, unknown]> =>
  Object.entries((row.utm as Record<string, string> | null) ?? {}).map(([k, v]) => [k, v]);

const nameOf = (row: Row) => `${row.fname ?? ''} ${row.lname ?? ''}`.trim();

/** The Language row of an agency mail: only for a visitor who wrote from a page in another language. */
const languagePairs = (row: Row): Array<[string, unknown]> => {
  const language = languageOr(row.language);
  return language === DEFAULT_LANGUAGE ? [] : [['Language', LANGUAGE_NAMES[language]]];
};

export function enquiryMail(row: Row, brand = siteName()): Mail {
  const name = nameOf(row);
  const listing = [row.listingReference, row.listingTitle].filter(Boolean).join(' · ');
  // A booked viewing (decision 0037) says so first: the day and slot are what the agent acts on.
  const viewing = row.viewingDate ? `${String(row.viewingDate)} at ${String(row.viewingTime ?? '')} (Dubai time)` : '';
  const what = viewing ? 'Viewing request' : 'New enquiry';
  const subject = `${what}${listing ? ` for ${listing}` : ''}${viewing ? ` on ${viewing}` : ''} from ${name}`;
  const body = table(
    subject,
    [
      ...(viewing ? [['Viewing', viewing] as [string, unknown]] : []),
      ['Name', name],
      ['E-mail', row.email],
      ['Phone', row.phone],
      ...languagePairs(row),
      ['Message', row.message],
      ['Page', row.pageURL],
      ['Listing', row.listingSlug],
      ['Reference', row.listingReference],
      ['Listing title', row.listingTitle],
      ['Agent', [row.agentName, row.agentEmail ? `<${String(row.agentEmail)}>` : ''].filter(Boolean).join(' ')],
      ...utmPairs(row),
    ],
    brand,
  );
  return { to: agencyInbox(), replyTo: String(row.email), subject, ...body };
}

export function startNowMail(row: Row, brand = siteName()): Mail {
  const name = nameOf(row);
  const subject = `Start Now enquiry from ${name}`;
  const body = table(
    subject,
    [
      ['Name', name],
      ['E-mail', row.email],
      ['Phone', row.phone],
      ...languagePairs(row),
      ...START_NOW_FIELDS.map((f): [string, unknown] => [label(f), row[f]]),
      ['Message', row.message],
      ['Page', row.pageURL],
      ...utmPairs(row),
    ],
    brand,
  );
  return { to: agencyInbox(), replyTo: String(row.email), subject, ...body };
}

export function welcomeMail(row: Row, brand = siteName()): Mail {
  const { t, lang, rtl } = mailTexts(row.language);
  const site = siteName();
  const subject = t('welcome.subject', { site });
  const body = renderMail('welcome', {
    subject,
    brand,
    lang,
    rtl,
    title: t('welcome.title', { site }),
    line: t('welcome.line', { site }),
    address: t('welcome.address', { email: String(row.email) }),
  });
  return { to: String(row.email), subject, ...body };
}
