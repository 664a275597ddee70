import {
  apiPath,
  canonicalPropertyType,
  HOME_LIMITS,
  SAVED_SEARCH_MESSAGES,
  savedSearchLabel,
  TOTAL_COUNT_HEADER,
  TOTAL_LOWER_BOUND_HEADER,
  VIEWING_SUCCESS,
  type Area,
  type ParamsArg,
  type RouteName,
  type Development,
  type Home,
  type EnquiryInput,
  type Insta,
  type PlaceNames,
  type Post,
  type Property,
  type PropertyFilter,
  type PropertyMarker,
  type Rates,
  type Review,
  type SaveSearchInput,
  type Settings,
  type StartNowInput,
  type SubscribeInput,
  type Team,
  type ViewingInput,
} from '@estate/contract';
import { http, HttpResponse } from 'msw';
import { aDevelopment, anArea, aPost, aProperty, aReview, aTeamMember, RATES, SETTINGS } from './fixtures';

/*
 * The happy path of every contract call the site makes, one group per domain, typed by the
 * contract. Tests change the data through `db` or add error answers with server.use().
 */
export const db = {
  properties: [] as Property[],
  developments: [] as Development[],
  areas: [] as Area[],
  /** The places' names by language: each area guide's English title → its translated title. */
  placeNames: {} as Record<string, Record<string, string>>,
  posts: [] as Post[],
  teams: [] as Team[],
  reviews: [] as Review[],
  insta: null as Insta | null,
  settings: SETTINGS as Settings,
  rates: RATES as Rates,
  leads: {
    enquiry: [] as EnquiryInput[],
    startNow: [] as StartNowInput[],
    subscribe: [] as SubscribeInput[],
    viewing: [] as ViewingInput[],
  },
  /** Saved searches sent, and the tokens of confirm and unsubscribe posts. */
  savedSearches: { saved: [] as SaveSearchInput[], confirmed: [] as string[], unsubscribed: [] as string[] },
};

export function resetDb(): void {
  db.properties = Array.from({ length: 3 }, () => aProperty());
  db.developments = Array.from({ length: 2 }, () => aDevelopment());
  db.areas = [anArea({ title: 'palm Jumeirah' }), anArea({ title: 'Downtown Dubai' }), anArea({ title: 'Al Barari' })];
  db.placeNames = {};
  db.posts = [aPost()];
  db.teams = [aTeamMember()];
  db.reviews = [aReview()];
  db.insta = null;
  db.settings = SETTINGS;
  db.rates = RATES;
  db.leads = { enquiry: [], startNow: [], subscribe: [], viewing: [] };
  db.savedSearches = { saved: [], confirmed: [], unsubscribed: [] };
}

const url = <N extends RouteName>(name: N, ...params: ParamsArg<N>) => `*${apiPath(name, ...params)}`;

function page<T>(items: T[], request: Request) {
  const q = new URL(request.url).searchParams;
  const limit = Number(q.get('limit') ?? 100);
  const offset = Number(q.get('offset') ?? 0);
  return HttpResponse.json(items.slice(offset, offset + limit) as never, {
    headers: { [TOTAL_COUNT_HEADER]: String(items.length) },
  });
}

function matches(p: { location: string; country: string | null; propertyType?: string | null }, f: PropertyFilter) {
  const country = f.country?.toLowerCase();
  if (country && p.location.trim().toLowerCase() !== country && (p.country ?? '').toLowerCase() !== country)
    return false;
  if (f.propertyType && (p.propertyType ?? '').toLowerCase() !== f.propertyType.toLowerCase()) return false;
  return true;
}

/** What the CMS's distinct-values routes answer: trimmed, one per case-insensitive spelling, list order. */
function distinctValues(values: (string | null)[]): string[] {
  const seen = new Map<string, string>();
  for (const value of values) {
    const trimmed = (value ?? '').trim();
    if (trimmed && !seen.has(trimmed.toLowerCase())) seen.set(trimmed.toLowerCase(), trimmed);
  }
  return [...seen.values()];
}
const distinct = (values: (string | null)[]) => HttpResponse.json(distinctValues(values));

