import { apiPath, SettingsSchema } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { requestJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type SettingsInput = {
  agencyName: string;
  phone: string;
  email: string;
  whatsapp: string;
  address: string;
  instagramUrl: string;
  linkedinUrl: string;
  youtubeUrl: string;
  founderName: string;
};

/** PUT /api/admin/update-settings (JSON, SettingsInputSchema). */
export const updateSettings = async (input: SettingsInput) =>
  (
    await requestJson(z.object({ message: z.string(), settings: SettingsSchema }), apiPath('updateSettings'), {
      method: 'PUT',
      body: input,
    })
  ).settings;

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.settings.agency(), settings),
  });
}
