import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getArea = (id: string) => callRoute('getArea', { params: { id } });

export const areaQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.areas.detail(id), queryFn: () => getArea(id) });

export const useArea = (id: string) => useQuery(areaQueryOptions(id));
