import { expect, test } from '@playwright/test';
import { firstProperty, hydrated } from './support';

test('the Arabic site reads right to left, in Arabic, and its switcher keeps the page', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto('/ar');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('منازل على الماء');
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/$/);

  // A listing, reached by a link of the Arabic home: still in Arabic, hydrated in it, its own texts
  // in its Arabic translation (the demo translates every listing).
  const property = await firstProperty(request);
  const arabic = (await (
    await request.get(`/api/admin/get-property-slug/${property.slug}`, { params: { language: 'ar' } })
  ).json()) as { title: string; desc1: string; translation: { untranslated: string[] } };
  expect(arabic.title).not.toBe(property.title);
  expect(arabic.translation.untranslated).toEqual([]);
  await page.goto(`/ar/property/${property.slug}`);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: arabic.title })).toBeVisible();
  await expect(page.getByText(arabic.desc1)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(arabic.title));
  await expect(page.getByRole('navigation', { name: 'القائمة الرئيسية' }).first()).toContainText('العقارات');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/ar/property/${property.slug}$`),
  );

  // The switcher: English is the same listing, unprefixed, left to right.
  await page.getByRole('navigation', { name: 'اللغة' }).first().locator('summary').click();
  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/property/${property.slug}$`));
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('button', { name: 'Properties' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a place reads by its area guide's Arabic title, its English name still the value searched", async ({
  page,
  request,
}) => {
  const { names } = (await (
    await request.get('/api/admin/get-place-names', { params: { language: 'ar' } })
  ).json()) as { names: Record<string, string> };
  // The demo translates its area guides: Palm Jumeirah's is its place's Arabic name.
  expect(names['Palm Jumeirah']).toBe('نخلة جميرا');
  await page.goto('/ar/all-properties?country=Palm%20Jumeirah');
  await hydrated(page);
  const location = page.getByRole('combobox', { name: 'الموقع' }).first();
  await expect(location).toHaveValue('Palm Jumeirah');
  await expect(location.locator('option:checked')).toHaveText(/نخلة جميرا/);
  const card = page.getByRole('article').first();
  await expect(card.getByText('نخلة جميرا')).toBeVisible();
  // The listing's page names it so too, in its breadcrumb and its title.
  await card.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('navigation', { name: 'مسار التنقل' })).toContainText('نخلة جميرا');
  await expect(page).toHaveTitle(/نخلة جميرا/);
});

test('the Russian and Chinese sites answer, each in its language', async ({ page }) => {
  await page.goto('/ru/all-properties?beds=2');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('button', { name: 'Найти' }).first()).toBeVisible();
  await page.goto('/zh');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('临水而居');
  const missing = await page.request.get('/fr/all-properties');
  expect(missing.status()).toBe(404);
});

test('the pages of each language hydrate in it with nothing on the console', async ({ page, request }) => {
  test.setTimeout(120_000);
  // Pages whose texts load in parts: a page's head and first screen before it hydrates, its lower
  // sections beside it. A part missing at hydration shows as a React error and a restyled page.
  const property = await firstProperty(request);
  const routes = [
    '/ru/about',
    '/ar/about',
    '/zh/privacy-policy',
    '/ru/terms-condition',
    '/ar/buyers-guide',
    '/zh/sellers-guide',
    '/ru/careers',
    `/zh/property/${property.slug}`,
    '/ar/all-properties?view=map',
  ];
  const found: Record<string, string[]> = {};
  for (const path of routes) {
    const errors: string[] = [];
    const onConsole = (m: { type(): string; text(): string }) => {
      if (m.type() === 'error') errors.push(m.text());
    };
    const onError = (e: Error) => errors.push(e.message);
    page.on('console', onConsole);
    page.on('pageerror', onError);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await hydrated(page);
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    // The page kept the server's styles (a document rendered again by React loses its inline CSS).
    expect(await page.locator('style').count(), path).toBeGreaterThan(0);
    page.off('console', onConsole);
    page.off('pageerror', onError);
    if (errors.length) found[path] = errors;
  }
  expect(found).toEqual({});
});

