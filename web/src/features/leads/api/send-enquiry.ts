import type { EnquiryInput } from '@estate/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const leadKeys = {
  all: ['leads'] as const,
  enquiry: () => [...leadKeys.all, 'enquiry'] as const,
  startNow: () => [...leadKeys.all, 'start-now'] as const,
  subscribe: () => [...leadKeys.all, 'subscribe'] as const,
  viewing: () => [...leadKeys.all, 'viewing'] as const,
};

/** The contact enquiry; any successful answer counts as success (public spec §7). */
export async function sendEnquiry(input: EnquiryInput): Promise<string> {
  const { data } = await apiRequest('sendEmail', {
    json: input,
    // Any 2xx counts as success: an answer without a message shows the form's own text.
    parse: async (d) => ({ message: (await import('./schemas')).MessageSchema.safeParse(d).data?.message ?? '' }),
  });
  return data.message;
}

export const useSendEnquiry = () => useMutation({ mutationKey: leadKeys.enquiry(), mutationFn: sendEnquiry });
