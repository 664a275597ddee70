import {
  AUDIT_RETENTION_DEFAULT_DAYS,
  UNANSWERED_HOURS_DEFAULT,
  LISTING_STATUSES,
  digestHourOf,
  COMPLETION_STATUSES,
  PUBLICATION_STATES,
  buyingCostsFrom,
  type PublicationState,
} from '@estate/contract';
import type {
  PropertyMarker,
  AgentCard,
  Area,
  Development,
  DevelopmentCard,
  Insta,
  Post,
  Property,
  PropertyCard,
  Review,
  Settings,
  Team,
  PaymentPlanRow,
  ImageTexts,
} from '@estate/contract';
import { rootRelativeUploads } from '../uploads/own-upload-urls';

/*
 * Database rows (query engine results with their media and components populated) to the
 * contract's entities: _id is the document id, images are their relative paths, text is never
 * null, and numbers are numbers or null.
 */

export type Row = Record<string, unknown> & { documentId?: string };
type Media = { url?: string | null } | null | undefined;

const path = (m: unknown): string | null => ((m as Media)?.url ? String((m as Media)!.url) : null);
const paths = (ms: unknown): string[] => (Array.isArray(ms) ? ms.map(path).filter((p): p is string => !!p) : []);
const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const num = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};
const numText = (v: unknown): string => {
  const n = num(v);
  return n === null ? '' : String(n);
};
const bool = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true';
const iso = (v: unknown): string => {
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'number' || typeof v === 'string') {
    const d = new Date(v);
    if (!Number.isNaN(d.getTime())) return d.toISOString();
  }
  return new Date(0).toISOString();
};
const rows = (v: unknown): Row[] => (Array.isArray(v) ? (v as Row[]) : []);

/** The demo seed's bookkeeping key of earlier runs (seed:<key>): no caption anyone wrote. */
const SEED_KEY = /^seed:[\w-]+$/;
const fileText = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * The alternative texts and captions of an entry's pictures that have any, by path
 * (docs/decisions/0087): read with the pictures' paths, in the same statement.
 */
function imageTexts(r: Row): ImageTexts {
  const out: ImageTexts = {};
  const add = (m: unknown) => {
    const url = path(m);
    if (!url || out[url]) return;
    const f = m as Record<string, unknown>;
    const alt = fileText(f.alternativeText);
    const caption = SEED_KEY.test(fileText(f.caption)) ? '' : fileText(f.caption);
    if (alt || caption) out[url] = { alt, caption };
  };
  add(r.featuredImage);
  if (Array.isArray(r.galleryImages)) r.galleryImages.forEach(add);
  for (const row of [...rows(r.spaces), ...rows(r.amenities)]) if (Array.isArray(row.images)) row.images.forEach(add);
  for (const row of rows(r.inTheArea)) add(row.image);
  return out;
}

const spaceRows = (v: unknown) => rows(v).map((r) => ({ title: text(r.title), images: paths(r.images) }));
const inTheAreaRows = (v: unknown) =>
  rows(v).map((r) => ({ title: text(r.title), description: text(r.description), image: path(r.image) }));

/* ---- query-engine populate specs ---- */

/** Media as answers need them: the path only. */
export const MEDIA = { select: ['id', 'url'] };
/** A listing's pictures: the path, and what staff wrote of the picture (imageTexts). */
export const MEDIA_TEXTS = { select: ['id', 'url', 'alternativeText', 'caption'] };
/** Media as writes need them: enough to match an imageName, and the pictures' texts. */
export const MEDIA_FULL = { select: ['id', 'url', 'name', 'hash', 'ext', 'alternativeText', 'caption'] };

export const PROPERTY_CARD_FIELDS = [
  'id',
  'documentId',
  'slug',
  'title',
  'space',
  'beds',
  'baths',
  'location',
  'country',
  'propertyType',
  'price',
  'priceAed',
  'priceEur',
  'isFeatured',
  'listingStatus',
];
export const DEVELOPMENT_CARD_FIELDS = [
  'id',
  'documentId',
  'slug',
  'title',
  'location',
  'country',
  'units',
  'bedUnits',
  'pentHouses',
  'price',
  'dPriceAed',
  'dPriceEur',
  'isFeatured',
  'isSold',
];

/** What a development's or area's property cards load: the card, and what decides whether the public sees it. */
export const PROPERTY_CARD_LOAD = [...PROPERTY_CARD_FIELDS, 'statusRank', 'permitExpiresAt'];

/** The team member fields a listing's agent card shows. */
export const AGENT_FIELDS = ['id', 'documentId', 'title', 'position', 'whatsapp', 'phone', 'email'];

const offPlanPopulate = { paymentPlan: {} };

const listingMedia = (media: object) => ({
  featuredImage: media,
  galleryImages: media,
  spaces: { populate: { images: media } },
  amenities: { populate: { images: media } },
});

