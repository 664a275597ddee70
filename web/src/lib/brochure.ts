/**
 * Where a property's brochure is: the PDF staff uploaded, else the one the web server makes from
 * the listing's data (server/brochure, docs/decisions/0081).
 */
export function brochureHref(listing: { slug: string; brochure?: string | null }): string {
  return listing.brochure || `/property/${encodeURIComponent(listing.slug)}/brochure.pdf`;
}
