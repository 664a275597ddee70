import { apiPath, AuditEntrySchema } from '@estate/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPage } from '@/lib/api-client';
import { queryKeys, type AuditListQuery } from '@/lib/query-keys';

/**
 * GET /api/admin/get-audit-entries?actor=&kind=&itemId=&from=&to=&limit=&offset=: one page of the
 * trail, newest first, and the number of all matches (X-Total-Count).
 */
export const getAuditEntries = (query: AuditListQuery) =>
  requestPage(AuditEntrySchema, apiPath('getAuditEntries'), { query: { ...query } });

export const auditEntriesQueryOptions = (query: AuditListQuery) =>
  queryOptions({
    queryKey: queryKeys.audit.list(query),
    queryFn: () => getAuditEntries(query),
    // Every save anywhere adds to the trail: a page shown again is asked for again.
    staleTime: 0,
    // The last page stays on screen while the next one (or a new filter's) loads.
    placeholderData: keepPreviousData,
  });

export const useAuditEntries = (query: AuditListQuery) => useQuery(auditEntriesQueryOptions(query));
