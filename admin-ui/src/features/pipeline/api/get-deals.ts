import { apiPath, LeadSchema, type LeadQuery } from '@estate/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestPage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The table view's page of deals: the enquiries' own list with the pipeline's filters (GET
 * get-leads/enquiry?stage=&assignee=&unanswered=), under the enquiries' query key so that a move
 * refreshes both screens.
 */
export const useDeals = (query: LeadQuery) =>
  useQuery({
    queryKey: queryKeys.leads.list('enquiry', query),
    queryFn: () => requestPage(LeadSchema, apiPath('getLeads', { kind: 'enquiry' }), { query: { ...query } }),
    placeholderData: keepPreviousData,
  });
