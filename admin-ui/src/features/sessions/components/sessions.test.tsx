import { API_PREFIX } from '@estate/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { RequestError } from '@/lib/api-client';
import { setToken } from '@/lib/session';
import { db, endSignIns, requestsTo, seedSignIn } from '@/testing/db';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { ROLE_TOKENS } from '@/testing/staff';
import { endSession } from '../api/end-session';

/*
 * The member's own sign-ins (every role, from the link under their name): each live sign-in with
 * its device, address and times in Dubai, this device marked, Sign out for each other one after
 * asking, and Sign out everywhere else; what the server answers stays until dismissed or replaced.
 */

/** The administrator, whom renderApp signs in unless told otherwise. */
const ADMIN_ID = 1;
const rowOf = (device: string) => screen.findByRole('row', { name: new RegExp(`^${device}`) });

describe('Your sign-ins', () => {
  it('lists the live sign-ins in Dubai time, this device first and marked, Sign out on the others only', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T08:00:00.000Z'));
    // The sign-in the test's browser holds (seeded for each member), at known times.
    Object.assign(
      db.signIns.find((s) => s.userId === ADMIN_ID)!,
      {
        device: 'Chrome on macOS',
        ip: '203.0.113.24',
        signedInAt: '2026-12-02T03:14:00.000Z',
        expiresAt: '2026-12-02T15:14:00.000Z',
      },
    );
    seedSignIn(ADMIN_ID, {
      device: 'Safari on iOS',
      ip: '198.51.100.22',
      signedInAt: '2026-12-02T06:30:00.000Z',
      expiresAt: '2026-12-02T18:30:00.000Z',
    });
    seedSignIn(ADMIN_ID, {
      device: 'Firefox on Windows',
      ip: null,
      signedInAt: '2026-12-01T19:05:00.000Z',
      expiresAt: '2026-12-02T07:05:00.000Z',
    });
    // Another member's sign-in is theirs alone.
    seedSignIn(2, { device: 'Edge on Windows' });
    renderApp('/sessions');
    expect(await screen.findByRole('heading', { name: 'Your sign-ins' })).toBeInTheDocument();

    const mine = await rowOf('Chrome on macOS');
    // The header row, then this device (though the server lists the newer iPhone first).
    expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Device'),
      expect.stringMatching(/^Chrome on macOS/),
      expect.stringMatching(/^Safari on iOS/),
    ]);
    expect(within(mine).getByText('This device')).toBeInTheDocument();
    expect(within(mine).getByText('203.0.113.24')).toBeInTheDocument();
    expect(
      within(mine)
        .getAllByRole('time')
        .map((t) => t.textContent),
    ).toEqual(['2 Dec 2026, 07:14', '2 Dec 2026, 19:14']);
    expect(within(mine).queryByRole('button')).not.toBeInTheDocument();

    const phone = await rowOf('Safari on iOS');
    expect(within(phone).queryByText('This device')).not.toBeInTheDocument();
    expect(
      within(phone)
        .getAllByRole('time')
        .map((t) => t.textContent),
    ).toEqual(['2 Dec 2026, 10:30', '2 Dec 2026, 22:30']);
    expect(
      within(phone).getByRole('button', { name: 'Sign out Safari on iOS, signed in 2 Dec 2026, 10:30' }),
    ).toBeInTheDocument();
    // The Firefox sign-in ran out at 07:05 UTC; the editor's is not the administrator's.
    expect(screen.queryByRole('row', { name: /Firefox|Edge/ })).not.toBeInTheDocument();
    expect(screen.getByText('2 sign-ins')).toBeInTheDocument();
  });

  it('is reached from the link under the name, for every role; alone, there is nothing else to sign out', async () => {
    const { user } = renderApp('/dashboard', { role: 'agent' });
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    await user.click(within(nav).getByRole('link', { name: 'Your sign-ins' }));
    expect(await screen.findByRole('heading', { name: 'Your sign-ins' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Your sign-ins' })).toHaveAttribute('aria-current', 'page');
    expect(within(await rowOf('Chrome on macOS')).getByText('This device')).toBeInTheDocument();
    expect(screen.getByText('1 sign-in')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Sign out/ })).not.toBeInTheDocument();
  });

  it("signs out another device after asking: its token stops working, the list is read again and the server's message stays until dismissed", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const phone = seedSignIn(ADMIN_ID, { device: 'Safari on iOS', ip: '198.51.100.22' });
    const { user } = renderApp('/sessions', { fakeTimers: true });
    const row = await rowOf('Safari on iOS');

    // Asked first; Cancel sends nothing.
    await user.click(within(row).getByRole('button', { name: /^Sign out/ }));
    let dialog = screen.getByRole('alertdialog', { name: 'Sign out Safari on iOS?' });
    expect(dialog).toHaveAccessibleDescription('It has to sign in again.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requestsTo('/end-session')).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: /^Sign out/ }));
    dialog = screen.getByRole('alertdialog', { name: 'Sign out Safari on iOS?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('That sign-in has ended'));
    expect(requestsTo(`/end-session/${phone.id}`, 'POST')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('row', { name: /^Safari on iOS/ })).not.toBeInTheDocument());
    expect(db.sessions.has(phone.tokens[0]!)).toBe(false);
    expect(db.sessions.has(ROLE_TOKENS.administrator)).toBe(true);
    // Nothing else to sign out.
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).not.toBeInTheDocument();

    // It stays: no timer takes it away.
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('status')).toHaveTextContent('That sign-in has ended');
    await user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Dismiss the message' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("shows the server's refusal and keeps it until the next answer replaces it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const laptop = seedSignIn(ADMIN_ID, { device: 'Firefox on Windows' });
    const phone = seedSignIn(ADMIN_ID, { device: 'Safari on iOS' });
    const { user } = renderApp('/sessions', { fakeTimers: true });
    const row = await rowOf('Firefox on Windows');
    // Ended meanwhile (by the member elsewhere): the server no longer knows it.
    endSignIns((s) => s.id === laptop.id);
    await user.click(within(row).getByRole('button', { name: /^Sign out/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Session not found'));
    // The list is read again: the row that had ended is gone.
    await waitFor(() => expect(screen.queryByRole('row', { name: /^Firefox on Windows/ })).not.toBeInTheDocument());
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Session not found');

    // The next answer replaces it.
    await user.click(within(await rowOf('Safari on iOS')).getByRole('button', { name: /^Sign out/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('That sign-in has ended'));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(db.signIns.some((s) => s.id === phone.id)).toBe(false);
  });

  it("shows the server's message when an ending is refused for another reason", async () => {
    seedSignIn(ADMIN_ID, { device: 'Safari on iOS' });
    server.use(
      http.post(`${API_PREFIX}/end-session/:id`, () =>
        HttpResponse.json({ message: 'Too many requests. Please wait a moment and try again.' }, { status: 429 }),
      ),
    );
    const { user } = renderApp('/sessions');
    await user.click(within(await rowOf('Safari on iOS')).getByRole('button', { name: /^Sign out/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sign out' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Too many requests. Please wait a moment and try again.'),
    );
    expect(await rowOf('Safari on iOS')).toBeInTheDocument();
  });

  it('signs out everywhere else after asking, one sign-in after the other', async () => {
    const phone = seedSignIn(ADMIN_ID, { device: 'Safari on iOS' });
    const laptop = seedSignIn(ADMIN_ID, { device: 'Firefox on Windows' });
    const { user } = renderApp('/sessions');
    await rowOf('Firefox on Windows');
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out everywhere else?' });
    expect(dialog).toHaveAccessibleDescription(
      'The 2 other sign-ins have to sign in again. This device stays signed in.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('You are signed out everywhere else.'));
    expect(requestsTo('/end-session', 'POST').map((r) => r.path)).toEqual(
      expect.arrayContaining([`${API_PREFIX}/end-session/${phone.id}`, `${API_PREFIX}/end-session/${laptop.id}`]),
    );
    expect(requestsTo('/end-session', 'POST')).toHaveLength(2);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(within(await rowOf('Chrome on macOS')).getByText('This device')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).not.toBeInTheDocument();
    expect(db.sessions.has(ROLE_TOKENS.administrator)).toBe(true);
  });

  it('says when the list cannot be read, in the server’s words', async () => {
    server.use(
      http.get(`${API_PREFIX}/get-sessions`, () =>
        HttpResponse.json({ message: 'Too many requests. Please wait a moment and try again.' }, { status: 429 }),
      ),
    );
    renderApp('/sessions');
    expect(await screen.findByText('Too many requests. Please wait a moment and try again.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).not.toBeInTheDocument();
  });
});

describe('The fake server’s sign-in routes', () => {
  it("answer 404 Session not found for another member's sign-in, which goes on working", async () => {
    setToken(ROLE_TOKENS.administrator);
    const editors = db.signIns.find((s) => s.userId === 2)!;
    const refusal = await endSession(editors.id).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RequestError);
    expect(refusal).toMatchObject({ status: 404, message: 'Session not found' });
    expect(db.sessions.has(ROLE_TOKENS.editor)).toBe(true);
  });
});
