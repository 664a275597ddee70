/*
 * Video and virtual-tour links, zod-free: the public site's browser bundle imports this module as
 * it is (web/vite/contract-browser.ts), the CMS validates links with it and the web server's
 * Content-Security-Policy frames exactly the players named here (docs/decisions/0024, 0026).
 */

/** Hosts a video link may point to (embedded only once the visitor clicks play). */
export const VIDEO_HOSTS = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
  'vimeo.com',
  'www.vimeo.com',
  'player.vimeo.com',
] as const;
/** Hosts a virtual tour may point to: the 3D / 360° tour services agencies use. */
export const VIRTUAL_TOUR_HOSTS = [
  'my.matterport.com',
  'matterport.com',
  'kuula.co',
  'www.kuula.co',
  'momento360.com',
  'www.momento360.com',
  'app.cloudpano.com',
  'tour.giraffe360.com',
  'www.tourmkr.com',
  'realsee.ai',
] as const;

/**
 * Whether `value` is an https URL on one of `hosts`: no credentials, no port, no blanks (a
 * regular expression rather than URL, which the contract's targets do not all have).
 */
export function isHttpsOn(value: string, hosts: readonly string[]): boolean {
  const match = /^https:\/\/([^/?#:@\s\\]+)(?:[/?#][^\s]*)?$/i.exec(value);
  return !!match && hosts.includes(match[1]!.toLowerCase());
}

/** The players a listing's video is embedded from: YouTube's privacy-enhanced host and Vimeo's. */
export const VIDEO_EMBED_HOSTS = ['www.youtube-nocookie.com', 'player.vimeo.com'] as const;

/** Every host a public page may frame: the video players and the virtual tour services. */
export const EMBED_FRAME_HOSTS: readonly string[] = [...VIDEO_EMBED_HOSTS, ...VIRTUAL_TOUR_HOSTS];

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

/**
 * The player address of a YouTube or Vimeo link (autoplaying: it is inserted on the visitor's
 * click), or null for a link that is not a video on those hosts.
 */
export function videoEmbedUrl(value: string): string | null {
  if (!isHttpsOn(value, VIDEO_HOSTS)) return null;
  // Split by hand: not every target of the contract has URL.
  const match = /^https:\/\/([^/?#]+)([^?#]*)(?:\?([^#]*))?/i.exec(value)!;
  const host = match[1]!.toLowerCase();
  const parts = match[2]!.split('/').filter(Boolean);
  const query = new Map(
    (match[3] ?? '')
      .split('&')
      .filter(Boolean)
      .map((pair): [string, string] => {
        const [k = '', v = ''] = pair.split('=');
        return [k, v];
      }),
  );
  if (host.endsWith('vimeo.com')) {
    const at = parts.findIndex((p) => /^\d+$/.test(p));
    if (at < 0) return null;
    const id = parts[at]!;
    // An unlisted video's link carries its hash after the id (vimeo.com/123/abc) or as ?h=.
    const hash = [query.get('h'), parts[at + 1]].find((h) => !!h && /^[a-f0-9]{4,40}$/i.test(h));
    return `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1${hash ? `&h=${hash}` : ''}`;
  }
  let id: string | null = null;
  if (host === 'youtu.be') id = parts[0] ?? null;
  else if (parts[0] === 'watch') id = query.get('v') ?? null;
  else if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')) id = parts[1] ?? null;
  if (!id || !YOUTUBE_ID.test(id)) return null;
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
}

/** The address a virtual tour is framed at: the link itself when it is https on an allowlisted host. */
export function tourEmbedUrl(value: string): string | null {
  return isHttpsOn(value, VIRTUAL_TOUR_HOSTS) ? value : null;
}
