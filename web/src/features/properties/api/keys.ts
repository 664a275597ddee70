import type { PropertySearch } from './search-params';

/** Every query key of the properties domain comes from here (TkDodo's key factories). */
export const propertyKeys = {
  all: ['properties'] as const,
  lists: () => [...propertyKeys.all, 'list'] as const,
  list: (limit: number) => [...propertyKeys.lists(), { limit }] as const,
  locations: () => [...propertyKeys.all, 'locations'] as const,
  featured: () => [...propertyKeys.all, 'featured'] as const,
  fullwidth: () => [...propertyKeys.all, 'fullwidth-featured'] as const,
  searches: () => [...propertyKeys.all, 'search'] as const,
  search: (filters: Omit<PropertySearch, 'page'>) => [...propertyKeys.searches(), filters] as const,
  details: () => [...propertyKeys.all, 'detail'] as const,
  detail: (slug: string) => [...propertyKeys.details(), slug] as const,
  similar: (slug: string, limit: number) => [...propertyKeys.all, 'similar', slug, { limit }] as const,
};
