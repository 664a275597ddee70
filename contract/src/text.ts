/** The first n words of a text, with an ellipsis when it was longer (home slider 22, blog list 50). */
export function truncateWords(text: string, n: number): { text: string; truncated: boolean } {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= n) return { text: words.join(' '), truncated: false };
  return { text: `${words.slice(0, n).join(' ')}...`, truncated: true };
}

/** A URL slug from a title: lower case ASCII words joined by hyphens. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

// Stored links (settings, a lead's page) may use http, https, mailto and tel only: a `javascript:`,
// `data:` or `vbscript:` link runs code when staff or visitors click it. The scheme must open the value exactly: browsers ignore tabs, line breaks and leading control
// characters in a scheme ("java\tscript:"), so anything before or inside it is refused too.
const SAFE_LINK = /^(?:https?:\/\/[^\s/?#\\]+[^\s]*|mailto:[^\s]+|tel:[^\s]+)$/i;

/** True for an absolute http(s) URL with a host, or a mailto: or tel: link. */
export function isSafeLink(value: string): boolean {
  return SAFE_LINK.test(value);
}
