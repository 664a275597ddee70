import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { http, HttpResponse } from 'msw';
import type { Post, Review } from '@estate/contract';
import { ReviewsSection } from '~/features/reviews/components/reviews-section';
import { I18nProvider, loadCatalogue } from '~/lib/i18n/i18n';
import { seoMeta } from '~/lib/seo';
import { ceos } from '~/features/team/api/get-teams';
import { TeamSlider } from '~/features/team/components/team-slider';
import { anArea, aDevelopment, aPost, aProperty, aTeamMember } from '~/testing/fixtures';
import { renderInLanguage, renderRoutes } from '~/testing/render';
import { SETTINGS } from '~/testing/fixtures';
import { Shell } from '~/app/layout/shell';
import PrivacyPolicy from './privacy-policy';
import { server } from '~/testing/server';
import AreaPage, { clientLoader as areaLoader } from './area';
import BlogSingle, { clientLoader as postLoader } from './blog-single';
import DevelopmentPage, { clientLoader as developmentLoader } from './development';
import PropertyPage, { clientLoader as propertyLoader } from './property';
import Blogs, { clientLoader as postsLoader } from './blogs';

/*
 * The content in the page's language (docs/decisions/0102): the site asks the CMS for a post, a
 * team member or a review in the language of the page, shows each translated text, and marks the texts the CMS
 * says are still English as English (lang="en", left to right on an Arabic page).
 */

beforeAll(() => loadCatalogue('ar'));

/** Answers the CMS's reads as it does in a language, recording the language each was asked in. */
function translatedCms(post: Post, reviews: Review[] = []) {
  const asked: Array<string | null> = [];
  const language = (request: Request) => {
    const value = new URL(request.url).searchParams.get('language');
    asked.push(value);
    return value;
  };
  server.use(
    http.get('*/api/admin/get-post-slug/:slug', ({ request }) =>
      HttpResponse.json({ data: language(request) === 'ar' ? post : { ...post, translation: undefined } }),
    ),
    http.get('*/api/admin/get-posts', ({ request }) => {
      language(request);
      return HttpResponse.json([post], { headers: { 'X-Total-Count': '1' } });
    }),
    http.get('*/api/admin/get-reviews', ({ request }) => {
      language(request);
      return HttpResponse.json(reviews, { headers: { 'X-Total-Count': String(reviews.length) } });
    }),
  );
  return asked;
}

const arabicPost = aPost({
  slug: 'villa-guide-ar',
  title: 'دليل شراء الفلل',
  description: 'A summary not yet translated.',
  richContent: '<p>The English body.</p>',
  translation: { language: 'ar', untranslated: ['description', 'richContent'] },
  slugs: { en: 'villa-guide', ar: 'villa-guide-ar', ru: 'villa-guide', zh: 'villa-guide' },
});

type Page = ComponentType<{ params: { slug: string } }>;
const inArabic = (page: unknown) => {
  const Page = page as Page;
  return () => (
    <I18nProvider locale="ar">
      <Page params={{ slug: 'villa-guide-ar' }} />
    </I18nProvider>
  );
};

describe('A post on an Arabic page', () => {
  it('is asked for in Arabic and shows its translated texts, the English ones marked as English', async () => {
    const asked = translatedCms(arabicPost);
    renderRoutes(
      [{ path: 'ar/blog-single/:slug', Component: inArabic(BlogSingle), loader: postLoader }],
      '/ar/blog-single/villa-guide-ar',
    );
    const title = await screen.findByRole('heading', { level: 1, name: 'دليل شراء الفلل' });
    expect(asked).toEqual(['ar']);
    expect(title).not.toHaveAttribute('lang');
    const summary = screen.getByText('A summary not yet translated.');
    expect(summary).toHaveAttribute('lang', 'en');
    expect(summary).toHaveAttribute('dir', 'ltr');
    const body = screen.getByText((_, element) => !!element?.classList.contains('rich-text'));
    expect(body).toHaveTextContent('The English body.');
    expect(body).toHaveAttribute('lang', 'en');
  });

  it('is listed with its Arabic title and address', async () => {
    const asked = translatedCms(arabicPost);
    renderRoutes([{ path: 'ar/blogs', Component: inArabic(Blogs), loader: postsLoader }], '/ar/blogs');
    const item = await screen.findByRole('article', { name: 'دليل شراء الفلل' });
    expect(asked).toEqual(['ar']);
    // Its Arabic address (the app's basename puts /ar before it).
    expect(within(item).getByRole('link', { name: 'دليل شراء الفلل' })).toHaveAttribute(
      'href',
      '/blog-single/villa-guide-ar',
    );
    expect(within(item).getByText('A summary not yet translated.')).toHaveAttribute('lang', 'en');
    expect(within(item).getByRole('link', { name: /افتح المقال/ })).toBeInTheDocument();
  });

  it('is asked for without a language on an English page', async () => {
    const asked = translatedCms({ ...arabicPost, title: 'Villa guide', translation: undefined });
    renderRoutes([{ path: 'blogs', Component: Blogs, loader: postsLoader }], '/blogs');
    await screen.findByRole('article', { name: 'Villa guide' });
    expect(asked).toEqual([null]);
    expect(screen.getByText('A summary not yet translated.')).not.toHaveAttribute('lang');
  });
});

