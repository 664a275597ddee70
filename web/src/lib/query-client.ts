import {
  defaultShouldDehydrateQuery,
  dehydrate,
  QueryCache,
  QueryClient,
  type DehydratedState,
  type QueryKey,
} from '@tanstack/react-query';
import { ApiError } from './api-client';
import { logSilentFailure } from './log';

const isServer = typeof window === 'undefined';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // The spec keeps load failures silent to the visitor; they are logged for the developer.
      onError: (error, query) => logSilentFailure(`loading ${JSON.stringify(query.queryKey)}`, error),
    }),
    defaultOptions: {
      queries: {
        // Listings change a few times a day: a minute of freshness makes back/forward navigation instant.
        staleTime: 60_000,
        gcTime: isServer ? Infinity : 10 * 60_000,
        // One retry in the browser for outages; a 4xx answer will not change on a second try.
        retry: (count, error) =>
          !isServer && count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/** One cache per browser tab; a fresh one per server render. */
export function getQueryClient(): QueryClient {
  if (isServer) return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

/** Tests start each case with an empty cache. */
export function resetBrowserQueryClient(): void {
  browserClient?.clear();
  browserClient = undefined;
}

/**
 * The state a server loader hands to the browser. Failed queries are included so the browser
 * hydrates the same empty state the server rendered (no hydration mismatch) and then retries.
 */
export function dehydrateForBrowser(client: QueryClient): DehydratedState {
  return dehydrate(client, {
    shouldDehydrateQuery: (q) => defaultShouldDehydrateQuery(q) || q.state.status === 'error',
    shouldRedactErrors: () => false,
  });
}

/** Each loader state as the browser first saw it (the same object on every render after). */
const received = new WeakMap<DehydratedState, DehydratedState>();

/**
 * In the browser, a loader's answers count as fetched when the page arrived, not when the server
 * rendered it. A page from the page cache (decision 0015) may have been rendered minutes ago, but
 * it belongs to the current content version (a save turns it), so its answers are as current as
 * a new request's; aged from the render, every answer past staleTime was fetched again right
 * after hydration: on the home, ten requests, their parsing (the contract's schemas) and the
 * sections' re-render, in long tasks while the page was loading.
 */
export function asReceived(state: DehydratedState): DehydratedState {
  if (isServer) return state;
  let seen = received.get(state);
  if (!seen) {
    const now = Date.now();
    seen = {
      ...state,
      queries: state.queries.map((q) =>
        q.state.status === 'success'
          ? { ...q, state: { ...q.state, dataUpdatedAt: Math.max(q.state.dataUpdatedAt, now) } }
          : q,
      ),
    };
    received.set(state, seen);
  }
  return seen;
}

/** Several loaders' states merged for one HydrationBoundary. */
export function mergeDehydrated(states: (DehydratedState | null | undefined)[]): DehydratedState {
  const byKey = new Map<string, DehydratedState['queries'][number]>();
  for (const s of states)
    for (const q of s ? asReceived(s).queries : []) byKey.set(JSON.stringify(q.queryKey as QueryKey), q);
  return { mutations: [], queries: [...byKey.values()] };
}
