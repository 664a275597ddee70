import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/get-viewing/{id}: a booked viewing by its enquiry's id. */
export const viewingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.viewings.detail(id),
    queryFn: () => callRoute('getViewing', { params: { id } }),
  });

export const useViewing = (id: string) => useQuery(viewingQueryOptions(id));
