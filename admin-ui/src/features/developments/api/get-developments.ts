import { apiPath, DevelopmentSchema } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestAll } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/get-developments, every page of it. */
export const getDevelopments = () => requestAll(DevelopmentSchema, apiPath('getDevelopments'));

export const developmentsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.developments.list(), queryFn: getDevelopments });

export const useDevelopments = () => useQuery(developmentsQueryOptions());
