import { vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { routes } from '@/app/router';
import { setToken } from '@/lib/session';
import { STAFF_TOKEN } from './handlers/auth';

/**
 * The route table with every lazy page already loaded, so a test's first render shows its page at
 * once, as if the routes were not split (decision 0030). `renderApp(path, { lazy: true })` keeps
 * the real lazy table, for tests of what happens while pages load.
 */
async function loaded(table: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    table.map(async (route) => {
      const { lazy, children, ...rest } = route;
      const resolved = typeof lazy === 'function' ? await lazy() : {};
      const kids = children ? await loaded(children) : undefined;
      return { ...rest, ...resolved, ...(kids ? { children: kids } : {}) } as RouteObject;
    }),
  );
}
const eagerRoutes = await loaded(routes);

/**
 * The whole app at a route, as staff see it: the real routes, guards and layout, a fresh query
 * cache, and the fake server behind fetch. Signed in unless told otherwise.
 */
export function renderApp(path: string, { signedIn = true, fakeTimers = false, lazy = false } = {}) {
  if (signedIn) setToken(STAFF_TOKEN);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(lazy ? routes : eagerRoutes, { initialEntries: [path] });
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, user, router, queryClient };
}

/** A small PNG file as a user would pick it. */
export function imageFile(name = 'photo.png', type = 'image/png'): File {
  return new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type });
}
