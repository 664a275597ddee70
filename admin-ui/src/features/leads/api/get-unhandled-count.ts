import { apiPath, type LeadKind } from '@estate/contract';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { useAccess } from '@/lib/access';
import { requestCount } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** How many leads of a kind nobody has handled yet (X-Total-Count of a one-row page). */
export const getUnhandledCount = (kind: LeadKind) =>
  requestCount(apiPath('getLeads', { kind }), { query: { handled: false } });

export const unhandledCountQueryOptions = (kind: LeadKind) =>
  queryOptions({
    queryKey: queryKeys.leads.count(kind, { handled: false }),
    queryFn: () => getUnhandledCount(kind),
    staleTime: 60_000,
    refetchInterval: 120_000,
  });

/**
 * Unhandled leads per kind, and their sum, for the navigation badge and the dashboard: of the
 * kinds the member's role works (none without leads.read).
 */
export function useUnhandledLeads() {
  const access = useAccess();
  const kinds = access.can('leads.read') ? access.leadKinds : [];
  return useQueries({
    queries: kinds.map((kind) => unhandledCountQueryOptions(kind)),
    combine: (results) => {
      const byKind: Partial<Record<LeadKind, number>> = Object.fromEntries(
        kinds.map((kind, i) => [kind, results[i]?.data]),
      );
      const ready = results.every((r) => r.isSuccess);
      return { byKind, total: ready ? results.reduce((n, r) => n + (r.data ?? 0), 0) : undefined };
    },
  });
}
