import type { StartNowInput } from '@estate/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { leadKeys } from './send-enquiry';

export async function sendStartNow(input: StartNowInput): Promise<string> {
  const { data } = await apiRequest('sendEmailStartNow', {
    json: input,
    // Any 2xx counts as success: an answer without a message shows the form's own text.
    parse: async (d) => ({ message: (await import('./schemas')).MessageSchema.safeParse(d).data?.message ?? '' }),
  });
  return data.message;
}

export const useSendStartNow = () => useMutation({ mutationKey: leadKeys.startNow(), mutationFn: sendStartNow });
