import type { SaveSearchInput } from '@estate/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { savedSearchKeys } from './saved-search-keys';

export interface SavedSearchAnswer {
  message: string;
  label: string;
}

/** What the saved-search routes answer; any 2xx counts, the page's own texts fill in what is missing. */
export const parseAnswer = async (d: unknown): Promise<SavedSearchAnswer> => {
  const parsed = (await import('./schemas')).SavedSearchResultSchema.safeParse(d);
  return parsed.data ?? { message: '', label: '' };
};

/** Saves the filters with an address; the CMS mails a confirmation link (double opt-in). */
export async function saveSearch(input: SaveSearchInput): Promise<SavedSearchAnswer> {
  const { data } = await apiRequest('saveSearch', { json: input, parse: parseAnswer });
  return data;
}

export const useSaveSearch = () => useMutation({ mutationKey: savedSearchKeys.save(), mutationFn: saveSearch });
