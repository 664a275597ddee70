import type { SearchFilters } from './search-properties';

/** Every query key of the properties domain comes from here (TkDodo's key factories). */
export const propertyKeys = {
  all: ['properties'] as const,
  locations: () => [...propertyKeys.all, 'locations'] as const,
  typeLocations: (propertyType: string) => [...propertyKeys.locations(), { propertyType }] as const,
  places: (propertyType: string) => [...propertyKeys.all, 'places', { propertyType }] as const,
  featured: () => [...propertyKeys.all, 'featured'] as const,
  fullwidth: () => [...propertyKeys.all, 'fullwidth-featured'] as const,
  searches: () => [...propertyKeys.all, 'search'] as const,
  search: (filters: SearchFilters) => [...propertyKeys.searches(), filters] as const,
  markers: (filters: SearchFilters) => [...propertyKeys.all, 'markers', filters] as const,
  bySlugs: (slugs: readonly string[]) => [...propertyKeys.all, 'by-slugs', [...slugs].sort()] as const,
  details: () => [...propertyKeys.all, 'detail'] as const,
  detail: (slug: string) => [...propertyKeys.details(), slug] as const,
  similar: (slug: string, limit: number) => [...propertyKeys.all, 'similar', slug, { limit }] as const,
  nearby: (slug: string, limit: number) => [...propertyKeys.all, 'nearby', slug, { limit }] as const,
};
