import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { LanguageLinks } from '~/app/layout/language-switcher';
import { FAVOURITES_STORAGE_KEY } from '~/lib/favourites';
import { I18nProvider, loadCatalogue } from '~/lib/i18n/i18n';
import { propertyMeta } from '~/lib/listing-ld';
import { aProperty } from '~/testing/fixtures';
import { renderRoutes } from '~/testing/render';
import { server } from '~/testing/server';
import PropertyPage, { clientLoader as propertyLoader } from './property';

/*
 * A listing's own address in each language (docs/decisions/0102): its page in a language is at
 * that language's address (any other address of it sends there for good), its canonical URL,
 * alternates and language switcher name each language's, and what names the listing elsewhere
 * (favourites, similar and nearby homes, enquiries) keeps its English address.
 */

beforeAll(() => loadCatalogue('ru'));

const SLUGS = { en: 'gulf-penthouse', ar: 'gulf-penthouse', ru: 'penthaus-u-zaliva', zh: 'gulf-penthouse' };
const russian = aProperty({
  slug: SLUGS.ru,
  slugs: SLUGS,
  title: 'Пентхаус у залива',
  translation: { language: 'ru', untranslated: [], english: { title: 'Gulf Penthouse' } },
});

/** The CMS as it answers the listing in Russian by any of its addresses; the addresses the homes beside it were asked by. */
function cms() {
  const nearby: string[] = [];
  server.use(
    http.get('*/api/admin/get-property-slug/:slug', ({ params }) =>
      Object.values(SLUGS).includes(String(params.slug))
        ? HttpResponse.json(russian)
        : HttpResponse.json({ message: 'Not found' }, { status: 404 }),
    ),
    http.get('*/api/admin/get-nearby-properties', ({ request }) => {
      const slug = new URL(request.url).searchParams.get('slug')!;
      nearby.push(slug);
      // The CMS knows a listing's homes beside it by its English address only.
      return slug === SLUGS.en
        ? HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })
        : HttpResponse.json({ message: 'Not found' }, { status: 404 });
    }),
  );
  return { nearby };
}

const load = (path: string) =>
  propertyLoader({
    params: { slug: new URL(path, 'http://localhost').pathname.split('/').pop()! },
    request: new Request(`http://localhost${path}`),
    serverLoader: async () => ({ permitQr: null }),
  } as unknown as Parameters<typeof propertyLoader>[0]);

describe('A listing with an address of its own in Russian', () => {
  it('is sent from its English address on the Russian prefix to its Russian one, for good, its query kept', async () => {
    cms();
    const thrown = await load('/ru/property/gulf-penthouse?currency=EUR').catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(301);
    // The router puts the language's prefix (its basename) before it.
    expect((thrown as Response).headers.get('Location')).toBe('/property/penthaus-u-zaliva?currency=EUR');
  });

  it('is shown at its Russian address, its homes beside it asked by its English one', async () => {
    const { nearby } = cms();
    const data = await load('/ru/property/penthaus-u-zaliva');
    expect(data.ld.slug).toBe(SLUGS.ru);
    expect(data.alternates).toEqual({
      en: '/property/gulf-penthouse',
      ar: '/property/gulf-penthouse',
      ru: '/property/penthaus-u-zaliva',
      zh: '/property/gulf-penthouse',
    });
    expect(nearby).toEqual([SLUGS.en]);
  });

  it('links each language to its own address, and is saved to favourites by its English address', async () => {
    const { nearby } = cms();
    localStorage.removeItem(FAVOURITES_STORAGE_KEY);
    const { user } = renderRoutes(
      [
        {
          path: 'ru/property/:slug',
          Component: () => (
            <I18nProvider locale="ru">
              <LanguageLinks />
              <PropertyPage {...({ params: { slug: SLUGS.ru } } as unknown as Parameters<typeof PropertyPage>[0])} />
            </I18nProvider>
          ),
          loader: (args: Parameters<typeof propertyLoader>[0]) =>
            propertyLoader({ ...args, serverLoader: async () => ({ permitQr: null }) } as typeof args),
        },
      ],
      `/ru/property/${SLUGS.ru}`,
    );
    await screen.findByRole('heading', { level: 1, name: 'Пентхаус у залива' });
    const [links] = screen.getAllByRole('list') as [HTMLElement];
    const link = (name: string) => within(links).getByRole('link', { name });
    expect(link('English')).toHaveAttribute('href', '/property/gulf-penthouse');
    expect(link('العربية')).toHaveAttribute('href', '/ar/property/gulf-penthouse');
    expect(link('Русский')).toHaveAttribute('href', '/ru/property/penthaus-u-zaliva');
    expect(link('简体中文')).toHaveAttribute('href', '/zh/property/gulf-penthouse');
    // Every call that names the listing names its English address.
    expect(nearby.at(-1)).toBe(SLUGS.en);
    const save = screen
      .getAllByRole('button', { pressed: false })
      .find((b) => b.classList.contains('favourite-button'))!;
    await user.click(save);
    expect(JSON.parse(localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? '[]')).toEqual([
      expect.objectContaining({ slug: SLUGS.en }),
    ]);
  });

  it('names its Russian address as the canonical one there, and each language’s own as its alternates', () => {
    const matches = [
      {
        id: 'root',
        data: {
          publicConfig: { siteUrl: 'https://estate.ae', mapAttribution: '', agencyName: 'Estate', locale: 'ru' },
        },
      },
    ];
    const meta = propertyMeta(matches, russian, false);
    const alternates = meta.filter((m) => (m as { rel?: string }).rel === 'alternate') as Array<{
      hrefLang: string;
      href: string;
    }>;
    expect(Object.fromEntries(alternates.map((l) => [l.hrefLang, l.href]))).toEqual({
      en: 'https://estate.ae/property/gulf-penthouse',
      ar: 'https://estate.ae/ar/property/gulf-penthouse',
      ru: 'https://estate.ae/ru/property/penthaus-u-zaliva',
      'zh-Hans': 'https://estate.ae/zh/property/gulf-penthouse',
      'x-default': 'https://estate.ae/property/gulf-penthouse',
    });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://estate.ae/ru/property/penthaus-u-zaliva',
    });
  });
});
