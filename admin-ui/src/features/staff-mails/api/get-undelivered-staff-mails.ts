import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/get-undelivered-staff-mails: the mails to the team that could not be sent. */
export const undeliveredStaffMailsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.staffMails.undelivered(),
    queryFn: () => callRoute('getUndeliveredStaffMails', {}),
  });

export const useUndeliveredStaffMails = () => useQuery(undeliveredStaffMailsQueryOptions());