export const propertyHandlers = [
  // With propertyType, the locations of listings of that type only (any case of a known type).
  http.get(url('getPropertyLocations'), ({ request }) => {
    const type = new URL(request.url).searchParams.get('propertyType');
    if (type === null) return distinct(db.properties.map((p) => p.location));
    const known = canonicalPropertyType(type);
    if (!known)
      return HttpResponse.json(
        {
          message: 'propertyType must be one of the property types',
          errors: [{ field: 'propertyType', message: 'propertyType must be one of the property types' }],
        },
        { status: 400 },
      );
    return distinct(db.properties.filter((p) => p.propertyType === known).map((p) => p.location));
  }),
  http.get(url('getPropertyCountries'), () => distinct(db.properties.map((p) => p.country))),
  // The CMS's rule: each country with homes, counted as the filter route finds them.
  http.get(url('getPropertyPlaces'), ({ request }) => {
    const propertyType = new URL(request.url).searchParams.get('propertyType') ?? undefined;
    const names = [...new Set(db.properties.map((p) => p.country).filter(Boolean))] as string[];
    return HttpResponse.json(
      names
        .map((name) => ({
          name,
          count: db.properties.filter((p) => matches(p, { country: name, propertyType })).length,
        }))
        .filter((p) => p.count > 0),
    );
  }),
  http.get(url('getProperties'), ({ request }) => page(db.properties, request)),
  http.get(url('getFeaturedProperties'), ({ request }) =>
    page(
      db.properties.filter((p) => p.isFeatured),
      request,
    ),
  ),
  http.get(url('getFullwidthFeaturedProperty'), () =>
    HttpResponse.json<Property | null>(db.properties.find((p) => p.isFullWidthFeatured) ?? null),
  ),
  http.get<{ slug: string }>(`*/api/admin/get-property-slug/:slug`, ({ params }) => {
    const found = db.properties.find((p) => p.slug === params.slug);
    return found
      ? HttpResponse.json<Property>(found)
      : HttpResponse.json({ message: 'Property not found' }, { status: 404 });
  }),
  // The CMS's rule, simply: same location and type, within 30% of the price, not the listing.
  http.get(url('getSimilarProperties'), ({ request }) => {
    const slug = new URL(request.url).searchParams.get('slug');
    const self = db.properties.find((p) => p.slug === slug);
    if (!self) return HttpResponse.json({ message: 'Property not found' }, { status: 404 });
    const price = self.priceAed ?? 0;
    return HttpResponse.json<Property[]>(
      db.properties.filter(
        (p) =>
          p.slug !== slug &&
          p.location === self.location &&
          p.propertyType === self.propertyType &&
          Math.abs((p.priceAed ?? 0) - price) <= price * 0.3,
      ),
    );
  }),
  // The CMS's order: the listing's location, then its country, then the rest; not the listing.
  http.get(url('getNearbyProperties'), ({ request }) => {
    const slug = new URL(request.url).searchParams.get('slug');
    const self = db.properties.find((p) => p.slug === slug);
    if (!self) return HttpResponse.json({ message: 'Property not found' }, { status: 404 });
    const rank = (p: Property) => (p.location === self.location ? 0 : p.country === self.country ? 1 : 2);
    return HttpResponse.json<Property[]>(
      db.properties.filter((p) => p.slug !== slug).sort((a, b) => rank(a) - rank(b)),
    );
  }),
  http.post(url('getPropertiesFilter'), async ({ request }) => {
    const f = (await request.json()) as PropertyFilter;
    const all = db.properties.filter((p) => matches(p, f));
    const offset = Number(f.offset ?? 0);
    const limit = Number(f.limit ?? 100);
    // The CMS's rule: with countUpTo, a total past it is the cap, flagged as a lower bound.
    const capped = f.countUpTo !== undefined && all.length > f.countUpTo;
    return HttpResponse.json<Property[]>(all.slice(offset, offset + limit), {
      headers: {
        [TOTAL_COUNT_HEADER]: String(capped ? f.countUpTo : all.length),
        ...(capped ? { [TOTAL_LOWER_BOUND_HEADER]: 'true' } : {}),
      },
    });
  }),
  http.post(url('getPropertyMarkers'), async ({ request }) => {
    const f = (await request.json()) as PropertyFilter;
    const placed = db.properties.filter((p) => matches(p, f) && p.latitude !== null && p.longitude !== null);
    return HttpResponse.json<PropertyMarker[]>(
      placed.map((p) => ({
        _id: p._id,
        slug: p.slug,
        title: p.title,
        latitude: p.latitude!,
        longitude: p.longitude!,
        featuredImage: p.featuredImage,
        beds: p.beds === '' ? null : Number(p.beds),
        propertyType: p.propertyType,
        price: p.price,
        priceAed: p.priceAed,
        priceEur: p.priceEur,
      })),
      { headers: { [TOTAL_COUNT_HEADER]: String(placed.length) } },
    );
  }),
  http.get(url('getPropertiesBySlugs'), ({ request }) => {
    const slugs = (new URL(request.url).searchParams.get('slugs') ?? '').split(',');
    return HttpResponse.json<Property[]>(slugs.flatMap((slug) => db.properties.find((p) => p.slug === slug) ?? []));
  }),
];

