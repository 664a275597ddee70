import { HOME_LIMITS } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { propertyKeys } from './keys';
import type { PropertyListItem } from './schemas';

export async function getFeaturedProperties(signal?: AbortSignal): Promise<PropertyListItem[]> {
  const { data } = await apiRequest('getFeaturedProperties', {
    query: { limit: HOME_LIMITS.featuredProperties },
    parse: async (d) => (await import('./schemas')).PropertyListSchema.parse(d),
    signal,
  });
  return data;
}

export const featuredPropertiesQuery = () =>
  queryOptions({ queryKey: propertyKeys.featured(), queryFn: ({ signal }) => getFeaturedProperties(signal) });

export const useFeaturedProperties = () => useQuery(featuredPropertiesQuery());
