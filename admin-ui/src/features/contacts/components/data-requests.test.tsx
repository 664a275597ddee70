import { API_PREFIX } from '@estate/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { db, requestsTo } from '@/testing/db';
import { makeContact } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const card = () => screen.findByRole('region', { name: 'Data requests' });

describe("A contact's data requests", () => {
  it('are offered to administrators only', async () => {
    const contact = makeContact({ name: 'Sara Khan', email: 'sara@example.com' });
    db.contacts = [contact];
    const { unmount } = renderApp(`/contacts/${contact._id}`);
    expect(await card()).toBeInTheDocument();
    unmount();

    for (const role of ['editor', 'agent'] as const) {
      const view = renderApp(`/contacts/${contact._id}`, { role });
      await screen.findByRole('region', { name: 'Timeline' });
      expect(screen.queryByRole('region', { name: 'Data requests' })).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('download everything held on the person as a JSON file', async () => {
    const contact = makeContact({ name: 'Sara Khan', email: 'sara@example.com' });
    db.contacts = [contact];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderApp(`/contacts/${contact._id}`);
    await user.click(within(await card()).getByRole('button', { name: 'Download data (JSON)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(requestsTo(`/export-contact/${contact._id}`, 'GET')).toHaveLength(1);
    const anchor = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(anchor.download).toBe(`contact-${contact._id}-2026-11-24.json`);
  });

  it('erase the person once their e-mail is typed, saying what is kept, then go back to the contacts', async () => {
    const contact = makeContact({ name: 'Sara Khan', email: 'sara@example.com' });
    db.contacts = [contact];
    const { user } = renderApp(`/contacts/${contact._id}`);
    await user.click(within(await card()).getByRole('button', { name: 'Erase…' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Erase Sara Khan?' });
    expect(dialog).toHaveTextContent(/Kept, anonymised:.*enquiries, viewings and Start Now requests/);
    expect(dialog).toHaveTextContent(/subscriptions and saved searches/);
    const erase = within(dialog).getByRole('button', { name: 'Erase contact' });
    expect(erase).toBeDisabled();
    const input = within(dialog).getByRole('textbox', { name: /to confirm/ });
    await user.type(input, 'sara@example');
    expect(erase).toBeDisabled();
    await user.type(input, '.COM');
    expect(erase).toBeEnabled();
    await user.click(erase);

    expect(await screen.findByRole('heading', { name: 'Contacts' })).toBeInTheDocument();
    expect(requestsTo(`/erase-contact/${contact._id}`, 'POST')[0]!.body).toEqual({ confirm: 'sara@example.COM' });
    expect(db.contacts).toEqual([]);
  });

  it("show the server's refusal in the dialog and erase nothing", async () => {
    const contact = makeContact({ name: 'Sara Khan', email: 'sara@example.com' });
    db.contacts = [contact];
    server.use(
      http.post(`${API_PREFIX}/erase-contact/:id`, () =>
        HttpResponse.json({ message: 'This contact was erased on 2026-11-20' }, { status: 409 }),
      ),
    );
    const { user } = renderApp(`/contacts/${contact._id}`);
    await user.click(within(await card()).getByRole('button', { name: 'Erase…' }));
    const dialog = screen.getByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox'), 'ERASE');
    await user.click(within(dialog).getByRole('button', { name: 'Erase contact' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This contact was erased on 2026-11-20');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sara Khan' })).toBeInTheDocument();
  });
});
