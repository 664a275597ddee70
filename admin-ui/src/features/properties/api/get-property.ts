import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getProperty = (id: string) => callRoute('getProperty', { params: { id } });

export const propertyQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.properties.detail(id), queryFn: () => getProperty(id) });

export const useProperty = (id: string) => useQuery(propertyQueryOptions(id));
