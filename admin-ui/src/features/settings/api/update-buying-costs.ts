import type { BuyingCostsInput } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/admin/update-settings with { buyingCosts } only: the agency details stay as they are. */
export const updateBuyingCosts = async (buyingCosts: BuyingCostsInput | null) =>
  (await callRoute('updateSettings', { body: { buyingCosts } })).settings;

export function useUpdateBuyingCosts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBuyingCosts,
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.settings.agency(), settings),
  });
}
