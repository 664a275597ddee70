import type { Area } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { areaKeys } from './keys';

export async function getArea(slug: string, signal?: AbortSignal): Promise<Area> {
  const { data } = await apiRequest('getAreaBySlug', {
    params: { slug },
    parse: async (d) => (await import('./schemas')).AreaSchema.parse(d),
    signal,
  });
  return data;
}

export const areaQuery = (slug: string) =>
  queryOptions({ queryKey: areaKeys.detail(slug), queryFn: ({ signal }) => getArea(slug, signal) });

export const useArea = (slug: string) => useQuery(areaQuery(slug));
