import { done, red, step } from '../run.mjs';
import { BUDGET } from './budgets.mjs';
import { int, kib, line, loadNow, measure, ms } from './figures.mjs';
import { percentile, timedRequest } from './measure.mjs';
import { SAVE_ROUTES, SITEMAP_INDEX, SITEMAP_REBUILD, sitemapPages } from './routes.mjs';
import { saveLoop } from './saves.mjs';
import { html, staffToken, startWeb } from './servers.mjs';

/*
 * The sitemap at the catalogue's size (docs/decisions/0088): every part's answer time, how long a
 * save takes to reach the sitemap, and what its builds cost the pages: the same pages at 50
 * clients, with a staff save every second, on a web server whose sitemap stays as built at start
 * (idle) and on one that builds it again after every save (rebuilding all the time once a build
 * takes longer than a second). Their p95 side by side, and the ratio.
 */

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for the first answer of the index (the build a server starts with), and says how long it took. */
async function firstIndex(site, timeoutMs = 300_000) {
  const started = performance.now();
  for (;;) {
    const res = await timedRequest(`${site}${SITEMAP_INDEX}`).catch(() => null);
    if (res?.status === 200) return { ms: performance.now() - started, index: res };
    if (performance.now() - started > timeoutMs)
      throw new Error(`${SITEMAP_INDEX} answered ${res?.status ?? 'nothing'}`);
    await sleep(250);
  }
}

const partsOf = (indexXml) => [...indexXml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]).pathname);

/** Each file of the sitemap asked for `times` times in a row, gzip as crawlers ask: its times and size. */
async function partTimes(site, indexXml, times = 5) {
  const out = [];
  for (const path of [SITEMAP_INDEX, ...partsOf(indexXml)]) {
    const runs = [];
    let last;
    for (let i = 0; i < times; i++) {
      last = await timedRequest(`${site}${path}`);
      if (last.status !== 200) throw new Error(`${path} answered ${last.status}`);
      runs.push(last.ms);
    }
    runs.sort((a, b) => a - b);
    const urls = (last.text.match(/<(url|sitemap)>/g) ?? []).length;
    out.push({
      name: path,
      p50: percentile(runs, 50),
      max: runs.at(-1),
      wire: last.wire,
      bytes: Buffer.byteLength(last.text),
      urls,
    });
  }
  return out;
}

/** One staff save of a listing's price, as the saves section makes them. */
async function saveOnce(site, propertyId, token) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const current = await (await fetch(`${site}${SAVE_ROUTES.read(propertyId)}`, { headers })).json();
  const res = await fetch(`${site}${SAVE_ROUTES.update(propertyId)}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({
      price: 2_000_000 + Math.floor(Math.random() * 1000) * 1000,
      ...(current.version !== undefined ? { version: current.version } : {}),
    }),
  });
  if (!res.ok) throw new Error(`the save answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
}

/** Polls the index until stopped, counting the builds it sees served (each a new ETag). */
function buildWatcher(site) {
  let stopped = false;
  const seen = new Set();
  const loop = (async () => {
    while (!stopped) {
      const res = await timedRequest(`${site}${SITEMAP_INDEX}`).catch(() => null);
      if (res?.headers.etag) seen.add(res.headers.etag);
      await sleep(500);
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return Math.max(0, seen.size - 1);
    },
  };
}

export async function sitemapSection(r, kind, cmsUrl, s, staffLogin) {
  const m = (r.sitemap = { idle: [], busy: [], parts: [] });
  const pages = sitemapPages(s);

  step(`${kind}: the sitemap of ${int(s.total)} listings, built at start; each part, 5 times`);
  const idle = await startWeb(cmsUrl, SITEMAP_REBUILD.idle);
  try {
    const first = await firstIndex(idle.url);
    m.firstMs = first.ms;
    m.parts = await partTimes(idle.url, first.index.text);
    for (const p of m.parts)
      console.log(
        `    ${p.name.padEnd(34)} p50 ${ms(p.p50).padStart(6)}  max ${ms(p.max).padStart(6)} ms  ${kib(p.wire).padStart(10)} gzip  ${kib(p.bytes).padStart(11)}  ${int(p.urls)} entries${p.max > BUDGET.sitemapPartMs ? red('  over 1 s') : ''}`,
      );
    m.urls = m.parts.filter((p) => p.name !== SITEMAP_INDEX).reduce((n, p) => n + p.urls, 0);
    const token = await staffToken(idle.url, staffLogin);

    step(`${kind}: pages at 50 clients, a save every second, the sitemap idle`);
    const saves = saveLoop(idle.url, s.propertyId, token);
    for (const page of pages) {
      const x = await measure(`${idle.url}${page.path}`, { connections: 50, headers: html });
      line(page.name, x);
      m.idle.push({ ...page, ...x });
    }
    m.idleSaves = await saves.stop();
  } finally {
    await idle.stop();
  }

  const rebuilding = await startWeb(cmsUrl, SITEMAP_REBUILD.everySave);
  try {
    await firstIndex(rebuilding.url);
    const token = await staffToken(rebuilding.url, staffLogin);
    {
      // A save, then the index polled until it is another build's: the build a save waits for.
      const before = (await timedRequest(`${rebuilding.url}${SITEMAP_INDEX}`)).headers.etag;
      await saveOnce(rebuilding.url, s.propertyId, token);
      const started = performance.now();
      for (;;) {
        const res = await timedRequest(`${rebuilding.url}${SITEMAP_INDEX}`);
        if (res.headers.etag !== before) break;
        if (performance.now() - started > 300_000) throw new Error('no new sitemap within 5 minutes of a save');
        await sleep(100);
      }
      m.freshMs = performance.now() - started;
      done(
        `${kind}: a save reached the sitemap in ${(m.freshMs / 1000).toFixed(1)} s (its rebuild, from the save's answer)`,
      );
    }

    step(`${kind}: the same pages while the sitemap is built again after every save`);
    const watcher = buildWatcher(rebuilding.url);
    const saves = saveLoop(rebuilding.url, s.propertyId, token);
    for (const page of pages) {
      const x = await measure(`${rebuilding.url}${page.path}`, { connections: 50, headers: html });
      const before = m.idle.find((p) => p.name === page.name);
      const ratio = x.p95 / before.p95;
      line(page.name, x, `  ${ratio.toFixed(2)} × idle`);
      m.busy.push({ ...page, ...x, ratio });
    }
    m.busySaves = await saves.stop();
    m.builds = await watcher.stop();
    m.load = loadNow();
    // With a save every second and no spacing, a build is under way all through the run; this
    // counts those that finished. A build gives the pages every turn of the event loop they want,
    // so at 50 clients one takes tens of seconds (against a few alone): none may finish.
    done(`${kind}: ${m.builds} sitemap builds finished during the run, one always under way`);
  } finally {
    await rebuilding.stop();
  }
}
