import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/get-sessions: the member's own live sign-ins, newest first, this one marked `current`. */
export const getSessions = () => callRoute('getSessions', {});

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.signIns.list(),
    queryFn: getSessions,
    // A sign-in on another device can start or end at any time: the list shown again is asked for again.
    staleTime: 0,
  });

export const useSessions = () => useQuery(sessionsQueryOptions());
