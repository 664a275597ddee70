import { screen } from '@testing-library/react';
import { loadCatalogue } from '~/lib/i18n/i18n';
import { aDevelopment } from '~/testing/fixtures';
import { renderInLanguage } from '~/testing/render';
import { DevelopmentCard } from './development-card';

beforeAll(() => Promise.all((['ar', 'ru', 'zh'] as const).map((l) => loadCatalogue(l))));

describe('A development card', () => {
  it.each([
    ['en', '312 Units'],
    ['ru', '312 объектов'],
    ['zh', '312 个单位'],
    ['ar', '312 وحدة'],
  ] as const)('counts its units in the page language (%s)', async (locale, text) => {
    renderInLanguage(locale, <DevelopmentCard development={aDevelopment({ units: '312' })} />);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
