import type { ViewingInput } from '@estate/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { leadKeys } from './send-enquiry';

/** A viewing of a listing on a day and half-hour slot (Dubai time), stored as a lead (decision 0037). */
export async function bookViewing(input: ViewingInput): Promise<string> {
  const { data } = await apiRequest('bookViewing', {
    json: input,
    parse: async (d) => ({ message: (await import('./schemas')).MessageSchema.safeParse(d).data?.message ?? '' }),
  });
  return data.message;
}

export const useBookViewing = () => useMutation({ mutationKey: leadKeys.viewing(), mutationFn: bookViewing });
