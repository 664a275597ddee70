// @isolated: it watches a catalogue part load for the first time (vitest.config.ts).
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import stepsTexts from 'virtual:messages/en/page-buyersGuideMore';
import { I18nProvider, isCatalogueLoaded, UsedParts, useT } from './i18n';

/*
 * A part loaded with `defer` is not among the parts a page names for the browser to load before
 * it hydrates; in the browser, what shows its texts waits for it (Suspense) and then shows them
 * in the page's language, never the English texts first.
 */

function Steps() {
  const t = useT(stepsTexts, { defer: true });
  return <h2>{t('page.buyersGuideMore.tipsTitle')}</h2>;
}

describe('A deferred catalogue part', () => {
  it('is not named among the parts a render used', () => {
    const used = new Set<string>();
    render(
      <UsedParts.Provider value={used}>
        <Steps />
      </UsedParts.Provider>,
    );
    expect(screen.getByRole('heading', { name: 'Before you buy' })).toBeInTheDocument();
    expect(used.has('page-buyersGuideMore')).toBe(false);
  });

  it('waits for its part in the browser, then shows its texts in the page’s language', async () => {
    expect(isCatalogueLoaded('ru', 'page-buyersGuideMore')).toBe(false);
    render(
      <I18nProvider locale="ru">
        <Suspense fallback={<p>waiting</p>}>
          <Steps />
        </Suspense>
      </I18nProvider>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Перед покупкой' })).toBeInTheDocument();
    expect(screen.queryByText('Before you buy')).not.toBeInTheDocument();
  });
});
