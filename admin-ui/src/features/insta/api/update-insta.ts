import { callRoute, withVersion } from '@/lib/api-client';
import { useSaveMutation, type UpdateVariables } from '@/lib/save-mutation';
import { intoCurrentInsta } from './add-insta';

/** PUT /api/admin/update-insta/{id}: kept paths as text, new images as files. */
export const updateInsta = async ({ id, body, version }: UpdateVariables<FormData>) =>
  (await callRoute('updateInsta', { params: { id }, body: withVersion(body, version) })).insta;

export const useUpdateInsta = () => useSaveMutation(updateInsta, intoCurrentInsta);
