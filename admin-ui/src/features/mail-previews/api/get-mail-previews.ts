import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/get-mail-previews: every kind of mail the agency sends, with its sample subject. */
export const mailPreviewsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.mailPreviews.list(),
    queryFn: () => callRoute('getMailPreviews', {}),
  });

export const useMailPreviews = () => useQuery(mailPreviewsQueryOptions());
