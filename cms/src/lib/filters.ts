import {
  canonicalPropertyType,
  PROPERTY_TYPES,
  toPriceNumber,
  type Currency,
  type DevelopmentFilter,
  type PropertyFilter,
} from '@estate/contract';
import { invalid } from './errors';

type Where = Record<string, unknown>;

function typeOf(value: string | undefined): string | undefined {
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

export type ParsedPropertyFilter = Omit<PropertyFilter, 'currency'> & { currency?: Currency };
export type ParsedDevelopmentFilter = Omit<DevelopmentFilter, 'currency'> & { currency?: Currency };

export function propertyWhere(f: ParsedPropertyFilter): Where {
  const type = typeOf(f.propertyType);
  const and = [
    type ? { propertyType: type } : undefined,
    place(f.country),
    ...priceRange(f, { AED: 'priceAed', USD: 'price', EUR: 'priceEur' }),
    minimum('beds', f.beds),
    minimum('baths', f.baths),
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
