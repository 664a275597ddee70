/*
 * Who may show the public pages in a frame: the Strapi panel's preview, at the origins it is
 * opened at (frame-ancestors of the pages' policy). Named origins only, never a wildcard or a
 * scheme alone: framing is never opened to any site.
 */

/**
 * The names of this machine a policy can hold: a panel reached at one of them is reached at the
 * other too. An IPv6 address ([::1]) is no source a policy can name (browsers ignore it).
 */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1'];

const isLoopback = (hostname: string) =>
  LOOPBACK_NAMES.includes(hostname) || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);

/** One origin such as https://cms.estate.ae: http or https, a host name or IPv4 address, an optional port. */
export function frameOrigin(value: string): string {
  const problem = new Error(`PREVIEW_FRAME_ORIGINS: "${value}" is not an origin such as https://cms.estate.ae`);
  if (!/^https?:\/\/[^/?#*@\s[\]]+\/?$/i.test(value)) throw problem;
  try {
    return new URL(value).origin;
  } catch {
    throw problem;
  }
}

/** PREVIEW_FRAME_ORIGINS: origins separated by commas or spaces (none when it is empty). */
export function frameOriginList(list: string | undefined): string[] {
  const given = (list ?? '').split(/[\s,]+/).filter(Boolean);
  return [...new Set(given.map(frameOrigin))];
}

/** An origin under every name of this machine when it is one (the panel at localhost or 127.0.0.1 alike). */
export function withLoopbackNames(origin: string): string[] {
  const url = new URL(origin);
  if (!isLoopback(url.hostname)) return [url.origin];
  const port = url.port ? `:${url.port}` : '';
  const named = url.hostname.startsWith('[') ? [] : [url.origin];
  return [...new Set([...named, ...LOOPBACK_NAMES.map((name) => `${url.protocol}//${name}${port}`)])];
}
