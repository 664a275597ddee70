import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { parseAnswer, type SavedSearchAnswer } from './save-search';
import { savedSearchKeys } from './saved-search-keys';

/** Stops a saved search's alerts with the token of its e-mail's unsubscribe link. */
export async function unsubscribeSavedSearch(token: string): Promise<SavedSearchAnswer> {
  const { data } = await apiRequest('unsubscribeSavedSearch', { json: { token }, parse: parseAnswer });
  return data;
}

export const useUnsubscribeSavedSearch = () =>
  useMutation({ mutationKey: savedSearchKeys.unsubscribe(), mutationFn: unsubscribeSavedSearch });
