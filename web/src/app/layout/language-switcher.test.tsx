import { screen, within } from '@testing-library/react';
import { PropertyCard } from '~/features/properties/components/property-card';
import { I18nProvider, loadCatalogue } from '~/lib/i18n/i18n';
import { languageAlternates } from '~/lib/seo';
import type { Locale } from '~/lib/i18n/locales';
import { aProperty } from '~/testing/fixtures';
import { renderRoutes, renderWithProviders } from '~/testing/render';
import { Shell } from './shell';

beforeAll(() => Promise.all([loadCatalogue('ar'), loadCatalogue('ru'), loadCatalogue('zh')]));

/** A page of the site in `locale`, at `path` (the router's path: without the language's prefix). */
function openIn(locale: Locale, path: string) {
  return renderRoutes(
    [
      {
        path: 'all-properties',
        Component: () => (
          <I18nProvider locale={locale}>
            <Shell>
              <h1>Listings</h1>
            </Shell>
          </I18nProvider>
        ),
      },
    ],
    path,
  );
}

describe('The language switcher', () => {
  it('links to the same page and query in each language, each named in itself', async () => {
    openIn('ar', '/all-properties?beds=2');
    const switcher = await screen.findByRole('navigation', { name: 'اللغة' });
    const link = (name: string) => within(switcher).getByRole('link', { name });
    expect(link('English')).toHaveAttribute('href', '/all-properties?beds=2');
    expect(link('English')).toHaveAttribute('lang', 'en');
    expect(link('العربية')).toHaveAttribute('href', '/ar/all-properties?beds=2');
    expect(link('العربية')).toHaveAttribute('aria-current', 'true');
    expect(link('Русский')).toHaveAttribute('href', '/ru/all-properties?beds=2');
    expect(link('Русский')).toHaveAttribute('lang', 'ru');
    expect(link('简体中文')).toHaveAttribute('href', '/zh/all-properties?beds=2');
    expect(link('简体中文')).toHaveAttribute('lang', 'zh-Hans');
  });

  it('is in the phone menu too, where the header speaks the page’s language', async () => {
    const { user } = openIn('ru', '/all-properties');
    await user.click(await screen.findByRole('button', { name: 'Открыть меню' }));
    const sheet = await screen.findByRole('dialog', { name: 'Меню' });
    expect(within(sheet).getByRole('button', { name: /Недвижимость/ })).toBeInTheDocument();
    const switcher = within(sheet).getByRole('navigation', { name: 'Язык' });
    expect(within(switcher).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/all-properties');
    expect(within(switcher).getByRole('link', { name: 'Русский' })).toHaveAttribute('aria-current', 'true');
  });

  it('leaves English as it was', async () => {
    openIn('en', '/all-properties');
    expect(await screen.findByRole('button', { name: 'Properties' })).toBeInTheDocument();
    const switcher = screen.getByRole('navigation', { name: 'Language' });
    expect(within(switcher).getByRole('link', { name: 'العربية' })).toHaveAttribute('href', '/ar/all-properties');
  });
});

describe('Listing cards in each language', () => {
  const card = (locale: Locale, beds: string, baths: string) =>
    renderWithProviders(
      <I18nProvider locale={locale}>
        <PropertyCard property={aProperty({ title: `${locale} ${beds}`, beds, baths })} />
      </I18nProvider>,
    );

  it('count bedrooms and bathrooms by each language’s plural rules', async () => {
    card('ar', '2', '3');
    expect(await screen.findByText('غرفتا نوم')).toBeInTheDocument();
    expect(screen.getByText('3 حمّامات')).toBeInTheDocument();
  });

  it('in Russian, with its one, few and many forms', async () => {
    card('ru', '5', '2');
    expect(await screen.findByText('5 спален')).toBeInTheDocument();
    expect(screen.getByText('2 санузла')).toBeInTheDocument();
  });
});

describe('Language alternates', () => {
  it('name the page in every language, and English as the default', () => {
    expect(languageAlternates('https://estate.ae', '/all-properties?beds=2')).toEqual([
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'https://estate.ae/all-properties?beds=2' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'ar', href: 'https://estate.ae/ar/all-properties?beds=2' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'ru', href: 'https://estate.ae/ru/all-properties?beds=2' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'zh-Hans', href: 'https://estate.ae/zh/all-properties?beds=2' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://estate.ae/all-properties?beds=2' },
    ]);
    expect(languageAlternates('https://estate.ae', '/')[1]).toMatchObject({ href: 'https://estate.ae/ar' });
  });
});
