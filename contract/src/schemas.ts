import { z } from 'zod';
import { COUNTRY_NAMES, canonicalCountry } from './countries.js';
import { CURRENCIES } from './currency.js';
import {
  amount,
  bool,
  count,
  docId,
  imageRefs,
  linkUrl,
  optionalImageRef,
  requiredEmail,
  requiredText,
  text,
} from './fields.js';
import {
  developmentExtraInputFields,
  LISTING_STATUSES,
  offPlanFields,
  propertyExtraFields,
  propertyExtraInputFields,
} from './listing.js';
import { PROPERTY_TYPES, canonicalPropertyType } from './property-types.js';
import { BuyingCostsInputSchema, BuyingCostsSchema } from './listing-tools-schemas.js';
import { draftInputField, publicationField } from './publication.js';
import { checkSearchRanges, propertySearchFields } from './search.js';

/* =============================================================================================
 * Constants of the content model
 * =========================================================================================== */

/** Public page size of listings (public spec §9). */
export const PAGE_SIZE = 20;
/** List routes answer at most this many items when no limit is asked for, and never more than the max. */
export const LIST_DEFAULT_LIMIT = 100;
export const LIST_MAX_LIMIT = 1000;
/** Header that carries the total number of matching items on list routes. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/* =============================================================================================
 * Responses: entities as the contract serialises them
 * =========================================================================================== */

const ImagePath = z.string().meta({ description: 'Relative path of a stored image, e.g. /uploads/villa_2f3a.jpg' });
const Timestamp = z.string().meta({ description: 'ISO 8601 date-time' });

export const SpaceRowSchema = z
  .object({ title: z.string(), images: z.array(ImagePath) })
  .meta({ id: 'SpaceRow', description: 'A titled set of images (spaces, amenities, area highlights)' });

export const InTheAreaRowSchema = z
  .object({ title: z.string(), description: z.string(), image: ImagePath.nullable() })
  .meta({ id: 'InTheAreaRow', description: 'A nearby place with a picture' });

const listingFields = {
  _id: z.string().meta({ description: 'Document id' }),
  slug: z.string(),
  title: z.string(),
  featuredImage: ImagePath.nullable(),
  galleryImages: z.array(ImagePath),
  location: z.string(),
  country: z.string().nullable(),
  desc1: z.string(),
  desc2: z.string(),
  spaces: z.array(SpaceRowSchema),
  amenities: z.array(SpaceRowSchema),
  inTheArea: z.array(InTheAreaRowSchema),
  locationTitle: z.string(),
  locationDescription: z.string(),
  medianPrice: z.string(),
  medianPricePerSq: z.string(),
  rentalYield: z.string(),
  isFeatured: z.boolean(),
  isFullWidthFeatured: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
};

export const PropertySchema = z
  .object({
    ...listingFields,
    propertyType: z.enum(PROPERTY_TYPES).nullable(),
    space: z.string().meta({ description: 'Built-up area in square feet' }),
    beds: z.string(),
    baths: z.string(),
    price: z.number().nullable().meta({ description: 'Price in USD' }),
    priceAed: z.number().nullable().meta({ description: 'Price in AED, computed by the server on save' }),
    priceEur: z.number().nullable().meta({ description: 'Price in EUR, computed by the server on save' }),
    ...propertyExtraFields,
    ...publicationField,
  })
  .meta({ id: 'Property' });
export type Property = z.infer<typeof PropertySchema>;

export const PropertyCardSchema = PropertySchema.pick({
  _id: true,
  slug: true,
  title: true,
  featuredImage: true,
  space: true,
  beds: true,
  baths: true,
  location: true,
  country: true,
  propertyType: true,
  price: true,
  priceAed: true,
  priceEur: true,
  isFeatured: true,
})
  .extend({
    // The card's "Under offer" / "Sold" badge (issue 12). Always answered; an answer cached before
    // the field existed reads as available rather than failing the page.
    status: z.enum(LISTING_STATUSES).default('available'),
  })
  .meta({ id: 'PropertyCard', description: 'A property as listed inside another entity' });
export type PropertyCard = z.infer<typeof PropertyCardSchema>;

