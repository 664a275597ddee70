import { screen, within } from '@testing-library/react';
import { I18nProvider, loadCatalogue } from '~/lib/i18n/i18n';
import { anArea, aProperty } from '~/testing/fixtures';
import { db } from '~/testing/handlers';
import { renderRoutes } from '~/testing/render';
import AreaPage, { clientLoader as areaLoader } from './area';

/* An area guide's interface in Arabic (its content, from the CMS, is the next slice's). */

beforeAll(() => loadCatalogue('ar'));

describe('An area guide in Arabic', () => {
  it('names its actions, figures and sections in Arabic', async () => {
    db.areas = [
      anArea({
        slug: 'palm',
        title: 'Palm Jumeirah',
        properties: [aProperty({ title: 'Frond Villa', location: 'Palm Jumeirah' })],
      }),
    ];
    renderRoutes(
      [
        {
          path: 'area/:slug',
          Component: () => (
            <I18nProvider locale="ar">
              <AreaPage {...({ params: { slug: 'palm' } } as unknown as Parameters<typeof AreaPage>[0])} />
            </I18nProvider>
          ),
          loader: areaLoader,
        },
      ],
      '/area/palm',
    );
    expect(await screen.findByRole('link', { name: 'عرض العقارات' })).toBeInTheDocument();
    expect(screen.getByText('العيش في Palm Jumeirah')).toBeInTheDocument();
    expect(screen.getByLabelText('متوسط العائد الإيجاري')).toHaveTextContent('5%');
    expect(screen.getByRole('button', { name: 'استشر فريقنا' })).toBeInTheDocument();
    const listings = screen.getByRole('region', { name: 'العقارات المعروضة حاليًا' });
    expect(within(listings).getByRole('link', { name: 'Frond Villa' })).toBeInTheDocument();
    expect(screen.queryByText('Consult Our Team')).not.toBeInTheDocument();
  });
});