describe('A review on an Arabic page', () => {
  it('shows its translated headline, and its English text marked as English', async () => {
    const review: Review = {
      _id: 'r1',
      title: 'خدمة استثنائية',
      description: 'They found our home in a week.',
      userName: 'A. Client',
      userImage: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      translation: { language: 'ar', untranslated: ['description'] },
    };
    const asked = translatedCms(arabicPost, [review]);
    renderRoutes(
      [
        {
          path: 'ar',
          Component: () => (
            <I18nProvider locale="ar">
              <ReviewsSection headingId="reviews" />
            </I18nProvider>
          ),
        },
      ],
      '/ar',
    );
    expect(await screen.findByText('خدمة استثنائية')).not.toHaveAttribute('lang');
    expect(screen.getByText('They found our home in a week.')).toHaveAttribute('lang', 'en');
    expect(asked).toEqual(['ar']);
  });
});

describe('A post’s addresses in each language', () => {
  it('are its alternates, and its canonical address is its own language’s', () => {
    const matches = [
      {
        id: 'root',
        data: {
          publicConfig: { siteUrl: 'https://estate.ae', mapAttribution: '', agencyName: 'Estate', locale: 'ar' },
        },
      },
    ];
    const meta = seoMeta(matches, {
      title: 'x',
      path: '/blog-single/villa-guide-ar',
      alternates: { en: '/blog-single/villa-guide', ar: '/blog-single/villa-guide-ar', ru: '/blog-single/villy' },
    });
    const links = meta.filter((m) => (m as { rel?: string }).rel === 'alternate') as Array<{
      hrefLang: string;
      href: string;
    }>;
    expect(Object.fromEntries(links.map((l) => [l.hrefLang, l.href]))).toEqual({
      en: 'https://estate.ae/blog-single/villa-guide',
      ar: 'https://estate.ae/ar/blog-single/villa-guide-ar',
      ru: 'https://estate.ae/ru/blog-single/villy',
      'zh-Hans': 'https://estate.ae/zh/blog-single/villa-guide-ar',
      'x-default': 'https://estate.ae/blog-single/villa-guide',
    });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://estate.ae/ar/blog-single/villa-guide-ar',
    });
  });
});

