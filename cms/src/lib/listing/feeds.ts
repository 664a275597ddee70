import { createHash, timingSafeEqual } from 'crypto';
import { PORTAL_FEEDS, type PortalFeed, type Property } from '@estate/contract';
import { currentContentVersion } from '../cache/content-version';
import { isInDubai } from './listing';
import { andWhere, publicPropertyWhere } from './public-listings';
import { textsInLanguage } from '../translations/translation-reads';

/*
 * The portal feeds (docs/decisions/0028): every public listing with a valid advertising
 * permit, in the XML Property Finder and Bayut import. Built from the listings' stored forms
 * (decision 0017) a page at a time, kept per content version (decision 0004, which also turns
 * when a permit runs out), so a portal's hourly fetch costs one store read while nothing changed.
 */

const PAGE = 500;

/* ------------------------------------------------------------------ access */

/** FEED_TOKEN guards the feeds: without it set, or with another token, they do not exist. */
export function feedTokenMatches(given: unknown): boolean {
  const expected = (process.env.FEED_TOKEN ?? '').trim();
  if (!expected || typeof given !== 'string' || !given) return false;
  // Equal-length digests, compared in constant time: the answer's timing says nothing of the token.
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export const isPortalFeed = (value: unknown): value is PortalFeed => PORTAL_FEEDS.includes(value as PortalFeed);

/* ------------------------------------------------------------------ XML */

// Characters XML 1.0 does not allow at all (control characters but tab, line feed, return).
// eslint-disable-next-line no-control-regex
const INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const clean = (v: unknown) => (v === null || v === undefined ? '' : String(v)).replace(INVALID, '');
const escape = (v: unknown) =>
  clean(v).replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
/** Text as CDATA, as the portals ask for descriptions; a `]]>` inside is split across two sections. */
const cdata = (v: unknown) => `<![CDATA[${clean(v).replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
const el = (name: string, value: unknown) => `<${name}>${escape(value)}</${name}>`;

/** The portals' date-time: YYYY-MM-DD HH:MM:SS in Dubai time (UTC+4, no daylight saving). */
export function portalTime(iso: string | Date): string {
  const t = new Date(new Date(iso).getTime() + 4 * 3600 * 1000);
  return t.toISOString().slice(0, 19).replace('T', ' ');
}

/* ------------------------------------------------------------------ mapping */

/** Where a listing is: the city, and its community and sub-community from the location text. */
export function placeOf(p: Pick<Property, 'location' | 'country'>) {
  const city = isInDubai(p.country, p.location) ? 'Dubai' : (p.country ?? '');
  const parts = p.location
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (parts.length > 1 && parts[parts.length - 1].toLowerCase() === city.toLowerCase()) parts.pop();
  return {
    city,
    community: parts[parts.length - 1] ?? '',
    subCommunity: parts.length > 1 ? parts[parts.length - 2] : '',
  };
}

const PF_TYPE: Record<string, string> = {
  Apartment: 'AP',
  Flat: 'AP',
  Villa: 'VH',
  Home: 'VH',
  Townhouse: 'TH',
  Penthouse: 'PH',
  Land: 'LP',
};
const BAYUT_TYPE: Record<string, string> = {
  Apartment: 'Apartment',
  Flat: 'Apartment',
  Villa: 'Villa',
  Home: 'Villa',
  Townhouse: 'Townhouse',
  Penthouse: 'Penthouse',
  Land: 'Residential Plot',
};

/** Property Finder's private amenity codes, matched from the amenity titles staff write. */
const PF_AMENITIES: Array<[RegExp, string]> = [
  [/central a\/?c|air.?condition/i, 'AC'],
  [/balcon|terrace/i, 'BA'],
  [/built.?in kitchen|kitchen appliance/i, 'BK'],
  [/landmark/i, 'BL'],
  [/wardrobe/i, 'BW'],
  [/covered parking|parking|garage/i, 'CP'],
  [/concierge/i, 'CS'],
  [/lobby/i, 'LB'],
  [/maid'?s room/i, 'MR'],
  [/maid service/i, 'MS'],
  [/pets?/i, 'PA'],
  [/private garden|garden/i, 'PG'],
  [/jacuzzi/i, 'PJ'],
  [/private pool|infinity pool/i, 'PP'],
  [/private gym/i, 'PY'],
  [/security/i, 'SE'],
  [/shared pool|communal pool/i, 'SP'],
  [/spa/i, 'SS'],
  [/study|library/i, 'ST'],
  [/shared gym|gym|fitness/i, 'SY'],
  [/sea view|water view|beach|marina view/i, 'VW'],
  [/walk.?in closet|dressing/i, 'WC'],
  [/children'?s pool|kids'? pool/i, 'CO'],
  [/play ?area|playground/i, 'PR'],
  [/barbecue|bbq/i, 'BR'],
];

const amenityTitles = (p: Property) => p.amenities.map((a) => a.title.trim()).filter(Boolean);
export function pfAmenities(p: Property): string {
  const codes = new Set<string>();
  for (const title of amenityTitles(p)) {
    const found = PF_AMENITIES.find(([pattern]) => pattern.test(title));
    if (found) codes.add(found[1]);
  }
  return [...codes].join(',');
}

const whole = (v: string | number | null | undefined) => {
  const n = Number(v);
  return v === null || v === undefined || v === '' || !Number.isFinite(n) ? '' : String(Math.round(n));
};
const priceOf = (p: Property) => whole(p.priceAed ?? p.price);
const digits = (phone: string) => phone.replace(/[^\d]/g, '');
const photos = (p: Property) => [p.featuredImage, ...p.galleryImages].filter((x): x is string => !!x);
const description = (p: Pick<Property, 'desc1' | 'desc2'>) =>
  [p.desc1, p.desc2]
    .map((s) => s.trim())
    .filter(Boolean)
    .join('\n\n');

/**
 * A listing's Arabic title and description, where its Arabic translation gives them (both formats
 * have fields for them; docs/decisions/0102): the description is the Arabic descriptions only,
 * never Arabic and English mixed.
 */
export interface Arabic {
  title: string | null;
  description: string | null;
}

const NO_ARABIC: Arabic = { title: null, description: null };

function arabicOf(translated: Property & { translation?: { untranslated: string[] } }): Arabic {
  const untranslated = translated.translation?.untranslated ?? ['title', 'desc1', 'desc2'];
  const texts = (['desc1', 'desc2'] as const).filter((f) => !untranslated.includes(f));
  return {
    title: untranslated.includes('title') ? null : translated.title,
    description: texts.length
      ? description({ desc1: '', desc2: '', ...Object.fromEntries(texts.map((f) => [f, translated[f]])) })
      : null,
  };
}

/**
 * The listing's films: its video link and its own film (absolute); its 360° views: its tour link
 * and its own panorama (absolute). Stored forms made before the film and panorama lack them.
 */
const films = (p: Property, url: (path: string | null) => string) => [p.videoUrl, url(p.film ?? null)].filter(Boolean);
const views360 = (p: Property, url: (path: string | null) => string) =>
  [p.virtualTourUrl, url(p.panorama ?? null)].filter(Boolean);

/** Absolute URLs of stored files: the site's public origin before /uploads/... */
const absolute = (origin: string) => (path: string | null) =>
  !path ? '' : /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;

function propertyFinderItem(p: Property, url: (path: string | null) => string, arabic: Arabic): string {
  const place = placeOf(p);
  const updated = portalTime(p.updatedAt);
  const beds = Number(p.beds);
  const baths = Number(p.baths);
  const price = priceOf(p);
  const out = [
    `<property last_update="${updated}">`,
    el('reference_number', p.referenceNumber),
    el('permit_number', p.permitNumber),
    el('offering_type', 'RS'),
    el('property_type', PF_TYPE[p.propertyType ?? ''] ?? 'AP'),
    el('price_on_application', price ? 'No' : 'Yes'),
    price ? el('price', price) : '',
    el('city', place.city),
    el('community', place.community),
    el('sub_community', place.subCommunity),
    el('title_en', p.title),
    arabic.title ? el('title_ar', arabic.title) : '',
    `<description_en>${cdata(description(p))}</description_en>`,
    arabic.description ? `<description_ar>${cdata(arabic.description)}</description_ar>` : '',
    el('private_amenities', pfAmenities(p)),
    el('size', whole(p.space)),
    el('bedroom', p.beds === '' ? '' : beds > 7 ? '7+' : String(beds)),
    el('bathroom', p.baths === '' ? '' : baths > 7 ? '7+' : String(baths)),
    p.agent
      ? [
          '<agent>',
          el('id', p.agent._id),
          el('name', p.agent.title),
          el('email', p.agent.email),
          el('phone', digits(p.agent.phone || p.agent.whatsapp)),
          p.agent.featuredImage ? el('photo', url(p.agent.featuredImage)) : '',
          '</agent>',
        ].join('')
      : '',
    '<photo>',
    ...photos(p).map((path) => `<url last_updated="${updated}">${escape(url(path))}</url>`),
    '</photo>',
    p.floorPlans.length
      ? [
          '<floor_plan>',
          ...p.floorPlans.map((path) => `<url last_updated="${updated}">${escape(url(path))}</url>`),
          '</floor_plan>',
        ].join('')
      : '',
    p.latitude !== null && p.longitude !== null ? el('geopoints', `${p.longitude},${p.latitude}`) : '',
    // One of each: the link staff gave first, else the site's own file.
    films(p, url).length ? el('video_tour_url', films(p, url)[0]) : '',
    views360(p, url).length ? el('view360', views360(p, url)[0]) : '',
    p.completionStatus ? el('completion_status', p.completionStatus === 'off-plan' ? 'off_plan' : 'completed') : '',
    '</property>',
  ];
  return out.join('');
}

function bayutItem(p: Property, url: (path: string | null) => string, arabic: Arabic): string {
  const place = placeOf(p);
  const updated = portalTime(p.updatedAt);
  const beds = Number(p.beds);
  const offPlan = p.completionStatus === 'off-plan';
  const out = [
    '<Property>',
    `<Property_Ref_No>${cdata(p.referenceNumber)}</Property_Ref_No>`,
    `<Permit_Number>${cdata(p.permitNumber)}</Permit_Number>`,
    el('Property_Status', 'live'),
    el('Property_purpose', 'Buy'),
    `<Property_Type>${cdata(BAYUT_TYPE[p.propertyType ?? ''] ?? 'Apartment')}</Property_Type>`,
    el('Property_Size', whole(p.space)),
    el('Property_Size_Unit', 'SQFT'),
    // Bayut reads -1 as a studio.
    el('Bedrooms', p.beds === '' ? '' : beds === 0 ? '-1' : String(beds)),
    el('Bathrooms', p.baths === '' ? '' : whole(p.baths)),
    el('Off_plan', offPlan ? 'Yes' : 'No'),
    offPlan ? el('offplanDetails_saleType', 'New') : '',
    offPlan && p.handoverDate ? el('Completion_Date', p.handoverDate) : '',
    '<Portals><Portal>Bayut</Portal><Portal>dubizzle</Portal></Portals>',
    `<Property_Title>${cdata(p.title)}</Property_Title>`,
    arabic.title ? `<Property_Title_AR>${cdata(arabic.title)}</Property_Title_AR>` : '',
    `<Property_Description>${cdata(description(p))}</Property_Description>`,
    arabic.description ? `<Property_Description_AR>${cdata(arabic.description)}</Property_Description_AR>` : '',
    el('Price', priceOf(p)),
    `<City>${cdata(place.city)}</City>`,
    `<Locality>${cdata(place.community)}</Locality>`,
    `<Sub_Locality>${cdata(place.subCommunity)}</Sub_Locality>`,
    `<Tower_Name>${cdata('')}</Tower_Name>`,
    `<Listing_Agent>${cdata(p.agent?.title ?? '')}</Listing_Agent>`,
    `<Listing_Agent_Phone>${cdata(p.agent?.phone || p.agent?.whatsapp || '')}</Listing_Agent_Phone>`,
    `<Listing_Agent_Email>${cdata(p.agent?.email ?? '')}</Listing_Agent_Email>`,
    '<Images>',
    ...photos(p).map((path) => `<Image last_update="${updated}">${cdata(url(path))}</Image>`),
    '</Images>',
    p.floorPlans.length
      ? [
          '<Floor_Plans>',
          ...p.floorPlans.map((path) => `<Floor_Plan>${cdata(url(path))}</Floor_Plan>`),
          '</Floor_Plans>',
        ].join('')
      : '',
    amenityTitles(p).length
      ? ['<Features>', ...amenityTitles(p).map((t) => `<Feature>${cdata(t)}</Feature>`), '</Features>'].join('')
      : '',
    films(p, url).length
      ? ['<Videos>', ...films(p, url).map((film) => `<Video>${cdata(film)}</Video>`), '</Videos>'].join('')
      : '',
    p.latitude !== null && p.longitude !== null ? el('Latitude', p.latitude) + el('Longitude', p.longitude) : '',
    el('Last_Updated', updated),
    '</Property>',
  ];
  return out.join('');
}

const FORMATS: Record<PortalFeed, { item: typeof bayutItem; root: string }> = {
  'property-finder': { item: propertyFinderItem, root: 'list' },
  bayut: { item: bayutItem, root: 'Properties' },
};

/* ------------------------------------------------------------------ building and caching */

/** What the feeds list: public listings (lib/listing/public-listings) with a permit number that has not expired. */
export const feedWhere = (now = new Date()) =>
  andWhere(publicPropertyWhere(now), { permitNumber: { $notNull: true, $ne: '' } });

interface Built {
  version: string;
  body: Buffer;
  etag: string;
}

type Lister = (options: {
  where: Record<string, unknown>;
  orderBy: unknown;
  limit: number;
}) => Promise<{ items: Property[] }>;

/**
 * One feed as XML bytes: the listings a page at a time in id order (keyset paging: each page is
 * an index range, its answers the stored forms), joined once at the end.
 */
export async function buildFeed(portal: PortalFeed, list: Lister, origin: string): Promise<Buffer> {
  const format = FORMATS[portal];
  const url = absolute(origin.replace(/\/+$/, ''));
  const parts: string[] = [];
  const where = feedWhere();
  let lastId = '';
  let count = 0;
  let newest = 0;
  for (;;) {
    const page = await list({
      where: lastId ? andWhere(where, { documentId: { $gt: lastId } }) : where,
      orderBy: [{ documentId: 'asc' }],
      limit: PAGE,
    });
    const inArabic = new Map(
      (await textsInLanguage('property', 'ar', page.items)).map((t) => [t._id, arabicOf(t)] as const),
    );
    for (const p of page.items) {
      parts.push(format.item(p, url, inArabic.get(p._id) ?? NO_ARABIC));
      newest = Math.max(newest, Date.parse(p.updatedAt) || 0);
    }
    count += page.items.length;
    if (page.items.length < PAGE) break;
    lastId = page.items[page.items.length - 1]._id;
  }
  const stamp = portalTime(newest ? new Date(newest) : new Date());
  const head = `<?xml version="1.0" encoding="UTF-8"?>\n<${format.root} last_update="${stamp}" listing_count="${count}">`;
  return Buffer.from(`${head}${parts.join('\n')}</${format.root}>\n`, 'utf8');
}

const cache = new Map<PortalFeed, Built>();
const building = new Map<string, Promise<Built>>();

/** The feed of this content version: kept, or built once however many ask at the same time. */
export async function portalFeed(portal: PortalFeed, list: Lister, origin: string): Promise<Built> {
  const version = await currentContentVersion();
  const kept = cache.get(portal);
  if (kept?.version === version) return kept;
  const key = `${portal}:${version}`;
  let pending = building.get(key);
  if (!pending) {
    pending = buildFeed(portal, list, origin)
      .then((body) => {
        const built = { version, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
        cache.set(portal, built);
        return built;
      })
      .finally(() => building.delete(key));
    building.set(key, pending);
  }
  return pending;
}
