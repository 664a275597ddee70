import { apiPath, type StartNowInput } from '@estate/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { leadKeys } from './send-enquiry';

export async function sendStartNow(input: StartNowInput): Promise<string> {
  const { data } = await apiRequest(apiPath('sendEmailStartNow'), {
    method: 'POST',
    json: input,
    parse: async (d) => (await import('./schemas')).MessageSchema.safeParse(d).data?.message ?? '',
  });
  return data;
}

export const useSendStartNow = () => useMutation({ mutationKey: leadKeys.startNow(), mutationFn: sendStartNow });
