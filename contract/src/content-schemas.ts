/*
 * Areas, blog posts, team members, reviews and the Instagram image set: their answers and their
 * create and update bodies, and what a preview link shows. Apart from listing-schemas.ts because
 * none of them is a listing; an area lists cards of both kinds of listing and a preview may hold
 * one, so this module imports listing-schemas.ts and never the other way round.
 */
import { z } from 'zod';
import { bool, optionalImageRef, requiredEmail, requiredText, text } from './fields.js';
import {
  DevelopmentCardSchema,
  DevelopmentSchema,
  PropertyCardSchema,
  PropertySchema,
  SpaceRowSchema,
} from './listing-schemas.js';
import { imageTextsField } from './image-texts.js';
import { draftInputField, publicationField } from './publication.js';
import {
  ImagePath,
  Timestamp,
  gallery,
  idList,
  listingInputFields,
  optionalCountry,
  optionalSlug,
  phoneText,
} from './schema-parts.js';
import { versionField } from './shared-schemas.js';
import { TranslationNoteSchema } from './translations.js';

/* =============================================================================================
 * Responses: entities as the contract serialises them
 * =========================================================================================== */

export const AreaSchema = z
  .object({
    _id: z.string(),
    slug: z.string(),
    title: z.string(),
    tags: z.array(z.string()),
    featuredImage: ImagePath.nullable(),
    galleryImages: z.array(ImagePath),
    desc1: z.string(),
    desc2: z.string(),
    spaces: z.array(SpaceRowSchema).meta({ description: 'Shown as Highlights' }),
    amenities: z.array(SpaceRowSchema).meta({ description: 'Shown as Near by / In the Area' }),
    location: z.string(),
    country: z.string().nullable(),
    locationTitle: z.string(),
    locationDescription: z.string(),
    averageRentalYield: z.string(),
    averageRentalYield2: z.string(),
    averagePropertyPrice: z.string(),
    isFeatured: z.boolean(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    properties: z.array(PropertyCardSchema),
    developments: z.array(DevelopmentCardSchema),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    translation: TranslationNoteSchema.optional().meta({
      description: 'Read in a language (the language query): which texts are still English',
    }),
    slugs: z.record(z.string(), z.string()).optional().meta({
      description: "The area guide's slug in each language where a translation gives one (hreflang alternates)",
    }),
    ...imageTextsField,
    ...publicationField,
  })
  .meta({ id: 'Area' });
export type Area = z.infer<typeof AreaSchema>;

export const PostSchema = z
  .object({
    _id: z.string(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    featuredImage: ImagePath.nullable(),
    richContent: z.string().meta({ description: 'Sanitised HTML body' }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    ...publicationField,
    translation: TranslationNoteSchema.optional().meta({
      description: 'Read in a language (the language query): which texts are still English',
    }),
    slugs: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: "Read in a language: the post's slug in each language (hreflang alternates)" }),
  })
  .meta({ id: 'Post' });
export type Post = z.infer<typeof PostSchema>;

/** A post in a list: no body, the rich text is only needed on the post's own page. */
export const PostSummarySchema = PostSchema.omit({ richContent: true }).meta({
  id: 'PostSummary',
  description: 'A blog post without its body',
});
export type PostSummary = z.infer<typeof PostSummarySchema>;

export const TeamSchema = z
  .object({
    _id: z.string(),
    title: z.string().meta({ description: "The member's name" }),
    position: z.string(),
    description: z.string(),
    whatsapp: z.string(),
    phone: z.string(),
    email: z.string(),
    featuredImage: ImagePath.nullable(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    translation: TranslationNoteSchema.optional().meta({
      description: 'Read in a language (the language query): which texts are still English',
    }),
  })
  .meta({ id: 'Team' });
export type Team = z.infer<typeof TeamSchema>;

export const ReviewSchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    description: z.string(),
    userName: z.string(),
    userImage: ImagePath.nullable(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    translation: TranslationNoteSchema.optional().meta({
      description: 'Read in a language (the language query): which texts are still English',
    }),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof ReviewSchema>;

export const InstaSchema = z
  .object({ _id: z.string(), images: z.array(ImagePath), updatedAt: Timestamp })
  .meta({ id: 'Insta', description: 'The Instagram image set' });
export type Insta = z.infer<typeof InstaSchema>;

/* =============================================================================================
 * Requests
 * =========================================================================================== */

/** Tags: a JSON list, or comma-separated text; blank entries are ignored. */
const tagsInput = z
  .union([z.array(z.string()), z.string()], { error: 'tags must be a list of text' })
  .transform((v, ctx) => {
    let list: unknown = v;
    if (typeof v === 'string') {
      const s = v.trim();
      if (s.startsWith('[')) {
        try {
          list = JSON.parse(s);
        } catch {
          ctx.addIssue({ code: 'custom', message: 'tags must be valid JSON' });
          return z.NEVER;
        }
      } else list = s.split(',');
    }
    if (!Array.isArray(list) || list.some((t) => typeof t !== 'string')) {
      ctx.addIssue({ code: 'custom', message: 'tags must be a list of text' });
      return z.NEVER;
    }
    const tags = (list as string[]).map((t) => t.trim()).filter(Boolean);
    if (tags.length > 50 || tags.some((t) => t.length > 100)) {
      ctx.addIssue({ code: 'custom', message: 'tags: at most 50 tags of 100 characters' });
      return z.NEVER;
    }
    return tags;
  })
  .optional();

export const AreaInputSchema = z
  .object({
    title: requiredText('title', 200),
    slug: optionalSlug,
    tags: tagsInput,
    featuredImage: listingInputFields.featuredImage,
    galleryImages: listingInputFields.galleryImages,
    desc1: listingInputFields.desc1,
    desc2: listingInputFields.desc2,
    spaces: listingInputFields.spaces,
    amenities: listingInputFields.amenities,
    location: listingInputFields.location,
    country: optionalCountry,
    locationTitle: listingInputFields.locationTitle,
    locationDescription: listingInputFields.locationDescription,
    averageRentalYield: text('averageRentalYield', 100).optional(),
    averageRentalYield2: text('averageRentalYield2', 100).optional(),
    averagePropertyPrice: text('averagePropertyPrice', 100).optional(),
    isFeatured: bool('isFeatured').optional(),
    latitude: listingInputFields.latitude,
    longitude: listingInputFields.longitude,
    properties: idList('properties'),
    developments: idList('developments'),
    ...draftInputField,
  })
  .meta({ id: 'AreaInput' });
export const AreaUpdateSchema = AreaInputSchema.partial().extend(versionField).meta({ id: 'AreaUpdate' });
export type AreaInput = z.input<typeof AreaInputSchema>;

/** Rich text before sanitising may hold inline data: images, hence the generous bound. */
export const RICH_CONTENT_MAX = 15_000_000;

export const PostInputSchema = z
  .object({
    title: requiredText('title', 200),
    slug: optionalSlug,
    description: requiredText('description', 5000),
    richContent: text('richContent', RICH_CONTENT_MAX).optional(),
    featuredImage: optionalImageRef('featuredImage'),
    ...draftInputField,
  })
  .meta({ id: 'PostInput' });
export const PostUpdateSchema = PostInputSchema.partial().extend(versionField).meta({ id: 'PostUpdate' });
export type PostInput = z.input<typeof PostInputSchema>;

export const TeamInputSchema = z
  .object({
    title: requiredText('title', 200),
    description: requiredText('description', 5000),
    position: requiredText('position', 200),
    whatsapp: requiredText('whatsapp', 40).regex(/^[+\d\p{Zs}\t().-]*$/u, {
      error: 'whatsapp may hold only digits, spaces and + ( ) - .',
    }),
    phone: phoneText('phone'),
    email: requiredEmail('email'),
    featuredImage: optionalImageRef('featuredImage'),
  })
  .meta({ id: 'TeamInput' });
export const TeamUpdateSchema = TeamInputSchema.partial().extend(versionField).meta({ id: 'TeamUpdate' });
export type TeamInput = z.input<typeof TeamInputSchema>;

export const ReviewInputSchema = z
  .object({
    title: requiredText('title', 200),
    description: requiredText('description', 5000),
    userName: requiredText('userName', 200),
    userImage: optionalImageRef('userImage'),
  })
  .meta({ id: 'ReviewInput' });
export const ReviewUpdateSchema = ReviewInputSchema.partial().extend(versionField).meta({ id: 'ReviewUpdate' });
export type ReviewInput = z.input<typeof ReviewInputSchema>;

export const InstaInputSchema = z
  .object({ images: gallery('images') })
  .meta({ id: 'InstaInput', description: 'Stored paths to keep; new files come as multipart images' });
export const InstaUpdateSchema = InstaInputSchema.extend(versionField).meta({ id: 'InstaUpdate' });

/** What a preview link shows: the kind and its draft, as staff see it (docs/decisions/0036). */
export const PreviewSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('property'), item: PropertySchema }),
    z.object({ kind: z.literal('development'), item: DevelopmentSchema }),
    z.object({ kind: z.literal('area'), item: AreaSchema }),
    z.object({ kind: z.literal('post'), item: PostSchema }),
  ])
  .meta({ id: 'Preview' });
export type Preview = z.infer<typeof PreviewSchema>;
