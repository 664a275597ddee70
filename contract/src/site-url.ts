/**
 * The site's public address (PUBLIC_SITE_URL) is what the sitemap, canonical links, share previews,
 * feeds and mails point at. Left at this machine's address in production, every one of them sends
 * visitors and crawlers to localhost: the web server and `npm start` say so.
 */
const LOCAL_HOSTS = /^(?:localhost|.*\.localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\])$/i;

/** A warning when a production site's public address is this machine, else null. */
export function siteUrlWarning(siteUrl: string, nodeEnv: string | undefined): string | null {
  if (nodeEnv !== 'production') return null;
  // The host of an absolute URL (the contract runs without the DOM's or Node's URL type).
  const host = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*)/i.exec(siteUrl.trim())?.[1];
  if (!host) return null;
  if (!LOCAL_HOSTS.test(host)) return null;
  return (
    `PUBLIC_SITE_URL is ${siteUrl}: the sitemap, canonical links, share previews, feeds and mails ` +
    'point at this machine. Set PUBLIC_SITE_URL in .env to the public address (https://...) before going live.'
  );
}
