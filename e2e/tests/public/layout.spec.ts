import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { hydrated, settled } from './support';

/** Phones (360, 390, 414), a tablet, and desktops up to a wide screen. */
const WIDTHS = [360, 390, 414, 768, 1024, 1280, 1440, 1920];
const DESKTOPS = WIDTHS.filter((w) => w >= 1024);
const screenKind = (width: number) => (width < 768 ? 'phone' : width < 1024 ? 'tablet' : 'desktop');

/** The first listing of a search page: the most expensive Dubai home has the longest price. */
async function firstListing(page: Page, search: string, kind: 'property' | 'development'): Promise<string> {
  await page.goto(search);
  const href = await page.locator(`a[href^="/${kind}/"]`).first().getAttribute('href');
  expect(href, `a ${kind} is listed on ${search}`).toBeTruthy();
  return href!;
}

/** Whether the page scrolls sideways. */
const overflow = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

/**
 * Visible elements that reach past the viewport's right edge (cut by no clipping ancestor): what
 * a visitor would see cut off or have to scroll sideways to read.
 */
const wider = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.overflowX !== 'visible' && p.getBoundingClientRect().right <= window.innerWidth + 0.5) return true;
      }
      return false;
    };
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.right <= window.innerWidth + 0.5) continue;
      if (getComputedStyle(el).visibility === 'hidden' || el.closest('[aria-hidden="true"], [hidden]')) continue;
      if (clipped(el)) continue;
      out.push(`${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} (right edge ${Math.round(r.right)})`);
    }
    return out.slice(0, 5);
  });

/** The first screen at this width, kept with the test's results for a person to look at. */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(name);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/**
 * The interactive elements a floating contact action covers, at each step of a scroll through the
 * whole page: links, buttons and form controls whose box meets an action's box.
 */
