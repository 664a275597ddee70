import { API_PREFIX } from '@estate/contract';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, requestsTo } from '@/testing/db';
import { STAFF, STAFF_TOKEN } from '@/testing/handlers/auth';
import { SIGN_IN_AGAIN, TOTP_CODE, turnOnTwoFactor, WRONG_CODE } from '@/testing/handlers/two-factor';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

/*
 * Signing in to an account with two-factor sign-in (docs/decisions/0065): the password wins a
 * challenge, not a token; the same card then asks for the code of the authenticator app (or a
 * recovery code), and only that stores the token and opens the page asked for.
 */

const ADMIN_ID = 1;

async function signInWithPassword(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText(/Username/), STAFF.username);
  await user.type(screen.getByLabelText(/Password/), STAFF.password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return screen.findByRole('textbox', { name: /Authentication code/ });
}

describe('Signing in with two-factor sign-in', () => {
  it('asks for the code after the password, then stores the token and opens the page first asked for', async () => {
    turnOnTwoFactor(ADMIN_ID);
    const { user, router } = renderApp('/properties', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();

    const code = await signInWithPassword(user);
    // The password alone stored nothing; the code is what is typed next.
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAccessibleDescription(/recovery codes works too/);
    expect(screen.getByText(/Two-factor sign-in is on for staff/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();

    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties'));
    expect(window.localStorage.getItem('token')).toBe(STAFF_TOKEN);
    expect(await screen.findByRole('heading', { name: 'Properties' })).toBeInTheDocument();
    const [verify] = requestsTo('/verify-two-factor', 'POST');
    expect(verify?.body).toEqual({ challenge: expect.stringMatching(/^challenge-/), code: '123 456' });
    // The second step is sent without a token, as the first is.
    expect(verify?.headers.get('authorization')).toBeNull();
  });

  it('takes a recovery code instead, which is used up', async () => {
    const [first, ...rest] = turnOnTwoFactor(ADMIN_ID);
    const { user, router } = renderApp('/login', { signedIn: false });
    await user.type(await signInWithPassword(user), first!.toUpperCase());
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(db.recoveryCodes.get(ADMIN_ID)).toEqual(rest);
  });

  it('says when the code is wrong, and empties the field for the next one', async () => {
    turnOnTwoFactor(ADMIN_ID);
    const { user, router } = renderApp('/login', { signedIn: false });
    const code = await signInWithPassword(user);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_CODE);
    expect(code).toHaveValue('');
    await waitFor(() => expect(code).toHaveFocus());
    expect(window.localStorage.getItem('token')).toBeNull();

    await user.type(code, TOTP_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('asks for the code before calling the server', async () => {
    turnOnTwoFactor(ADMIN_ID);
    const { user } = renderApp('/login', { signedIn: false });
    const code = await signInWithPassword(user);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(code).toHaveAccessibleDescription(/Enter the code from your authenticator app/);
    expect(requestsTo('/verify-two-factor')).toHaveLength(0);
  });

  it('goes back to the password when the sign-in has expired, saying so', async () => {
    turnOnTwoFactor(ADMIN_ID);
    const { user } = renderApp('/login', { signedIn: false });
    const code = await signInWithPassword(user);
    db.challenges.clear();
    await user.type(code, TOTP_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(SIGN_IN_AGAIN);
    expect(screen.queryByRole('textbox', { name: /Authentication code/ })).not.toBeInTheDocument();
    // The username stays; the password, not kept meanwhile, is typed again.
    expect(screen.getByLabelText(/Username/)).toHaveValue(STAFF.username);
    const password = screen.getByLabelText(/Password/);
    expect(password).toHaveValue('');
    await waitFor(() => expect(password).toHaveFocus());
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('goes back to the password with Back', async () => {
    turnOnTwoFactor(ADMIN_ID);
    const { user } = renderApp('/login', { signedIn: false });
    await signInWithPassword(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveValue(STAFF.username);
  });

  it("shows the server's message when too many codes were tried", async () => {
    turnOnTwoFactor(ADMIN_ID);
    server.use(
      http.post(`${API_PREFIX}/verify-two-factor`, () =>
        HttpResponse.json({ message: 'Too many codes. Please wait a few minutes and try again.' }, { status: 429 }),
      ),
    );
    const { user } = renderApp('/login', { signedIn: false });
    await user.type(await signInWithPassword(user), TOTP_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many codes. Please wait a few minutes and try again.',
    );
    expect(screen.getByRole('textbox', { name: /Authentication code/ })).toBeInTheDocument();
  });
});
