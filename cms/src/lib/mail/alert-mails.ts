import { formatPrice, shownSavedSearchLabel, type Currency } from '@estate/contract';
import { authEnv } from '../auth/auth-env';
import { searchToken } from '../auth/saved-search-tokens';
import type { Row } from '../read/serialize';
import { siteName, type Mail } from './mail';
import { renderMail } from './render';

/*
 * The two mails of a saved search (docs/decisions/0039): the opt-in confirmation of a new search
 * and the digest of new listings, both with a link to unsubscribe and the RFC 8058 one-click
 * headers.
 */

/* ---- links ---- */

const site = () => authEnv().publicUrl.replace(/\/$/, '');
const pageLink = (page: string, token: string) => `${site()}/saved-searches/${page}?token=${encodeURIComponent(token)}`;
/** The RFC 8058 one-click address: the contract route, through the web server's /api proxy. */
const oneClickLink = (token: string) =>
  `${site()}/api/admin/unsubscribe-saved-search?token=${encodeURIComponent(token)}`;

/** /all-properties with the saved filters, as its URL carries them. */
export function searchLink(filters: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const query = params.toString();
  return `${site()}/all-properties${query ? `?${query}` : ''}`;
}

const unsubscribeHeaders = (token: string): Record<string, string> => ({
  'List-Unsubscribe': `<${oneClickLink(token)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/* ---- the mails ---- */

const footer = (unsubscribe: string) => ({
  before: `You receive this because this address saved a search on ${siteName()}. `,
  href: unsubscribe,
  label: 'Unsubscribe',
  after: ' from this alert.',
});

/** The mail of a saved search row: the link that confirms it. */
export function confirmationMail(row: Row, brand = siteName()): Mail {
  const id = String(row.documentId);
  const confirm = pageLink('confirm', searchToken('confirm', id));
  const unsubscribeToken = searchToken('unsubscribe', id);
  const unsubscribe = pageLink('unsubscribe', unsubscribeToken);
  const label = shownSavedSearchLabel(row.label, row.filters);
  const subject = `Confirm your property alert: ${label}`;
  const body = renderMail('alertConfirmation', {
    subject,
    brand,
    footer: footer(unsubscribe),
    site: siteName(),
    label,
    confirm,
    unsubscribe,
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
  const unsubscribeToken = searchToken('unsubscribe', String(row.searchId));
  const unsubscribe = pageLink('unsubscribe', unsubscribeToken);
  const listings = (Array.isArray(row.listings) ? row.listings : []) as DigestListing[];
  const total = Math.max(Number(row.total ?? 0), listings.length);
  const more = total - listings.length;
  const label = shownSavedSearchLabel(row.label, row.filters);
  const all = searchLink((row.filters as Record<string, unknown> | null) ?? {});
  const line = (l: DigestListing) =>
    [l.price !== null ? formatPrice(l.price, l.currency) : '', l.beds ? `${l.beds} beds` : '', l.location]
      .filter(Boolean)
      .join(' · ');
  const link = (l: DigestListing) => `${site()}/property/${encodeURIComponent(l.slug)}`;
  const subject = `${total} new ${total === 1 ? 'listing' : 'listings'}: ${label}`;
  const body = renderMail('alertDigest', {
    subject,
    brand,
    footer: footer(unsubscribe),
    site: siteName(),
    label,
    listings: listings.map((l) => ({ title: l.title, line: line(l), link: link(l) })),
    more: more > 0 ? more : 0,
    all,
    unsubscribe,
  });
  return { to: String(row.email), subject, ...body, headers: unsubscribeHeaders(unsubscribeToken) };
}
