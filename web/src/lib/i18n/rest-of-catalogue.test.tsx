import { render, screen } from '@testing-library/react';
import { I18nProvider, isCatalogueLoaded, loadCatalogue, loadRestOfCatalogue, useT } from './i18n';

/*
 * Once a page in another language has hydrated, the rest of its catalogue loads for the pages a
 * link opens, without re-rendering the page on screen: a re-render then would reach sections
 * still hydrating and make React throw their server HTML away.
 */

let renders = 0;
function Header() {
  const t = useT();
  renders++;
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
    const before = renders;
    expect(isCatalogueLoaded('zh', 'page-buyersGuideMore')).toBe(false);

    await loadRestOfCatalogue('zh');

    expect(isCatalogueLoaded('zh', 'page-buyersGuideMore')).toBe(true);
    expect(renders).toBe(before);
    expect(screen.getByRole('link')).toBe(link);
  });
});
