import { screen } from '@testing-library/react';
import { I18nProvider, loadCatalogue } from '~/lib/i18n/i18n';
import { renderWithProviders } from '~/testing/render';
import { SearchMapPanel, type SearchMapPanelProps } from './search-map-panel';

/* The search map's notes in Russian: its failures and the area a search is limited to. */

beforeAll(() => loadCatalogue('ru'));

const props: SearchMapPanelProps = {
  near: false,
  status: 'pending',
  markers: [],
  total: 0,
  onRetry: () => {},
  currency: 'AED',
  bbox: '55.1,25.0,55.3,25.2',
  searchKey: 'k',
  fresh: true,
  onSearchArea: () => {},
  onClearArea: () => {},
  attribution: '',
};

describe('The search map in Russian', () => {
  it('says the search is limited to the map’s area, and offers to search everywhere', async () => {
    renderWithProviders(
      <I18nProvider locale="ru">
        <SearchMapPanel {...props} />
      </I18nProvider>,
    );
    expect(await screen.findByText('Дома в пределах области карты.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Искать везде' })).toBeInTheDocument();
  });

  it('says when the homes could not be placed', async () => {
    renderWithProviders(
      <I18nProvider locale="ru">
        <SearchMapPanel {...props} near status="error" bbox={null} />
      </I18nProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось показать дома на карте.');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});
