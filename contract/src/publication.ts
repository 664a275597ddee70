import { z } from 'zod';
import { bool } from './fields.js';

/*
 * Draft and publish (docs/decisions/0036). Properties, developments, areas and posts can be kept
 * as drafts: staff save a change without publishing it, publish it when ready, or take a listing
 * off the site. The specification's add and update calls still publish at once.
 */

/** The kinds that keep drafts. */
export const DRAFT_RESOURCES = ['property', 'development', 'area', 'post'] as const;
export type DraftResource = (typeof DRAFT_RESOURCES)[number];

/**
 * Where a document stands: never published (or taken off the site), published as staff last
 * saved it, or published with later changes kept as a draft.
 */
export const PUBLICATION_STATES = ['draft', 'published', 'modified'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

/** The staff admin's words for each state. */
export const PUBLICATION_LABELS: Record<PublicationState, string> = {
  draft: 'Draft',
  published: 'Published',
  modified: 'Published, with unpublished changes',
};

/** In every answer of a kind with drafts; the public only ever sees published documents. */
export const publicationField = {
  publication: z
    .enum(PUBLICATION_STATES)
    .default('published')
    .meta({ description: 'draft, published, or modified (published, with later changes kept as a draft)' }),
};

/** In the add and update bodies of a kind with drafts: true keeps the save as a draft. */
export const draftInputField = {
  draft: bool('draft').optional().meta({
    description:
      'true: save without publishing (a new item stays off the site; a published one keeps showing its published version). Absent or false: published at once',
  }),
};

/** A preview link: the public page of the draft, and when the link stops working. */
export const PreviewLinkSchema = z
  .object({
    url: z.string().meta({ description: 'The public site address that shows the draft' }),
    expiresAt: z.string().meta({ description: 'ISO 8601 date-time the link stops working' }),
  })
  .meta({ id: 'PreviewLink' });
export type PreviewLink = z.infer<typeof PreviewLinkSchema>;

/** The query of the draft preview: the signed token of a preview link. */
export const PreviewQuerySchema = z
  .object({
    token: z
      .string({ error: 'token is required' })
      .trim()
      .min(1, { error: 'token is required' })
      .max(2000, { error: 'token is not a preview token' }),
  })
  .meta({ id: 'PreviewQuery' });

/** The public site's path of a preview link: the item's own page, with the token. */
export const PREVIEW_PAGES: Record<DraftResource, string> = {
  property: '/property/',
  development: '/development/',
  area: '/area/',
  post: '/blog-single/',
};
/** The query parameter a preview page reads its token from. */
export const PREVIEW_PARAM = 'preview';
