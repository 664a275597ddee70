import { apiPath, PropertySchema } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestAll } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/get-properties, every page of it. */
export const getProperties = () => requestAll(PropertySchema, apiPath('getProperties'));

export const propertiesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.properties.list(), queryFn: getProperties });

export const useProperties = () => useQuery(propertiesQueryOptions());
