import type { MailPreviewKind } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/get-mail-preview/{kind}: one kind of mail rendered with sample data. */
export const mailPreviewQueryOptions = (kind: MailPreviewKind) =>
  queryOptions({
    queryKey: queryKeys.mailPreviews.one(kind),
    queryFn: () => callRoute('getMailPreview', { params: { kind } }),
  });

export const useMailPreview = (kind: MailPreviewKind) => useQuery(mailPreviewQueryOptions(kind));
