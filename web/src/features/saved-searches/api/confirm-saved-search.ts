import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { parseAnswer, type SavedSearchAnswer } from './save-search';
import { savedSearchKeys } from './saved-search-keys';

/** Confirms a saved search with the token of its e-mail: a POST the visitor makes, never a link's GET. */
export async function confirmSavedSearch(token: string): Promise<SavedSearchAnswer> {
  const { data } = await apiRequest('confirmSavedSearch', { json: { token }, parse: parseAnswer });
  return data;
}

export const useConfirmSavedSearch = () =>
  useMutation({ mutationKey: savedSearchKeys.confirm(), mutationFn: confirmSavedSearch });