export const DevelopmentSchema = z
  .object({
    ...listingFields,
    units: z.string(),
    bedUnits: z.string(),
    pentHouses: z.string(),
    price: z.number().nullable().meta({ description: 'Starting price in USD' }),
    dPriceAed: z.number().nullable().meta({ description: 'Price in AED, computed by the server on save' }),
    dPriceEur: z.number().nullable().meta({ description: 'Price in EUR, computed by the server on save' }),
    isSold: z.boolean(),
    properties: z.array(PropertyCardSchema),
    ...offPlanFields,
    ...publicationField,
  })
  .meta({ id: 'Development' });
export type Development = z.infer<typeof DevelopmentSchema>;

export const DevelopmentCardSchema = DevelopmentSchema.pick({
  _id: true,
  slug: true,
  title: true,
  featuredImage: true,
  location: true,
  country: true,
  units: true,
  bedUnits: true,
  pentHouses: true,
  price: true,
  dPriceAed: true,
  dPriceEur: true,
  isFeatured: true,
  isSold: true,
}).meta({ id: 'DevelopmentCard', description: 'A development as listed inside another entity' });
export type DevelopmentCard = z.infer<typeof DevelopmentCardSchema>;

/*
 * The lean items of the public lists (issue 10): what a card and a map marker show. The server
 * embeds the query cache in the page, so lean items keep the HTML small; the detail pages load
 * the full entity. The web parses its list answers with these, and the home's one call
 * (getHome) answers its sections in them: one definition for both.
 */
export const PropertyListItemSchema = PropertyCardSchema.extend({
  latitude: PropertySchema.shape.latitude,
  longitude: PropertySchema.shape.longitude,
}).meta({ id: 'PropertyListItem', description: 'A property as a list card and a map marker show it' });
export type PropertyListItem = z.infer<typeof PropertyListItemSchema>;

export const DevelopmentListItemSchema = DevelopmentCardSchema.extend({
  latitude: DevelopmentSchema.shape.latitude,
  longitude: DevelopmentSchema.shape.longitude,
}).meta({ id: 'DevelopmentListItem', description: 'A development as a list card and a map marker show it' });
export type DevelopmentListItem = z.infer<typeof DevelopmentListItemSchema>;

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
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof ReviewSchema>;

export const InstaSchema = z
  .object({ _id: z.string(), images: z.array(ImagePath), updatedAt: Timestamp })
  .meta({ id: 'Insta', description: 'The Instagram image set' });
export type Insta = z.infer<typeof InstaSchema>;

export const SettingsSchema = z
  .object({
    agencyName: z.string(),
    phone: z.string(),
    email: z.string(),
    whatsapp: z.string(),
    address: z.string(),
    instagramUrl: z.string(),
    linkedinUrl: z.string(),
    youtubeUrl: z.string(),
    founderName: z.string().meta({ description: 'Team member title sorted first on the About page' }),
    permitRequiredInDubai: z.boolean().meta({
      description:
        'When on, a Dubai listing that is not off-market cannot be published (by add and update, or from a draft) without a permit number',
    }),
    // The listing calculator's constants (docs/decisions/0037): the defaults until staff change them.
    buyingCosts: BuyingCostsSchema,
    updatedAt: Timestamp.nullable(),
  })
  .meta({ id: 'Settings', description: 'Agency contact details shown across the public site' });
export type Settings = z.infer<typeof SettingsSchema>;

export const CountrySchema = z.object({ name: z.enum(COUNTRY_NAMES) }).meta({ id: 'Country' });

/** Distinct values of one field (locations, countries), trimmed, one per case-insensitive spelling. */
export const DistinctValuesSchema = z.array(z.string()).meta({ id: 'DistinctValues' });

/** The content version: an opaque token, new whenever committed content changes (decision 0004). */
export const ContentVersionSchema = z.object({ version: z.string().min(1) }).meta({ id: 'ContentVersion' });
export type ContentVersion = z.infer<typeof ContentVersionSchema>;

export const RatesSchema = z
  .object({
    base: z.literal('AED'),
    rates: z.record(z.string(), z.number()).meta({ description: 'Units of each currency one dirham buys' }),
    source: z.enum(['live', 'fallback']),
    updatedAt: Timestamp,
  })
  .meta({ id: 'Rates' });
