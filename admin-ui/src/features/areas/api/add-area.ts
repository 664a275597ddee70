import { apiPath } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { SavedAreaSchema } from './saved-area';

/** POST /api/admin/add-area (multipart). */
export const addArea = async (body: FormData) =>
  (await requestJson(SavedAreaSchema, apiPath('addArea'), { method: 'POST', body })).area;

export function useAddArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addArea,
    onSuccess: (area) => {
      queryClient.setQueryData(queryKeys.areas.detail(area._id), area);
      return queryClient.invalidateQueries({ queryKey: queryKeys.areas.all });
    },
  });
}
