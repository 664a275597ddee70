import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getDevelopment = (id: string) => callRoute('getDevelopment', { params: { id } });

export const developmentQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.developments.detail(id), queryFn: () => getDevelopment(id) });

export const useDevelopment = (id: string) => useQuery(developmentQueryOptions(id));
