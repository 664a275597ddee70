import { apiPath, AreaSchema } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestAll } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/get-areas, every page of it. */
export const getAreas = () => requestAll(AreaSchema, apiPath('getAreas'));

export const areasQueryOptions = () => queryOptions({ queryKey: queryKeys.areas.list(), queryFn: getAreas });

export const useAreas = () => useQuery(areasQueryOptions());