export const developmentHandlers = [
  http.get(url('getDevelopments'), ({ request }) => page(db.developments, request)),
  http.get(url('getDevelopmentLocations'), () => distinct(db.developments.map((d) => d.location))),
  http.get(url('getDevelopmentCountries'), () => distinct(db.developments.map((d) => d.country))),
  http.get(url('getFeaturedDevelopments'), ({ request }) =>
    page(
      db.developments.filter((d) => d.isFeatured),
      request,
    ),
  ),
  http.get(url('getSoldDevelopments'), ({ request }) =>
    page(
      db.developments.filter((d) => d.isSold),
      request,
    ),
  ),
  http.get(url('getFullwidthFeaturedDevelopment'), () =>
    HttpResponse.json<Development | null>(db.developments.find((d) => d.isFullWidthFeatured) ?? null),
  ),
  http.get<{ slug: string }>(`*/api/admin/get-development-slug/:slug`, ({ params }) => {
    const found = db.developments.find((d) => d.slug === params.slug);
    return found
      ? HttpResponse.json<Development>(found)
      : HttpResponse.json({ message: 'Development not found' }, { status: 404 });
  }),
  http.post(url('getDevelopmentsFilter'), async ({ request }) => {
    const f = (await request.json()) as PropertyFilter;
    const all = db.developments.filter((d) => matches(d, f));
    const offset = Number(f.offset ?? 0);
    const limit = Number(f.limit ?? 100);
    return HttpResponse.json<Development[]>(all.slice(offset, offset + limit), {
      headers: { [TOTAL_COUNT_HEADER]: String(all.length) },
    });
  }),
];

export const areaHandlers = [
  http.get(url('getAreas'), ({ request }) => page(db.areas, request)),
  http.get<{ slug: string }>(`*/api/admin/get-area-slug/:slug`, ({ params }) => {
    const found = db.areas.find((a) => a.slug === params.slug);
    return found ? HttpResponse.json<Area>(found) : HttpResponse.json({ message: 'Area not found' }, { status: 404 });
  }),
  http.get(url('getPlaceNames'), ({ request }) => {
    const language = (new URL(request.url).searchParams.get('language') ?? 'en') as PlaceNames['language'];
    return HttpResponse.json<PlaceNames>({ language, names: db.placeNames[language] ?? {} });
  }),
];

export const contentHandlers = [
  http.get(url('getPosts'), ({ request }) => page(db.posts, request)),
  http.get<{ slug: string }>(`*/api/admin/get-post-slug/:slug`, ({ params }) => {
    const found = db.posts.find((p) => p.slug === params.slug);
    return found
      ? HttpResponse.json<{ data: Post }>({ data: found })
      : HttpResponse.json({ message: 'Post not found' }, { status: 404 });
  }),
  http.get(url('getTeams'), ({ request }) => page(db.teams, request)),
  http.get(url('getReviews'), ({ request }) => page(db.reviews, request)),
  http.get(url('getInsta'), () =>
    db.insta ? HttpResponse.json<Insta>(db.insta) : HttpResponse.json({ message: 'Not found' }, { status: 404 }),
  ),
];

