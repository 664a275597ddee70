import { apiPath } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { SavedPropertySchema } from './saved-property';

/** POST /api/admin/add-property (multipart). */
export const addProperty = async (body: FormData) =>
  (await requestJson(SavedPropertySchema, apiPath('addProperty'), { method: 'POST', body })).property;

export function useAddProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProperty,
    onSuccess: (property) => {
      queryClient.setQueryData(queryKeys.properties.detail(property._id), property);
      return queryClient.invalidateQueries({ queryKey: queryKeys.properties.all });
    },
  });
}
