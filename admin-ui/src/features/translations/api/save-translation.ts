import type { TranslatedKind, TranslationInput, TranslationLanguage, TranslationSet } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface TranslationTarget {
  kind: TranslatedKind;
  id: string;
  language: TranslationLanguage;
}

/** PUT /api/admin/save-translation/{kind}/{id}/{language}: every text of one language. */
export const saveTranslation = ({ kind, id, language, values }: TranslationTarget & TranslationInput) =>
  callRoute('saveTranslation', { params: { kind, id, language }, body: { values } });

/** DELETE /api/admin/delete-translation/{kind}/{id}/{language}: the English shows again. */
export const deleteTranslation = ({ kind, id, language }: TranslationTarget) =>
  callRoute('deleteTranslation', { params: { kind, id, language } });

/** Both answer the item's languages as they now stand: they replace the cached set. */
function useTranslationWrite<V extends TranslationTarget>(
  write: (variables: V) => Promise<{ message: string; translations: TranslationSet }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (answer, { kind, id }) =>
      queryClient.setQueryData(queryKeys.translations.set(kind, id), answer.translations),
  });
}

export const useSaveTranslation = () => useTranslationWrite(saveTranslation);
export const useDeleteTranslation = () => useTranslationWrite(deleteTranslation);