export type Rates = z.infer<typeof RatesSchema>;

export const MessageSchema = z.object({ message: z.string() }).meta({ id: 'Message' });

export const ErrorSchema = z
  .object({
    message: z.string(),
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'Error', description: 'Every error answer: a message, and for 400 the fields at fault' });
export type ApiError = z.infer<typeof ErrorSchema>;

export const LoginResponseSchema = z
  .object({
    token: z.string(),
    user: z.object({ id: z.number(), username: z.string(), email: z.string() }),
    /** When this token stops working unless renewed (ISO 8601). */
    expiresAt: z.string().optional(),
    /** When the sign-in ends however often it is renewed (ISO 8601). */
    sessionExpiresAt: z.string().optional(),
  })
  .meta({ id: 'LoginResponse' });

/** A fresh token for the same sign-in: POST /renew-session. */
export const RenewSessionResponseSchema = z
  .object({ token: z.string(), expiresAt: z.string(), sessionExpiresAt: z.string() })
  .meta({ id: 'RenewSessionResponse' });

/** Which sign-ins Logout ends: every one of the user (the default) or only the one whose token is sent. */
export const LogoutInputSchema = z
  .object({
    scope: z.enum(['all', 'session'], { error: 'scope must be "all" or "session"' }).optional(),
  })
  .meta({ id: 'LogoutInput' });

/** Shortest password a reset accepts. */
export const PASSWORD_MIN_LENGTH = 12;

export const ForgotPasswordInputSchema = z
  .object({ email: requiredEmail('email') })
  .meta({ id: 'ForgotPasswordInput' });

export const ResetPasswordInputSchema = z
  .object({
    code: requiredText('code', 200),
    password: z
      .string({ error: (iss) => (iss.input == null ? 'password is required' : 'password must be text') })
      .min(PASSWORD_MIN_LENGTH, { error: `password must be at least ${PASSWORD_MIN_LENGTH} characters` })
      .max(1024, { error: 'password must be at most 1024 characters' }),
    passwordConfirmation: z
      .string({
        error: (iss) => (iss.input == null ? 'passwordConfirmation is required' : 'passwordConfirmation must be text'),
      })
      .min(1, { error: 'passwordConfirmation is required' }),
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    path: ['passwordConfirmation'],
    error: 'passwordConfirmation must match password',
  })
  .meta({ id: 'ResetPasswordInput' });

export const UploadImageResponseSchema = z.object({ image: ImagePath }).meta({ id: 'UploadImageResponse' });

/* =============================================================================================
 * Requests
 * =========================================================================================== */

const optionalCountry = z
  .string({ error: 'country must be text' })
  .trim()
  .refine((v) => v === '' || canonicalCountry(v) !== undefined, {
    error: 'country must be one of the configured countries',
  })
  .transform((v) => (v === '' ? null : (canonicalCountry(v) ?? null)))
  .nullable()
  .optional();

const optionalPropertyType = z
  .string({ error: 'propertyType must be text' })
  .trim()
  .refine((v) => v === '' || canonicalPropertyType(v) !== undefined, {
    error: `propertyType must be one of ${PROPERTY_TYPES.join(', ')}`,
  })
  .transform((v) => (v === '' ? null : (canonicalPropertyType(v) ?? null)))
  .nullable()
  .optional();

const optionalSlug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'slug must be lower-case words joined by hyphens' })
  .max(100)
  .optional();

const SpaceRowInput = z.object({
  title: text('title', 200).default(''),
  images: imageRefs('images', 50, 'at most 50 images per row').default([]),
});
const InTheAreaRowInput = z.object({
  title: text('title', 200).default(''),
  description: text('description', 5000).default(''),
  image: optionalImageRef('image'),
});

const rows = <T extends z.ZodType>(row: T, field: string) =>
  z.array(row, { error: `${field} must be a list` }).max(50, { error: `${field} may have at most 50 rows` });

const gallery = (field: string) => imageRefs(field, 100, `${field} may have at most 100 images`).optional();

