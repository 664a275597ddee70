import { type LeadKind } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/get-lead/{kind}/{id}: every answer and the mail state. */
export const getLead = (kind: LeadKind, id: string) => callRoute('getLead', { params: { kind, id } });

export const leadQueryOptions = (kind: LeadKind, id: string) =>
  queryOptions({ queryKey: queryKeys.leads.detail(kind, id), queryFn: () => getLead(kind, id) });

export const useLead = (kind: LeadKind, id: string) => useQuery(leadQueryOptions(kind, id));
