import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './support';

const WIDTHS = [360, 390, 414, 1024, 1280, 1440];

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

test.describe('Layout at every width (issue 13)', () => {
  test('listing pages never scroll sideways, and the phone bar shows the whole price beside a one-line Enquire Now', async ({
    page,
  }) => {
    const property = await firstListing(page, '/all-properties?country=Dubai&sort=price-desc', 'property');
    const development = await firstListing(page, '/all-developments', 'development');
    for (const path of [property, development]) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
        await page.goto(path);
        await hydrated(page);
        expect(await overflow(page), `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
        if (width >= 1024) continue;
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
    }
  });

  test('on desktops the floating contact actions cover no link, button or field', async ({ page }) => {
    const property = await firstListing(page, '/all-properties?country=Dubai&sort=price-desc', 'property');
    for (const path of ['/', '/all-properties', property]) {
      for (const width of [1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await hydrated(page);
        expect(await overflow(page), `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
        expect(await coveredWhileScrolling(page), `${path} at ${width} px`).toEqual([]);
      }
    }
  });
});
