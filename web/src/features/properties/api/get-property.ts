import type { Property } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { propertyKeys } from './keys';

export async function getProperty(slug: string, signal?: AbortSignal): Promise<Property> {
  const { data } = await apiRequest('getPropertyBySlug', {
    params: { slug },
    parse: async (d) => (await import('./schemas')).PropertySchema.parse(d),
    signal,
  });
  return data;
}

export const propertyQuery = (slug: string) =>
  queryOptions({ queryKey: propertyKeys.detail(slug), queryFn: ({ signal }) => getProperty(slug, signal) });

export const useProperty = (slug: string) => useQuery(propertyQuery(slug));
