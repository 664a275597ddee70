import { vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { routes } from '@/app/router';
import { queryKeys } from '@/lib/query-keys';
import { setToken } from '@/lib/session';
import { db } from './db';
import { meOf } from './handlers/staff';
import type { StaffRole } from '@estate/contract';
import { ROLE_TOKENS } from './staff';

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
 * cache, and the fake server behind fetch. Signed in unless told otherwise, as the seeded member
 * of `role` (testing/staff.ts): the administrator unless told otherwise. Signed in this way, the
 * member's access (GET get-me) is in the cache already, as the pages are, so the first render
 * shows the page; signed out, or with `lazy`, the app asks the server for it as it does on load.
 */
export function renderApp(
  path: string,
  {
    signedIn = true,
    fakeTimers = false,
    lazy = false,
    role = 'administrator',
  }: { signedIn?: boolean; fakeTimers?: boolean; lazy?: boolean; role?: StaffRole } = {},
) {
  if (signedIn) setToken(ROLE_TOKENS[role]);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  if (signedIn && !lazy) {
    const member = db.staffUsers.find((u) => u.id === db.sessions.get(ROLE_TOKENS[role]));
    if (member) queryClient.setQueryData(queryKeys.session.me(), meOf(member));
  }
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
