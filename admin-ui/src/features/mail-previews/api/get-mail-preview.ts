import type { Language, MailPreviewKind } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/admin/get-mail-preview/{kind}: one kind of mail rendered with sample data, the sample
 * buyer writing in `language` (docs/decisions/0101; English asks with no parameter).
 */
export const mailPreviewQueryOptions = (kind: MailPreviewKind, language: Language = 'en') =>
  queryOptions({
    queryKey: queryKeys.mailPreviews.one(kind, language),
    queryFn: () =>
      callRoute('getMailPreview', { params: { kind }, ...(language === 'en' ? {} : { query: { language } }) }),
  });

export const useMailPreview = (kind: MailPreviewKind, language: Language = 'en') =>
  useQuery(mailPreviewQueryOptions(kind, language));