describe('A team member on an Arabic page', () => {
  const ceo = aTeamMember({
    title: 'Layla Haddad',
    position: 'الرئيسة التنفيذية',
    description: 'Twenty years in prime property.',
    translation: { language: 'ar', untranslated: ['description'], english: { position: 'CEO' } },
  });

  it('shows the translated position, and the English biography marked as English', async () => {
    const { user } = renderRoutes(
      [
        {
          index: true,
          Component: () => (
            <I18nProvider locale="ar">
              <TeamSlider team={[ceo]} isLoading={false} header={null} />
            </I18nProvider>
          ),
        },
      ],
      '/',
    );
    const position = await screen.findByText('الرئيسة التنفيذية');
    expect(position).not.toHaveAttribute('lang');
    await user.click(screen.getByRole('button', { name: /Layla Haddad/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Twenty years in prime property.')).toHaveTextContent('Twenty years');
    expect(
      within(dialog).getByText((_, element) => element?.getAttribute('lang') === 'en' && element.tagName === 'DIV'),
    ).toHaveTextContent('Twenty years in prime property.');
  });

  it('is among the leaders by the English of its position', () => {
    expect(ceos([ceo, aTeamMember({ position: 'مستشار' })])).toEqual([ceo]);
  });
});

describe('An area guide on a Russian page', () => {
  it('is asked for in Russian, finds its listings by its English name, and marks its English texts', async () => {
    const asked: Array<string | null> = [];
    const area = anArea({
      slug: 'palm-dzhumeyra',
      title: 'Палм-Джумейра',
      desc1: 'Шестнадцать ветвей вилл.',
      desc2: 'The English second paragraph.',
      properties: [aProperty({ title: 'Frond Villa', location: 'Palm Jumeirah' })],
      translation: { language: 'ru', untranslated: ['desc2'], english: { title: 'Palm Jumeirah' } },
      slugs: { en: 'palm-jumeirah', ar: 'palm-jumeirah', ru: 'palm-dzhumeyra', zh: 'palm-jumeirah' },
    });
    server.use(
      http.get('*/api/admin/get-area-slug/:slug', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('language'));
        return HttpResponse.json(area);
      }),
    );
    await loadCatalogue('ru');
    renderRoutes(
      [
        {
          path: 'ru/area/:slug',
          Component: () => (
            <I18nProvider locale="ru">
              <AreaPage {...({ params: { slug: 'palm-dzhumeyra' } } as unknown as Parameters<typeof AreaPage>[0])} />
            </I18nProvider>
          ),
          loader: areaLoader,
        },
      ],
      '/ru/area/palm-dzhumeyra',
    );
    const title = await screen.findByRole('heading', { level: 1, name: 'Палм-Джумейра' });
    expect(asked).toEqual(['ru']);
    expect(title).not.toHaveAttribute('lang');
    const prose = (text: string) =>
      screen.getByText((_, element) => !!element?.classList.contains('prose') && element.textContent === text);
    expect(prose('The English second paragraph.')).toHaveAttribute('lang', 'en');
    expect(prose('Шестнадцать ветвей вилл.')).not.toHaveAttribute('lang');
    // Its listings are those of its English name.
    expect(screen.getByRole('link', { name: 'Смотреть объекты' })).toHaveAttribute(
      'href',
      '/all-properties?country=Palm%20Jumeirah',
    );
  });
});

describe('A development on a Chinese page', () => {
  it('is asked for in Chinese and marks its English texts', async () => {
    const asked: Array<string | null> = [];
    const development = aDevelopment({
      slug: 'marina-crown',
      title: '码头皇冠',
      desc1: '俯瞰迪拜码头的四十层。',
      desc2: 'The English second paragraph.',
      translation: { language: 'zh', untranslated: ['desc2'], english: { title: 'Marina Crown' } },
    });
    server.use(
      http.get('*/api/admin/get-development-slug/:slug', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('language'));
        return HttpResponse.json(development);
      }),
    );
    await loadCatalogue('zh');
    renderRoutes(
      [
        {
          path: 'zh/development/:slug',
          Component: () => (
            <I18nProvider locale="zh">
              <DevelopmentPage
                {...({ params: { slug: 'marina-crown' } } as unknown as Parameters<typeof DevelopmentPage>[0])}
              />
            </I18nProvider>
          ),
          loader: developmentLoader,
        },
      ],
      '/zh/development/marina-crown',
    );
    const title = await screen.findByRole('heading', { level: 1, name: '码头皇冠' });
    expect(asked).toContain('zh');
    expect(title).not.toHaveAttribute('lang');
    const prose = (text: string) =>
      screen.getByText((_, element) => !!element?.classList.contains('prose') && element.textContent === text);
    expect(prose('The English second paragraph.')).toHaveAttribute('lang', 'en');
    expect(prose('俯瞰迪拜码头的四十层。')).not.toHaveAttribute('lang');
  });
});

