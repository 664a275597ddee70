import { MESSAGES, SAVED_SEARCH_MESSAGES } from '@estate/contract';
import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { db } from '~/testing/handlers';
import { renderWithProviders } from '~/testing/render';
import { server } from '~/testing/server';
import { SaveSearch } from './save-search';

const FILTERS = { propertyType: 'Villa', country: 'Dubai', price: 5_000_000 };

async function openDialog() {
  const view = renderWithProviders(<SaveSearch filters={FILTERS} />);
  await view.user.click(await screen.findByRole('button', { name: 'Get alerts' }));
  const dialog = await screen.findByRole('dialog', { name: 'Get alerts for this search' });
  return { ...view, dialog };
}

describe('Saving a search', () => {
  it('names the search being saved, next to its button and in the dialog', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveTextContent('Villas in Dubai · up to AED 5M');
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toBeInTheDocument();
  });

  it('asks for a valid address before sending anything', async () => {
    const { user } = await openDialog();
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/valid e-mail address/);
    expect(db.savedSearches.saved).toHaveLength(0);
  });

  it('sends the filters with the address, shows it is saving, then says to check the inbox', async () => {
    server.use(
      http.post('*/api/admin/save-search', async ({ request }) => {
        await delay(150);
        db.savedSearches.saved.push((await request.json()) as never);
        return HttpResponse.json({ message: SAVED_SEARCH_MESSAGES.saved, label: 'Villas in Dubai' });
      }),
    );
    const { user } = await openDialog();
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'Amira@Example.com');
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(await screen.findByText(SAVED_SEARCH_MESSAGES.saved)).toBeInTheDocument();
    expect(screen.getByText('Sent to amira@example.com')).toBeInTheDocument();
    expect(db.savedSearches.saved).toEqual([expect.objectContaining({ email: 'Amira@Example.com', filters: FILTERS })]);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps what was typed and shows the server message when it refuses', async () => {
    server.use(
      http.post('*/api/admin/save-search', () =>
        HttpResponse.json({ message: 'Too many requests from your address. Please try again later.' }, { status: 429 }),
      ),
    );
    const { user } = await openDialog();
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'amira@example.com');
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests from your address');
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('amira@example.com');
  });

  it('shows the field the server names as wrong', async () => {
    server.use(
      http.post('*/api/admin/save-search', () =>
        HttpResponse.json(
          { message: 'Invalid input', errors: [{ field: 'email', message: 'email must be a valid e-mail address' }] },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openDialog();
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'amira@example.com');
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(await screen.findByRole('textbox', { name: 'E-mail address' })).toHaveAccessibleDescription(
      /valid e-mail address/,
    );
  });

  it('tells the visitor to check the connection when the request never arrives', async () => {
    server.use(http.post('*/api/admin/save-search', () => HttpResponse.error()));
    const { user } = await openDialog();
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'amira@example.com');
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.networkError);
  });
});
