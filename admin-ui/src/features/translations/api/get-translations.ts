import type { TranslatedKind } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/get-translations/{kind}/{id}: the English texts and each language's. */
export const getTranslations = (kind: TranslatedKind, id: string) =>
  callRoute('getTranslations', { params: { kind, id } });

export const translationsQueryOptions = (kind: TranslatedKind, id: string) =>
  // The English beside each field is the reference: read it afresh each time the tab opens.
  queryOptions({
    queryKey: queryKeys.translations.set(kind, id),
    queryFn: () => getTranslations(kind, id),
    staleTime: 0,
  });

export const useTranslations = (kind: TranslatedKind, id: string) => useQuery(translationsQueryOptions(kind, id));
