import type { Development } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { developmentKeys } from './keys';

export async function getDevelopment(slug: string, signal?: AbortSignal): Promise<Development> {
  const { data } = await apiRequest('getDevelopmentBySlug', {
    params: { slug },
    parse: async (d) => (await import('./schemas')).DevelopmentSchema.parse(d),
    signal,
  });
  return data;
}

export const developmentQuery = (slug: string) =>
  queryOptions({ queryKey: developmentKeys.detail(slug), queryFn: ({ signal }) => getDevelopment(slug, signal) });

export const useDevelopment = (slug: string) => useQuery(developmentQuery(slug));
