import {
  COMPLETION_STATUSES,
  CURRENCIES,
  PROPERTY_SORTS,
  SEARCH_PROPERTY_TYPES,
  SEARCH_QUERY_MAX,
  SIZE_UNITS,
  type CompletionStatus,
  type Currency,
  type SizeUnit,
} from '@estate/contract';

/** The quick price filters, upper bounds in AED (public spec §9). */
export const PRICE_QUICK_FILTERS_AED = [500_000, 1_500_000] as const;
/** Bedroom and bathroom quick values: at least this many. */
export const ROOM_QUICK_VALUES = [1, 3] as const;

export type PropertySort = (typeof PROPERTY_SORTS)[number];

/** How the results show: the list of cards, or the map beside it. */
export const SEARCH_VIEWS = ['list', 'map'] as const;
export type SearchView = (typeof SEARCH_VIEWS)[number];

/** A property search as it lives in the URL of /all-properties (shareable, reload-safe). */
export interface PropertySearch {
  propertyType: string;
  country: string;
  /** Upper bound in AED (the specification's quick buttons). */
  price: number | null;
  beds: number | null;
  baths: number | null;
  sort: PropertySort | null;
  /* ---- finding homes ---- */
  /** Words in the title, the location or the reference number. */
  q: string;
  /** Price bounds in `currency` (the visitor's display currency when they were set). */
  minPrice: number | null;
  maxPrice: number | null;
  currency: Currency | null;
  /** Size bounds in `sizeUnit`. */
  minSize: number | null;
  maxSize: number | null;
  sizeUnit: SizeUnit | null;
  completionStatus: CompletionStatus | null;
  studio: boolean;
  /** "Search this area": the map's bounds, minLng,minLat,maxLng,maxLat. */
  bbox: string | null;
  view: SearchView;
  /** Load More presses: (page + 1) * PAGE_SIZE results are shown. */
  page: number;
}

const positiveInt = (v: string | null): number | null => {
  if (v === null || v.trim() === '') return null;
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

const amountOf = (v: string | null): number | null => {
  if (v === null || v.trim() === '') return null;
  const n = Number(v.replace(/,/g, ''));
  return Number.isFinite(n) && n >= 0 && n <= 1e13 ? n : null;
};

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | null =>
  (values as readonly string[]).includes(v ?? '') ? (v as T) : null;

/** Four decimals (about 11 m) are finer than any map view: shorter links, fewer cache keys. */
const coordinate = (n: number) => String(Math.round(n * 1e4) / 1e4);

/** A valid bbox in its short spelling, or null (the API would refuse it). */
export function normaliseBbox(value: string | null | undefined): string | null {
  if (!value) return null;
  const parts = value.split(',').map((p) => Number(p.trim()));
  if (parts.length !== 4 || !parts.every(Number.isFinite)) return null;
  const [minLng, minLat, maxLng, maxLat] = parts as [number, number, number, number];
  const clampLng = (n: number) => Math.max(-180, Math.min(180, n));
  const clampLat = (n: number) => Math.max(-90, Math.min(90, n));
  const box = [clampLng(minLng), clampLat(minLat), clampLng(maxLng), clampLat(maxLat)] as const;
  if (box[0] > box[2] || box[1] > box[3]) return null;
  return box.map(coordinate).join(',');
}

/** Bounds the wrong way round are read the right way round rather than finding nothing. */
function ordered(min: number | null, max: number | null): [number | null, number | null] {
  return min !== null && max !== null && min > max ? [max, min] : [min, max];
}

export function parsePropertySearch(params: URLSearchParams): PropertySearch {
  const [minPrice, maxPrice] = ordered(amountOf(params.get('minPrice')), amountOf(params.get('maxPrice')));
  const [minSize, maxSize] = ordered(amountOf(params.get('minSize')), amountOf(params.get('maxSize')));
  const studio = params.get('studio') === 'true';
  return {
    propertyType: (params.get('propertyType') ?? '').trim(),
    country: (params.get('country') ?? '').trim(),
    price: positiveInt(params.get('price')),
    // Studios have no bedroom: a bedroom minimum beside them would find nothing.
    beds: studio ? null : positiveInt(params.get('beds')),
    baths: positiveInt(params.get('baths')),
    sort: oneOf(PROPERTY_SORTS, params.get('sort')),
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX),
    minPrice,
    maxPrice,
    currency: minPrice !== null || maxPrice !== null ? oneOf(CURRENCIES, params.get('currency')) : null,
    minSize,
    maxSize,
    sizeUnit: minSize !== null || maxSize !== null ? oneOf(SIZE_UNITS, params.get('sizeUnit')) : null,
    completionStatus: oneOf(COMPLETION_STATUSES, params.get('completionStatus')),
    studio,
    bbox: normaliseBbox(params.get('bbox')),
    view: oneOf(SEARCH_VIEWS, params.get('view')) ?? 'list',
    page: Math.min(positiveInt(params.get('page')) ?? 0, 50),
  };
}

/** The URL query of a search; empty values are left out so links stay short. */
export function toSearchParams(search: Partial<PropertySearch>): URLSearchParams {
  const out = new URLSearchParams();
  const set = (key: string, value: string | number | null | undefined | false) => {
    if (value !== null && value !== undefined && value !== '' && value !== false) out.set(key, String(value));
  };
  set('propertyType', search.propertyType);
  set('country', search.country);
  set('price', search.price || null);
  set('beds', search.beds || null);
  set('baths', search.baths || null);
  set('sort', search.sort);
  set('q', search.q);
  set('minPrice', search.minPrice);
  set('maxPrice', search.maxPrice);
  const priced = search.minPrice != null || search.maxPrice != null;
  if (priced && search.currency && search.currency !== 'AED') set('currency', search.currency);
  set('minSize', search.minSize);
  set('maxSize', search.maxSize);
  const sized = search.minSize != null || search.maxSize != null;
  if (sized && search.sizeUnit === 'sqm') set('sizeUnit', 'sqm');
  set('completionStatus', search.completionStatus);
  set('studio', search.studio ? 'true' : null);
  set('bbox', search.bbox);
  set('view', search.view === 'map' ? 'map' : null);
  set('page', search.page || null);
  return out;
}

export function isFiltered(search: PropertySearch): boolean {
  return !!(search.propertyType || search.country || search.bbox) || panelFiltered(search);
}

/** Whether a filter of the panel (not the bar's type and country) is set: the panel then starts open. */
export function panelFiltered(search: PropertySearch): boolean {
  return !!(
    search.price ||
    search.beds ||
    search.baths ||
    search.q ||
    search.minPrice !== null ||
    search.maxPrice !== null ||
    search.minSize !== null ||
    search.maxSize !== null ||
    search.completionStatus ||
    search.studio
  );
}

export const SEARCH_TYPES = SEARCH_PROPERTY_TYPES;
