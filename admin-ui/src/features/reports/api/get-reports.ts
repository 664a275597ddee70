import type { ReportName, ReportQuery } from '@estate/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/* The four reports (docs/decisions/0084): GET /api/admin/get-report/<name>?from=&to=. */

const options = (name: ReportName, range: ReportQuery) => ({
  queryKey: queryKeys.reports.report(name, range),
  // Leads arrive all day: a report is asked for again whenever it is shown.
  staleTime: 0,
  placeholderData: keepPreviousData,
});

export const useSourceReport = (range: ReportQuery) =>
  useQuery({ ...options('sources', range), queryFn: () => callRoute('getSourceReport', { query: { ...range } }) });
export const useAgentReport = (range: ReportQuery) =>
  useQuery({ ...options('agents', range), queryFn: () => callRoute('getAgentReport', { query: { ...range } }) });
export const useListingReport = (range: ReportQuery) =>
  useQuery({ ...options('listings', range), queryFn: () => callRoute('getListingReport', { query: { ...range } }) });
export const useStageReport = (range: ReportQuery) =>
  useQuery({ ...options('stages', range), queryFn: () => callRoute('getStageReport', { query: { ...range } }) });
