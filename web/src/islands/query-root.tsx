import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { asReceived, createQueryClient, getQueryClient } from '~/lib/query-client';

const seeded = new WeakSet<object>();

/**
 * TanStack Query's client for an island that asks for it (a form's mutation, a card's place
 * names): in the browser one for the page, started from the root's queries the server wrote once
 * into the page and the island's own (`seed`); on the server a client of the island's own, from
 * the same queries. Their answers count as fetched when the page arrived (`asReceived`), as the
 * router's: a page from the page cache would otherwise fetch them all again as it hydrates.
 */
export function QueryRoot({
  queries,
  seed,
  children,
}: {
  queries: DehydratedState | null;
  /** The page's queries this island reads (its `queries`). */
  seed?: DehydratedState | null;
  children: ReactNode;
}) {
  const [client] = useState(() => {
    const browser = typeof window !== 'undefined';
    const c = browser ? getQueryClient() : createQueryClient();
    if (queries && !seeded.has(c)) {
      hydrate(c, asReceived(queries));
      if (browser) seeded.add(c);
    }
    if (seed) hydrate(c, asReceived(seed));
    return c;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
