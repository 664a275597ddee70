import type { Locale } from '~/lib/i18n/locales';
import type { SearchFilters } from './search-properties';

/**
 * Every query key of the properties domain comes from here (TkDodo's key factories). Listings are
 * read in the page's language (docs/decisions/0102): what shows their texts is keyed by it.
 */
export const propertyKeys = {
  all: ['properties'] as const,
  locations: () => [...propertyKeys.all, 'locations'] as const,
  typeLocations: (propertyType: string) => [...propertyKeys.locations(), { propertyType }] as const,
  places: (propertyType: string) => [...propertyKeys.all, 'places', { propertyType }] as const,
  featured: (locale: Locale) => [...propertyKeys.all, 'featured', locale] as const,
  fullwidth: (locale: Locale) => [...propertyKeys.all, 'fullwidth-featured', locale] as const,
  searches: () => [...propertyKeys.all, 'search'] as const,
  search: (filters: SearchFilters, locale: Locale) => [...propertyKeys.searches(), filters, locale] as const,
  markers: (filters: SearchFilters, locale: Locale) => [...propertyKeys.all, 'markers', filters, locale] as const,
  bySlugs: (slugs: readonly string[], locale: Locale) =>
    [...propertyKeys.all, 'by-slugs', [...slugs].sort(), locale] as const,
  details: () => [...propertyKeys.all, 'detail'] as const,
  detail: (slug: string, locale: Locale) => [...propertyKeys.details(), slug, locale] as const,
  similar: (slug: string, limit: number, locale: Locale) =>
    [...propertyKeys.all, 'similar', slug, { limit }, locale] as const,
  nearby: (slug: string, limit: number, locale: Locale) =>
    [...propertyKeys.all, 'nearby', slug, { limit }, locale] as const,
};
