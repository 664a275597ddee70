import { API_PREFIX, PASSWORD_CHANGED_MESSAGE } from '@estate/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestsTo } from '@/testing/db';
import { STAFF_TOKEN } from '@/testing/handlers/auth';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { setToken } from '@/lib/session';

const HOUR = 3600_000;

/** Signed in with a token that lives two hours from now, as the server answers a sign-in. */
function signInFor2Hours() {
  setToken(STAFF_TOKEN, new Date(Date.now() + 2 * HOUR).toISOString());
}

describe('A signed-in session', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is renewed when the staff member is active after half of the token lifetime', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    signInFor2Hours();
    renderApp('/dashboard', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    vi.setSystemTime(Date.now() + 61 * 60_000);
    fireEvent.pointerDown(window);
    await waitFor(() => expect(requestsTo('/renew-session', 'POST')).toHaveLength(1));
    expect(requestsTo('/renew-session')[0]?.headers.get('authorization')).toBe(`Bearer ${STAFF_TOKEN}`);
    await waitFor(() => expect(window.localStorage.getItem('token')).toBe(`${STAFF_TOKEN}-renewed-1`));
  });

  it('is not renewed while the token is young, however busy the user', async () => {
    signInFor2Hours();
    renderApp('/dashboard', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'a' });
    fireEvent.pointerDown(window);
    await new Promise((r) => setTimeout(r, 50));
    expect(requestsTo('/renew-session')).toHaveLength(0);
  });

  it('ends with a clear message when the server refuses to renew it (the session was ended elsewhere)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    server.use(
      http.post(`${API_PREFIX}/renew-session`, () =>
        HttpResponse.json(
          { message: 'Your session is invalid or has expired. Please sign in again.' },
          { status: 401 },
        ),
      ),
    );
    signInFor2Hours();
    const { router } = renderApp('/dashboard', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    vi.setSystemTime(Date.now() + 90 * 60_000);
    fireEvent.keyDown(window, { key: 'a' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent('Your session has expired. Please sign in again.');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('says the password was changed when a password reset ended the session, not that it expired', async () => {
    server.use(
      http.get(`${API_PREFIX}/get-properties`, () =>
        HttpResponse.json({ message: PASSWORD_CHANGED_MESSAGE }, { status: 401 }),
      ),
    );
    signInFor2Hours();
    const { router } = renderApp('/properties', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent(PASSWORD_CHANGED_MESSAGE);
    expect(screen.getByRole('status')).not.toHaveTextContent('Your session has expired');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('says the password was changed when renewing a session a reset ended', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    server.use(
      http.post(`${API_PREFIX}/renew-session`, () =>
        HttpResponse.json({ message: PASSWORD_CHANGED_MESSAGE }, { status: 401 }),
      ),
    );
    signInFor2Hours();
    renderApp('/dashboard', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    vi.setSystemTime(Date.now() + 90 * 60_000);
    fireEvent.keyDown(window, { key: 'a' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(PASSWORD_CHANGED_MESSAGE);
  });

  it('signs out by itself once the token has run out unused', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    signInFor2Hours();
    renderApp('/dashboard', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    vi.setSystemTime(Date.now() + 2 * HOUR + 1000);
    fireEvent.pointerDown(window);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(requestsTo('/renew-session')).toHaveLength(0);
  });
});

describe('Logout', () => {
  it('asks the server to end the sign-in with the token, then clears it and opens the login page', async () => {
    const { user, router } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const [call] = requestsTo('/logout', 'POST');
    expect(call?.headers.get('authorization')).toBe(`Bearer ${STAFF_TOKEN}`);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('still signs out in this browser when the server cannot be reached', async () => {
    server.use(http.post(`${API_PREFIX}/logout`, () => HttpResponse.error()));
    const { user, router } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