/** What getHome answers from `db` for the hero's type: each section as its own handler answers it. */
export function homeOf(propertyType: string): Home {
  const featured = <T extends { isFeatured: boolean }>(items: T[]) => items.filter((i) => i.isFeatured);
  return {
    locations: distinctValues(db.properties.map((p) => p.location)),
    typeLocations: distinctValues(db.properties.filter((p) => p.propertyType === propertyType).map((p) => p.location)),
    teams: db.teams.slice(0, 100),
    fullwidthProperty: db.properties.find((p) => p.isFullWidthFeatured) ?? null,
    featuredProperties: featured(db.properties).slice(0, HOME_LIMITS.featuredProperties),
    developments: db.developments.slice(0, HOME_LIMITS.developments),
    fullwidthDevelopment: db.developments.find((d) => d.isFullWidthFeatured) ?? null,
    featuredDevelopments: featured(db.developments).slice(0, HOME_LIMITS.featuredDevelopments),
    reviews: db.reviews.slice(0, 100),
    posts: db.posts.slice(0, 100),
    insta: db.insta,
    failed: [],
  };
}

/** The home's sections in one answer, each as the section's own handler above answers it. */
export const homeHandlers = [
  http.get(url('getHome'), ({ request }) => {
    const known = canonicalPropertyType(new URL(request.url).searchParams.get('propertyType') ?? '');
    if (!known)
      return HttpResponse.json(
        {
          message: 'propertyType must be one of the property types',
          errors: [{ field: 'propertyType', message: 'propertyType must be one of the property types' }],
        },
        { status: 400 },
      );
    return HttpResponse.json<Home>(homeOf(known));
  }),
];

export const referenceHandlers = [
  http.get(url('getSettings'), () => HttpResponse.json<Settings>(db.settings)),
  http.get(url('getRates'), () => HttpResponse.json<Rates>(db.rates)),
];

export const leadHandlers = [
  http.post(url('sendEmail'), async ({ request }) => {
    db.leads.enquiry.push((await request.json()) as EnquiryInput);
    return HttpResponse.json({ message: 'Thanks for contacting us...' });
  }),
  http.post(url('sendEmailStartNow'), async ({ request }) => {
    db.leads.startNow.push((await request.json()) as StartNowInput);
    return HttpResponse.json({ message: 'Thanks for contacting us...' });
  }),
  http.post(url('bookViewing'), async ({ request }) => {
    db.leads.viewing.push((await request.json()) as ViewingInput);
    return HttpResponse.json({ message: VIEWING_SUCCESS });
  }),
  http.post(url('subscribe'), async ({ request }) => {
    db.leads.subscribe.push((await request.json()) as SubscribeInput);
    return HttpResponse.json({ message: 'Subscribed' });
  }),
];

const tokenOf = async (request: Request) => String(((await request.json()) as { token?: string }).token ?? '');

export const savedSearchHandlers = [
  http.post(url('saveSearch'), async ({ request }) => {
    const input = (await request.json()) as SaveSearchInput;
    db.savedSearches.saved.push(input);
    return HttpResponse.json({ message: SAVED_SEARCH_MESSAGES.saved, label: savedSearchLabel(input.filters ?? {}) });
  }),
  // As the CMS: a link confirms once, and the same link again says it is already confirmed.
  http.post(url('confirmSavedSearch'), async ({ request }) => {
    const token = await tokenOf(request);
    const already = db.savedSearches.confirmed.includes(token);
    if (!already) db.savedSearches.confirmed.push(token);
    const message = already ? SAVED_SEARCH_MESSAGES.alreadyConfirmed : SAVED_SEARCH_MESSAGES.confirmed;
    return HttpResponse.json({ message, label: 'Villas in Dubai' });
  }),
  http.post(url('unsubscribeSavedSearch'), async ({ request }) => {
    db.savedSearches.unsubscribed.push(await tokenOf(request));
    return HttpResponse.json({ message: SAVED_SEARCH_MESSAGES.unsubscribed, label: 'Villas in Dubai' });
  }),
];

export const handlers = [
  ...propertyHandlers,
  ...developmentHandlers,
  ...areaHandlers,
  ...contentHandlers,
  ...homeHandlers,
  ...referenceHandlers,
  ...leadHandlers,
  ...savedSearchHandlers,
];
