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

/** The agency's rules, each a checkbox of the settings screen. */
export type SettingsRule = 'permitRequiredInDubai' | 'agentsMayPublish' | 'requireTwoFactorForAdministrators';

/** PUT /api/admin/update-settings (JSON, SettingsInputSchema): the fields given change. */
/** How new deals reach the team (docs/decisions/0068). */
export type PipelineSettingsInput = { dealRoundRobin?: boolean; dealUnansweredHours?: number; taskDigestHour?: number };

export const updateSettings = async (
  input: Partial<SettingsInput> & Partial<Record<SettingsRule, boolean>> & PipelineSettingsInput,
) => (await callRoute('updateSettings', { body: input })).settings;

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings, input) => {
      queryClient.setQueryData(queryKeys.settings.agency(), settings);
      // Whether two-factor sign-in is required of the administrator saving it: read again, so the
      // shell asks them to set it up at once if they have not.
      if (input.requireTwoFactorForAdministrators !== undefined)
        void queryClient.invalidateQueries({ queryKey: queryKeys.session.me() });
    },
  });
}
