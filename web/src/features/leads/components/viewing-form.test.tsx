import { apiPath, VIEWING_SLOT_TAKEN, VIEWING_SUCCESS } from '@estate/contract';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '~/testing/handlers';
import { renderWithProviders } from '~/testing/render';
import { server } from '~/testing/server';
import { ViewingForm } from './viewing-form';

// Tuesday 1 December 2026, 17:10 in Dubai (13:10 UTC): today's slots from 17:30 are left.
const NOW = Date.parse('2026-12-01T13:10:00Z');
const viewingUrl = `*${apiPath('bookViewing')}`;

async function fill(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Layla');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Haddad');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'layla@example.com');
}

describe('Booking a viewing', () => {
  it('offers the next 14 days from today and only the slots still ahead', async () => {
    const { user } = renderWithProviders(<ViewingForm listing="p1" listingSlug="palm-villa" now={NOW} />);
    const days = await screen.findAllByRole('radio');
    expect(days).toHaveLength(14);
    expect(screen.getByRole('radio', { name: 'Tue 1 Dec' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Mon 14 Dec' })).toBeInTheDocument();
    const time = screen.getByRole('combobox', { name: 'Time (Dubai)' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select a time',
      '17:30',
      '18:00',
      '18:30',
      '19:00',
    ]);
    await user.click(screen.getByRole('radio', { name: 'Wed 2 Dec' }));
    expect(screen.getAllByRole('option')).toHaveLength(22);
    expect(time).toHaveValue('');
  });

  it('asks for a time and the contact details before sending anything', async () => {
    const { user } = renderWithProviders(<ViewingForm listing="p1" listingSlug="palm-villa" now={NOW} />);
    await user.click(await screen.findByRole('button', { name: 'Request this viewing' }));
    expect(await screen.findByText('Choose a time')).toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(db.leads.viewing).toHaveLength(0);
  });

  it('sends the day, slot, listing and contact, then thanks', async () => {
    const { user } = renderWithProviders(<ViewingForm listing="p1" listingSlug="palm-villa" />);
    await fill(user);
    const day = screen.getAllByRole('radio')[1]!;
    await user.click(day);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time (Dubai)' }), '10:30');
    await user.click(screen.getByRole('button', { name: 'Request this viewing' }));
    expect(await screen.findByText(VIEWING_SUCCESS)).toBeInTheDocument();
    expect(db.leads.viewing).toEqual([
      expect.objectContaining({
        fname: 'Layla',
        lname: 'Haddad',
        email: 'layla@example.com',
        listing: 'p1',
        listingSlug: 'palm-villa',
        date: (day as HTMLInputElement).value,
        time: '10:30',
      }),
    ]);
  });

  it('shows the server’s refusal next to the field it names', async () => {
    server.use(
      http.post(viewingUrl, () =>
        HttpResponse.json(
          {
            message: 'time must not be in the past',
            errors: [{ field: 'time', message: 'time must not be in the past' }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderWithProviders(<ViewingForm listing="p1" listingSlug="palm-villa" />);
    await fill(user);
    await user.click(screen.getAllByRole('radio')[1]!);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time (Dubai)' }), '09:00');
    await user.click(screen.getByRole('button', { name: 'Request this viewing' }));
    expect(await screen.findByText('Time must not be in the past')).toBeInTheDocument();
  });

  it('says when the slot was taken meanwhile, keeping what was written', async () => {
    server.use(
      http.post(viewingUrl, () =>
        HttpResponse.json(
          { message: VIEWING_SLOT_TAKEN, errors: [{ field: 'time', message: VIEWING_SLOT_TAKEN }] },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderWithProviders(<ViewingForm listing="p1" listingSlug="palm-villa" />);
    await fill(user);
    await user.click(screen.getAllByRole('radio')[1]!);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time (Dubai)' }), '10:00');
    await user.click(screen.getByRole('button', { name: 'Request this viewing' }));
    expect(await screen.findByText(VIEWING_SLOT_TAKEN)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Layla');
  });

  it('says when the request could not be sent and keeps what was chosen', async () => {
    server.use(http.post(viewingUrl, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    const { user } = renderWithProviders(<ViewingForm listing="p1" listingSlug="palm-villa" />);
    await fill(user);
    await user.click(screen.getAllByRole('radio')[1]!);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time (Dubai)' }), '11:00');
    await user.click(screen.getByRole('button', { name: 'Request this viewing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your request could not be sent');
    expect(screen.getByRole('combobox', { name: 'Time (Dubai)' })).toHaveValue('11:00');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Layla');
  });
});