export const populateFor = (media: object = MEDIA_TEXTS) => ({
  property: {
    ...listingMedia(media),
    inTheArea: { populate: { image: media } },
    ...offPlanPopulate,
    floorPlans: media,
    brochure: media,
    film: media,
    panorama: media,
    agent: { select: AGENT_FIELDS, populate: { featuredImage: MEDIA } },
  },
  development: {
    ...listingMedia(media),
    ...offPlanPopulate,
    inTheArea: { populate: { image: media } },
    properties: { select: PROPERTY_CARD_LOAD, populate: { featuredImage: MEDIA } },
  },
  area: {
    ...listingMedia(media),
    properties: { select: PROPERTY_CARD_LOAD, populate: { featuredImage: MEDIA } },
    developments: { select: DEVELOPMENT_CARD_FIELDS, populate: { featuredImage: MEDIA } },
  },
  post: { featuredImage: media },
  team: { featuredImage: media },
  review: { userImage: media },
  insta: { images: media },
});

/* ---- entities ---- */

const listingCore = (r: Row) => ({
  _id: text(r.documentId),
  slug: text(r.slug),
  title: text(r.title),
  featuredImage: path(r.featuredImage),
  galleryImages: paths(r.galleryImages),
  location: text(r.location),
  country: r.country ? String(r.country) : null,
  desc1: text(r.desc1),
  desc2: text(r.desc2),
  spaces: spaceRows(r.spaces),
  amenities: spaceRows(r.amenities),
  inTheArea: inTheAreaRows(r.inTheArea),
  locationTitle: text(r.locationTitle),
  locationDescription: text(r.locationDescription),
  medianPrice: text(r.medianPrice),
  medianPricePerSq: text(r.medianPricePerSq),
  rentalYield: text(r.rentalYield),
  isFeatured: bool(r.isFeatured),
  isFullWidthFeatured: bool(r.isFullWidthFeatured),
  latitude: num(r.latitude),
  longitude: num(r.longitude),
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
  imageTexts: imageTexts(r),
});

export function propertyCard(r: Row): PropertyCard {
  return {
    _id: text(r.documentId),
    slug: text(r.slug),
    title: text(r.title),
    featuredImage: path(r.featuredImage),
    space: numText(r.space),
    beds: numText(r.beds),
    baths: numText(r.baths),
    location: text(r.location),
    country: r.country ? String(r.country) : null,
    propertyType: (r.propertyType as PropertyCard['propertyType']) ?? null,
    price: num(r.price),
    priceAed: num(r.priceAed),
    priceEur: num(r.priceEur),
    isFeatured: bool(r.isFeatured),
    status: oneOf(LISTING_STATUSES, r.listingStatus) ?? 'available',
  };
}

/** The columns a map marker loads: its place, its popup card, nothing else. */
export const MARKER_FIELDS = [
  'id',
  'documentId',
  'slug',
  'title',
  'latitude',
  'longitude',
  'beds',
  'propertyType',
  'price',
  'priceAed',
  'priceEur',
];

export function propertyMarker(r: Row): PropertyMarker {
  return {
    _id: text(r.documentId),
    slug: text(r.slug),
    title: text(r.title),
    latitude: num(r.latitude) ?? 0,
    longitude: num(r.longitude) ?? 0,
    featuredImage: path(r.featuredImage),
    beds: num(r.beds),
    propertyType: r.propertyType ? String(r.propertyType) : null,
    price: num(r.price),
    priceAed: num(r.priceAed),
    priceEur: num(r.priceEur),
  };
}

const oneOf = <T extends string>(list: readonly T[], v: unknown): T | null => (list.includes(v as T) ? (v as T) : null);

const offPlan = (r: Row) => ({
  completionStatus: oneOf(COMPLETION_STATUSES, r.completionStatus),
  handoverDate: r.handoverDate ? String(r.handoverDate) : null,
  paymentPlan: rows(r.paymentPlan).map((p): PaymentPlanRow => ({
    milestone: text(p.milestone),
    percent: num(p.percent) ?? 0,
    due: text(p.due),
  })),
});

export function agentCard(r: unknown): AgentCard | null {
  if (!r || typeof r !== 'object') return null;
  const a = r as Row;
  return {
    _id: text(a.documentId),
    title: text(a.title),
    position: text(a.position),
    whatsapp: text(a.whatsapp),
    phone: text(a.phone),
    email: text(a.email),
    featuredImage: path(a.featuredImage),
  };
}

/**
 * Where a document stands (docs/decisions/0036): a published row is published; a draft row
 * carries what the resource found of its published copy (lib/resource/reader markPublication).
 */
export function publication(r: Row): PublicationState {
  if (r.publishedAt) return 'published';
  return oneOf(PUBLICATION_STATES, r.publication) ?? 'draft';
}

