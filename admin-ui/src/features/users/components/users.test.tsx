import { screen, waitFor, within } from '@testing-library/react';
import { API_PREFIX } from '@estate/contract';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { db, requestsTo } from '@/testing/db';
import { makeTeam } from '@/testing/fixtures';
import { meOf } from '@/testing/handlers/staff';
import { turnOnTwoFactor } from '@/testing/handlers/two-factor';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { makeStaffUser, ROLE_TOKENS } from '@/testing/staff';

/*
 * The administrators' Users screen (docs/decisions/0063): the staff users with their role and
 * status, the invitation of a new member, a role change and Deactivate / Reactivate per row, and
 * the server's refusals shown where they belong until dismissed or replaced.
 */

const rowOf = (name: string) => screen.findByRole('row', { name: new RegExp(`^${name}\\b`) });

describe('The Users screen', () => {
  it('lists each staff user with their e-mail, role, status and team member', async () => {
    db.teams = [makeTeam({ title: 'Amelia Hart' })];
    db.staffUsers = [
      ...db.staffUsers,
      makeStaffUser({ id: 5, username: 'nadia', role: 'agent', invited: true }),
      makeStaffUser({
        id: 6,
        username: 'omar',
        role: 'agent',
        active: false,
        teamMember: { _id: db.teams[0]!._id, name: 'Amelia Hart' },
      }),
    ];
    renderApp('/users');
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();

    const admin = await rowOf('staff');
    // One line, cut where the column ends on a phone: the whole address is in its title.
    expect(within(admin).getByText('staff@example.com')).toHaveAttribute('title', 'staff@example.com');
    expect(within(admin).getByRole('combobox', { name: 'Role of staff' })).toHaveDisplayValue('Administrator');
    expect(within(admin).getByText('Active')).toBeInTheDocument();

    const invited = await rowOf('nadia');
    expect(within(invited).getByRole('combobox', { name: 'Role of nadia' })).toHaveDisplayValue('Agent');
    expect(within(invited).getByText('Invited')).toBeInTheDocument();

    const deactivated = await rowOf('omar');
    expect(within(deactivated).getByText('Deactivated')).toBeInTheDocument();
    expect(within(deactivated).getByText('Amelia Hart')).toBeInTheDocument();
    expect(within(deactivated).getByRole('button', { name: 'Reactivate omar' })).toBeInTheDocument();
    expect(screen.getByText('6 users')).toBeInTheDocument();
  });

  it('invites a member with a role and a team member profile, then lists them as Invited', async () => {
    db.teams = [makeTeam({ title: 'Nadia Farouk' })];
    const { user } = renderApp('/users');
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const form = screen.getByRole('form', { name: 'Invite a staff member' });

    await user.type(within(form).getByRole('textbox', { name: 'E-mail' }), 'Nadia@Example.com');
    const role = within(form).getByRole('combobox', { name: 'Role' });
    await user.selectOptions(role, 'Agent');
    // What the role allows is said under the select.
    expect(role).toHaveAccessibleDescription(/Their own listings/);
    const member = within(form).getByRole('combobox', { name: 'Team member' });
    await within(member).findByRole('option', { name: 'Nadia Farouk' });
    await user.selectOptions(member, 'Nadia Farouk');
    await user.click(within(form).getByRole('button', { name: 'Send the invitation' }));

    expect(await screen.findByText('Invitation sent to nadia@example.com')).toBeInTheDocument();
    const row = await rowOf('nadia');
    expect(within(row).getByText('nadia@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Invited')).toBeInTheDocument();
    expect(within(row).getByText('Nadia Farouk')).toBeInTheDocument();
    expect(within(row).getByRole('combobox', { name: 'Role of nadia' })).toHaveDisplayValue('Agent');
    expect(screen.queryByRole('form', { name: 'Invite a staff member' })).not.toBeInTheDocument();
    expect(requestsTo('/invite-staff-user', 'POST')[0]!.body).toEqual({
      email: 'Nadia@Example.com',
      role: 'agent',
      teamMemberId: db.teams[0]!._id,
    });
  });

  it('asks for the e-mail and the role before sending anything', async () => {
    const { user } = renderApp('/users');
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('E-mail is required');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveAccessibleDescription(/Choose a role/);
    expect(requestsTo('/invite-staff-user')).toHaveLength(0);
  });

  it("shows the server's refusal of an address in use at the e-mail field, until the next attempt replaces it", async () => {
    const { user } = renderApp('/users');
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'editor@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Editor');
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));

    await waitFor(() => expect(email).toHaveAccessibleDescription('A user with that e-mail address already exists'));
    // Editing the address leaves the refusal in place until the next attempt answers.
    await user.clear(email);
    await user.type(email, 'new.editor@example.com');
    expect(email).toHaveAccessibleDescription('A user with that e-mail address already exists');
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('Invitation sent to new.editor@example.com')).toBeInTheDocument();
    expect(await rowOf('new\\.editor')).toHaveTextContent('Invited');
  });

  it('keeps the last administrator one: demoting them shows the 409 message in the row until dismissed', async () => {
    const { user } = renderApp('/users');
    const role = await screen.findByRole('combobox', { name: 'Role of staff' });
    await user.selectOptions(role, 'Editor');

    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('The last active administrator cannot be demoted or deactivated');
    // The stored role stays shown: the server did not take the change.
    expect(role).toHaveDisplayValue('Administrator');
    expect(db.staffUsers.find((u) => u.username === 'staff')!.role).toBe('administrator');

    await user.click(within(refusal).getByRole('button', { name: 'Dismiss the message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('changes a role in place and says so', async () => {
    const { user } = renderApp('/users');
    const role = await screen.findByRole('combobox', { name: 'Role of marketing' });
    await user.selectOptions(role, 'Editor');
    expect(await screen.findByText('marketing is now Editor.')).toBeInTheDocument();
    expect(role).toHaveDisplayValue('Editor');
    expect(requestsTo('/update-staff-user/4', 'PUT')[0]!.body).toEqual({ role: 'editor' });
  });

  it('deactivates a member after asking, ending every session of theirs, and reactivates them', async () => {
    const { user } = renderApp('/users');
    await user.click(await screen.findByRole('button', { name: 'Deactivate editor' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Deactivate editor?' });
    expect(dialog).toHaveTextContent('every session of theirs ends at once');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    const row = await rowOf('editor');
    await waitFor(() => expect(within(row).getByText('Deactivated')).toBeInTheDocument());
    expect(requestsTo('/update-staff-user/2', 'PUT')[0]!.body).toEqual({ active: false });
    // The editor's token no longer opens anything.
    expect(db.sessions.has(ROLE_TOKENS.editor)).toBe(false);

    await user.click(within(row).getByRole('button', { name: 'Reactivate editor' }));
    await waitFor(() => expect(within(row).getByText('Active')).toBeInTheDocument());
    expect(screen.getByText('editor can sign in again.')).toBeInTheDocument();
  });

  it('is refused by the server to a role without users.manage, which the screen says in its words', async () => {
    // The editor's access as an outdated copy would have it: the server decides.
    const { queryClient, user } = renderApp('/dashboard', { role: 'editor' });
    const editor = db.staffUsers.find((u) => u.role === 'editor')!;
    queryClient.setQueryData(queryKeys.session.me(), {
      ...meOf(editor),
      permissions: [...meOf(editor).permissions, 'users.manage' as const],
    });
    await user.click(await screen.findByRole('link', { name: 'Users' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role (Editor) does not allow this');
  });
});

describe('Two-factor sign-in on the Users screen', () => {
  it('shows whether each user has it on, with Reset for the others who have it', async () => {
    turnOnTwoFactor(1);
    turnOnTwoFactor(2);
    renderApp('/users');
    expect(await screen.findByRole('columnheader', { name: 'Two-factor' })).toBeInTheDocument();
    const editor = await rowOf('editor');
    expect(within(editor).getByText('On')).toBeInTheDocument();
    expect(within(editor).getByRole('button', { name: 'Reset two-factor for editor' })).toBeInTheDocument();
    const agent = await rowOf('agent');
    expect(within(agent).getByText('Off')).toBeInTheDocument();
    expect(within(agent).queryByRole('button', { name: /Reset two-factor/ })).not.toBeInTheDocument();
    // One's own is turned off with a code, on one's own account page.
    const self = await rowOf('staff');
    expect(within(self).getByText('On')).toBeInTheDocument();
    expect(within(self).queryByRole('button', { name: /Reset two-factor/ })).not.toBeInTheDocument();
  });

  it("resets a member's after asking: their sessions end, and the server's message is shown", async () => {
    turnOnTwoFactor(2);
    const { user } = renderApp('/users');
    const row = await rowOf('editor');
    await user.click(within(row).getByRole('button', { name: 'Reset two-factor for editor' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Reset two-factor sign-in for editor?' });
    expect(dialog).toHaveTextContent('every session of theirs ends at once');
    expect(dialog).toHaveTextContent('set up two-factor sign-in again');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo('/reset-staff-two-factor')).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Reset two-factor for editor' }));
    dialog = screen.getByRole('alertdialog', { name: 'Reset two-factor sign-in for editor?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-factor' }));

    expect(
      await screen.findByText('Two-factor sign-in of editor is off: they set it up again at their next sign-in'),
    ).toBeInTheDocument();
    expect(requestsTo('/reset-staff-two-factor/2', 'POST')).toHaveLength(1);
    await waitFor(() => expect(within(row).getByText('Off')).toBeInTheDocument());
    expect(within(row).queryByRole('button', { name: /Reset two-factor/ })).not.toBeInTheDocument();
    expect(db.sessions.has(ROLE_TOKENS.editor)).toBe(false);
  });

  it("shows the server's refusal of a reset in the row", async () => {
    turnOnTwoFactor(2);
    server.use(
      http.post(`${API_PREFIX}/reset-staff-two-factor/:id`, () =>
        HttpResponse.json({ message: 'Staff user not found' }, { status: 404 }),
      ),
    );
    const { user } = renderApp('/users');
    await user.click(within(await rowOf('editor')).getByRole('button', { name: 'Reset two-factor for editor' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reset two-factor' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Staff user not found');
  });
});
