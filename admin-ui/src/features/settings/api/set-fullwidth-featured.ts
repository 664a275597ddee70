import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface FullWidthChoice {
  propertyId?: string;
  developmentId?: string;
}

/**
 * Settings' Save: PUT update-property/{id} and update-development/{id} with
 * isFullWidthFeatured true (admin spec §7); the server keeps exactly one of each.
 */
export async function setFullWidthFeatured({ propertyId, developmentId }: FullWidthChoice) {
  const calls: Promise<unknown>[] = [];
  if (propertyId) {
    calls.push(callRoute('updateProperty', { params: { id: propertyId }, body: { isFullWidthFeatured: true } }));
  }
  if (developmentId) {
    calls.push(callRoute('updateDevelopment', { params: { id: developmentId }, body: { isFullWidthFeatured: true } }));
  }
  await Promise.all(calls);
}

export function useSetFullWidthFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFullWidthFeatured,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.properties.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.developments.all }),
      ]),
  });
}
