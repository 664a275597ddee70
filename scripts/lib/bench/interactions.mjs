/**
 * What a mid-range phone pays for the public pages' JavaScript (DESIGN.md: initial JS ≤ 100 KiB
 * gzipped per route, each scripted interaction ≤ 200 ms at 4x CPU throttle):
 *  - initial JS: the scripts each page's HTML loads and preloads, at once or after the first paint
 *    (entry, router, route modules, shared chunks), summed as served gzipped and as brotli;
 *  - long tasks: the main thread's tasks over 50 ms in a Chromium trace of each page's load at 4x
 *    CPU throttle, to hydration and a quiet network (a steadier figure than Lighthouse's TBT on a
 *    shared machine, whose simulated throttling moves with the load);
 *  - interactions: opening the gallery, the next photo, toggling a filter, switching the currency,
 *    opening the enquiry form and hearting a listing, in Chromium at 4x CPU throttle, each timed by
 *    the Event Timing API (the longest event of the interaction, as INP counts it) and by when its
 *    result showed.
 *
 * Standalone, against a running site: node scripts/lib/bench/interactions.mjs http://127.0.0.1:3000
 */
/* global window, document, requestAnimationFrame -- the functions run in the page, in Chromium */
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import { pathToFileURL } from 'node:url';

/** DESIGN.md's budgets for the phone. */
export const PHONE_BUDGET = { initialJsKiB: 100, interactionMs: 200, cpuSlowdown: 4 };

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'];
/** A mid-range phone's screen (the budget pages are measured as a phone shows them). */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** The pages of the budget: DESIGN.md's six kinds, the list in both views. */
export const phonePages = (s) => [
  { name: 'home', path: '/' },
  { name: 'all-properties', path: '/all-properties' },
  { name: 'map', path: '/all-properties?view=map' },
  { name: 'property', path: `/property/${s.property}` },
  { name: 'development', path: `/development/${s.development}` },
  { name: 'area', path: `/area/${s.area}` },
  { name: 'post', path: `/blog-single/${s.post}` },
];

