import { authEnv } from '../auth/auth-env';

/*
 * Post bodies hold our uploads root-relative (/uploads/<file>): the page loads them from whatever
 * host name it was opened at, which its CSP (img-src 'self') allows. An absolute URL of our own
 * uploads (http://localhost:3000/uploads/... as a post pasted from the site, or as bodies were
 * written before) is blocked on every other host name. Such URLs are made root-relative when a
 * body is saved and when a stored one is answered, so old rows need no migration.
 *
 * "Our own" is an address of this site: PUBLIC_SITE_URL, Strapi's PUBLIC_URL, or a loopback host
 * (localhost, 127.0.0.1, [::1], *.localhost) at any port, which no visitor can reach and which only
 * a copy from a local run can have written. Images of other sites stay absolute.
 */

const LOOPBACK = /^(?:localhost|[\w.-]+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?$/i;

/** An attribute that may carry one of our uploads as an absolute URL: src or href, quoted. */
const ABSOLUTE_UPLOAD = /(\s(?:src|href)\s*=\s*)(["'])https?:\/\/([^/"'\s?#]+)(\/uploads\/[^"']*)\2/gi;

const hostOf = (url: string | undefined): string | null => {
  if (!url?.trim()) return null;
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
};

let ownHosts: Set<string> | null = null;

function isOwnHost(host: string): boolean {
  ownHosts ??= new Set(
    [hostOf(authEnv().publicUrl), hostOf(process.env.PUBLIC_SITE_URL), hostOf(process.env.PUBLIC_URL)].filter(
      (h): h is string => !!h,
    ),
  );
  const lower = host.toLowerCase();
  return ownHosts.has(lower) || LOOPBACK.test(lower);
}

/** HTML with the absolute URLs of our own uploads in src and href made root-relative. */
export function rootRelativeUploads(html: string): string {
  if (!html.includes('/uploads/')) return html;
  return html.replace(ABSOLUTE_UPLOAD, (whole, start: string, quote: string, host: string, path: string) =>
    isOwnHost(host) ? `${start}${quote}${path}${quote}` : whole,
  );
}
