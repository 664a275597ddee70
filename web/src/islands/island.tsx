import type { DehydratedState, QueryClient, QueryKey } from '@tanstack/react-query';
import { createContext, createElement, useContext, type ComponentType, type ReactElement } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  UNSAFE_RouteContext as RouteContext,
} from 'react-router';
import type { IslandName } from './registry';

/**
 * When an island's code starts: with the page (`load`), when it comes within reach of the screen
 * (`visible`), or once the page is idle (`idle`).
 */
export type IslandHydration = 'load' | 'visible' | 'idle';

/** React Router's contexts where an island is rendered: its links and hooks answer as the page's. */
export interface RouterContexts {
  data: React.ContextType<typeof DataRouterContext>;
  state: React.ContextType<typeof DataRouterStateContext>;
  framework: React.ContextType<typeof FrameworkContext>;
  location: React.ContextType<typeof LocationContext>;
  navigation: React.ContextType<typeof NavigationContext>;
  route: React.ContextType<typeof RouteContext>;
}

/** The server's side of a page served as islands (entry.server.tsx and the root's layout). */
export interface IslandsServer {
  /** The island's HTML, rendered as the browser will hydrate it (its own root, its own ids). */
  render: (island: {
    key: number;
    query: boolean;
    /** The page's queries the island reads: they go with it, from the page's cache (`client`). */
    queries: readonly QueryKey[];
    client: QueryClient | null;
    element: ReactElement;
    router: RouterContexts;
  }) => { html: string; seed: DehydratedState | null };
  /** The next island's number in this page, noting when its code starts. */
  next: (name: IslandName, hydrate: IslandHydration) => number;
  /** The islands that start with the page, so far: their code is preloaded with the entry. */
  atLoad: Set<IslandName>;
}

/** The page's TanStack Query client (the root's providers): where an island's `queries` are read. */
export const PageQueryClient = createContext<QueryClient | null>(null);

/** Set on the server for a page served as islands; absent for a page the router hydrates whole. */
export const IslandsContext = createContext<IslandsServer | null>(null);

/** React Router's contexts, given again to what renders apart from the page's tree. */
export function RouterContextsProvider({ value, children }: { value: RouterContexts; children: React.ReactNode }) {
  return (
    <DataRouterContext.Provider value={value.data}>
      <DataRouterStateContext.Provider value={value.state}>
        <FrameworkContext.Provider value={value.framework}>
          <NavigationContext.Provider value={value.navigation}>
            <LocationContext.Provider value={value.location}>
              <RouteContext.Provider value={value.route}>{children}</RouteContext.Provider>
            </LocationContext.Provider>
          </NavigationContext.Provider>
        </FrameworkContext.Provider>
      </DataRouterStateContext.Provider>
    </DataRouterContext.Provider>
  );
}

/**
 * An interactive part of a page (decision 0107). On a page the router hydrates whole it is simply
 * the component. On a page served as islands the server renders it as its own root inside an
 * `<estate-island>` element that names it and carries its props, and the browser hydrates that
 * root alone (src/islands/entry.tsx): what is around it stays the server's HTML and costs no
 * script. Its props are JSON; `query` gives it TanStack Query's client (a form's mutation), and
 * `queries` names the page's queries it reads, which go with it from the page's cache.
 */
export function Island<P extends object>({
  name,
  component,
  props,
  hydrate = 'load',
  query = false,
  queries,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  hydrate?: IslandHydration;
  query?: boolean;
  queries?: readonly QueryKey[];
}) {
  const islands = useContext(IslandsContext);
  const client = useContext(PageQueryClient);
  const router: RouterContexts = {
    data: useContext(DataRouterContext),
    state: useContext(DataRouterStateContext),
    framework: useContext(FrameworkContext),
    location: useContext(LocationContext),
    navigation: useContext(NavigationContext),
    route: useContext(RouteContext),
  };
  const element = createElement(component, props);
  if (!islands) return element;
  const key = islands.next(name, hydrate);
  const withQuery = query || !!queries?.length;
  const { html, seed } = islands.render({ key, query: withQuery, queries: queries ?? [], client, element, router });
  return createElement('estate-island', {
    'data-island': name,
    'data-key': key,
    'data-hydrate': hydrate,
    'data-query': withQuery ? '' : undefined,
    'data-queries': seed ? JSON.stringify(seed) : undefined,
    'data-props': JSON.stringify(props),
    dangerouslySetInnerHTML: { __html: html },
  });
}

/** The built islands' scripts: the entry and what it imports, as the server names them in a page. */
export interface IslandAssets {
  entry: string;
  preloads: string[];
  /** Each island's chunk and what it imports that the entry does not. */
  islands: Partial<Record<IslandName, string[]>>;
}

/** What entry.server.tsx gives the root: the built scripts, and React's renderer for an island's root. */
export interface IslandsRenderer {
  assets: IslandAssets;
  renderToString: (element: ReactElement, identifierPrefix: string) => string;
}

export const IslandsRendererContext = createContext<IslandsRenderer | null>(null);
