import { API_PREFIX } from '@estate/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setToken } from '@/lib/session';
import { STAFF_TOKEN } from '@/testing/handlers/auth';
import { server } from '@/testing/server';
import { routes } from './router';

describe('A token the server refuses', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('opens the login page at /login, replacing the old address and keeping the way back (pages loading lazily)', async () => {
    server.use(
      http.get(`${API_PREFIX}/get-properties`, () =>
        HttpResponse.json({ message: 'Invalid or expired token' }, { status: 401 }),
      ),
    );
    // The real browser router and the real lazy route table, as the built app runs them.
    window.history.replaceState(null, '', '/dashboard');
    window.history.pushState(null, '', '/properties?page=2');
    setToken(STAFF_TOKEN);
    const router = createBrowserRouter(routes);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toEqual({ from: { pathname: '/properties', search: '?page=2', hash: '' } });
    expect(screen.getByRole('status')).toHaveTextContent('Your session has expired. Please sign in again.');
    router.dispose();
  });
});