const listingInputFields = {
  slug: optionalSlug,
  featuredImage: optionalImageRef('featuredImage'),
  galleryImages: gallery('galleryImages'),
  location: text('location', 200).optional(),
  country: optionalCountry,
  desc1: text('desc1', 20000).optional(),
  desc2: text('desc2', 20000).optional(),
  spaces: rows(SpaceRowInput, 'spaces').optional(),
  amenities: rows(SpaceRowInput, 'amenities').optional(),
  inTheArea: rows(InTheAreaRowInput, 'inTheArea').optional(),
  locationTitle: text('locationTitle', 200).optional(),
  locationDescription: text('locationDescription', 10000).optional(),
  medianPrice: text('medianPrice', 100).optional(),
  medianPricePerSq: text('medianPricePerSq', 100).optional(),
  rentalYield: text('rentalYield', 100).optional(),
  isFeatured: bool('isFeatured').optional(),
  isFullWidthFeatured: bool('isFullWidthFeatured').optional(),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
};

const idList = (field: string) =>
  z
    .array(docId(field), { error: `${field} must be a list of ids` })
    .max(LIST_MAX_LIMIT)
    .optional();

export const PropertyInputSchema = z
  .object({
    title: requiredText('title', 200),
    ...listingInputFields,
    propertyType: optionalPropertyType,
    space: amount('space').nullable().optional(),
    beds: count('beds').nullable().optional(),
    baths: count('baths').nullable().optional(),
    price: amount('price').nullable().optional(),
    priceAed: z.unknown().optional().meta({ description: 'Ignored: computed by the server' }),
    priceEur: z.unknown().optional().meta({ description: 'Ignored: computed by the server' }),
    ...propertyExtraInputFields,
    ...draftInputField,
  })
  .meta({ id: 'PropertyInput' });
/**
 * The version an update was loaded from: the item's `updatedAt` as the client read it. Optional
 * (the specification's calls send none); when given, a save over a newer version is refused with
 * 409 instead of silently overwriting it (docs/decisions/0014).
 */
export const versionField = {
  version: z
    .string({ error: 'version must be the updatedAt the item was loaded with' })
    .trim()
    .max(40, { error: 'version must be the updatedAt the item was loaded with' })
    .refine((v) => v === '' || !Number.isNaN(Date.parse(v)), {
      error: 'version must be the updatedAt the item was loaded with (an ISO 8601 date-time)',
    })
    .optional()
    .meta({ description: "The item's updatedAt when it was loaded; a newer stored version answers 409" }),
};

export const PropertyUpdateSchema = PropertyInputSchema.partial().extend(versionField).meta({ id: 'PropertyUpdate' });
export type PropertyInput = z.input<typeof PropertyInputSchema>;

export const DevelopmentInputSchema = z
  .object({
    title: requiredText('title', 200),
    ...listingInputFields,
    units: text('units', 50).optional(),
    bedUnits: text('bedUnits', 50).optional(),
    pentHouses: text('pentHouses', 50).optional(),
    price: amount('price').nullable().optional(),
    dPriceAed: z.unknown().optional().meta({ description: 'Ignored: computed by the server' }),
    dPriceEur: z.unknown().optional().meta({ description: 'Ignored: computed by the server' }),
    isSold: bool('isSold').optional(),
    properties: idList('properties'),
    ...developmentExtraInputFields,
    ...draftInputField,
  })
  .meta({ id: 'DevelopmentInput' });
export const DevelopmentUpdateSchema = DevelopmentInputSchema.partial()
  .extend(versionField)
  .meta({ id: 'DevelopmentUpdate' });
export type DevelopmentInput = z.input<typeof DevelopmentInputSchema>;

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

const phoneText = (field: string) =>
  text(field, 40)
    .regex(/^[+\d\p{Zs}\t().-]*$/u, { error: `${field} may hold only digits, spaces and + ( ) - .` })
    .optional();

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

export const SettingsInputSchema = z
  .object({
    agencyName: text('agencyName', 200).optional(),
    phone: phoneText('phone'),
    email: z.union([z.literal(''), requiredEmail('email')]).optional(),
    whatsapp: phoneText('whatsapp'),
    address: text('address', 500).optional(),
    instagramUrl: linkUrl('instagramUrl').optional(),
    linkedinUrl: linkUrl('linkedinUrl').optional(),
    youtubeUrl: linkUrl('youtubeUrl').optional(),
    founderName: text('founderName', 200).optional(),
    permitRequiredInDubai: bool('permitRequiredInDubai').optional(),
    buyingCosts: BuyingCostsInputSchema.nullable().optional().meta({
      description: 'The calculator constants to change (the others keep theirs); null restores every default',
    }),
  })
  .meta({ id: 'SettingsInput' });

