import { API_PREFIX } from '@estate/contract';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { requestsTo } from '@/testing/db';
import { STAFF, STAFF_TOKEN } from '@/testing/handlers/auth';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

describe('Signing in', () => {
  it('asks for both the username and the password before calling the server', async () => {
    const { user } = renderApp('/login', { signedIn: false });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Username/)).toHaveFocus());
    expect(requestsTo('/login')).toHaveLength(0);
  });

  it('stores the token under "token" and opens the dashboard', async () => {
    const { user, router } = renderApp('/login', { signedIn: false });
    await user.type(screen.getByLabelText(/Username/), STAFF.username);
    await user.type(screen.getByLabelText(/Password/), STAFF.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(window.localStorage.getItem('token')).toBe(STAFF_TOKEN);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it("shows the server's message for a wrong password", async () => {
    const { user } = renderApp('/login', { signedIn: false });
    await user.type(screen.getByLabelText(/Username/), 'staff');
    await user.type(screen.getByLabelText(/Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it("shows 'Login failed' when the server gives no message", async () => {
    server.use(http.post(`${API_PREFIX}/login`, () => new HttpResponse(null, { status: 500 })));
    const { user } = renderApp('/login', { signedIn: false });
    await user.type(screen.getByLabelText(/Username/), 'staff');
    await user.type(screen.getByLabelText(/Password/), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('goes back to the page first asked for after signing in', async () => {
    const { user, router } = renderApp('/properties', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    await user.type(screen.getByLabelText(/Username/), STAFF.username);
    await user.type(screen.getByLabelText(/Password/), STAFF.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties'));
  });

  it('sends a signed-in user who opens the login page to the dashboard', async () => {
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('treats /sign-in as the login page', async () => {
    const { router } = renderApp('/sign-in', { signedIn: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('The session', () => {
  it('guards every admin page: signed out, a protected page shows the login form', async () => {
    const { router } = renderApp('/update-property/abc', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('signs the user out with a clear message when the server rejects the token', async () => {
    server.use(
      http.get(`${API_PREFIX}/get-properties`, () =>
        HttpResponse.json({ message: 'Sign in first: a valid bearer token is required' }, { status: 401 }),
      ),
    );
    const { router } = renderApp('/properties');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent('Your session has expired. Please sign in again.');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('Logout clears the token and goes to the login page', async () => {
    const { user, router } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(window.localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
