import type { Property } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { propertyKeys } from './keys';

/** The home page's full-width featured property, or null when none is chosen. */
export async function getFullwidthFeaturedProperty(signal?: AbortSignal): Promise<Property | null> {
  const { data } = await apiRequest('getFullwidthFeaturedProperty', {
    parse: async (d) => (await import('./schemas')).OptionalPropertySchema.parse(d),
    signal,
  });
  return data;
}

export const fullwidthFeaturedPropertyQuery = () =>
  queryOptions({
    queryKey: propertyKeys.fullwidth(),
    queryFn: ({ signal }) => getFullwidthFeaturedProperty(signal),
  });

export const useFullwidthFeaturedProperty = () => useQuery(fullwidthFeaturedPropertyQuery());
