import { apiPath } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestCount } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** How many areas there are, from X-Total-Count. */
export const getAreasCount = () => requestCount(apiPath('getAreas'));

export const areasCountQueryOptions = () => queryOptions({ queryKey: queryKeys.areas.count(), queryFn: getAreasCount });

export const useAreasCount = () => useQuery(areasCountQueryOptions());
