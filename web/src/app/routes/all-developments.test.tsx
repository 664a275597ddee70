import { MESSAGES } from '@estate/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { aDevelopment } from '~/testing/fixtures';
import { db } from '~/testing/handlers';
import { LocationDisplay } from '~/testing/location';
import { renderRoutes } from '~/testing/render';
import AllDevelopments, { clientLoader } from './all-developments';

const open = (entry = '/all-developments') =>
  renderRoutes(
    [{ path: 'all-developments', Component: AllDevelopments, loader: clientLoader }],
    entry,
    <LocationDisplay />,
  );

describe('Developments listing', () => {
  it('offers the distinct locations of the developments and filters by one', async () => {
    db.developments = [
      aDevelopment({ title: 'Meridian', location: 'Downtown Dubai' }),
      aDevelopment({ title: 'Azure Quay', location: 'Bluewaters Island ' }),
      aDevelopment({ title: 'Boulevard', location: 'downtown dubai' }),
    ];
    const { user } = open();
    const select = await screen.findByRole('combobox', { name: 'Location' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Downtown Dubai', 'Bluewaters Island']),
    );
    await user.selectOptions(select, 'Bluewaters Island');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('country=Bluewaters+Island'));
    expect(await screen.findByRole('heading', { name: 'Developments in Bluewaters Island' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByText('312 Units')).toBeInTheDocument();
  });

  it('labels the two price buttons with “or”', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'More Filter' }));
    expect(screen.getByText('or')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { pressed: false }).length).toBeGreaterThanOrEqual(2);
  });

  it('says so when nothing matches', async () => {
    open('/all-developments?country=Nowhere');
    expect(await screen.findByText(MESSAGES.noDevelopments)).toBeInTheDocument();
  });
});
