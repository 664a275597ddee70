import { PROPERTY_SORTS, SEARCH_PROPERTY_TYPES } from '@estate/contract';

/** The quick price filters, upper bounds in AED (public spec §9). */
export const PRICE_QUICK_FILTERS_AED = [500_000, 1_500_000] as const;
/** Bedroom and bathroom quick values: at least this many. */
export const ROOM_QUICK_VALUES = [1, 3] as const;

export type PropertySort = (typeof PROPERTY_SORTS)[number];

/** A property search as it lives in the URL of /all-properties (shareable, reload-safe). */
export interface PropertySearch {
  propertyType: string;
  country: string;
  /** Upper bound in AED. */
  price: number | null;
  beds: number | null;
  baths: number | null;
  sort: PropertySort | null;
  /** Load More presses: (page + 1) * PAGE_SIZE results are shown. */
  page: number;
}

const positiveInt = (v: string | null): number | null => {
  if (v === null || v.trim() === '') return null;
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export function parsePropertySearch(params: URLSearchParams): PropertySearch {
  const sort = params.get('sort');
  return {
    propertyType: (params.get('propertyType') ?? '').trim(),
    country: (params.get('country') ?? '').trim(),
    price: positiveInt(params.get('price')),
    beds: positiveInt(params.get('beds')),
    baths: positiveInt(params.get('baths')),
    sort: (PROPERTY_SORTS as readonly string[]).includes(sort ?? '') ? (sort as PropertySort) : null,
    page: Math.min(positiveInt(params.get('page')) ?? 0, 50),
  };
}

/** The URL query of a search; empty values are left out so links stay short. */
export function toSearchParams(search: Partial<PropertySearch>): URLSearchParams {
  const out = new URLSearchParams();
  if (search.propertyType) out.set('propertyType', search.propertyType);
  if (search.country) out.set('country', search.country);
  if (search.price) out.set('price', String(search.price));
  if (search.beds) out.set('beds', String(search.beds));
  if (search.baths) out.set('baths', String(search.baths));
  if (search.sort) out.set('sort', search.sort);
  if (search.page) out.set('page', String(search.page));
  return out;
}

export function isFiltered(search: PropertySearch): boolean {
  return !!(search.propertyType || search.country || search.price || search.beds || search.baths);
}

export const SEARCH_TYPES = SEARCH_PROPERTY_TYPES;
