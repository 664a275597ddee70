import { apiPath } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { SavedDevelopmentSchema } from './saved-development';

/** POST /api/admin/add-development (multipart). */
export const addDevelopment = async (body: FormData) =>
  (await requestJson(SavedDevelopmentSchema, apiPath('addDevelopment'), { method: 'POST', body })).development;

export function useAddDevelopment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDevelopment,
    onSuccess: (development) => {
      queryClient.setQueryData(queryKeys.developments.detail(development._id), development);
      return queryClient.invalidateQueries({ queryKey: queryKeys.developments.all });
    },
  });
}