/** The bytes of a response as they travel, asking for one encoding. */
function wireBytes(url, encoding) {
  return new Promise((resolve, reject) => {
    const get = url.startsWith('https:') ? https.get : http.get;
    get(url, { headers: { 'Accept-Encoding': encoding } }, (res) => {
      let n = 0;
      res.on('data', (c) => (n += c.length));
      res.on('end', () =>
        res.statusCode === 200 ? resolve(n) : reject(new Error(`${url}: ${res.statusCode} for ${encoding}`)),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * The scripts a page's HTML starts: modulepreloads and script tags, the preloads the hydration
 * loader inserts after the first paint (web/src/app/defer-hydration.ts) and the modules its
 * inline module script imports. Code loaded later on demand (popups, gallery, map, schemas) is not.
 */
export function initialScripts(html) {
  const srcs = new Set();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/,(\["\/assets\/[^\]]*\])\)<\/script>/g))
    for (const src of JSON.parse(m[1])) srcs.add(src);
  for (const m of html.matchAll(/import(?:\s*\*\s*as\s+\w+\s+from)?\s*\(?\s*\\?"(\/assets\/[^"\\]+\.js)\\?"/g))
    srcs.add(m[1]);
  return [...srcs];
}

/** A page's initial JS: its scripts and their sizes gzipped and as brotli, in bytes. */
export async function initialJs(site, path) {
  const url = new URL(path, site).href;
  const res = await fetch(url, { headers: { accept: 'text/html' } });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  const files = [];
  for (const src of initialScripts(await res.text())) {
    const href = new URL(src, url).href;
    files.push({ src, gzip: await wireBytes(href, 'gzip'), br: await wireBytes(href, 'br') });
  }
  const sum = (k) => files.reduce((n, f) => n + f[k], 0);
  return { files, gzip: sum('gzip'), br: sum('br') };
}

async function launch() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
}

/** A page of a phone-sized context, its CPU slowed down 4x, with an Event Timing observer from the start. */
async function phonePage(browser) {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.__events = [];
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          w.__events.push({ name: e.name, duration: e.duration, interactionId: e.interactionId ?? 0 });
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    } catch {
      /* a browser without Event Timing reports nothing */
    }
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_BUDGET.cpuSlowdown });
  return { context, page };
}

/** Until the page has hydrated and its network is quiet. */
async function hydrated(page) {
  // Set by the router's root once the page has hydrated, or by the islands' entry once the islands
  // of the first screen have (web/src/islands/entry.tsx).
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, {
    timeout: 60_000,
  });
  await page.waitForLoadState('networkidle');
}

/** The scripts the page fetched up to now, as they travelled (the encoding Chromium asked for). */
function scriptsFetched(page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => /\.m?js(\?|$)/.test(e.name))
      .reduce((n, e) => n + /** @type {PerformanceResourceTiming} */ (e.encodedBodySize || 0), 0),
  );
}

/**
 * The renderer main thread's tasks over 50 ms while a page loads and hydrates, from a Chromium
 * trace: their count, their total and the part of each beyond 50 ms (what TBT adds up).
 */
export async function loadTrace(browser, url) {
  const { context, page } = await phonePage(browser);
  try {
    await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', '__metadata'] });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await hydrated(page);
    const jsAtHydration = await scriptsFetched(page);
    await page.waitForTimeout(1000);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    const events = trace.traceEvents ?? trace;
    const mains = new Set(
      events
        .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
        .map((e) => `${e.pid}:${e.tid}`),
    );
    // The page's renderer: the main thread that ran the most.
    const busy = new Map();
    for (const e of events)
      if (e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur) {
        const key = `${e.pid}:${e.tid}`;
        if (mains.has(key)) busy.set(key, (busy.get(key) ?? 0) + e.dur);
      }
    const main = [...busy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    const tasks = events
      .filter(
        (e) =>
          e.ph === 'X' &&
          (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') &&
          `${e.pid}:${e.tid}` === main,
      )
      .map((e) => e.dur / 1000);
    const long = tasks.filter((d) => d > 50);
    return {
      jsAtHydration,
      longTasks: long.length,
      longMs: long.reduce((n, d) => n + d, 0),
      blockingMs: long.reduce((n, d) => n + d - 50, 0),
      longestMs: long.length ? Math.max(...long) : 0,
      mainMs: tasks.reduce((n, d) => n + d, 0),
    };
  } finally {
    await context.close();
  }
}

/**
 * One interaction: `act` performs it with real input, `shown` waits for its result. The latency is
 * the longest Event Timing entry of an interaction that started with it (under 16 ms none is
 * reported: 16 is given as its upper bound); `visibleMs` is from the input to the result on screen.
 */
async function interaction(page, name, act, shown) {
  const before = await page.evaluate(() => /** @type {any} */ (window).__events.length);
  const t = Date.now();
  await act();
  await shown();
  const visibleMs = Date.now() - t;
  // Event Timing entries are queued after the next paint.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100)))),
  );
  const entries = await page.evaluate(
    (from) => /** @type {any} */ (window).__events.slice(from).filter((e) => e.interactionId > 0),
    before,
  );
  const latency = entries.length ? Math.max(...entries.map((e) => e.duration)) : 16;
  return { name, ms: latency, below: !entries.length, visibleMs, events: [...new Set(entries.map((e) => e.name))] };
}

/** The buyer's interactions on a property page and the list, at 4x CPU throttle. */
export async function measureInteractions(browser, site, s) {
  const out = [];
  const { context, page } = await phonePage(browser);
  try {
    await page.goto(new URL(`/property/${s.property}`, site).href, { timeout: 60_000 });
    await hydrated(page);
    const opener = page.getByRole('button', { name: /^View all \d+ photos$/ });
    await opener.scrollIntoViewIfNeeded();
    const viewer = page.getByRole('dialog').filter({ has: page.getByText(/^1 \/ \d+$/) });
    out.push(
      await interaction(
        page,
        'open the gallery',
        () => opener.click(),
        () => viewer.waitFor(),
      ),
    );
    out.push(
      await interaction(
        page,
        'next photo',
        () => page.keyboard.press('ArrowRight'),
        () =>
          page
            .getByRole('dialog')
            .getByText(/^2 \/ \d+$/)
            .waitFor(),
      ),
    );
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });

    // A keyboard change of the native select: trusted input, as a visitor's choice is.
    const currency = page.getByRole('combobox', { name: 'Show prices in' });
    await currency.scrollIntoViewIfNeeded();
    const from = await currency.inputValue();
    out.push(
      await interaction(
        page,
        'switch the currency',
        async () => {
          await currency.focus();
          await page.keyboard.press(from === 'AED' ? 'ArrowUp' : 'ArrowDown');
        },
        // The listing's price, shown in the new currency.
        () =>
          page.waitForFunction((was) => {
            const shown = /** @type {HTMLElement | null} */ (document.querySelector('.listing-aside__price'));
            return !!shown && shown.dataset.currency !== was;
          }, from),
      ),
    );

    const heart = page.locator('.listing-aside .favourite-button');
    out.push(
      await interaction(
        page,
        'heart a listing',
        () => heart.click(),
        () =>
          page.waitForFunction(() => document.querySelector('.listing-aside .favourite-button[aria-pressed="true"]')),
      ),
    );

    const enquire = page.locator('.listing-aside').getByRole('button', { name: 'Arrange a private viewing' });
    out.push(
      await interaction(
        page,
        'open the enquiry form',
        () => enquire.click(),
        () => page.getByRole('dialog').getByRole('textbox').first().waitFor(),
      ),
    );
    await page.keyboard.press('Escape');

    await page.goto(new URL('/all-properties', site).href, { timeout: 60_000 });
    await hydrated(page);
    const more = page.getByRole('button', { name: 'More Filter' });
    out.push(
      await interaction(
        page,
        'open the filters',
        () => more.click(),
        () => page.getByRole('button', { name: '3+ bedrooms' }).waitFor(),
      ),
    );
    const beds = page.getByRole('button', { name: '3+ bedrooms' });
    out.push(
      await interaction(
        page,
        'toggle a filter',
        () => beds.click(),
        () => page.waitForFunction(() => document.querySelector('button[aria-pressed="true"]')),
      ),
    );
  } finally {
    await context.close();
  }
  return out;
}

const kib = (b) => (b / 1024).toFixed(1);

/** Everything above against one running site: initial JS, load traces, interactions. */
export async function phoneFigures(site, s) {
  const pages = phonePages(s);
  const js = [];
  for (const p of pages) js.push({ ...p, ...(await initialJs(site, p.path)) });
  const browser = await launch();
  try {
    const traces = [];
    for (const p of pages) {
      // Once to warm the server's caches (picture variants, tiles), then measured.
      await loadTrace(browser, new URL(p.path, site).href);
      traces.push({ ...p, ...(await loadTrace(browser, new URL(p.path, site).href)), load: os.loadavg()[0] });
    }
    const interactions = await measureInteractions(browser, site, s);
    return { js, traces, interactions, load: os.loadavg()[0] };
  } finally {
    await browser.close();
  }
}

/** The figures as lines of text. */
export function phoneLines(f) {
  const lines = [`initial JS per page (budget ≤ ${PHONE_BUDGET.initialJsKiB} KiB gzipped)`];
  for (const p of f.js)
    lines.push(
      `  ${p.gzip / 1024 <= PHONE_BUDGET.initialJsKiB ? '✓' : '✗'} ${p.name.padEnd(15)} ${kib(p.gzip).padStart(6)} KiB gzip · ${kib(p.br).padStart(6)} KiB brotli · ${p.files.length} files`,
    );
  lines.push(`page loads at ${PHONE_BUDGET.cpuSlowdown}x CPU throttle (Chromium trace, tasks over 50 ms)`);
  for (const t of f.traces)
    lines.push(
      `    ${t.name.padEnd(15)} ${(t.jsAtHydration / 1024).toFixed(1).padStart(5)} KiB of script by hydration · ${String(t.longTasks).padStart(2)} long tasks · ${Math.round(t.longMs)} ms · blocking ${Math.round(t.blockingMs)} ms · longest ${Math.round(t.longestMs)} ms · main thread ${Math.round(t.mainMs)} ms · load ${t.load.toFixed(1)}`,
    );
  lines.push(
    `interactions at ${PHONE_BUDGET.cpuSlowdown}x CPU throttle (Event Timing, budget ≤ ${PHONE_BUDGET.interactionMs} ms each)`,
  );
  for (const i of f.interactions)
    lines.push(
      `  ${i.ms <= PHONE_BUDGET.interactionMs ? '✓' : '✗'} ${i.name.padEnd(22)} ${i.below ? '< 16' : String(Math.round(i.ms)).padStart(4)} ms · shown after ${i.visibleMs} ms${i.events.length ? ` (${i.events.join(', ')})` : ''}`,
    );
  lines.push(`load average ${f.load.toFixed(1)} on ${os.cpus().length} cores`);
  return lines;
}

/** The bench's section: the figures on the running production stack, kept in r.interactions. */
export async function interactionsSection(r, kind, site, s, step) {
  step(`${kind}: the phone: initial JS, page loads and interactions at ${PHONE_BUDGET.cpuSlowdown}x CPU throttle`);
  try {
    const f = await phoneFigures(site, s);
    r.interactions = f;
    console.log(
      phoneLines(f)
        .map((l) => `    ${l}`)
        .join('\n'),
    );
  } catch (error) {
    r.interactions = { error: error.message };
    console.error(`    interactions: ${error.message}`);
    process.exitCode = 1;
  }
}

async function samplesFrom(site) {
  const first = async (route) => (await (await fetch(`${site}/api/admin/${route}?limit=1`)).json())[0].slug;
  return {
    property: await first('get-properties'),
    development: await first('get-developments'),
    area: await first('get-areas'),
    post: await first('get-posts'),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const site = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
  const f = await phoneFigures(site, await samplesFrom(site));
  console.log(phoneLines(f).join('\n'));
  if (process.argv.includes('--json')) console.log(JSON.stringify(f, null, 2));
}
