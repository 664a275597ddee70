import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../env.mjs';
import { bold, dim, done, red, step } from '../run.mjs';
import { seed } from '../stack.mjs';
import { adminSection, timeStaffRoutes } from './admin.mjs';
import { BUDGET } from './budgets.mjs';
import { apiSection } from './api.mjs';
import { int, kib, loadNote, loadNow, mark, ms } from './figures.mjs';
import { createDatabase, machine, percentile, timedRequest } from './measure.mjs';
import { CATALOGUE, DBS, PG_URL, README, SECONDS, WEB_WORKERS, want } from './options.mjs';
import { pagesSection } from './pages.mjs';
import {
  ADMIN_ROUTES,
  apiRoutes,
  EXPORT_ROUTE,
  FEED_PORTALS,
  feedPath,
  PAGE_CACHE_OFF,
  publicPages,
  SEARCH_PAGES,
  SITEMAP_INDEX,
} from './routes.mjs';
import { samples, staffToken, startCms, startWeb } from './servers.mjs';

/*
 * `npm run bench -- --catalogue=10000,100000`: the same lines at each catalogue size, side by side,
 * so that what grows with the catalogue shows, and by how much: every public page with a warm page
 * cache, the search pages rendered afresh, the API (response cache on and off) and its statements per request, the sitemap (and each
 * of its parts, when it is an index), the portal feeds, the staff admin's table pages and the
 * listings' CSV export with the CMS's memory while it streams. One database at a time, each size
 * topped up from the last; results in bench-results/catalogue.md and .json, and with --readme in
 * docs/benchmarks.md between its catalogue markers.
 */

/** Requests of a warm document (sitemap, feed) timed one at a time, after each worker has built or fetched it once. */
const WARM_REQUESTS = 20;

const xml = { accept: 'application/xml' };

/** Each web worker keeps its own copy: enough requests that every worker has answered one. */
const workers = () => Math.max(1, Number.parseInt(String(WEB_WORKERS), 10) || os.cpus().length);

/** `url` once (the first answer), then until every worker has answered, then WARM_REQUESTS times: first and warm figures. */
async function firstAndWarm(url, headers = {}) {
  const first = await timedRequest(url, { headers });
  for (let i = 1; i < workers() * 2; i++) await timedRequest(url, { headers });
  const times = [];
  let wire = first.wire;
  for (let i = 0; i < WARM_REQUESTS; i++) {
    const res = await timedRequest(url, { headers });
    times.push(res.ms);
    wire = Math.max(wire, res.wire);
  }
  times.sort((a, b) => a - b);
  return { first, firstMs: first.ms, p50: percentile(times, 50), p95: percentile(times, 95), wire, load: loadNow() };
}

const count = (text, pattern) => (text.match(pattern) ?? []).length;

/**
 * The sitemap as a crawler reads it: /sitemap.xml first (built on the web server from the CMS's
 * lists), then kept; when it is an index, each part it names the same way.
 */