describe('A listing on a Russian page', () => {
  it('is asked for in Russian with the homes beside it, and marks its English texts', async () => {
    const asked: Array<string | null> = [];
    const property = aProperty({
      slug: 'gulf-penthouse',
      title: 'Пентхаус у залива',
      desc1: 'Вид на залив из каждой комнаты.',
      desc2: 'The English second paragraph.',
      locationTitle: 'Life on the Marina',
      locationDescription: 'A promenade of cafés along the water.',
      translation: {
        language: 'ru',
        untranslated: ['desc2', 'locationTitle', 'locationDescription'],
        english: { title: 'Gulf Penthouse' },
      },
    });
    server.use(
      http.get('*/api/admin/get-property-slug/:slug', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('language'));
        return HttpResponse.json(property);
      }),
      http.get('*/api/admin/get-nearby-properties', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('language'));
        return HttpResponse.json([], { headers: { 'X-Total-Count': '0' } });
      }),
    );
    await loadCatalogue('ru');
    renderRoutes(
      [
        {
          path: 'ru/property/:slug',
          Component: () => (
            <I18nProvider locale="ru">
              <PropertyPage
                {...({ params: { slug: 'gulf-penthouse' } } as unknown as Parameters<typeof PropertyPage>[0])}
              />
            </I18nProvider>
          ),
          loader: propertyLoader,
        },
      ],
      '/ru/property/gulf-penthouse',
    );
    const title = await screen.findByRole('heading', { level: 1, name: 'Пентхаус у залива' });
    expect(asked).toEqual(['ru', 'ru']);
    expect(title).not.toHaveAttribute('lang');
    const prose = (text: string) =>
      screen.getByText((_, element) => !!element?.classList.contains('prose') && element.textContent === text);
    expect(prose('The English second paragraph.')).toHaveAttribute('lang', 'en');
    expect(prose('Вид на залив из каждой комнаты.')).not.toHaveAttribute('lang');
    // About the Area's title and story, still English, are marked so.
    expect(await screen.findByText('Life on the Marina')).toHaveAttribute('lang', 'en');
    expect(prose('A promenade of cafés along the water.')).toHaveAttribute('lang', 'en');
  });
});

describe("The agency's address on an Arabic page", () => {
  const ARABIC_ADDRESS = 'مارينا بلازا، دبي';

  /** The CMS's settings in the language asked: the address translated, or English and named so. */
  function settingsCms(translated: boolean) {
    const asked: Array<string | null> = [];
    server.use(
      http.get('*/api/admin/get-settings', ({ request }) => {
        const language = new URL(request.url).searchParams.get('language');
        asked.push(language);
        if (language !== 'ar') return HttpResponse.json(SETTINGS);
        return HttpResponse.json(
          translated
            ? { ...SETTINGS, address: ARABIC_ADDRESS, translation: { language: 'ar', untranslated: [] } }
            : { ...SETTINGS, translation: { language: 'ar', untranslated: ['address'] } },
        );
      }),
    );
    return asked;
  }

  /** The privacy page (its contact block) with the site's footer, in a language. */
  const privacyPageIn = (language: 'ar' | 'en') =>
    renderInLanguage(
      language,
      <Shell>
        <PrivacyPolicy />
      </Shell>,
      language === 'en' ? '/privacy-policy' : `/${language}/privacy-policy`,
    );

  it('is asked for in Arabic and shown in Arabic in the footer and on the legal pages', async () => {
    const asked = settingsCms(true);
    privacyPageIn('ar');
    const footer = await screen.findByRole('contentinfo');
    const address = await within(footer).findByText(ARABIC_ADDRESS);
    expect(address).not.toHaveAttribute('lang');
    expect(within(screen.getByRole('main')).getByText(ARABIC_ADDRESS)).not.toHaveAttribute('lang');
    expect(screen.queryByText(SETTINGS.address)).not.toBeInTheDocument();
    expect(asked.length).toBeGreaterThan(0);
    expect(new Set(asked)).toEqual(new Set(['ar']));
  });

  it('is marked as English, left to right, where it has no Arabic yet', async () => {
    settingsCms(false);
    privacyPageIn('ar');
    const footer = await screen.findByRole('contentinfo');
    const address = await within(footer).findByText(SETTINGS.address);
    expect(address).toHaveAttribute('lang', 'en');
    expect(address).toHaveAttribute('dir', 'ltr');
    expect(within(screen.getByRole('main')).getByText(SETTINGS.address)).toHaveAttribute('lang', 'en');
  });

  it('is read in English, unmarked, on an English page', async () => {
    const asked = settingsCms(true);
    privacyPageIn('en');
    const address = await within(await screen.findByRole('contentinfo')).findByText(SETTINGS.address);
    expect(address).not.toHaveAttribute('lang');
    expect(new Set(asked)).toEqual(new Set([null]));
  });
});
