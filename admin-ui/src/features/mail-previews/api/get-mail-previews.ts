import type { Language } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/admin/get-mail-previews: every kind of mail the agency sends, with its sample subject,
 * the sample buyer writing in `language` (English asks with no parameter).
 */
export const mailPreviewsQueryOptions = (language: Language = 'en') =>
  queryOptions({
    queryKey: queryKeys.mailPreviews.list(language),
    queryFn: () => callRoute('getMailPreviews', language === 'en' ? {} : { query: { language } }),
  });

export const useMailPreviews = (language: Language = 'en') => useQuery(mailPreviewsQueryOptions(language));