async function sitemapLines(r, kind, site) {
  step(`${kind}: the sitemap at ${int(r.total)} listings`);
  const m = await firstAndWarm(`${site}${SITEMAP_INDEX}`, xml);
  const isIndex = /<sitemapindex[\s>]/.test(m.first.text);
  const entry = {
    name: isIndex ? 'sitemap index' : 'sitemap',
    status: m.first.status,
    firstMs: m.firstMs,
    p50: m.p50,
    p95: m.p95,
    wire: m.wire,
    bytes: Buffer.byteLength(m.first.text),
    urls: count(m.first.text, isIndex ? /<sitemap>/g : /<url>/g),
    load: m.load,
  };
  r.sitemap.push(entry);
  console.log(
    `    ${entry.name.padEnd(34)} first ${ms(entry.firstMs).padStart(8)} ms  then p95 ${ms(entry.p95)} ms  ${int(entry.urls)} ${isIndex ? 'parts' : 'URLs'}  ${kib(entry.bytes)}`,
  );
  if (!isIndex) return;
  const parts = [...m.first.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((x) => new URL(x[1].trim()));
  const measured = [];
  for (const part of parts) {
    const p = await firstAndWarm(`${site}${part.pathname}${part.search}`, xml);
    measured.push({
      path: part.pathname,
      firstMs: p.firstMs,
      p95: p.p95,
      bytes: Buffer.byteLength(p.first.text),
      urls: count(p.first.text, /<url>/g),
      status: p.first.status,
    });
  }
  const sum = (f) => measured.reduce((a, x) => a + f(x), 0);
  const part = {
    name: 'sitemap parts',
    parts: measured.length,
    firstMs: sum((x) => x.firstMs),
    slowestFirstMs: Math.max(0, ...measured.map((x) => x.firstMs)),
    p95: Math.max(0, ...measured.map((x) => x.p95)),
    bytes: sum((x) => x.bytes),
    largest: Math.max(0, ...measured.map((x) => x.bytes)),
    urls: sum((x) => x.urls),
    status: measured.find((x) => x.status !== 200)?.status ?? 200,
    load: loadNow(),
  };
  r.sitemap.push(part);
  console.log(
    `    ${'sitemap parts'.padEnd(34)} ${part.parts} parts, first ${ms(part.firstMs)} ms in all (slowest ${ms(part.slowestFirstMs)}), then p95 ${ms(part.p95)} ms  ${int(part.urls)} URLs`,
  );
}

/** Each portal's feed through the web server: the first answer (built), then kept, then a 304 for the portal's ETag. */
async function feedLines(r, kind, site, token) {
  step(`${kind}: the portal feeds at ${int(r.total)} listings`);
  for (const portal of FEED_PORTALS) {
    const url = `${site}${feedPath(portal, token)}`;
    const m = await firstAndWarm(url);
    const etag = m.first.headers.etag;
    const revalidated = [];
    for (let i = 0; etag && i < WARM_REQUESTS; i++)
      revalidated.push((await timedRequest(url, { headers: { 'if-none-match': etag } })).ms);
    revalidated.sort((a, b) => a - b);
    const entry = {
      name: `feed: ${portal}`,
      status: m.first.status,
      firstMs: m.firstMs,
      p50: m.p50,
      p95: m.p95,
      notModifiedP95: revalidated.length ? percentile(revalidated, 95) : NaN,
      bytes: Buffer.byteLength(m.first.text),
      wire: m.wire,
      listings: count(m.first.text, /<(?:property|Property)[\s>]/g),
      load: m.load,
    };
    r.feed.push(entry);
    console.log(
      `    ${entry.name.padEnd(34)} first ${ms(entry.firstMs).padStart(8)} ms  then p95 ${ms(entry.p95)} ms  304 p95 ${ms(entry.notModifiedP95)} ms  ${int(entry.listings)} listings  ${kib(entry.bytes)}${m.first.status !== 200 ? red(`  status ${m.first.status}`) : ''}`,
    );
  }
}

/** The CMS process's resident memory, in MiB (/proc, Linux). */
function rssMiB(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
  } catch {
    return NaN;
  }
}

/**
 * The listings' CSV export as the staff admin downloads it, through the web server: time to the
 * first byte and to the last, size and rows, and the CMS's resident memory sampled every 50 ms
 * while it streams (flat when rows are written as they are read).
 */
async function exportLine(r, kind, site, token, cmsPid) {
  step(`${kind}: the listings' CSV export at ${int(r.total)} listings`);
  const before = rssMiB(cmsPid);
  const samples = [];
  const timer = setInterval(() => samples.push(rssMiB(cmsPid)), 50);
  const started = performance.now();
  let firstByte = NaN;
  let bytes = 0;
  let rows = 0;
  let status = 0;
  try {
    const res = await fetch(`${site}${EXPORT_ROUTE}`, { headers: { authorization: `Bearer ${token}` } });
    status = res.status;
    for await (const chunk of res.body) {
      if (Number.isNaN(firstByte)) firstByte = performance.now() - started;
      bytes += chunk.length;
      for (const b of chunk) if (b === 10) rows += 1;
    }
  } finally {
    clearInterval(timer);
  }
  const peak = Math.max(before, ...samples.filter(Number.isFinite));
  r.exported = {
    status,
    firstByteMs: firstByte,
    totalMs: performance.now() - started,
    bytes,
    rows: Math.max(0, rows - 1),
    rssBefore: before,
    rssPeak: peak,
    rssAfter: rssMiB(cmsPid),
    samples: samples.length,
    load: loadNow(),
  };
  const e = r.exported;
  console.log(
    `    ${'listings CSV export'.padEnd(34)} ${int(e.rows)} rows  ${(e.bytes / 2 ** 20).toFixed(1)} MiB  first byte ${ms(e.firstByteMs)} ms  all ${(e.totalMs / 1000).toFixed(1)} s  CMS RSS ${e.rssBefore.toFixed(0)} → peak ${e.rssPeak.toFixed(0)} MiB${status !== 200 ? red(`  status ${status}`) : ''}`,
  );
}