function coveredWhileScrolling(page: Page) {
  return page.evaluate(async () => {
    const actions = Array.from(document.querySelectorAll('.floating-bar__action'));
    const covered = new Set<string>();
    const meets = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom && b.width > 0 && b.height > 0;
    // What of an element can be seen: its box cut by every ancestor that clips its overflow (a
    // carousel's next slides run on past the page's edge, out of sight).
    const visibleBox = (el: Element): DOMRect => {
      let r = el.getBoundingClientRect();
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const c = p.getBoundingClientRect();
        const left = Math.max(r.left, c.left);
        const top = Math.max(r.top, c.top);
        r = new DOMRect(
          left,
          top,
          Math.max(0, Math.min(r.right, c.right) - left),
          Math.max(0, Math.min(r.bottom, c.bottom) - top),
        );
      }
      return r;
    };
    const height = document.scrollingElement!.scrollHeight;
    for (let y = 0; y < height; y += Math.round(window.innerHeight * 0.6)) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const boxes = actions.map((a) => a.getBoundingClientRect());
      for (const el of Array.from(document.querySelectorAll('a[href], button, select, input, textarea'))) {
        // Its visible part lies within its box: an element whose box meets no action is passed
        // over before the walk up its ancestors.
        if (!boxes.some((b) => meets(b, el.getBoundingClientRect()))) continue;
        if (el.closest('.floating-bar') || el.closest('[hidden], [aria-hidden="true"]')) continue;
        const box = visibleBox(el);
        if (getComputedStyle(el).visibility === 'hidden') continue;
        if (boxes.some((b) => meets(b, box)))
          covered.add(`${el.tagName} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
      }
    }
    return [...covered];
  });
}

test.describe('Layout at every width', () => {
  /** On a phone, a listing's bar shows the whole price beside a one-line Enquire Now. */
  async function phoneBarFits(page: Page, width: number) {
    const bar = page.getByRole('region', { name: 'Listing summary' });
    const cta = bar.getByRole('button', { name: 'Enquire Now' });
    const price = bar.locator('.price');
    const [ctaBox, priceBox] = [await cta.boundingBox(), await price.boundingBox()];
    expect(ctaBox && priceBox, 'the bar shows a price and Enquire Now').toBeTruthy();
    // One line: a button of one line of text is no taller than its minimum height (3 rem).
    expect(ctaBox!.height, `Enquire Now wraps at ${width} px`).toBeLessThanOrEqual(49);
    const priceEnd = await price.evaluate((el) => el.getBoundingClientRect().left + el.scrollWidth);
    expect(priceEnd, `the price runs under Enquire Now at ${width} px`).toBeLessThanOrEqual(ctaBox!.x);
  }

  /**
   * Every width of one page: no sideways scroll, nothing past the right edge, a screenshot kept;
   * a listing's phone bar on phones and tablets; on desktops, scrolled through once hydrated, the
   * floating contact actions cover no link, button or field. The page is loaded afresh at the
   * first width of each kind of screen (phone, tablet, desktop: what the server and the first
   * render see), and the window resized to the others of its kind, as a phone turned or a desktop
   * window widened: both must lay out whole.
   */
  async function fitsEveryWidth(page: Page, testInfo: TestInfo, path: string, name: string, listing: boolean) {
    let loadedFor = '';
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
      const screen = screenKind(width);
      if (screen !== loadedFor) await page.goto(path);
      else await page.evaluate(() => window.scrollTo(0, 0));
      loadedFor = screen;
      await settled(page);
      if (path.includes('view=map')) {
        // The map loads as it nears the screen (below the search form on phones): the screen
        // checked and kept is the map's, with its markers drawn.
        await page.locator('.search-split__map').scrollIntoViewIfNeeded();
        const map = page.getByRole('region', { name: 'Map of the homes found' });
        await expect(map.locator('.map-cluster, .map-price').first()).toBeVisible();
      }
      expect(await overflow(page), `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      expect(await wider(page), `${path} at ${width} px: elements past the right edge`).toEqual([]);
      await keepScreenshot(page, testInfo, `${name}-${width}.png`);
      if (listing && width < 1024) await phoneBarFits(page, width);
      if (DESKTOPS.includes(width) && !path.includes('view=map')) {
        await hydrated(page);
        expect(await coveredWhileScrolling(page), `contact actions over ${path} at ${width} px`).toEqual([]);
      }
    }
  }

  for (const [name, find, listing] of [
    ['home', async () => '/', false],
    ['the property search', async () => '/all-properties', false],
    ['the property map', async () => '/all-properties?view=map', false],
    [
      'a property',
      (page: Page) => firstListing(page, '/all-properties?country=Dubai&sort=price-desc', 'property'),
      true,
    ],
    ['a development', (page: Page) => firstListing(page, '/all-developments', 'development'), true],
  ] as const) {
    test(`${name} fits every width from 360 to 1920 px`, async ({ page }, testInfo) => {
      test.setTimeout(240_000);
      await fitsEveryWidth(page, testInfo, await find(page), name.replace(/^(the|a) /, '').replace(/ /g, '-'), listing);
    });
  }

  test('on a phone, what stays fixed over a listing covers at most 15% of the screen as the visitor reads down', async ({
    page,
  }) => {
    const property = await firstListing(page, '/all-properties?country=Dubai&sort=price-desc', 'property');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(property);
    await hydrated(page);
    // Down past the hero and into the calculator (loaded as it nears the screen), as a reader scrolls.
    for (let i = 0; i < 14; i++) {
      await page.mouse.wheel(0, 250);
      await page.waitForTimeout(100);
    }
    await expect(page.getByRole('region', { name: 'Listing summary' })).toHaveAttribute('data-stuck', 'true');
    await expect(page.locator('.site-header')).toHaveClass(/is-tucked/);
    await page.waitForTimeout(500);
    const covered = await page.evaluate(() =>
      ['.site-header', '.listing-bar', '.floating-bar'].reduce((sum, selector) => {
        const el = document.querySelector(selector);
        if (!el || getComputedStyle(el).position !== 'fixed') return sum;
        const r = el.getBoundingClientRect();
        return sum + Math.max(0, Math.min(window.innerHeight, r.bottom) - Math.max(0, r.top));
      }, 0),
    );
    expect(covered, 'fixed header, listing bar and contact bar, in px of 812').toBeLessThanOrEqual(812 * 0.15);
    expect(await overflow(page), 'the listing with its calculator scrolls sideways').toBeLessThanOrEqual(0);
    // Back up a little: the header returns.
    await page.mouse.wheel(0, -200);
    await expect(page.locator('.site-header')).not.toHaveClass(/is-tucked/);
  });

  test('a minimum price above the maximum is said under it, and the two boxes stay in line', async ({ page }) => {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
      await page.goto('/all-properties');
      await hydrated(page);
      await page.getByRole('button', { name: 'More Filter' }).click();
      const min = page.getByRole('textbox', { name: /^Minimum price/ });
      const max = page.getByRole('textbox', { name: /^Maximum price/ });
      await min.fill('5000000');
      await max.fill('1000000');
      await page.getByRole('button', { name: 'Update' }).click();
      await expect(page.getByText('The minimum price must not be above the maximum.')).toBeVisible();
      const [a, b] = [await min.boundingBox(), await max.boundingBox()];
      expect(b!.y, `at ${width} px`).toBeCloseTo(a!.y, 0);
      expect(b!.height, `at ${width} px`).toBeCloseTo(a!.height, 0);
    }
  });
});
