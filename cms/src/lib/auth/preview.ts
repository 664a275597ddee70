import type { Core, UID } from '@strapi/strapi';
import { PREVIEW_PAGES, PREVIEW_PARAM, type DraftResource } from '@estate/contract';
import { authEnv } from './auth-env';
import { signPreview } from './preview-token';
import { rowOf } from '../read/publication';

/**
 * The panel's "Open preview" (Strapi 5 preview, config/admin.ts): the public site's page of the
 * listing, development, area or post being edited, at PUBLIC_SITE_URL, through a signed preview
 * link (docs/decisions/0036), so the panel shows the draft being edited, published or not.
 */
const KINDS = {
  'api::property.property': 'property',
  'api::development.development': 'development',
  'api::area.area': 'area',
  'api::post.post': 'post',
} as const satisfies Partial<Record<UID.CollectionType, DraftResource>>;
type PreviewUid = keyof typeof KINDS;

const hasPage = (uid: string): uid is PreviewUid => Object.hasOwn(KINDS, uid);

/** The public site's origin, which the panel may show in its preview frame. */
export function previewOrigin(): string {
  return new URL(authEnv().publicUrl).origin;
}

/** The preview page of a document's draft, or null for a type without one (the panel then shows no preview). */
export async function previewUrl(
  strapi: Core.Strapi,
  uid: string,
  { documentId }: { documentId: string },
): Promise<string | null> {
  if (!hasPage(uid) || !documentId) return null;
  const document = await strapi.db.query(uid).findOne({ where: { documentId, ...rowOf(uid, true) }, select: ['slug'] });
  const slug: unknown = document?.slug;
  if (typeof slug !== 'string' || !slug) return null;
  const kind = KINDS[uid];
  const { token } = signPreview(kind, documentId);
  const page = `${PREVIEW_PAGES[kind]}${encodeURIComponent(slug)}`;
  return `${authEnv().publicUrl.replace(/\/+$/, '')}${page}?${PREVIEW_PARAM}=${encodeURIComponent(token)}`;
}
