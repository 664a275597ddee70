import { apiPath } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestCount } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** How many properties there are, from X-Total-Count. */
export const getPropertiesCount = () => requestCount(apiPath('getProperties'));

export const propertiesCountQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.properties.count(), queryFn: getPropertiesCount });

export const usePropertiesCount = () => useQuery(propertiesCountQueryOptions());