export const LoginInputSchema = z
  .object({
    username: requiredText('username', 254),
    password: z
      .string({ error: (iss) => (iss.input == null ? 'password is required' : 'password must be text') })
      .min(1, { error: 'password is required' })
      .max(1024),
  })
  .meta({ id: 'LoginInput' });

const removeImage = (idField: string, id: string) =>
  z
    .object({
      [idField]: docId(idField),
      imageName: requiredText('imageName', 2048),
    })
    .meta({ id, description: 'imageName: the stored path (/uploads/...) or the file name' });

export const RemoveImageSchemas = {
  property: removeImage('propertyId', 'RemovePropertyImage'),
  development: removeImage('developmentId', 'RemoveDevelopmentImage'),
  post: removeImage('postId', 'RemovePostImage'),
  team: removeImage('teamId', 'RemoveTeamImage'),
  area: removeImage('areaId', 'RemoveAreaImage'),
  review: removeImage('reviewId', 'RemoveReviewImage'),
  insta: removeImage('instaId', 'RemoveInstaImage'),
} as const;

const filterCount = (field: string) => count(field).nullable().optional();
const filterAmount = (field: string) => amount(field).nullable().optional();
const pageFields = {
  limit: z
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(LIST_MAX_LIMIT, { error: `limit must be at most ${LIST_MAX_LIMIT}` })
    .optional(),
  offset: z
    .number({ error: 'offset must be a number' })
    .int({ error: 'offset must be a whole number' })
    .min(0, { error: 'offset must not be negative' })
    .optional(),
};

export const ListQuerySchema = z.object(pageFields).meta({ id: 'ListQuery' });
export type ListQuery = z.infer<typeof ListQuerySchema>;

/* ---------------------------------------------------------------------------------------------
 * The editable lists (get-properties, get-developments, get-areas, get-posts, get-teams,
 * get-reviews) also search, sort and answer choice lists on the server, so that the staff tables
 * and selects never download a whole table (docs/decisions/0016).
 * ------------------------------------------------------------------------------------------- */

/** The six editable lists, by the contract resource that answers them. */
export type EditableResource = 'property' | 'development' | 'area' | 'post' | 'team' | 'review';

/** Fields each list sorts by (`sort=field:asc|desc`); every one is indexed with the row id. */
export const LIST_SORT_FIELDS = {
  property: ['title', 'price', 'beds', 'baths', 'createdAt'],
  development: ['title', 'price', 'createdAt'],
  area: ['title', 'country', 'createdAt'],
  post: ['title', 'createdAt'],
  team: ['title', 'position', 'email', 'createdAt'],
  review: ['title', 'userName', 'createdAt'],
} as const satisfies Record<EditableResource, readonly string[]>;

/** Text fields `q` searches, case-insensitive, anywhere in the text. */
export const LIST_SEARCH_FIELDS = {
  property: ['title', 'location', 'country', 'referenceNumber', 'permitNumber'],
  development: ['title', 'location', 'country'],
  area: ['title', 'location', 'country'],
  post: ['title', 'description'],
  team: ['title', 'position', 'email'],
  review: ['title', 'userName'],
} as const satisfies Record<EditableResource, readonly string[]>;

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The fields a choice list asks for: `fields=_id,title`. */
export const CHOICE_FIELDS = ['_id', 'title'] as const;
export const LIST_QUERY_MAX = 200;

/** An item of a choice list (`fields=_id,title`): what a select needs and nothing more. */
export const ChoiceSchema = z
  .object({ _id: z.string(), title: z.string() })
  .meta({ id: 'Choice', description: 'Id and title only, answered when the list is asked for fields=_id,title' });
export type Choice = z.infer<typeof ChoiceSchema>;

