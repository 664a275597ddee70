import type { Context } from 'koa';
import {
  DRAFT_RESOURCES,
  PREVIEW_PAGES,
  PREVIEW_PARAM,
  permissionFor,
  PreviewQuerySchema,
  type DraftResource,
} from '@estate/contract';
import { accessIn, assertCan, assertOwnListing } from '../../../lib/auth/roles';
import { authEnv } from '../../../lib/auth/auth-env';
import { parseInput } from '../../../lib/http/body';
import { HttpError, notFound } from '../../../lib/http/errors';
import { checkPreview, signPreview } from '../../../lib/auth/preview-token';

/*
 * The draft preview (docs/decisions/0036): staff ask for a signed link to a draft; the public
 * site's page for that link asks here for the draft with the link's token, its only credential.
 */

const UIDS = {
  property: 'api::property.property',
  development: 'api::development.development',
  area: 'api::area.area',
  post: 'api::post.post',
} as const satisfies Record<DraftResource, string>;

/** The draft of a document, as staff see it (the contract's answer of its kind), or 404. */
const draftOf = (kind: DraftResource, id: string) => strapi.service(UIDS[kind]).get({ documentId: id }, false);

export default {
  async getPreviewLink(ctx: Context) {
    const kind = ctx.params.kind as string;
    if (!DRAFT_RESOURCES.includes(kind as DraftResource)) {
      const message = `kind must be one of ${DRAFT_RESOURCES.join(', ')}`;
      throw new HttpError(400, message, [{ field: 'kind', message }]);
    }
    // A preview shows the draft: for whoever may write that kind (an agent: their own listings).
    const access = accessIn(ctx);
    assertCan(access, permissionFor(kind, 'write'));
    if (kind === 'property') await assertOwnListing(access, ctx.params.id as string);
    const item = (await draftOf(kind as DraftResource, ctx.params.id as string)) as { _id: string; slug: string };
    const { token, expiresAt } = signPreview(kind as DraftResource, item._id);
    const site = authEnv().publicUrl.replace(/\/+$/, '');
    const page = `${PREVIEW_PAGES[kind as DraftResource]}${encodeURIComponent(item.slug)}`;
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = {
      url: `${site}${page}?${PREVIEW_PARAM}=${encodeURIComponent(token)}`,
      expiresAt: expiresAt.toISOString(),
    };
  },

  async getPreview(ctx: Context) {
    // A draft is never kept by a shared cache, whoever asks.
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Robots-Tag', 'noindex, nofollow');
    const { token } = parseInput(PreviewQuerySchema, { ...(ctx.query as Record<string, unknown>) }, true) as {
      token: string;
    };
    const check = checkPreview(token);
    if (!check.ok && check.reason === 'expired')
      throw new HttpError(410, 'This preview link has expired: open a new one from the staff admin');
    if (!check.ok) throw new HttpError(403, 'This preview link is not valid: open a new one from the staff admin');
    const { kind, id } = check.claim;
    try {
      ctx.body = { kind, item: await draftOf(kind, id) };
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) throw notFound('The draft of this preview is gone');
      throw error;
    }
  },
};
