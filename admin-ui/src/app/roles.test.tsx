import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { setToken } from '@/lib/session';
import { db, requestsTo, textOf } from '@/testing/db';
import { makeEnquiry, makeProperty, makeSubscriber } from '@/testing/fixtures';
import { STAFF } from '@/testing/handlers/auth';
import { meOf } from '@/testing/handlers/staff';
import { renderApp } from '@/testing/render';
import { ROLE_TOKENS } from '@/testing/staff';

/*
 * The staff roles in the admin (docs/decisions/0063): the navigation and the buttons follow the
 * permissions GET get-me answers, an address the role may not use says so, and a refusal of the
 * server is shown in its own words.
 */

const nav = () => screen.getByRole('navigation', { name: 'Admin' });

describe('An agent', () => {
  it('sees no Delete on a listing, and neither Settings nor Users in the navigation', async () => {
    const property = makeProperty({ title: 'Palm Villa' });
    db.properties = [property];
    renderApp(`/property/${property._id}`, { role: 'agent' });
    expect(await screen.findByRole('heading', { name: 'Palm Villa' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Property' })).not.toBeInTheDocument();

    expect(within(nav()).getByRole('link', { name: 'Properties' })).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Leads' })).toBeInTheDocument();
    for (const name of ['Settings', 'Users', 'Developments', 'Posts', 'Manage Instagram']) {
      expect(within(nav()).queryByRole('link', { name })).not.toBeInTheDocument();
    }
    expect(within(nav()).getByText('Agent')).toBeInTheDocument();
  });

  it('is told the role does not allow the page at an address typed by hand', async () => {
    renderApp('/settings', { role: 'agent' });
    expect(
      await screen.findByRole('heading', { name: 'Your role (Agent) does not allow this page' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toBeInTheDocument();
    expect(requestsTo('/update-settings')).toHaveLength(0);
  });

  it('saves listings as drafts only, and the form says who publishes them', async () => {
    db.properties = [];
    const { user } = renderApp('/add-property', { role: 'agent' });
    await user.type(await screen.findByRole('textbox', { name: /Title/ }), 'Quiet Villa');
    expect(
      screen.getByText('Your listings are saved as drafts; an editor or administrator publishes them.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Property' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));

    await screen.findByRole('heading', { name: 'Properties' });
    expect(textOf(requestsTo('/add-property', 'POST')[0]!, 'draft')).toBe('true');
    expect(within(await screen.findByRole('row', { name: /Quiet Villa/ })).getByText('Draft')).toBeInTheDocument();
  });

  it('has no Publish on a draft listing, and publishes once the settings let agents publish', async () => {
    const property = makeProperty({ title: 'Draft Villa', publication: 'draft' });
    db.properties = [property];
    const { unmount } = renderApp(`/update-property/${property._id}`, { role: 'agent' });
    const card = await screen.findByRole('region', { name: 'Publication' });
    expect(within(card).queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Not on the website until an editor or administrator publishes it.');
    unmount();

    db.settings = { ...db.settings, agentsMayPublish: true };
    const { user } = renderApp(`/update-property/${property._id}`, { role: 'agent' });
    const again = await screen.findByRole('region', { name: 'Publication' });
    await user.click(within(again).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(within(again).getByText('Published')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Update Property' })).toBeInTheDocument();
  });

  it('works the enquiries and Start Now answers only, without the export', async () => {
    db.leads = [makeEnquiry({ fname: 'Sara' }), makeSubscriber({ email: 'reader@example.com' })];
    const { router } = renderApp('/leads', { role: 'agent' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/leads/enquiry'));
    const tabs = screen.getByRole('navigation', { name: 'Kinds of lead' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Enquiries', 'Start Now']);
    expect(await screen.findByRole('link', { name: 'Sara Khan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it("is shown the server's refusal when the access on screen is out of date", async () => {
    const property = makeProperty({ title: 'Palm Villa' });
    db.properties = [property];
    const { user, queryClient } = renderApp(`/property/${property._id}`, { role: 'agent' });
    // As if the role had allowed deleting when the page loaded: the server decides.
    const agent = db.staffUsers.find((u) => u.role === 'agent')!;
    queryClient.setQueryData(queryKeys.session.me(), {
      ...meOf(agent),
      permissions: [...meOf(agent).permissions, 'listings.delete' as const],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Property' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Property' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role (Agent) does not allow this');
    expect(db.properties).toHaveLength(1);
  });
});

describe('Marketing', () => {
  it('works subscribers and saved searches, with the export, and no listings', async () => {
    db.leads = [makeSubscriber({ email: 'reader@example.com' })];
    const { router } = renderApp('/leads', { role: 'marketing' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/leads/subscriber'));
    const tabs = screen.getByRole('navigation', { name: 'Kinds of lead' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Subscribers', 'Saved searches']);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Posts' })).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Properties' })).not.toBeInTheDocument();
  });

  it('is told the role does not work the enquiries at their address', async () => {
    renderApp('/leads/enquiry', { role: 'marketing' });
    expect(
      await screen.findByRole('heading', { name: 'Your role (Marketing) does not allow this page' }),
    ).toBeInTheDocument();
  });
});

describe("The member's access", () => {
  it('is asked of the server when the app opens with a stored session', async () => {
    setToken(ROLE_TOKENS.editor);
    renderApp('/dashboard', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(nav()).getByText('Editor')).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Developments' })).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('is asked of the server after signing in, for the member who signed in', async () => {
    const { user } = renderApp('/login', { signedIn: false });
    await user.type(screen.getByLabelText(/Username/), 'agent');
    await user.type(screen.getByLabelText(/Password/), STAFF.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(nav()).getByText('Agent')).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
  });
});
