import { screen, within } from '@testing-library/react';
import { aDevelopment, aProperty } from '~/testing/fixtures';
import { db } from '~/testing/handlers';
import { renderRoutes } from '~/testing/render';
import DevelopmentPage, { clientLoader } from './development';

describe('A development page', () => {
  it('shows units, bedroom units, penthouses and price in the bar, and the residences available in it', async () => {
    const home = aProperty({ title: 'Sky Penthouse', status: 'under-offer' });
    db.developments = [aDevelopment({ slug: 'aurelia', title: 'Aurelia Residences', properties: [home] })];
    renderRoutes(
      [{ path: 'development/:slug', Component: DevelopmentPage, loader: clientLoader }],
      '/development/aurelia',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Aurelia Residences' })).toBeInTheDocument();
    const bar = screen.getByRole('region', { name: 'Listing summary' });
    expect(within(bar).getByLabelText('Units')).toHaveTextContent('312');
    expect(within(bar).getByLabelText('Bedroom units')).toHaveTextContent('1-4');
    expect(within(bar).getByLabelText('Penthouses')).toHaveTextContent('6');
    expect(within(bar).getByText('AED 3,305,250')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Available in this development' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sky Penthouse' })).toHaveAttribute('href', `/property/${home.slug}`);
    expect(within(screen.getByRole('article', { name: 'Sky Penthouse' })).getByText('Under offer')).toBeInTheDocument();
  });

  it('lists more developments', async () => {
    db.developments = [aDevelopment({ slug: 'a' }), aDevelopment({ slug: 'b', title: 'Creekside Gardens' })];
    renderRoutes([{ path: 'development/:slug', Component: DevelopmentPage, loader: clientLoader }], '/development/a');
    const more = await screen.findByRole('region', { name: 'More developments' });
    expect(within(more).getByRole('link', { name: 'Creekside Gardens' })).toBeInTheDocument();
  });

  it('shows an off-plan development’s handover and payment plan', async () => {
    db.developments = [
      aDevelopment({
        slug: 'harbour',
        title: 'Harbour Point',
        completionStatus: 'off-plan',
        handoverDate: 'Q2 2028',
        paymentPlan: [
          { milestone: 'On booking', percent: 10, due: 'On signing' },
          { milestone: 'On handover', percent: 90, due: 'On completion' },
        ],
      }),
    ];
    renderRoutes(
      [{ path: 'development/:slug', Component: DevelopmentPage, loader: clientLoader }],
      '/development/harbour',
    );
    const section = await screen.findByRole('region', { name: 'Completion and payment plan' });
    expect(within(section).getByLabelText('Handover')).toHaveTextContent('Q2 2028');
    const table = within(section).getByRole('table', { name: 'Payment plan' });
    expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('100%');
  });
});