/**
 * The search pages rendered afresh, one at a time, through a web server with its page cache off
 * over a CMS with its response cache off (`cmsUrl`): what a visitor's new search costs.
 */
async function searchLines(r, kind, cmsUrl, total, up) {
  step(`${kind}: search pages rendered afresh at ${int(total)} listings, one at a time`);
  const web = await up(await startWeb(cmsUrl, PAGE_CACHE_OFF));
  await timeStaffRoutes(r.search, SEARCH_PAGES, web.url, null, { pathArg: total, warmUp: 3 });
}

/** Every line at every size of CATALOGUE on each database of DBS (`commonEnv`, `staffLogin`: bench.mjs's stackEnv). */
export async function catalogueRun({ commonEnv, staffLogin }) {
  const results = {};
  const feedToken = randomBytes(18).toString('base64url');
  for (const kind of DBS) {
    const sizes = (results[kind] = []);
    const db = createDatabase(kind, PG_URL);
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-bench-public-'));
    fs.mkdirSync(path.join(publicDir, 'uploads'));
    const env = { ...commonEnv, ...db.env, PUBLIC_DIR: publicDir, FEED_TOKEN: feedToken };
    const running = [];
    const up = async (started) => (running.push(started), started);
    const down = async () => {
      while (running.length) await running.pop().stop();
    };
    try {
      step(`${kind}: seeding the demo content`);
      await seed(env, [], { echo: false });
      for (const size of CATALOGUE) {
        const r = {
          size,
          pages: [],
          search: [],
          api: [],
          statements: [],
          admin: [],
          sitemap: [],
          feed: [],
          exported: null,
        };
        sizes.push(r);
        step(`${kind}: topping up to ${int(size)} synthetic properties`);
        const t0 = Date.now();
        await seed(env, ['--properties', String(size), '--synthetic-only'], { echo: false });
        db.analyze?.();
        r.seedSeconds = (Date.now() - t0) / 1000;
        const cms = await up(await startCms(env));
        const s = await samples(cms.url);
        r.total = s.total;
        step(`${kind}: first read of every property at ${int(s.total)} (stored forms made)`);
        const t1 = Date.now();
        for (let offset = 0; offset < s.total; offset += 1000)
          await (await fetch(`${cms.url}/api/admin/get-properties?limit=1000&offset=${offset}`)).arrayBuffer();
        r.firstPassSeconds = (Date.now() - t1) / 1000;
        done(`${kind}: seeded in ${r.seedSeconds.toFixed(0)} s, read in ${r.firstPassSeconds.toFixed(0)} s`);
        const web = await up(await startWeb(cms.url));
        // Before anything else asks the CMS for its lists, so that their first answers are the sitemap's to pay.
        if (want('sitemap')) await sitemapLines(r, kind, web.url);
        if (want('feed')) await feedLines(r, kind, web.url, feedToken);
        if (want('pages')) await pagesSection(r, kind, web.url, publicPages(s));
        if (want('api')) {
          step(`${kind}: API with the response cache at ${int(s.total)} listings`);
          await apiSection(kind, cms.url, 'cached', s, r);
        }
        if (want('admin')) {
          const token = await staffToken(web.url, staffLogin);
          await adminSection(r, kind, web.url, token, s.total);
          await exportLine(r, kind, web.url, token, cms.pid);
        }
        await down();
        if (want('api') || want('search')) {
          const off = await up(await startCms(env, { CACHE_ENABLED: 'false' }));
          if (want('search')) await searchLines(r, kind, off.url, s.total, up);
          if (want('api')) {
            step(`${kind}: API without the response cache at ${int(s.total)} listings`);
            await apiSection(kind, off.url, 'uncached', s, r);
          }
          await down();
        }
        writeCatalogueReport(results, false);
      }
    } catch (error) {
      console.error(red(`${kind}: ${error.stack ?? error.message}`));
      sizes.error = error.message;
      process.exitCode = 1;
    } finally {
      await down().catch(() => {});
      db.drop();
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  }
  writeCatalogueReport(results, true);
}

/* ------------------------------------------------------------------------------ the table */

const growth = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && a > 0 ? `×${(b / a).toFixed(2)}` : '–');
const byName = (list, name) => list?.find((x) => x.name === name);

