import type { DevelopmentSearch } from './search-params';

export const developmentKeys = {
  all: ['developments'] as const,
  lists: () => [...developmentKeys.all, 'list'] as const,
  list: (limit: number) => [...developmentKeys.lists(), { limit }] as const,
  locations: () => [...developmentKeys.all, 'locations'] as const,
  featured: () => [...developmentKeys.all, 'featured'] as const,
  sold: () => [...developmentKeys.all, 'sold'] as const,
  fullwidth: () => [...developmentKeys.all, 'fullwidth-featured'] as const,
  searches: () => [...developmentKeys.all, 'search'] as const,
  search: (filters: Omit<DevelopmentSearch, 'page'>) => [...developmentKeys.searches(), filters] as const,
  details: () => [...developmentKeys.all, 'detail'] as const,
  detail: (slug: string) => [...developmentKeys.details(), slug] as const,
};
