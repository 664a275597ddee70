import { apiPath, DevelopmentSchema } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getDevelopment = (id: string) => requestJson(DevelopmentSchema, apiPath('getDevelopment', { id }));

export const developmentQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.developments.detail(id), queryFn: () => getDevelopment(id) });

export const useDevelopment = (id: string) => useQuery(developmentQueryOptions(id));
