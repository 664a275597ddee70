import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/get-me: the signed-in member, their role and what it allows now. */
export const getMe = () => callRoute('getMe', {});

/**
 * Read after sign-in and when the app opens with a stored session. A role changed by an
 * administrator (or the agents' publishing setting) shows within minutes; the server refuses
 * meanwhile what the role no longer allows.
 */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.session.me(),
    queryFn: getMe,
    staleTime: 5 * 60_000,
    refetchInterval: 5 * 60_000,
  });

export const useMe = () => useQuery(meQueryOptions());
