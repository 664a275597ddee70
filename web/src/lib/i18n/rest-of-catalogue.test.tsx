// @isolated: it watches a catalogue part load for the first time (vitest.config.ts).
import { render, screen } from '@testing-library/react';
import { I18nProvider, isCatalogueLoaded, loadCatalogue, loadRestOfCatalogue, useT } from './i18n';

/*
 * Once a page in another language has hydrated, the rest of its catalogue loads for the pages a
 * link opens, without re-rendering the page on screen: a re-render then would reach sections
 * still hydrating and make React throw their server HTML away.
 */

let paints = 0;
function Header() {
  const t = useT();
  paints++;
  return <a href="/zh/about">{t('nav.about')}</a>;
}

describe('The rest of a catalogue', () => {
  it('loads every part of the language without re-rendering what is on screen', async () => {
    await loadCatalogue('zh', []);
    render(
      <I18nProvider locale="zh">
        <Header />
      </I18nProvider>,
    );
    const link = screen.getByRole('link');
    const paintsBefore = paints;
    expect(isCatalogueLoaded('zh', 'page-buyersGuideMore')).toBe(false);

    await loadRestOfCatalogue('zh');

    expect(isCatalogueLoaded('zh', 'page-buyersGuideMore')).toBe(true);
    expect(paints).toBe(paintsBefore);
    expect(screen.getByRole('link')).toBe(link);
  });
});
