import type { Insta } from '@estate/contract';
import type { QueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useSaveMutation } from '@/lib/save-mutation';

/** The saved set is the current one: add, update and remove-image answer it whole. */
export const intoCurrentInsta = (client: QueryClient, insta: Insta) =>
  client.setQueryData(queryKeys.insta.current(), insta);

/** POST /api/admin/add-insta (multipart images). */
export const addInsta = async (body: FormData) => (await callRoute('addInsta', { body })).insta;

export const useAddInsta = () => useSaveMutation(addInsta, intoCurrentInsta);
