import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import {
  createMemoryRouter,
  createRoutesStub,
  Outlet,
  RouterProvider,
  useLoaderData,
  useMatches,
  useParams,
} from 'react-router';
import { CurrencyProvider } from '~/lib/currency/currency-store';
import { I18nProvider } from '~/lib/i18n/i18n';
import { basenameOf, type Locale } from '~/lib/i18n/locales';
import { PopupsProvider } from '~/lib/popups';
import { getQueryClient, mergeDehydrated } from '~/lib/query-client';
import type { RouteData } from '~/lib/route-data';
import type { PublicConfig } from '~/lib/seo';

export const PUBLIC_CONFIG: PublicConfig = {
  siteUrl: 'https://estate.example',
  mapAttribution: 'Coastline © Natural Earth',
  agencyName: 'Estate',
};

export function Providers({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const state = mergeDehydrated(matches.map((m) => (m.data as RouteData | undefined)?.dehydratedState ?? null));
  return (
    <QueryClientProvider client={getQueryClient()}>
      <HydrationBoundary state={state}>
        <CurrencyProvider>
          <PopupsProvider>{children}</PopupsProvider>
        </CurrencyProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}

type StubRoute = Parameters<typeof createRoutesStub>[0][number];

/**
 * A route under test: its module's component and client loader as they are (their generated
 * types are narrower than the stub's, which passes the same props and arguments at run time).
 */
export type TestRoute = Omit<StubRoute, 'loader' | 'Component' | 'children'> & {
  loader?: (args: never) => unknown;
  Component?: ComponentType<never>;
};

/**
 * Renders routes as the app does: under a root that provides the query cache, the currency and
 * the popups, and answers the public configuration.
 */
export function renderRoutes(routes: TestRoute[], initialEntry = '/', extra?: ReactNode) {
  const children = routes as unknown as StubRoute[];
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ publicConfig: PUBLIC_CONFIG, dehydratedState: null }),
      HydrateFallback: () => null,
      Component: () => (
        <Providers>
          <Outlet />
          {extra}
        </Providers>
      ),
      children,
    },
  ]);
  // On fake timers, user-event's own pauses move the fake clock instead of waiting.
  const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  return { user, ...render(<Stub initialEntries={[initialEntry]} />) };
}

/**
 * Routes under a language's prefix, as the app serves them: the router's basename is the prefix
 * (server/app.ts), so the app's own links carry it as a visitor's browser sees them. `initialEntry`
 * is the whole address, prefix included.
 */
export function renderRoutesIn(locale: Locale, routes: TestRoute[], initialEntry: string) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => ({ publicConfig: { ...PUBLIC_CONFIG, locale }, dehydratedState: null }),
        HydrateFallback: () => null,
        Component: () => (
          <I18nProvider locale={locale}>
            <Providers>
              <Outlet />
            </Providers>
          </I18nProvider>
        ),
        // A route module's component gets its params and data as props, as the framework gives them.
        children: routes.map(({ Component, ...route }) => ({
          ...route,
          ...(Component ? { Component: routedProps(Component as ComponentType<Record<string, unknown>>) } : {}),
        })),
      },
    ] as Parameters<typeof createMemoryRouter>[0],
    { basename: basenameOf(locale), initialEntries: [initialEntry] },
  );
  const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  return { user, router, ...render(<RouterProvider router={router} />) };
}

/** A route module's component given its params, loader data and matches as props. */
function routedProps(Component: ComponentType<Record<string, unknown>>) {
  return function Routed() {
    return <Component params={useParams()} loaderData={useLoaderData()} matches={useMatches()} />;
  };
}

/** One component inside the providers, on a single route. */
export function renderWithProviders(ui: ReactNode, path = '/') {
  const Component = () => <>{ui}</>;
  const route: TestRoute = path === '/' ? { index: true, Component } : { path: path.slice(1), Component };
  return renderRoutes([route], path);
}

/** One component inside the providers, in a language (its catalogues loaded by the test). */
export function renderInLanguage(locale: Locale, ui: ReactNode, path = '/') {
  return renderWithProviders(<I18nProvider locale={locale}>{ui}</I18nProvider>, path);
}
