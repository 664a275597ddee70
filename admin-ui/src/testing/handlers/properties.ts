import {
  API_PREFIX,
  FALLBACK_USD_RATES,
  PERMIT_WARNING_DAYS,
  permitExpiryInstant,
  round2,
  USD_AED_PEG,
  type AgentCard,
  type PermitAlert,
  type Property,
} from '@estate/contract';
import { http, HttpResponse } from 'msw';
import { db, record } from '../db';
import { makeProperty } from '../fixtures';
import { crudHandlers, read, singleImage, storedPath } from './crud';

/** A USD price in AED and EUR, as the CMS derives them offline (the peg and the fallback rates). */
export const derivedPrices = (price: number | null) =>
  price === null
    ? { aed: null, eur: null }
    : { aed: round2(price * USD_AED_PEG), eur: round2(price * (FALLBACK_USD_RATES.EUR ?? 0)) };

type Rows = Property['spaces'];
type Places = Property['inTheArea'];

/** Fields every listing (property, development) shares, as the CMS applies them. */
function applyProperty(p: Property, f: Record<string, unknown>, files: (field: string) => File[]): Property {
  const price = read.number(f, 'price', p.price);
  const kept = read.json<string[] | undefined>(f, 'galleryImages', undefined);
  const gallery = kept ? [...kept, ...p.galleryImages.filter((g) => !kept.includes(g))] : p.galleryImages;
  return {
    ...p,
    title: read.text(f, 'title', p.title),
    beds: read.text(f, 'beds', p.beds),
    baths: read.text(f, 'baths', p.baths),
    space: read.text(f, 'space', p.space),
    price,
    priceAed: derivedPrices(price).aed,
    priceEur: derivedPrices(price).eur,
    desc1: read.text(f, 'desc1', p.desc1),
    desc2: read.text(f, 'desc2', p.desc2),
    location: read.text(f, 'location', p.location),
    locationTitle: read.text(f, 'locationTitle', p.locationTitle),
    locationDescription: read.text(f, 'locationDescription', p.locationDescription),
    medianPrice: read.text(f, 'medianPrice', p.medianPrice),
    medianPricePerSq: read.text(f, 'medianPricePerSq', p.medianPricePerSq),
    rentalYield: read.text(f, 'rentalYield', p.rentalYield),
    isFeatured: read.bool(f, 'isFeatured', p.isFeatured),
    isFullWidthFeatured: read.bool(f, 'isFullWidthFeatured', p.isFullWidthFeatured),
    country: read.text(f, 'country', p.country ?? '') || null,
    propertyType: (read.text(f, 'propertyType', p.propertyType ?? '') || null) as Property['propertyType'],
    featuredImage: singleImage(p.featuredImage, f, files('featuredImage')),
    latitude: read.number(f, 'latitude', p.latitude),
    longitude: read.number(f, 'longitude', p.longitude),
    galleryImages: [...gallery, ...files('galleryImages').map(storedPath)],
    spaces: read.json<Rows>(f, 'spaces', p.spaces).filter((r) => r.title || r.images.length),
    amenities: read.json<Rows>(f, 'amenities', p.amenities).filter((r) => r.title || r.images.length),
    inTheArea: read.json<Places>(f, 'inTheArea', p.inTheArea).filter((r) => r.title || r.description || r.image),
    ...applyDubaiFields(p, f, files),
  };
}

/** The text null (the clients' "none" in multipart) as blank. */
const orNull = (v: string) => (v === 'null' ? '' : v);

type OffPlan = Pick<Property, 'completionStatus' | 'handoverDate' | 'paymentPlan'>;

/** The off-plan fields of a property or development, as the CMS stores them. */
export function applyOffPlan(stored: OffPlan, f: Record<string, unknown>): OffPlan {
  return {
    completionStatus: (orNull(read.text(f, 'completionStatus', stored.completionStatus ?? '')) ||
      null) as Property['completionStatus'],
    handoverDate: orNull(read.text(f, 'handoverDate', stored.handoverDate ?? '')) || null,
    paymentPlan: read.json<Property['paymentPlan']>(f, 'paymentPlan', stored.paymentPlan),
  };
}

/** The team member as a listing answers its agent. */
function agentCard(id: string): AgentCard | null {
  const member = db.teams.find((t) => t._id === id);
  if (!member) return null;
  const { _id, title, position, whatsapp, phone, email, featuredImage } = member;
  return { _id, title, position, whatsapp, phone, email, featuredImage };
}

