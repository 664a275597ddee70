import { apiPath, PropertySchema } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getProperty = (id: string) => requestJson(PropertySchema, apiPath('getProperty', { id }));

export const propertyQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.properties.detail(id), queryFn: () => getProperty(id) });

export const useProperty = (id: string) => useQuery(propertyQueryOptions(id));