test('a post reads in the page’s language, by its own address there', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  // The demo's guide in Arabic: the English address, the Arabic texts.
  await page.goto('/ar/blog-single/buying-property-in-dubai-a-guide-for-international-buyers');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('شراء عقار في دبي: دليل للمشترين الدوليين');
  await expect(page.locator('.rich-text')).not.toHaveAttribute('lang', 'en');
  // Its Russian version has an address of its own, which every language's page names.
  await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute(
    'href',
    /\/ru\/blog-single\/pokupka-nedvizhimosti-v-dubae$/,
  );
  await page.getByRole('navigation', { name: 'اللغة' }).first().locator('summary').click();
  // The switcher goes straight to the Russian version's own address.
  const russian = page.getByRole('link', { name: 'Русский' }).first();
  await expect(russian).toHaveAttribute('href', /\/ru\/blog-single\/pokupka-nedvizhimosti-v-dubae$/);
  await russian.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Дубае');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/ru\/blog-single\/pokupka-nedvizhimosti-v-dubae$/,
  );
  // The blog in Chinese lists it under its Chinese title.
  await page.goto('/zh/blogs');
  await hydrated(page);
  await expect(page.getByRole('link', { name: /在迪拜购置房产/ }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a listing with a Russian address of its own is at that address in Russian, and at its English one elsewhere', async ({
  page,
  request,
}) => {
  // The demo gives its Palm signature villa a Russian address; the English one names it everywhere else.
  const own = 'villa-signature-na-palme';
  const listing = (await (
    await request.get(`/api/admin/get-property-slug/${own}`, { params: { language: 'ru' } })
  ).json()) as { slug: string; slugs: Record<string, string> };
  expect(listing.slug).toBe(own);
  const english = listing.slugs.en;
  expect(english).not.toBe(own);
  // Its English address on the Russian prefix is sent to the Russian one, for good.
  const moved = await request.get(`/ru/property/${english}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/ru/property/${own}`);
  await page.goto(`/ru/property/${english}`);
  await hydrated(page);
  await expect(page).toHaveURL(new RegExp(`/ru/property/${own}$`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/ru/property/${own}$`));
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    new RegExp(`/property/${english}$`),
  );
  // Saved to favourites by its English address.
  await page.locator('.favourite-button--labelled').first().click();
  await expect(page.locator('.favourite-button--labelled').first()).toHaveAttribute('aria-pressed', 'true');
  const saved = await page.evaluate(() => localStorage.getItem('favourites'));
  expect(JSON.parse(saved ?? '[]')).toEqual([expect.objectContaining({ slug: english })]);
  // The switcher: English is the English address.
  await page.getByRole('navigation', { name: 'Язык' }).first().locator('summary').click();
  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/property/${english}$`));
});

test("Arabic and Russian pages fetch their script's faces once, with the site's own, and set their text in them", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname);
  });
  const cases = [
    { path: '/ar', script: 'arabic', faces: 1, family: '"IBM Plex Sans Arabic"', text: 'منازل' },
    { path: '/ru', script: 'cyrillic', faces: 2, family: '"Jost Variable"', text: 'Дома' },
  ];
  for (const { path, script, faces, family, text } of cases) {
    fonts.length = 0;
    await page.goto(path);
    await hydrated(page);
    const preloaded = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    const own = preloaded.filter((href) => href.includes(script));
    expect(own, `${path}: its script's faces are preloaded`).toHaveLength(faces);
    // Each preload is the file the stylesheet's face names: fetched once, and the face is loaded.
    for (const href of own) expect(fonts.filter((f) => f === href)).toHaveLength(1);
    const loaded = await page.evaluate(
      async ({ family, text }) => {
        await document.fonts.ready;
        return document.fonts.check(`16px ${family}`, text);
      },
      { family, text },
    );
    expect(loaded, `${path}: the text's face is loaded`).toBe(true);
  }

  // An English page has no other script's face to fetch.
  fonts.length = 0;
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('link[rel="preload"][as="font"][href*="arabic"]')).toHaveCount(0);
  await expect(page.locator('link[rel="preload"][as="font"][href*="cyrillic"]')).toHaveCount(0);
  expect(fonts.filter((f) => /arabic|cyrillic/.test(f))).toEqual([]);
});
