import type { DehydratedState, FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { data, redirect } from 'react-router';
import { ApiError, apiRequest } from './api-client';
import { logSilentFailure } from './log';
import { goneData } from './gone';
import { englishSlug } from './i18n/content';
import type { PreviewRequest } from './preview';
import { createQueryClient, dehydrateForBrowser, getQueryClient } from './query-client';

/** What every route loader returns: the query cache to hydrate, plus whatever meta needs. */
export type RouteData<T extends object = object> = T & { dehydratedState: DehydratedState | null };

const isServer = typeof window === 'undefined';

/**
 * Runs a route's data needs against a query client: a fresh one on the server (then dehydrated
 * into the page), the tab's shared cache in the browser (client navigations skip the server).
 * Sections a page shows if it can are prefetched (prefetchQuery never throws: the spec keeps
 * those failures silent and the section shows its empty state); what the page cannot do
 * without goes through required().
 */
export async function withQueries<T extends object>(load: (client: QueryClient) => Promise<T>): Promise<RouteData<T>> {
  const client = isServer ? createQueryClient() : getQueryClient();
  const extra = await load(client);
  return { ...extra, dehydratedState: isServer ? dehydrateForBrowser(client) : null };
}

/** The loader of a page whose only data is one query, prefetched (a failure shows its empty state). */
export const prefetching =
  <T, TKey extends QueryKey>(options: FetchQueryOptions<T, Error, T, TKey>) =>
  () =>
    withQueries(async (client) => {
      await client.prefetchQuery(options);
      return {};
    });

/**
 * Data the page cannot do without (a listing on its own page): 404 becomes the not-found page,
 * 410 the no-longer-advertised page, saying why (`{ gone }`: withdrawn by its seller, decision
 * 0091, or its permit expired, decision 0024); any other failure is logged and answers 503.
 */
export async function required<T, TKey extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<T, Error, T, TKey>,
): Promise<T> {
  try {
    return isServer ? await client.fetchQuery(options) : await client.ensureQueryData(options);
  } catch (err) {
    if (err instanceof ApiError && err.isNotFound) throw data('Not found', { status: 404 });
    if (err instanceof ApiError && err.isGone) throw data(goneData(err.reason), { status: 410 });
    logSilentFailure(`loading ${JSON.stringify(options.queryKey)}`, err);
    throw data('Service unavailable', { status: 503 });
  }
}

/**
 * required(), or, for a preview link (docs/decisions/0036), the draft its token names, kept under
 * the page's own query so the page shows it as it shows the published item. A token the CMS did
 * not sign answers 403, an expired one 410, each with its own page (error-page.tsx).
 */
export async function requiredOrPreview<T, TKey extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<T, Error, T, TKey>,
  preview: PreviewRequest | null,
): Promise<T> {
  if (!preview) return required(client, options);
  let answer;
  try {
    ({ data: answer } = await apiRequest('getPreview', {
      query: { token: preview.token },
      parse: async (d) => (await import('@estate/contract/schemas')).PreviewSchema.parse(d),
    }));
  } catch (err) {
    if (err instanceof ApiError && (err.status === 403 || err.status === 400))
      throw data({ preview: 'invalid' }, { status: 403 });
    if (err instanceof ApiError && err.isGone) throw data({ preview: 'expired' }, { status: 410 });
    if (err instanceof ApiError && err.isNotFound) throw data('Not found', { status: 404 });
    logSilentFailure('loading a preview', err);
    throw data('Service unavailable', { status: 503 });
  }
  // A link to another kind of page is not this page's preview.
  if (answer.kind !== preview.kind) throw data({ preview: 'invalid' }, { status: 403 });
  const item = answer.item as T;
  client.setQueryData(options.queryKey, item as never);
  return item;
}

/**
 * A listing page's data: the listing (`ld`: required, or the draft a preview link names) and
 * the listings of its 'More' carousel, prefetched. A carousel asked by the listing's address
 * (`more.of`) is asked by its English one, the listing's name in the CMS: alongside the listing
 * by the page's address when that is English (`more.asked`), else once the listing names it.
 */
export function loadListing<T extends Addressed, TKey extends QueryKey, M, MKey extends QueryKey>(
  listing: FetchQueryOptions<T, Error, T, TKey>,
  more:
    | FetchQueryOptions<M, Error, M, MKey>
    | { asked: string | null; of: (slug: string) => FetchQueryOptions<M, Error, M, MKey> },
  preview: PreviewRequest | null,
) {
  return withQueries(async (client) => {
    const first = 'of' in more ? (more.asked === null ? null : more.of(more.asked)) : more;
    const [ld] = await Promise.all([
      requiredOrPreview(client, listing, preview),
      first ? client.prefetchQuery(first) : undefined,
    ]);
    if ('of' in more && englishSlug(ld) !== more.asked) await client.prefetchQuery(more.of(englishSlug(ld)));
    return { ld, preview: !!preview };
  });
}

type Addressed = { slug: string; slugs?: Record<string, string> | null };

/**
 * One address per page and language, as a search engine prefers: a page reached by another of
 * its item's addresses (the English one, or another language's, on this language's prefix) is
 * sent there for good (301), its query kept. `path` is the part before the slug ('/property/');
 * the router puts the language's prefix before it.
 */
export function toOwnAddress(request: Request, path: string, asked: string, item: Addressed): void {
  if (item.slug === asked) return;
  throw redirect(`${path}${encodeURIComponent(item.slug)}${new URL(request.url).search}`, 301);
}
