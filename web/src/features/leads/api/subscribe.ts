import type { SubscribeInput } from '@estate/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { leadKeys } from './send-enquiry';

/** Subscribes an address; the same address twice is one subscriber (the CMS answers 200 again). */
export async function subscribe(input: SubscribeInput): Promise<string> {
  const { data } = await apiRequest('subscribe', {
    json: input,
    // Any 2xx counts as success: an answer without a message shows the form's own text.
    parse: async (d) => ({ message: (await import('./schemas')).MessageSchema.safeParse(d).data?.message ?? '' }),
  });
  return data.message;
}

export const useSubscribe = () => useMutation({ mutationKey: leadKeys.subscribe(), mutationFn: subscribe });
