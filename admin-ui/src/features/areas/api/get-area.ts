import { apiPath, AreaSchema } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getArea = (id: string) => requestJson(AreaSchema, apiPath('getArea', { id }));

export const areaQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.areas.detail(id), queryFn: () => getArea(id) });

export const useArea = (id: string) => useQuery(areaQueryOptions(id));