export function property(r: Row): Property {
  return {
    ...listingCore(r),
    ...propertyCard(r),
    referenceNumber: text(r.referenceNumber),
    permitNumber: text(r.permitNumber),
    permitExpiresAt: r.permitExpiresAt ? iso(r.permitExpiresAt) : null,
    status: oneOf(LISTING_STATUSES, r.listingStatus) ?? 'available',
    agent: agentCard(r.agent),
    ...offPlan(r),
    floorPlans: paths(r.floorPlans),
    brochure: path(r.brochure),
    videoUrl: text(r.videoUrl),
    virtualTourUrl: text(r.virtualTourUrl),
    film: path(r.film),
    panorama: path(r.panorama),
    publication: publication(r),
  };
}

export function developmentCard(r: Row): DevelopmentCard {
  return {
    _id: text(r.documentId),
    slug: text(r.slug),
    title: text(r.title),
    featuredImage: path(r.featuredImage),
    location: text(r.location),
    country: r.country ? String(r.country) : null,
    units: text(r.units),
    bedUnits: text(r.bedUnits),
    pentHouses: text(r.pentHouses),
    price: num(r.price),
    dPriceAed: num(r.dPriceAed),
    dPriceEur: num(r.dPriceEur),
    isFeatured: bool(r.isFeatured),
    isSold: bool(r.isSold),
  };
}

export function development(r: Row): Development {
  return {
    ...listingCore(r),
    ...developmentCard(r),
    properties: rows(r.properties).map(propertyCard),
    ...offPlan(r),
    publication: publication(r),
  };
}

export function area(r: Row): Area {
  return {
    _id: text(r.documentId),
    slug: text(r.slug),
    title: text(r.title),
    tags: Array.isArray(r.tags) ? (r.tags as unknown[]).map(text).filter(Boolean) : [],
    featuredImage: path(r.featuredImage),
    galleryImages: paths(r.galleryImages),
    desc1: text(r.desc1),
    desc2: text(r.desc2),
    spaces: spaceRows(r.spaces),
    amenities: spaceRows(r.amenities),
    location: text(r.location),
    country: r.country ? String(r.country) : null,
    locationTitle: text(r.locationTitle),
    locationDescription: text(r.locationDescription),
    averageRentalYield: text(r.averageRentalYield),
    averageRentalYield2: text(r.averageRentalYield2),
    averagePropertyPrice: text(r.averagePropertyPrice),
    isFeatured: bool(r.isFeatured),
    latitude: num(r.latitude),
    longitude: num(r.longitude),
    properties: rows(r.properties).map(propertyCard),
    developments: rows(r.developments).map(developmentCard),
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
    imageTexts: imageTexts(r),
    publication: publication(r),
  };
}

export function post(r: Row): Post {
  return {
    _id: text(r.documentId),
    slug: text(r.slug),
    title: text(r.title),
    description: text(r.description),
    featuredImage: path(r.featuredImage),
    // Bodies stored before saves made our uploads root-relative are answered root-relative too.
    richContent: rootRelativeUploads(text(r.richContent)),
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
    publication: publication(r),
  };
}

export function team(r: Row): Team {
  return {
    _id: text(r.documentId),
    title: text(r.title),
    position: text(r.position),
    description: text(r.description),
    whatsapp: text(r.whatsapp),
    phone: text(r.phone),
    email: text(r.email),
    featuredImage: path(r.featuredImage),
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

export function review(r: Row): Review {
  return {
    _id: text(r.documentId),
    title: text(r.title),
    description: text(r.description),
    userName: text(r.userName),
    userImage: path(r.userImage),
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

export function insta(r: Row): Insta {
  return { _id: text(r.documentId), images: paths(r.images), updatedAt: iso(r.updatedAt) };
}

/** A JSON column as SQLite may hand it back (text) or PostgreSQL (parsed). */
function jsonValue(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return null;
  }
}

export function settings(r: Row | null): Settings {
  const v = r ?? {};
  return {
    agencyName: text(v.agencyName),
    phone: text(v.phone),
    email: text(v.email),
    whatsapp: text(v.whatsapp),
    address: text(v.address),
    instagramUrl: text(v.instagramUrl),
    linkedinUrl: text(v.linkedinUrl),
    youtubeUrl: text(v.youtubeUrl),
    founderName: text(v.founderName),
    permitRequiredInDubai: bool(v.permitRequiredInDubai),
    agentsMayPublish: bool(v.agentsMayPublish),
    requireTwoFactorForAdministrators: bool(v.requireTwoFactorForAdministrators),
    auditRetentionDays: Number(v.auditRetentionDays ?? AUDIT_RETENTION_DEFAULT_DAYS) || AUDIT_RETENTION_DEFAULT_DAYS,
    // On unless staff turned it off (a settings row older than the pipeline has none).
    dealRoundRobin: v.dealRoundRobin === null || v.dealRoundRobin === undefined ? true : bool(v.dealRoundRobin),
    dealUnansweredHours: Number(v.dealUnansweredHours ?? UNANSWERED_HOURS_DEFAULT) || UNANSWERED_HOURS_DEFAULT,
    taskDigestHour: digestHourOf(v.taskDigestHour),
    buyingCosts: buyingCostsFrom(jsonValue(v.buyingCosts)),
    updatedAt: r ? iso(r.updatedAt) : null,
  };
}
