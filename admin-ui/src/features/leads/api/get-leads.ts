import { apiPath, LeadSchema, type LeadKind, type LeadQuery } from '@estate/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/get-leads/{kind}?q=&from=&to=&handled=&mailStatus=&limit=&offset= (newest first). */
export const getLeads = (kind: LeadKind, query: LeadQuery) =>
  requestPage(LeadSchema, apiPath('getLeads', { kind }), { query: { ...query } });

export const leadsQueryOptions = (kind: LeadKind, query: LeadQuery) =>
  queryOptions({ queryKey: queryKeys.leads.list(kind, query), queryFn: () => getLeads(kind, query) });

/** A page of leads; the previous page stays on screen while the next one loads. */
export const useLeads = (kind: LeadKind, query: LeadQuery) =>
  useQuery({ ...leadsQueryOptions(kind, query), placeholderData: keepPreviousData });