/** The Dubai listing's fields as the CMS stores them; the reference is never taken from the client. */
function applyDubaiFields(p: Property, f: Record<string, unknown>, files: (field: string) => File[]) {
  const agent = orNull(read.text(f, 'agent', p.agent?._id ?? ''));
  const expiry = orNull(read.text(f, 'permitExpiresAt', p.permitExpiresAt ?? ''));
  const kept = read.json<string[] | undefined>(f, 'floorPlans', undefined);
  const plans = kept ? [...kept, ...p.floorPlans.filter((g) => !kept.includes(g))] : p.floorPlans;
  const [brochure] = files('brochure');
  const [film] = files('film');
  const [panorama] = files('panorama');
  return {
    status: (read.text(f, 'status', p.status) || 'available') as Property['status'],
    agent: agent ? agentCard(agent) : null,
    permitNumber: read.text(f, 'permitNumber', p.permitNumber),
    permitExpiresAt: expiry ? (permitExpiryInstant(expiry)?.toISOString() ?? null) : null,
    ...applyOffPlan(p, f),
    floorPlans: [...plans, ...files('floorPlans').map(storedPath)],
    brochure: brochure ? storedPath(brochure) : p.brochure,
    videoUrl: read.text(f, 'videoUrl', p.videoUrl),
    virtualTourUrl: read.text(f, 'virtualTourUrl', p.virtualTourUrl),
    film: film ? storedPath(film) : p.film,
    panorama: panorama ? storedPath(panorama) : p.panorama,
  };
}

/** Permits expired, and expiring within 14 days, as GET /get-permit-alerts answers them. */
export function permitAlerts(now = Date.now()): { expiring: PermitAlert[]; expired: PermitAlert[] } {
  const alerts = db.properties.flatMap((p): PermitAlert[] =>
    p.permitExpiresAt
      ? [
          {
            _id: p._id,
            slug: p.slug,
            title: p.title,
            referenceNumber: p.referenceNumber,
            permitNumber: p.permitNumber,
            permitExpiresAt: p.permitExpiresAt,
            status: p.status,
            expired: Date.parse(p.permitExpiresAt) <= now,
            draft: p.publication === 'draft',
          },
        ]
      : [],
  );
  const soon = now + PERMIT_WARNING_DAYS * 24 * 3600 * 1000;
  return {
    expired: alerts.filter((a) => a.expired),
    expiring: alerts.filter((a) => !a.expired && Date.parse(a.permitExpiresAt) <= soon),
  };
}

export function dropImageFromListing<
  T extends Pick<Property, 'featuredImage' | 'galleryImages' | 'spaces' | 'amenities' | 'inTheArea'>,
>(entity: T, path: string): T {
  return {
    ...entity,
    featuredImage: entity.featuredImage === path ? null : entity.featuredImage,
    galleryImages: entity.galleryImages.filter((g) => g !== path),
    spaces: entity.spaces.map((r) => ({ ...r, images: r.images.filter((i) => i !== path) })),
    amenities: entity.amenities.map((r) => ({ ...r, images: r.images.filter((i) => i !== path) })),
    inTheArea: entity.inTheArea.map((r) => (r.image === path ? { ...r, image: null } : r)),
  };
}

export const propertyHandlers = [
  ...crudHandlers<Property>({
    label: 'Property',
    list: 'get-properties',
    get: 'get-property',
    add: 'add-property',
    update: 'update-property',
    remove: 'delete-property',
    removeImage: 'remove-image-property',
    idField: 'propertyId',
    responseField: 'property',
    drafts: true,
    rows: () => db.properties,
    setRows: (rows) => {
      db.properties = rows;
    },
    create: (f, files) =>
      applyProperty(
        makeProperty({
          title: read.text(f, 'title'),
          featuredImage: null,
          galleryImages: [],
          spaces: [],
          amenities: [],
          inTheArea: [],
          isFeatured: false,
          desc1: '',
          desc2: '',
          location: '',
          country: null,
          propertyType: null,
          price: null,
        }),
        f,
        files,
      ),
    apply: applyProperty,
    // A property's own files go too, as the CMS unlinks any single file or picture it shows.
    dropImage: (p, path) => ({
      ...dropImageFromListing(p, path),
      floorPlans: p.floorPlans.filter((f) => f !== path),
      brochure: p.brochure === path ? null : p.brochure,
      film: p.film === path ? null : p.film,
      panorama: p.panorama === path ? null : p.panorama,
    }),
  }),
  http.get(`${API_PREFIX}/get-permit-alerts`, async ({ request }) => {
    await record(request);
    return HttpResponse.json(permitAlerts());
  }),
  http.get(`${API_PREFIX}/get-fullwidth-featured-property`, () =>
    HttpResponse.json(db.properties.find((p) => p.isFullWidthFeatured) ?? null),
  ),
  // Every listing as CSV, or those whose title holds q (the CMS searches more fields).
  http.get(`${API_PREFIX}/export-properties`, async ({ request }) => {
    await record(request);
    const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
    const rows = db.properties.filter((p) => p.title.toLowerCase().includes(q));
    const csv = ['\ufeffReference,Title', ...rows.map((p) => `${p.referenceNumber},${p.title}`)].join('\r\n');
    return new HttpResponse(`${csv}\r\n`, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="listings-2026-11-22.csv"',
      },
    });
  }),
];