/**
 * The lines of the table: what each is, its cell at one size, and the figure whose growth the
 * last column gives (latency or size: the one that grows with the catalogue if anything does).
 */
function lines() {
  const out = [];
  const add = (group, name, pick, cell, value) => out.push({ group, name, pick, cell, value });
  for (const page of publicPages({}))
    add(
      'page, warm page cache, 50 clients',
      page.name,
      (r) => byName(r.pages, page.name),
      (m) => `${int(m.rps)} req/s · p95 ${ms(m.p95)} ms${loadNote(m)}`,
      (m) => m.p95,
    );
  for (const page of SEARCH_PAGES)
    add(
      `search page rendered afresh, one at a time (p95 ≤ ${BUDGET.searchPageP95} ms)`,
      page.name,
      (r) => byName(r.search, page.name),
      (m) =>
        `p50 ${ms(m.p50)} · p95 ${ms(m.p95)} ms${loadNote(m)} ${mark(m.p95 <= BUDGET.searchPageP95 && m.status === 200)}${m.status !== 200 ? ` · status ${m.status}` : ''}`,
      (m) => m.p95,
    );
  for (const mode of ['cached', 'uncached'])
    for (const route of apiRoutes('').map((x) => x.name))
      add(
        `API, response cache ${mode === 'cached' ? 'on' : 'off'}, 50 clients`,
        route,
        (r) => r.api.find((a) => a.mode === mode && a.route === route && a.connections === 50),
        (m) => `${int(m.rps)} req/s · p95 ${ms(m.p95)} ms${loadNote(m)}`,
        (m) => m.p95,
      );
  for (const route of apiRoutes('')
    .slice(0, 2)
    .map((x) => x.name))
    add(
      'SQL statements of one uncached request (page of 10 / 100)',
      route,
      (r) => r.statements.find((x) => x.route === route),
      (m) => `${m.page10} / ${m.page100}`,
      (m) => m.page100,
    );
  add(
    'sitemap (one document, or its index)',
    '/sitemap.xml',
    (r) => r.sitemap.find((x) => x.name !== 'sitemap parts'),
    (m) =>
      `first ${ms(m.firstMs)} ms · then p95 ${ms(m.p95)} ms · ${int(m.urls)} ${m.name === 'sitemap index' ? 'parts' : 'URLs'} · ${kib(m.bytes)}${m.status !== 200 ? ` · status ${m.status}` : ''}`,
    (m) => m.firstMs,
  );
  add(
    'sitemap (one document, or its index)',
    'its parts, when an index',
    (r) => r.sitemap.find((x) => x.name === 'sitemap parts') ?? (r.sitemap.length ? { none: true } : undefined),
    (m) =>
      m.none
        ? 'one document'
        : `${m.parts} parts · first ${ms(m.firstMs)} ms in all, slowest ${ms(m.slowestFirstMs)} · then p95 ${ms(m.p95)} ms · ${int(m.urls)} URLs · largest ${kib(m.largest)}`,
    (m) => (m.none ? NaN : m.slowestFirstMs),
  );
  for (const portal of FEED_PORTALS)
    add(
      'portal feed, through the web server',
      portal,
      (r) => byName(r.feed, `feed: ${portal}`),
      (m) =>
        `first ${ms(m.firstMs)} ms · then p95 ${ms(m.p95)} ms · 304 p95 ${ms(m.notModifiedP95)} ms · ${int(m.listings)} listings · ${kib(m.bytes)}${m.status !== 200 ? ` · status ${m.status}` : ''}`,
      (m) => m.firstMs,
    );
  for (const route of ADMIN_ROUTES)
    add(
      'staff admin, signed in, one at a time (p95 · bytes on the wire)',
      route.name,
      (r) => byName(r.admin, route.name),
      (m) =>
        m.missing
          ? `not measured: ${m.missing}`
          : `p95 ${ms(m.p95)} ms · ${kib(m.wire)}${m.status !== 200 ? ` · status ${m.status}` : ''}`,
      (m) => m.p95,
    );
  add(
    'listings CSV export, streamed',
    'every listing',
    (r) => r.exported,
    (m) =>
      `${int(m.rows)} rows · ${(m.bytes / 2 ** 20).toFixed(1)} MiB · first byte ${ms(m.firstByteMs)} ms · all ${(m.totalMs / 1000).toFixed(1)} s · CMS RSS ${m.rssBefore.toFixed(0)} → peak ${m.rssPeak.toFixed(0)} MiB (+${(m.rssPeak - m.rssBefore).toFixed(0)})${m.status !== 200 ? ` · status ${m.status}` : ''}`,
    (m) => m.totalMs,
  );
  add(
    'set-up (not a budget)',
    'seed top-up / first read of every listing',
    (r) => (Number.isFinite(r.firstPassSeconds) ? r : undefined),
    (m) => `${m.seedSeconds.toFixed(0)} s / ${m.firstPassSeconds.toFixed(0)} s`,
    (m) => m.firstPassSeconds,
  );
  return out;
}

