import { apiPath, type Rates } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { useCurrency } from './currency-store';

export const rateKeys = { all: ['rates'] as const };

/** Display-conversion rates with base AED, from the CMS (the rates service's key stays there). */
export async function getRates(signal?: AbortSignal): Promise<Rates> {
  const { data } = await apiRequest(apiPath('getRates'), {
    parse: async (d) => (await import('./schemas')).RatesSchema.parse(d),
    signal,
  });
  return data;
}

export const ratesQuery = () =>
  queryOptions({ queryKey: rateKeys.all, queryFn: ({ signal }) => getRates(signal), staleTime: 60 * 60_000 });

export const useRates = () => useQuery(ratesQuery());

/** Rates only matter once prices show in another currency: AED visitors never load them. */
export function useDisplayRates() {
  const { currency } = useCurrency();
  return useQuery({ ...ratesQuery(), enabled: typeof window !== 'undefined' && currency !== 'AED' });
}
