import type { Core, UID } from '@strapi/strapi';
import { authEnv } from './auth-env';
import { rowOf } from './publication';

/**
 * The panel's "Open preview" (Strapi 5 preview, config/admin.ts): the public site's page of the
 * listing, development, area or post being edited, at PUBLIC_SITE_URL: the published page
 * (docs/decisions/0036). The slug is the draft's, which the published copy shares.
 */
const PUBLIC_PATHS = {
  'api::property.property': '/property/',
  'api::development.development': '/development/',
  'api::area.area': '/area/',
  'api::post.post': '/blog-single/',
} as const satisfies Partial<Record<UID.CollectionType, string>>;
type PreviewUid = keyof typeof PUBLIC_PATHS;

const hasPage = (uid: string): uid is PreviewUid => Object.hasOwn(PUBLIC_PATHS, uid);

/** The public site's origin, which the panel may show in its preview frame. */
export function previewOrigin(): string {
  return new URL(authEnv().publicUrl).origin;
}

/** The public page of a document, or null for a type without one (the panel then shows no preview). */
export async function previewUrl(
  strapi: Core.Strapi,
  uid: string,
  { documentId }: { documentId: string },
): Promise<string | null> {
  if (!hasPage(uid) || !documentId) return null;
  const document = await strapi.db.query(uid).findOne({ where: { documentId, ...rowOf(uid, true) }, select: ['slug'] });
  const slug: unknown = document?.slug;
  if (typeof slug !== 'string' || !slug) return null;
  return `${authEnv().publicUrl.replace(/\/+$/, '')}${PUBLIC_PATHS[uid]}${encodeURIComponent(slug)}`;
}
