import { apiPath, type SubscribeInput } from '@estate/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { leadKeys } from './send-enquiry';

/** Subscribes an address; the same address twice is one subscriber (the CMS answers 200 again). */
export async function subscribe(input: SubscribeInput): Promise<string> {
  const { data } = await apiRequest(apiPath('subscribe'), {
    method: 'POST',
    json: input,
    parse: async (d) => (await import('./schemas')).MessageSchema.safeParse(d).data?.message ?? '',
  });
  return data;
}

export const useSubscribe = () => useMutation({ mutationKey: leadKeys.subscribe(), mutationFn: subscribe });