function sortParam(fields: readonly string[]) {
  const allowed = fields.flatMap((f) => SORT_DIRECTIONS.map((d) => `${f}:${d}`));
  return z
    .string({ error: 'sort must be text, e.g. title:asc' })
    .trim()
    .refine((v) => allowed.includes(v), { error: `sort must be one of ${allowed.join(', ')}` })
    .transform((v) => {
      const [field, direction] = v.split(':') as [string, SortDirection];
      return { field, direction };
    })
    .optional()
    .meta({ description: `field:asc or field:desc, the field one of ${fields.join(', ')}` });
}

/** The query of an editable list: paging, `q`, `sort` and `fields`. */
export function editableListQuery(resource: EditableResource) {
  return z
    .object({
      ...pageFields,
      q: z
        .string({ error: 'q must be text' })
        .trim()
        .max(LIST_QUERY_MAX, { error: `q must be at most ${LIST_QUERY_MAX} characters` })
        .optional()
        .meta({ description: `Case-insensitive text in ${LIST_SEARCH_FIELDS[resource].join(', ')}` }),
      sort: sortParam(LIST_SORT_FIELDS[resource]),
      fields: z
        .string({ error: `fields must be ${CHOICE_FIELDS.join(',')}` })
        .trim()
        .refine(
          (v) =>
            [...v.split(',')]
              .map((f) => f.trim())
              .sort()
              .join(',') === [...CHOICE_FIELDS].sort().join(','),
          {
            error: `fields must be ${CHOICE_FIELDS.join(',')}`,
          },
        )
        .transform(() => 'choice' as const)
        .optional()
        .meta({ description: `${CHOICE_FIELDS.join(',')} answers id and title only (a choice list)` }),
    })
    .meta({ id: `${resource[0]!.toUpperCase()}${resource.slice(1)}ListQuery` });
}
export type EditableListQuery = z.output<ReturnType<typeof editableListQuery>>;

export const PROPERTY_SORTS = ['newest', 'price-asc', 'price-desc'] as const;

const currencyInput = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(CURRENCIES, { error: `currency must be one of ${CURRENCIES.join(', ')}` }))
  .optional();

/**
 * The fields of the public property search, the specification's and issue 13's (search.ts),
 * without the checks across fields: zod cannot pick or omit fields of a refined object, so a
 * schema made from these (the saved searches') adds the same checks itself.
 */
export const PropertyFilterFieldsSchema = z.object({
  propertyType: z.string().trim().max(50).optional().meta({ description: 'Case-insensitive type' }),
  country: z
    .string()
    .trim()
    .max(200)
    .optional()
    .meta({ description: 'Matches the country or the trimmed location, case-insensitive' }),
  price: filterAmount('price').meta({ description: 'Upper bound in AED' }),
  minPrice: filterAmount('minPrice').meta({ description: 'Lower bound in the chosen currency' }),
  maxPrice: filterAmount('maxPrice').meta({ description: 'Upper bound in the chosen currency' }),
  currency: currencyInput.meta({ description: 'Currency of minPrice and maxPrice (default AED)' }),
  beds: filterCount('beds').meta({ description: 'Minimum bedrooms' }),
  baths: filterCount('baths').meta({ description: 'Minimum bathrooms' }),
  sort: z.enum(PROPERTY_SORTS, { error: `sort must be one of ${PROPERTY_SORTS.join(', ')}` }).optional(),
  ...propertySearchFields,
  ...pageFields,
});

/** The public property search, with its checks across fields (a minimum above its maximum...). */
export const PropertyFilterSchema = PropertyFilterFieldsSchema.superRefine(checkSearchRanges).meta({
  id: 'PropertyFilter',
});
export type PropertyFilter = z.input<typeof PropertyFilterSchema>;

export const DevelopmentFilterSchema = z
  .object({
    propertyType: z
      .string()
      .trim()
      .max(50)
      .optional()
      .meta({ description: 'Developments with at least one property of this type' }),
    country: z.string().trim().max(200).optional(),
    price: filterAmount('price').meta({ description: 'Upper bound in AED' }),
    minPrice: filterAmount('minPrice'),
    maxPrice: filterAmount('maxPrice'),
    currency: currencyInput,
    ...pageFields,
  })
  .meta({ id: 'DevelopmentFilter' });
export type DevelopmentFilter = z.input<typeof DevelopmentFilterSchema>;

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
