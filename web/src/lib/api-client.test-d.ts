/*
 * Type-level checks of the site's contract calls, run by `npm run typecheck` (never executed):
 * each `@ts-expect-error` line must be an error, so a renamed route or field fails the typecheck.
 */
import type { Property, Rates } from '@estate/contract';
import { apiRequest } from './api-client';

const parseRates = (d: unknown) => d as Rates;

export async function typedCalls() {
  const { data } = await apiRequest('getRates', { parse: parseRates });
  void data.rates;
  await apiRequest('getPropertyBySlug', { params: { slug: 'villa' }, parse: (d) => d as Property });
  // A lean view of a list: fewer fields than the route answers.
  await apiRequest('getFeaturedProperties', { query: { limit: 4 }, parse: (d) => d as Pick<Property, '_id'>[] });

  // @ts-expect-error a misspelt route name
  await apiRequest('getRate', { parse: parseRates });
  // @ts-expect-error a route whose path has a slug, called without it
  await apiRequest('getPropertyBySlug', { parse: (d) => d as Property });
  // @ts-expect-error a query field the route does not take
  await apiRequest('getFeaturedProperties', { query: { page: 2 }, parse: (d) => d as Property[] });
  // @ts-expect-error a body that is not the route's
  await apiRequest('subscribe', { json: { mail: 'a@b.c' }, parse: (d) => d as { message: string } });
  // @ts-expect-error a parser that promises a field the answer does not have
  await apiRequest('getRates', { parse: (d) => d as Rates & { bitcoin: number } });
  // @ts-expect-error a parser of another route's answer
  await apiRequest('getSettings', { parse: (d) => d as Property });
}