export function writeCatalogueReport(results, final) {
  const dbs = Object.keys(results);
  const head = [];
  for (const d of dbs) {
    for (const r of results[d]) head.push(`${d} ${int(r.total ?? r.size)}`);
    head.push(`${d} growth`);
  }
  const table = [`| line | measured | ${head.join(' | ')} |`, `|---|---|${head.map(() => '---').join('|')}|`];
  let lastGroup = null;
  for (const line of lines()) {
    const cells = [];
    for (const d of dbs) {
      const measured = results[d].map((r) => line.pick(r));
      for (const m of measured)
        cells.push(m ? line.cell(m) : `not measured${results[d].error ? `: ${results[d].error}` : ''}`);
      const [first, last] = [measured[0], measured[measured.length - 1]];
      cells.push(first && last && measured.length > 1 ? growth(line.value(first), line.value(last)) : '–');
    }
    table.push(`| ${line.group === lastGroup ? '' : line.group} | ${line.name} | ${cells.join(' | ')} |`);
    lastGroup = line.group;
  }
  const date = new Date().toISOString().slice(0, 10);
  const loads = [];
  JSON.stringify(results, (key, value) => {
    if (key === 'load' && Number.isFinite(value)) loads.push(value);
    return value;
  });
  const loadRange = loads.length
    ? ` The 1-minute load average while figures were taken went from ${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)} on ${os.cpus().length} cores.`
    : '';
  const text = [
    `Measured ${date} on ${machine()}; ${SECONDS} s per run; catalogue sizes ${CATALOGUE.map(int).join(', ')} (synthetic listings, plus the demo set's); databases: ${dbs.join(', ')}; web server processes: ${WEB_WORKERS}.${loadRange} "growth" is the largest size's figure over the smallest's: p95 for latencies, the first (built) answer for the sitemap and feeds, the whole download for the export (whose memory is the cell's RSS: before, and its peak while it streamed).`,
    '',
    ...table,
  ];
  fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'bench-results', 'catalogue.md'), `${text.join('\n')}\n`);
  fs.writeFileSync(
    path.join(ROOT, 'bench-results', 'catalogue.json'),
    JSON.stringify({ date, machine: machine(), seconds: SECONDS, results }, null, 2),
  );
  if (!final) return;
  if (README && README !== 'false') {
    const readme = path.join(ROOT, 'docs', 'benchmarks.md');
    const doc = fs.readFileSync(readme, 'utf8');
    const start = '<!-- catalogue:start -->';
    const end = '<!-- catalogue:end -->';
    if (doc.includes(start) && doc.includes(end)) {
      fs.writeFileSync(
        readme,
        doc.slice(0, doc.indexOf(start)) + [start, ...text, end].join('\n') + doc.slice(doc.indexOf(end) + end.length),
      );
      done('docs/benchmarks.md: the catalogue table replaced');
    }
  }
  console.log(
    `\n${bold('Catalogue sizes side by side')}\n${text.join('\n')}\n${dim('(also in bench-results/catalogue.md)')}`,
  );
}
