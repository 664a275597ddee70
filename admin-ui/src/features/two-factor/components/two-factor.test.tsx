import { API_PREFIX, type Me } from '@estate/contract';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { db, requestsTo } from '@/testing/db';
import {
  REQUIRED_FOR_ADMINISTRATORS,
  SETUP_EXPIRED,
  TOTP_CODE,
  turnOnTwoFactor,
  WRONG_CODE,
} from '@/testing/handlers/two-factor';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

/*
 * Two-factor sign-in on the member's own account page (docs/decisions/0065): set up with a QR code
 * or a key and a code of the app, the recovery codes shown once; when on, new recovery codes and
 * Turn off, each for a current code. And the setup an administrator must finish first when the
 * agency requires it: nothing else is shown until it is on.
 */

const ADMIN_ID = 1;
const meIn = (client: QueryClient) => client.getQueryData<Me>(queryKeys.session.me());
const section = () => screen.findByRole('region', { name: 'Two-factor sign-in' });

describe('Two-factor sign-in on the account page', () => {
  it('is set up with the QR code or the key and a code of the app, then shows the ten recovery codes once', async () => {
    const { user, queryClient } = renderApp('/sessions');
    const card = await section();
    expect(within(card).getByText('Off')).toBeInTheDocument();
    expect(within(card).getByText(/each sign-in asks for the six-digit code/)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Set up two-factor sign-in' }));
    const qr = await within(card).findByRole('img', { name: 'QR code to scan with your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    // The key to type, in groups of four.
    expect(within(card).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const code = within(card).getByRole('textbox', { name: /Authentication code/ });
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    // A wrong code is the server's to refuse, at the field.
    await user.type(code, '000000');
    await user.click(within(card).getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining(WRONG_CODE)));
    expect(db.staffUsers.find((u) => u.id === ADMIN_ID)!.twoFactor).toBe(false);

    await user.clear(code);
    await user.type(code, TOTP_CODE);
    await user.click(within(card).getByRole('button', { name: 'Turn on' }));
    const list = await within(card).findByRole('list', { name: 'Recovery codes' });
    const shown = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(shown).toHaveLength(10);
    expect(shown).toEqual(db.recoveryCodes.get(ADMIN_ID));
    expect(within(card).getByRole('status')).toHaveTextContent('Two-factor sign-in is on');
    expect(requestsTo('/enable-two-factor', 'POST')[1]!.body).toEqual({ code: TOTP_CODE });

    // Copied as they are, one a line.
    await user.click(within(card).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(shown.join('\n'));

    // Saved as a text file.
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(within(card).getByRole('button', { name: 'Download' }));
    const anchor = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(anchor.download).toBe('recovery-codes-staff.txt');
    click.mockRestore();

    // The member's status is read again: after Done it shows on.
    await waitFor(() => expect(meIn(queryClient)?.twoFactor.enabled).toBe(true));
    await user.click(within(card).getByRole('button', { name: 'Done' }));
    expect(within(card).queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(within(card).getByText('On')).toBeInTheDocument();
    expect(within(card).getByText('10 recovery codes left')).toBeInTheDocument();
  });

  it('starts again when the QR code has expired before the code came', async () => {
    const { user } = renderApp('/sessions');
    const card = await section();
    await user.click(within(card).getByRole('button', { name: 'Set up two-factor sign-in' }));
    const code = await within(card).findByRole('textbox', { name: /Authentication code/ });
    db.twoFactorSetups.clear();
    await user.type(code, TOTP_CODE);
    await user.click(within(card).getByRole('button', { name: 'Turn on' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(SETUP_EXPIRED);
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
  });

  it('makes new recovery codes for a current code: the old ones stop working', async () => {
    const old = turnOnTwoFactor(ADMIN_ID);
    db.recoveryCodes.set(ADMIN_ID, old.slice(0, 2));
    const { user } = renderApp('/sessions');
    const card = await section();
    expect(within(card).getByText('On')).toBeInTheDocument();
    expect(within(card).getByText('2 recovery codes left')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'New recovery codes' }));
    const dialog = screen.getByRole('dialog', { name: 'New recovery codes' });
    const code = within(dialog).getByRole('textbox', { name: /Authentication code/ });
    expect(code).toHaveFocus();
    await user.type(code, '999999');
    await user.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining(WRONG_CODE)));

    await user.clear(code);
    await user.type(code, TOTP_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    const list = await within(card).findByRole('list', { name: 'Recovery codes' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const shown = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(shown).toEqual(db.recoveryCodes.get(ADMIN_ID));
    expect(shown).not.toContain(old[0]);
    expect(within(card).getByRole('status')).toHaveTextContent('New recovery codes: the old ones no longer work');

    await user.click(within(card).getByRole('button', { name: 'Done' }));
    expect(await within(card).findByText('10 recovery codes left')).toBeInTheDocument();
  });

  it('is turned off with a recovery code, after asking', async () => {
    const [recovery] = turnOnTwoFactor(ADMIN_ID);
    const { user } = renderApp('/sessions');
    const card = await section();
    await user.click(within(card).getByRole('button', { name: 'Turn off' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn off two-factor sign-in?' });
    expect(dialog).toHaveAccessibleDescription(/Your password alone signs you in again/);
    await user.type(within(dialog).getByRole('textbox', { name: /Authentication code/ }), recovery!);
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));

    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('Two-factor sign-in is off'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(card).getByText('Off')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
    expect(db.staffUsers.find((u) => u.id === ADMIN_ID)!.twoFactor).toBe(false);
  });

  it("shows the server's refusal of a change in the dialog", async () => {
    turnOnTwoFactor(ADMIN_ID);
    server.use(
      http.post(`${API_PREFIX}/disable-two-factor`, () =>
        HttpResponse.json({ message: REQUIRED_FOR_ADMINISTRATORS }, { status: 409 }),
      ),
    );
    const { user } = renderApp('/sessions');
    const card = await section();
    await user.click(within(card).getByRole('button', { name: 'Turn off' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Authentication code/ }), TOTP_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REQUIRED_FOR_ADMINISTRATORS);
  });

  it('does not offer Turn off when the agency requires it, and says why', async () => {
    turnOnTwoFactor(ADMIN_ID);
    db.settings = { ...db.settings, requireTwoFactorForAdministrators: true };
    renderApp('/sessions');
    const card = await section();
    expect(within(card).queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
    expect(within(card).getByText(/requires two-factor sign-in for administrators/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'New recovery codes' })).toBeInTheDocument();
  });
});

describe('Two-factor sign-in the agency requires', () => {
  it('shows only its setup and Logout until it is on, then the page asked for', async () => {
    db.settings = { ...db.settings, requireTwoFactorForAdministrators: true };
    const { user, queryClient } = renderApp('/properties');
    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/requires two-factor sign-in for administrators/)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).queryByRole('link')).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Properties' })).not.toBeInTheDocument();
    // Nothing the server would refuse is asked for.
    expect(requestsTo('/get-properties')).toHaveLength(0);
    expect(requestsTo('/get-settings')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    await user.type(await screen.findByRole('textbox', { name: /Authentication code/ }), TOTP_CODE);
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    // The codes stay until Done, though the member's status no longer requires the setup.
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    await waitFor(() => expect(meIn(queryClient)?.twoFactor.enabled).toBe(true));
    expect(screen.getByRole('heading', { name: 'Set up two-factor sign-in', level: 1 })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('heading', { name: 'Properties' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: 'Properties' }),
    ).toBeInTheDocument();
  });

  it('signs out from the setup with Logout', async () => {
    db.settings = { ...db.settings, requireTwoFactorForAdministrators: true };
    const { user, router } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('asks an editor nothing: the rule is for administrators', async () => {
    db.settings = { ...db.settings, requireTwoFactorForAdministrators: true };
    renderApp('/dashboard', { role: 'editor' });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('appears as soon as the server refuses a call for it (the rule began while signed in)', async () => {
    const { user } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    // Another administrator turns the rule on meanwhile.
    db.settings = { ...db.settings, requireTwoFactorForAdministrators: true };
    await user.click(screen.getByRole('link', { name: 'Users' }));
    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Users' })).not.toBeInTheDocument();
  });
});
