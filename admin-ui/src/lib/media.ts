import { env } from '@/config/env';

/**
 * Stored images are relative paths (/uploads/...) on this origin; the web server proxies them
 * to the CMS. Absolute URLs (a CDN) pass through.
 */
export function imageUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^https?:\/\//i.test(path) || path.startsWith('blob:') || path.startsWith('data:')) return path;
  return path.startsWith('/') ? path : `/${path}`;
}

/** The CMS's thumbnail copy of a stored upload (thumbnail_<file>, 245 px wide). */
export function thumbnailUrl(path: string): string | undefined {
  const url = imageUrl(path);
  if (!url || !/\/uploads\/[^/]+$/.test(url) || /\/uploads\/thumbnail_/.test(url)) return url;
  return url.replace(/\/uploads\/([^/]+)$/, '/uploads/thumbnail_$1');
}

/** The file name of a stored path, for alt texts and labels. */
export function fileNameOf(path: string): string {
  return decodeURIComponent(path.split('/').pop() ?? path);
}

export type PublicPage = 'property' | 'development' | 'area' | 'post' | 'team' | 'review';

/** The public site's address of an entity, for 'View on site'. */
export function publicUrl(page: PublicPage, slug?: string): string {
  const base = env.ADMIN_PUBLIC_SITE_URL;
  switch (page) {
    case 'property':
      return `${base}/property/${encodeURIComponent(slug ?? '')}`;
    case 'development':
      return `${base}/development/${encodeURIComponent(slug ?? '')}`;
    case 'area':
      return `${base}/area/${encodeURIComponent(slug ?? '')}`;
    case 'post':
      return `${base}/blog-single/${encodeURIComponent(slug ?? '')}`;
    case 'team':
      return `${base}/about#meet-team`;
    case 'review':
      return `${base}/`;
  }
}
