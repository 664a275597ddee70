import { formatPrice, shownSavedSearchLabel, type Currency } from '@estate/contract';
import { authEnv } from '../auth/auth-env';
import { searchToken } from '../auth/saved-search-tokens';
import type { Row } from '../read/serialize';
import { escapeHtml, siteName, type Mail } from './mail';

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

const SERIF = 'font-family:Georgia,serif;color:#1c1a17';
const SANS = 'font-family:Arial,sans-serif;font-size:14px;color:#1c1a17';
const button = (href: string, text: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;background:#1c1a17;color:#f5efe6;padding:12px 28px;text-decoration:none;letter-spacing:.08em;text-transform:uppercase;font-size:12px">${escapeHtml(text)}</a>`;
const footer = (unsubscribe: string) =>
  `<p style="${SANS};color:#6b6257;font-size:12px;margin-top:32px">You receive this because this address saved a search on ${escapeHtml(siteName())}. ` +
  `<a href="${escapeHtml(unsubscribe)}" style="color:#6b6257">Unsubscribe</a> from this alert.</p>`;

/** The mail of a saved search row: the link that confirms it. */
export function confirmationMail(row: Row): Mail {
  const id = String(row.documentId);
  const confirm = pageLink('confirm', searchToken('confirm', id));
  const unsubscribeToken = searchToken('unsubscribe', id);
  const unsubscribe = pageLink('unsubscribe', unsubscribeToken);
  const label = shownSavedSearchLabel(row.label, row.filters);
  const subject = `Confirm your property alert: ${label}`;
  const text =
    `Please confirm your alert for "${label}" on ${siteName()}.\n\n` +
    `Confirm: ${confirm}\n\n` +
    `If you did not ask for it, ignore this e-mail: nothing will be sent without your confirmation.\n\n` +
    `Unsubscribe: ${unsubscribe}\n`;
  const html =
    `<div style="${SERIF};max-width:560px"><h2 style="font-weight:normal">Confirm your property alert</h2>` +
    `<p style="${SANS}">You asked to hear about new listings matching <strong>${escapeHtml(label)}</strong>.</p>` +
    `<p>${button(confirm, 'Confirm my alert')}</p>` +
    `<p style="${SANS};color:#6b6257">If you did not ask for it, ignore this e-mail: nothing will be sent without your confirmation.</p>` +
    `${footer(unsubscribe)}</div>`;
  return { to: String(row.email), subject, text, html, headers: unsubscribeHeaders(unsubscribeToken) };
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
export function digestMail(row: Row): Mail {
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
  const text =
    `New listings matching "${label}" on ${siteName()}:\n\n` +
    listings.map((l) => `${l.title}\n${line(l)}\n${link(l)}\n`).join('\n') +
    (more > 0 ? `\n${more} more: ${all}\n` : `\nSee the search: ${all}\n`) +
    `\nUnsubscribe: ${unsubscribe}\n`;
  const cards = listings
    .map(
      (l) =>
        `<tr><td style="padding:14px 0;border-bottom:1px solid #e6ded2">` +
        `<a href="${escapeHtml(link(l))}" style="${SERIF};font-size:18px;text-decoration:none">${escapeHtml(l.title)}</a>` +
        `<div style="${SANS};color:#6b6257;margin-top:4px">${escapeHtml(line(l))}</div></td></tr>`,
    )
    .join('');
  const html =
    `<div style="${SERIF};max-width:560px"><h2 style="font-weight:normal">New listings for you</h2>` +
    `<p style="${SANS}">Matching <strong>${escapeHtml(label)}</strong></p>` +
    `<table style="border-collapse:collapse;width:100%">${cards}</table>` +
    `<p style="margin-top:24px">${button(all, more > 0 ? `${more} more` : 'See the search')}</p>` +
    `${footer(unsubscribe)}</div>`;
  return { to: String(row.email), subject, text, html, headers: unsubscribeHeaders(unsubscribeToken) };
}
