import {
  canonicalPropertyType,
  PROPERTY_TYPES,
  sizeInSqft,
  toPriceNumber,
  type Bbox,
  type Currency,
  type DevelopmentFilter,
  type PropertyFilter,
} from '@estate/contract';
import { invalid } from '../http/errors';

/*
 * The public searches of listings and developments (the contract's filters) as query-engine
 * conditions, and the listings' sort orders.
 */

type Where = Record<string, unknown>;

/** The canonical type of a search's propertyType (any case), or a 400 naming the field. */
export function typeOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const type = canonicalPropertyType(value);
  if (!type) {
    throw invalid([{ field: 'propertyType', message: `propertyType must be one of ${PROPERTY_TYPES.join(', ')}` }]);
  }
  return type;
}

/** country matches the country or the (trimmed) location, case-insensitively. */
function place(value: string | undefined): Where | undefined {
  if (!value) return undefined;
  return { $or: [{ country: { $eqi: value } }, { location: { $eqi: value } }] };
}

function priceRange(
  f: { price?: unknown; minPrice?: unknown; maxPrice?: unknown; currency?: Currency },
  columns: Record<Currency, string>,
): Where[] {
  const out: Where[] = [];
  const price = toPriceNumber(f.price);
  if (price !== null) out.push({ [columns.AED]: { $lte: price } });
  const column = columns[f.currency ?? 'AED'];
  const min = toPriceNumber(f.minPrice);
  const max = toPriceNumber(f.maxPrice);
  if (min !== null) out.push({ [column]: { $gte: min } });
  if (max !== null) out.push({ [column]: { $lte: max } });
  return out;
}

const minimum = (column: string, value: unknown): Where | undefined => {
  const n = toPriceNumber(value);
  return n === null ? undefined : { [column]: { $gte: n } };
};

export type ParsedPropertyFilter = Omit<PropertyFilter, 'currency' | 'bbox'> & {
  currency?: Currency;
  bbox?: Bbox;
};
export type ParsedDevelopmentFilter = Omit<DevelopmentFilter, 'currency'> & { currency?: Currency };

/** `q`: the words anywhere in the title, the location or the reference number, any case. */
function keyword(q: string | undefined): Where | undefined {
  if (!q) return undefined;
  return { $or: ['title', 'location', 'referenceNumber'].map((field) => ({ [field]: { $containsi: q } })) };
}

/** Sizes are stored in square feet; bounds in square metres are converted, not the column. */
function sizeRange(f: ParsedPropertyFilter): Where[] {
  const out: Where[] = [];
  const min = toPriceNumber(f.minSize);
  const max = toPriceNumber(f.maxSize);
  if (min !== null) out.push({ space: { $gte: sizeInSqft(min, f.sizeUnit) } });
  if (max !== null) out.push({ space: { $lte: sizeInSqft(max, f.sizeUnit) } });
  return out;
}

/** Inside the map's bounds (west, south, east, north); listings without coordinates are not. */
function inside(bbox: ParsedPropertyFilter['bbox']): Where | undefined {
  if (!bbox) return undefined;
  const [minLng, minLat, maxLng, maxLat] = bbox;
  return {
    latitude: { $between: [minLat, maxLat] },
    longitude: { $between: [minLng, maxLng] },
  };
}

export function propertyWhere(f: ParsedPropertyFilter): Where {
  const type = typeOf(f.propertyType);
  const and = [
    type ? { propertyType: type } : undefined,
    place(f.country),
    ...priceRange(f, { AED: 'priceAed', USD: 'price', EUR: 'priceEur' }),
    minimum('beds', f.beds),
    minimum('baths', f.baths),
    f.studio ? { beds: 0 } : undefined,
    f.completionStatus ? { completionStatus: f.completionStatus } : undefined,
    keyword(f.q),
    ...sizeRange(f),
    inside(f.bbox),
  ].filter((w): w is Where => !!w);
  return and.length ? { $and: and } : {};
}

export function propertyOrder(sort: PropertyFilter['sort']) {
  switch (sort) {
    case 'price-asc':
      return [{ priceAed: 'asc' }, { id: 'asc' }];
    case 'price-desc':
      return [{ priceAed: 'desc' }, { id: 'desc' }];
    default:
      return [{ createdAt: 'desc' }, { id: 'desc' }];
  }
}

export function developmentWhere(f: ParsedDevelopmentFilter): Where {
  const type = typeOf(f.propertyType);
  const and = [
    // A development offers a type when one of its properties is of it.
    type ? { properties: { propertyType: type } } : undefined,
    place(f.country),
    ...priceRange(f, { AED: 'dPriceAed', USD: 'price', EUR: 'dPriceEur' }),
  ].filter((w): w is Where => !!w);
  return and.length ? { $and: and } : {};
}
