import { DEFAULT_CURRENCY, type Currency } from '@estate/contract';
import { dehydrate, hashKey, type DehydratedState } from '@tanstack/react-query';
import { useContext, useMemo, type ReactNode } from 'react';
import { useMatches } from 'react-router';
import { CspNonceContext } from '~/lib/csp-nonce';
import { UsedParts } from '~/lib/i18n/i18n';
import { basenameOf, type Locale } from '~/lib/i18n/locales';
import {
  IslandsContext,
  IslandsRendererContext,
  RouterContextsProvider,
  type IslandAssets,
  type IslandsServer,
} from './island';
import { islandIdPrefix, IslandRoot, ISLAND_PAGE_ID, type IslandPage } from './island-root';
import { QueryRoot } from './query-root';
import type { IslandName } from './registry';
import { inlineJson } from '~/lib/inline-json';

/** A route whose pages are served as islands says so in its handle: `export const handle = { islands: true }`. */
export interface IslandsHandle {
  islands?: boolean;
}

/** What a page served as islands needs on the server: its islands' renderer, its data and scripts. */
export interface IslandsPageServer {
  server: IslandsServer;
  page: IslandPage;
  assets: IslandAssets;
}

/**
 * The page's islands on the server, when its route is served as islands and the islands are built
 * (production); null otherwise: the router then hydrates the whole page.
 */
export function useIslandsPage(locale: Locale): IslandsPageServer | null {
  const renderer = useContext(IslandsRendererContext);
  const nonce = useContext(CspNonceContext);
  const used = useContext(UsedParts);
  const matches = useMatches();
  const islands = !!renderer && matches.some((m) => (m.handle as IslandsHandle | undefined)?.islands);
  return useMemo(() => {
    if (!islands || !renderer) return null;
    const root = (matches[0]?.data ?? {}) as {
      publicConfig?: unknown;
      currency?: Currency;
      formAnswer?: unknown;
      dehydratedState?: DehydratedState | null;
    };
    const own = (matches.at(-1)?.data ?? {}) as { alternates?: unknown; preview?: unknown };
    const page: IslandPage = {
      locale,
      currency: root.currency ?? DEFAULT_CURRENCY,
      // Only what the islands read of the routes' data (src/islands/router.tsx): not the page's content.
      routes: {
        basename: basenameOf(locale),
        root: { publicConfig: root.publicConfig, currency: root.currency, formAnswer: root.formAnswer },
        page: { alternates: own.alternates, preview: own.preview },
      },
      queries: root.dehydratedState ?? null,
    };
    let count = 0;
    const atLoad = new Set<IslandName>();
    const server: IslandsServer = {
      atLoad,
      next: (name, hydrate) => {
        if (hydrate === 'load') atLoad.add(name);
        return count++;
      },
      render: ({ key, query, queries, client, element, router }) => {
        const hashes = new Set(queries.map((k) => hashKey(k)));
        const seed =
          client && hashes.size
            ? dehydrate(client, {
                shouldDehydrateQuery: (q) => q.state.status === 'success' && hashes.has(q.queryHash),
              })
            : null;
        const html = renderer.renderToString(
          <RouterContextsProvider value={router}>
            <CspNonceContext.Provider value={nonce}>
              <UsedParts.Provider value={used}>
                <IslandRoot page={page}>
                  {query ? (
                    <QueryRoot queries={page.queries} seed={seed}>
                      {element}
                    </QueryRoot>
                  ) : (
                    element
                  )}
                </IslandRoot>
              </UsedParts.Provider>
            </CspNonceContext.Provider>
          </RouterContextsProvider>,
          islandIdPrefix(key),
        );
        return { html, seed };
      },
    };
    return { server, page, assets: renderer.assets };
    // The page's matches and language do not change during its one server render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [islands, renderer]);
}

/** The page's islands' server side, around the page's tree. */
export function IslandsProvider({ value, children }: { value: IslandsPageServer | null; children: ReactNode }) {
  return <IslandsContext.Provider value={value?.server ?? null}>{children}</IslandsContext.Provider>;
}

/**
 * In place of React Router's scripts: the islands' entry and what it imports, as modulepreload
 * links and one module script in React Router's own form, so the server starts them after the
 * first paint as it does the router's (defer-hydration.ts), and the page's data for its islands.
 */
export function IslandScripts({ value }: { value: IslandsPageServer }) {
  const nonce = useContext(CspNonceContext);
  // The entry's chunks, then the code of the islands the page starts with (rendered before this).
  const preloads = new Set(value.assets.preloads);
  for (const name of value.server.atLoad) for (const href of value.assets.islands[name] ?? []) preloads.add(href);
  return (
    <>
      {[...preloads].map((href) => (
        <link key={href} rel="modulepreload" href={href} nonce={nonce} />
      ))}
      {/* A data block runs nothing; it carries the nonce as every script of the page does. */}
      <script
        id={ISLAND_PAGE_ID}
        type="application/json"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: inlineJson(value.page) }}
      />
      <script
        nonce={nonce}
        type="module"
        async
        dangerouslySetInnerHTML={{ __html: `import(${JSON.stringify(value.assets.entry)});` }}
      />
    </>
  );
}
