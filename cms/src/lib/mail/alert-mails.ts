import { shownSavedSearchLabel, type Currency } from '@estate/contract';
import { authEnv } from '../auth/auth-env';
import { searchToken } from '../auth/saved-search-tokens';
import type { Row } from '../read/serialize';
import { siteName, type Mail } from './mail';
import { mailTexts, type MailTexts } from './mail-texts';
import { boldIn, renderMail } from './render';

/*
 * The two mails of a saved search (docs/decisions/0039): the opt-in confirmation of a new search
 * and the digest of new listings, both with a link to unsubscribe and the RFC 8058 one-click
 * headers. Both are in the language the search was saved in, their links to the site's pages in
 * it too (docs/decisions/0101).
 */

/* ---- links ---- */

const site = () => authEnv().publicUrl.replace(/\/$/, '');
const pageLink = (texts: MailTexts, page: string, token: string) =>
  `${site()}${texts.path(`/saved-searches/${page}`)}?token=${encodeURIComponent(token)}`;
/** The RFC 8058 one-click address: the contract route, through the web server's /api proxy. */
const oneClickLink = (token: string) =>
  `${site()}/api/admin/unsubscribe-saved-search?token=${encodeURIComponent(token)}`;

/** /all-properties with the saved filters, as its URL carries them, in the mail's language. */
export function searchLink(filters: Record<string, unknown>, texts: MailTexts = mailTexts('en')): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const query = params.toString();
  return `${site()}${texts.path('/all-properties')}${query ? `?${query}` : ''}`;
}

const unsubscribeHeaders = (token: string): Record<string, string> => ({
  'List-Unsubscribe': `<${oneClickLink(token)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/* ---- the mails ---- */

const footer = (texts: MailTexts, unsubscribe: string) => ({
  before: texts.t('alert.footer.before', { site: siteName() }),
  href: unsubscribe,
  label: texts.t('alert.footer.link'),
  after: texts.t('alert.footer.after'),
});

/** What both mails' layout is given: the buyer's language and direction. */
const frameOf = (texts: MailTexts) => ({ lang: texts.lang, rtl: texts.rtl });

/** The mail of a saved search row: the link that confirms it. */
export function confirmationMail(row: Row, brand = siteName()): Mail {
  const texts = mailTexts(row.language);
  const { t } = texts;
  const id = String(row.documentId);
  const confirm = pageLink(texts, 'confirm', searchToken('confirm', id));
  const unsubscribeToken = searchToken('unsubscribe', id);
  const unsubscribe = pageLink(texts, 'unsubscribe', unsubscribeToken);
  const label = shownSavedSearchLabel(row.label, row.filters);
  const subject = t('alert.confirm.subject', { label });
  const body = renderMail('alertConfirmation', {
    subject,
    brand,
    ...frameOf(texts),
    footer: footer(texts, unsubscribe),
    title: t('alert.confirm.heading'),
    intro: boldIn((value) => t('alert.confirm.intro', { label: value }), label),
    confirm,
    confirmLabel: t('alert.confirm.button'),
    ignore: t('alert.confirm.ignore'),
    textIntro: t('alert.confirm.textIntro', { label, site: siteName() }),
    confirmLine: t('alert.confirm.textLink', { url: confirm }),
    unsubscribeLine: t('alert.unsubscribe', { url: unsubscribe }),
  });
  return { to: String(row.email), subject, ...body, headers: unsubscribeHeaders(unsubscribeToken) };
}

/** A listing of a digest, as it was when the digest was made. */
export interface DigestListing {
  title: string;
  slug: string;
  price: number | null;
  currency: Currency;
  beds: number | null;
  location: string;
}

/** The mail of a digest row: the new listings it holds, and a link to the whole search. */
export function digestMail(row: Row, brand = siteName()): Mail {
  const texts = mailTexts(row.language);
  const { t } = texts;
  const unsubscribeToken = searchToken('unsubscribe', String(row.searchId));
  const unsubscribe = pageLink(texts, 'unsubscribe', unsubscribeToken);
  const listings = (Array.isArray(row.listings) ? row.listings : []) as DigestListing[];
  const total = Math.max(Number(row.total ?? 0), listings.length);
  const more = total - listings.length;
  const label = shownSavedSearchLabel(row.label, row.filters);
  const all = searchLink((row.filters as Record<string, unknown> | null) ?? {}, texts);
  const line = (l: DigestListing) =>
    [
      l.price !== null ? texts.price(l.price, l.currency) : '',
      l.beds ? t('alert.digest.beds', { count: l.beds }) : '',
      l.location,
    ]
      .filter(Boolean)
      .join(' · ');
  const link = (l: DigestListing) => `${site()}${texts.path(`/property/${encodeURIComponent(l.slug)}`)}`;
  const subject = t('alert.digest.subject', { count: total, label });
  const allLabel = more > 0 ? t('alert.digest.more', { count: more }) : t('alert.digest.all');
  const body = renderMail('alertDigest', {
    subject,
    brand,
    ...frameOf(texts),
    footer: footer(texts, unsubscribe),
    title: t('alert.digest.heading'),
    matching: boldIn((value) => t('alert.digest.matching', { label: value }), label),
    textIntro: t('alert.digest.textIntro', { label, site: siteName() }),
    listings: listings.map((l) => ({ title: l.title, line: line(l), link: link(l) })),
    all,
    allLabel,
    allLine: t('alert.digest.textLink', { label: allLabel, url: all }),
    unsubscribeLine: t('alert.unsubscribe', { url: unsubscribe }),
  });
  return { to: String(row.email), subject, ...body, headers: unsubscribeHeaders(unsubscribeToken) };
}
