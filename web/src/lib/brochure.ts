import { englishSlug } from './i18n/content';

/**
 * Where a property's brochure is: the PDF staff uploaded, else the one the web server makes from
 * the listing's data (server/brochure, docs/decisions/0081).
 */
export function brochureHref(listing: {
  slug: string;
  slugs?: Record<string, string> | null;
  brochure?: string | null;
}): string {
  return listing.brochure || `/property/${encodeURIComponent(englishSlug(listing))}/brochure.pdf`;
}
