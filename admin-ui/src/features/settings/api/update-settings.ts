import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
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

/** PUT /api/admin/update-settings (JSON, SettingsInputSchema): the fields given change. */
export const updateSettings = async (
  input: Partial<SettingsInput> & { permitRequiredInDubai?: boolean; agentsMayPublish?: boolean },
) => (await callRoute('updateSettings', { body: input })).settings;

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.settings.agency(), settings),
  });
}
