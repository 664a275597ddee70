import { apiPath } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestCount } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** How many developments there are, from X-Total-Count. */
export const getDevelopmentsCount = () => requestCount(apiPath('getDevelopments'));

export const developmentsCountQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.developments.count(), queryFn: getDevelopmentsCount });

export const useDevelopmentsCount = () => useQuery(developmentsCountQueryOptions());
