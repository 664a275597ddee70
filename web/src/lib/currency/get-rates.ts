import type { Rates } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const rateKeys = { all: ['rates'] as const };

/** Display-conversion rates with base AED, from the CMS (the rates service's key stays there). */
export async function getRates(signal?: AbortSignal): Promise<Rates> {
  const { data } = await apiRequest('getRates', {
    parse: async (d) => (await import('./schemas')).RatesSchema.parse(d),
    signal,
  });
  return data;
}

export const ratesQuery = () =>
  queryOptions({ queryKey: rateKeys.all, queryFn: ({ signal }) => getRates(signal), staleTime: 60 * 60_000 });

export const useRates = () => useQuery(ratesQuery());
