import { expect, test, type Page } from '@playwright/test';
import { signedIn, staffApi, staffToken, unique } from './support';

/*
 * Every list of the staff area at the widths staff work at. From 1024 px up every column shows
 * whole: no table is wider than its frame. At 768 px the page itself never scrolls sideways; a
 * table too wide for it scrolls inside its own frame. Leads with long names, addresses and
 * messages are sent first, as visitors send them, so the lead tables hold real rows; and a listing
 * and a saved search whose names hold a long unbroken word (a number, a code), which must not push
 * a row's actions out of the frame.
 */

const LISTS = [
  'properties',
  'developments',
  'areas',
  'posts',
  'teams',
  'reviews',
  'leads/enquiry',
  'leads/start-now',
  'leads/subscriber',
  'leads/saved-search',
  'contacts',
  'users',
  'sessions',
  'audit',
];

interface Measure {
  /** How far the page scrolls sideways. */
  pageOverflow: number;
  /** Each table: how far it reaches past its frame, and whether the frame scrolls. */
  tables: { overflow: number; scrolls: boolean; frameRight: number }[];
}

async function measure(page: Page): Promise<Measure> {
  return page.evaluate(() => ({
    pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    tables: Array.from(document.querySelectorAll('table')).map((table) => {
      const frame = table.closest('.table-scroll') as HTMLElement;
      return {
        overflow: frame.scrollWidth - frame.clientWidth,
        scrolls: getComputedStyle(frame).overflowX === 'auto',
        frameRight: frame.getBoundingClientRect().right,
      };
    }),
  }));
}

test.describe('Lists of the staff area', () => {
  test.beforeAll(async ({ request }) => {
    const tag = unique('layout').replace(/\W+/g, '').toLowerCase();
    const long = 'Alexandra-Charlotte';
    const sent = [
      request.post('/api/admin/send-email', {
        data: {
          fname: long,
          lname: 'Montgomery-Whitfield',
          email: `alexandra.montgomery.whitfield.${tag}@a-rather-long-family-office-domain.test`,
          phone: '+971 50 123 4567',
          message:
            'We are looking for a four-bedroom villa on the Palm with a private beach, ready before the summer. Please call after 6 pm Dubai time.',
          pageURL: 'http://127.0.0.1/property/palm-jumeirah-signature-villa-with-private-beach-and-infinity-pool',
        },
      }),
      request.post('/api/admin/send-email-start-now', {
        data: {
          fname: long,
          lname: 'Montgomery-Whitfield',
          email: `alexandra.startnow.${tag}@a-rather-long-family-office-domain.test`,
          phone: '+44 20 7946 0958',
          community: 'Palm Jumeirah, Emirates Hills or Jumeirah Bay Island',
          budget: 'AED 25M – 40M',
        },
      }),
      request.post('/api/admin/subscribe', {
        data: {
          email: `alexandra.newsletter.subscriber.${tag}@a-rather-long-family-office-domain.test`,
          pageURL: 'http://127.0.0.1/blog/dubai-prime-residential-market-report-third-quarter',
        },
      }),
      request.post('/api/admin/save-search', {
        data: {
          email: `alexandra.alerts.${tag}@a-rather-long-family-office-domain.test`,
          filters: { location: 'Dubai Marina', propertyType: 'Penthouse', minPrice: 5000000, maxPrice: 15000000 },
        },
      }),
    ];
    const unbroken = `${Date.now()}${Math.floor(Math.random() * 1e9)}`;
    sent.push(
      request.post('/api/admin/save-search', {
        data: {
          email: `alerts.${unbroken}@example.test`,
          filters: { location: `Cove ${unbroken}`, propertyType: 'Villa' },
        },
      }),
      staffApi(request, await staffToken(request), 'POST', 'add-property', {
        title: `Cove villa ${unbroken}`,
        country: 'United Arab Emirates',
        location: `Alert Cove ${unbroken}`,
      }),
    );
    for (const response of await Promise.all(sent)) expect(response.status(), await response.text()).toBe(200);
  });

  /** Lays the open page out at `width` as a window resized to it would, and measures it. */
  async function measureAt(page: Page, width: number, height: number): Promise<Measure> {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    return measure(page);
  }

  // Each list is loaded once, at 768 px, and laid out at the wider widths by resizing the window
  // (the staff admin lays a list out by CSS and screen-size hooks, both of which follow a resize):
  // 14 loads instead of 56.
  test('at 768 px the page never scrolls sideways and a wide table scrolls inside its frame; at 1024, 1280 and 1440 px every column of every list shows whole', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await signedIn(page, request);
    for (const path of LISTS) {
      await page.setViewportSize({ width: 768, height: 1024 });
      await page.goto(`/admin/${path}`);
      await expect(page.locator('table tbody tr:not(.table__state)').first()).toBeVisible();
      const narrow = await measure(page);
      expect(narrow.pageOverflow, `${path} at 768 px: the page scrolls sideways`).toBeLessThanOrEqual(0);
      for (const table of narrow.tables) {
        expect(table.frameRight, `${path}: the table's frame reaches past the screen`).toBeLessThanOrEqual(768);
        if (table.overflow > 1) expect(table.scrolls, `${path}: a wide table is cut, not scrolled`).toBe(true);
      }
      for (const width of [1024, 1280, 1440]) {
        const { pageOverflow, tables } = await measureAt(page, width, 900);
        expect(pageOverflow, `${path} at ${width} px: the page scrolls sideways`).toBeLessThanOrEqual(0);
        for (const table of tables)
          expect(table.overflow, `${path} at ${width} px: columns cut`).toBeLessThanOrEqual(1);
      }
    }
  });
});
