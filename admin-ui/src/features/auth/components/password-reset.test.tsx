import { API_PREFIX } from '@estate/contract';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, requestsTo } from '@/testing/db';
import { RESET_CODE } from '@/testing/handlers/auth';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { makeStaffUser } from '@/testing/staff';

describe('Forgot password', () => {
  it('opens from the login page', async () => {
    const { user, router } = renderApp('/login', { signedIn: false });
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(screen.getByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
  });

  it('checks the address, then sends it and shows the server’s answer', async () => {
    const { user } = renderApp('/forgot-password', { signedIn: false });
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(screen.getByText('E-mail is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/E-mail/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(requestsTo('/forgot-password')).toHaveLength(0);
    await user.clear(screen.getByLabelText(/E-mail/));
    await user.type(screen.getByLabelText(/E-mail/), 'staff@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/a link to choose a new password is on its way/);
    expect(requestsTo('/forgot-password')[0]?.body).toEqual({ email: 'staff@example.com' });
  });

  it("shows the server's message when reset is switched off", async () => {
    server.use(
      http.post(`${API_PREFIX}/forgot-password`, () =>
        HttpResponse.json({ message: 'Password reset is switched off on this site' }, { status: 404 }),
      ),
    );
    const { user } = renderApp('/forgot-password', { signedIn: false });
    await user.type(screen.getByLabelText(/E-mail/), 'staff@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password reset is switched off on this site');
  });
});

describe('Reset password (the page the mail links to)', () => {
  it('asks for a long enough password typed twice the same', async () => {
    const { user } = renderApp(`/reset-password?code=${RESET_CODE}`, { signedIn: false });
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/Repeat the new password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(screen.getByText('Password must be at least 12 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(requestsTo('/reset-password')).toHaveLength(0);
  });

  it('sends the code from the link with the new password and offers to sign in', async () => {
    const { user, router } = renderApp(`/reset-password?code=${RESET_CODE}`, { signedIn: false });
    await user.type(screen.getByLabelText(/^New password/), 'A-New-Passw0rd-2026');
    await user.type(screen.getByLabelText(/Repeat the new password/), 'A-New-Passw0rd-2026');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed');
    expect(requestsTo('/reset-password')[0]?.body).toEqual({
      code: RESET_CODE,
      password: 'A-New-Passw0rd-2026',
      passwordConfirmation: 'A-New-Passw0rd-2026',
    });
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("shows the server's message for a used or expired link", async () => {
    const { user } = renderApp('/reset-password?code=used-code', { signedIn: false });
    await user.type(screen.getByLabelText(/^New password/), 'A-New-Passw0rd-2026');
    await user.type(screen.getByLabelText(/Repeat the new password/), 'A-New-Passw0rd-2026');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has already been used');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  });

  it('says so when the link has no code', async () => {
    renderApp('/reset-password', { signedIn: false });
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is incomplete');
  });
});

describe('The invitation (the reset page, from the invitation mail)', () => {
  it('welcomes the invited member in its heading and button; the rest is the reset', async () => {
    db.staffUsers = [...db.staffUsers, makeStaffUser({ id: 5, username: 'nadia', role: 'agent', invited: true })];
    db.inviteCodes.set('invitation-code', 5);
    const { user } = renderApp('/reset-password?code=invitation-code&invite=1', { signedIn: false });
    expect(screen.getByRole('heading', { name: 'Welcome: choose your password' })).toBeInTheDocument();
    expect(screen.getByText('At least 12 characters.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), 'A-New-Passw0rd-2026');
    await user.type(screen.getByLabelText(/Repeat the new password/), 'A-New-Passw0rd-2026');
    await user.click(screen.getByRole('button', { name: 'Set my password' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed');
    expect(requestsTo('/reset-password')[0]?.body).toMatchObject({ code: 'invitation-code' });
    expect(db.staffUsers.find((u) => u.id === 5)!.invited).toBe(false);
  });

  it('keeps the reset wording without invite=1', () => {
    renderApp(`/reset-password?code=${RESET_CODE}`, { signedIn: false });
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save the new password' })).toBeInTheDocument();
  });
});
