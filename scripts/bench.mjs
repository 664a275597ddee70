#!/usr/bin/env node
/**
 * `npm run bench`: every performance budget (DESIGN.md's and the project's own), measured on
 * SQLite and PostgreSQL at 10,000 listings (plus the demo set's 49 for the home's reference), with
 * one summary table.
 *
 * Per database: the demo set alone (home with the page cache off, the 49-listing reference),
 * then the synthetic set topped up to --properties and, on the production stack (CMS response
 * cache and web page cache on):
 *  - pages:     every public page with a warm page cache at 50 clients, beside a static file
 *               served by the same web server in the same run (req/s, p95, ratio);
 *  - saves:     every public page at 50 clients while a staff user saves a property every second
 *               (pages p95, saves p95);
 *  - admin:     the staff admin's table pages and choice lists (time and bytes on the wire);
 *  - lighthouse: home, /all-properties, a property page (DESIGN.md's three), and two more buyer-facing
 *    pages: the map view and a development page (tools/lighthouse, installed on first use);
 *  - api:       the API figures of DESIGN.md (cache on and off) and SQL statements per request;
 * then with the page cache off (PAGE_CACHE=off, scripts/lib/bench/routes.mjs):
 *  - uncached:  every public page at 10 clients, the home against its 49-listing time;
 * and with the CMS response cache off:
 *  - cpu:       the CPU one uncached list of 100 full properties costs the CMS (and the same
 *               through the query engine's populate, FAST_READS=false, for comparison);
 * and, on PostgreSQL with Redis (--redis=redis://..., default the local one):
 *  - scale:     two web + two CMS instances behind the retrying balancer (scripts/lib/balancer.mjs,
 *               the docker-compose scale profile's semantics) against one web + one CMS, on one
 *               Redis: the overhead of sharing on one machine, not a speed-up (decision 0035);
 * and on a CMS whose outbox mails to a local catcher:
 *  - doors:     "forgot password" and a wrong sign-in for a staff account against unknown ones,
 *               the ratio of their medians (scripts/lib/bench/doors.mjs, decisions 0012 and 0060).
 *
 * Options: --db=sqlite,postgres  --seconds=10 (or BENCH_SECONDS)  --properties=10000
 *          --pg=postgres://...  --only=pages,saves,...  --skip=lighthouse,...  --lh-runs=5
 *          --readme (write docs/benchmarks.md's figures from this run even when it is partial;
 *          a complete run writes it unless --readme=false)
 * The web servers it starts run WEB_WORKERS processes as `npm start` does (the environment's,
 * else the default: the cores the server may use, at most 4): WEB_WORKERS=1 measures one. --help prints this and exits.
 * Quick check of the script itself: BENCH_SECONDS=2 npm run bench -- --properties=300 --lh-runs=1
 * Results: bench-results/latest.md and latest.json, and each page's median Lighthouse report in
 * bench-results/lighthouse-<db>/. It needs the machine to itself to mean anything.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultWebWorkers } from '../web/web-workers.js';
import { buildCmsServer, buildContract } from './lib/build.mjs';
import { ensureEnvFile, freshSecrets, loadEnv, reportEnvFile, ROOT } from './lib/env.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { startBalancer } from './lib/balancer.mjs';
import { freePort } from './lib/ports.mjs';
import { startMailCatcher } from './lib/mail-catcher.mjs';
import { bold, dim, done, green, npm, red, run, stale, step } from './lib/run.mjs';
import { resetTiming, signInTiming } from './lib/bench/doors.mjs';
import { cmsService, seed, webService } from './lib/stack.mjs';
import {
  canMeasureCpu,
  cpuMs,
  createDatabase,
  load,
  machine as describeMachine,
  percentile,
  timedRequest,
} from './lib/bench/measure.mjs';
import {
  ADMIN_ROUTES,
  apiRoutes,
  CMS_READY,
  PAGE_CACHE_OFF,
  publicPages,
  SAMPLE_ROUTES,
  SAVE_ROUTES,
  SCALE_ROUTES,
  STATIC_FILE,
  UNCACHED_LISTS,
  WEB_READY,
} from './lib/bench/routes.mjs';

// A bench run takes the machine for half an hour: asking how to use it must not start one.
if (process.argv.includes('--help') || process.argv.includes('-h')) {
  const source = fs.readFileSync(new URL(import.meta.url), 'utf8');
  const doc = source.slice(source.indexOf('/**') + 3, source.indexOf('*/'));
  console.log(doc.replace(/^ \* ?/gm, '').trim());
  process.exit(0);
}

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
/** Lighthouse's pages, by tools/lighthouse/lighthouse.mjs's names. */
const LH_PAGES = ['home', 'all-properties', 'property', 'map', 'development'];
const SECTIONS = ['pages', 'saves', 'admin', 'lighthouse', 'api', 'uncached', 'cpu', 'scale', 'doors'];
const only = args.only ? args.only.split(',') : SECTIONS;
const skipped = new Set([
  ...(args.skip ? args.skip.split(',') : []),
  ...(args['skip-lighthouse'] ? ['lighthouse'] : []),
]);
const want = (section) => only.includes(section) && !skipped.has(section);
const DBS = (args.db ?? 'sqlite,postgres').split(',');
const SECONDS = Number(args.seconds ?? process.env.BENCH_SECONDS ?? 10);
const PROPERTIES = Number(args.properties ?? 10000);
const LH_RUNS = String(args['lh-runs'] ?? process.env.LH_RUNS ?? 5);
const PG_URL = args.pg ?? process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = args.redis ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The web server's processes (WEB_WORKERS, docs/decisions/0045): the environment's, else the default. */
const WEB_WORKERS =
  process.env.WEB_WORKERS?.trim() || `${defaultWebWorkers()} (the default: the usable cores, at most 4)`;

/** The performance budgets (DESIGN.md's and the project's own). */
const BUDGET = {
  apiP95: 50,
  cachedRps: 1500,
  cachedP95: 30,
  staticRatio: 1 / 3,
  uncachedP95: 250,
  homeGrowth: 0.2,
  busyP95: 100,
  saveP95: 300,
  adminMs: 100,
  adminBytes: 200 * 1024,
  listCpuMs: 5,
  /** "forgot password" and a wrong sign-in: a staff account's median within this share of an unknown one's. */
  doorTimingSpread: 0.15,
};
/**
 * The CPU section's CMS was just started: its first hundred or so answers also pay for V8
 * compiling the code they run (on its own threads, which /proc counts). That is once per process,
 * not per answer after a save, so each route is first asked this many times, across its pages,
 * before the count starts (docs/decisions/0044: 20 were too few, and the first route measured
 * paid for both).
 */
const CPU_WARM_UP = 200;
const ms = (v) => (Number.isFinite(v) ? Number(v).toFixed(1) : '–');
const int = (v) => Math.round(v).toLocaleString('en-US');
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const mark = (ok) => (ok ? '✓' : '✗');
process.env.STRAPI_TELEMETRY_DISABLED = 'true';

await ensureInstalled(step);
// Lighthouse is the bench's alone: a package of its own, installed the first time it is needed.
const LIGHTHOUSE_DIR = path.join(ROOT, 'tools', 'lighthouse');
if (want('lighthouse')) await ensureInstalled(step, LIGHTHOUSE_DIR);
reportEnvFile(ensureEnvFile());
const baseEnv = loadEnv();
step('Building the contract and the CMS (when changed)');
await buildContract();
await buildCmsServer();
const needsWeb = ['pages', 'saves', 'admin', 'lighthouse', 'uncached', 'scale'].some(want);
if (
  needsWeb &&
  stale(path.join(ROOT, 'web', 'build', 'server', 'index.js'), [
    path.join(ROOT, 'web', 'src'),
    path.join(ROOT, 'web', 'server'),
    path.join(ROOT, 'contract', 'dist'),
  ])
) {
  step('Building the web server');
  await run(npm, ['run', 'build', '-w', '@estate/web'], { label: 'web build' });
}

const staffLogin = {
  username: baseEnv.STAFF_USERNAME ?? 'staff',
  password: `Bench-${randomBytes(9).toString('base64url')}!`,
};
const commonEnv = {
  NODE_ENV: 'production',
  ENV_PATH: path.join(os.tmpdir(), 'estate-bench-no.env'),
  ...freshSecrets(),
  SERVE_ADMIN_PANEL: 'false',
  OUTBOX_DISABLED: 'true',
  LOG_LEVEL: 'warn',
  STAFF_USERNAME: staffLogin.username,
  STAFF_EMAIL: baseEnv.STAFF_EMAIL ?? 'staff@estate.local',
  STAFF_PASSWORD: staffLogin.password,
  // X-Query-Count on every answer, for the statements table.
  QUERY_STATS: 'true',
};

/* ------------------------------------------------------------------- the stack */

async function startCms(env, extra = {}) {
  const port = await freePort();
  const cms = cmsService({ ...env, PORT: String(port), HOST: '127.0.0.1', ...extra }).start();
  await cms.ready(`http://127.0.0.1:${port}${CMS_READY}`);
  return { service: cms, url: `http://127.0.0.1:${port}`, pid: cms.child.pid, stop: () => cms.stop() };
}

async function startWeb(cmsUrl, extra = {}) {
  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-bench-web-'));
  const adminDist = path.join(ROOT, 'admin-ui', 'dist');
  const web = webService({
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    CMS_URL: cmsUrl,
    PUBLIC_SITE_URL: site,
    WEB_CACHE_DIR: cacheDir,
    ...(fs.existsSync(adminDist) ? { ADMIN_UI_DIST: adminDist } : {}),
    ...extra,
  }).start();
  await web.ready(`${site}${WEB_READY}`);
  return {
    url: site,
    stop: async () => {
      await web.stop();
      fs.rmSync(cacheDir, { recursive: true, force: true });
    },
  };
}

const html = { accept: 'text/html' };

async function json(url, init) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return { body: await res.json(), headers: res.headers };
}

/** One entity of each kind to measure its page, and the catalogue size. */
async function samples(cmsUrl) {
  const total = Number((await json(`${cmsUrl}${SAMPLE_ROUTES.total}`)).headers.get('x-total-count'));
  const [property] = (await json(`${cmsUrl}${SAMPLE_ROUTES.property(Math.floor(total / 2))}`)).body;
  const [development] = (await json(`${cmsUrl}${SAMPLE_ROUTES.development}`)).body;
  const [area] = (await json(`${cmsUrl}${SAMPLE_ROUTES.area}`)).body;
  const [post] = (await json(`${cmsUrl}${SAMPLE_ROUTES.post}`)).body;
  return {
    total,
    property: property.slug,
    propertyId: property._id,
    development: development.slug,
    area: area.slug,
    post: post.slug,
  };
}

/** Warm a URL (caches, JIT) with a short light load, then measure it. */
async function measure(url, { connections, headers, method, body }) {
  await load(url, { seconds: Math.min(2, SECONDS), connections: 2, headers, method, body }).catch(() => {});
  const m = await load(url, { seconds: SECONDS, connections, headers, method, body });
  return { ...m, load: loadNow() };
}

/**
 * The machine's 1-minute load average when a figure was taken: on a shared machine the absolute
 * figures move with it, the ratios (page to static file, 10,000 to 49 listings) much less.
 */
const loads = [];
function loadNow() {
  const value = os.loadavg()[0];
  loads.push(value);
  return value;
}
const loadNote = (m) => (Number.isFinite(m?.load) ? ` · load ${m.load.toFixed(1)}` : '');

/** Why a run has no latencies: its answers closed their connections (scripts/lib/bench/measure.mjs). */
const closedNote = (m) => `${int(m.closed)} answers closed their connection: latency not measured`;

const line = (label, m, extra = '') =>
  console.log(
    `    ${label.padEnd(34)} ${int(m.rps).padStart(7)} req/s  p50 ${ms(m.p50).padStart(6)}  p95 ${ms(m.p95).padStart(6)} ms${m.errors || m.non2xx ? red(`  errors ${m.errors} non-2xx ${m.non2xx}`) : ''}${m.closed ? red(`  ${closedNote(m)}`) : ''}${extra}`,
  );

/** A staff user saving one property every second through the web server, until stopped. */
function saveLoop(site, propertyId, token) {
  const times = [];
  const failures = [];
  let stopped = false;
  const loop = (async () => {
    let n = 0;
    while (!stopped) {
      const tick = Date.now();
      try {
        const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
        const current = await (await fetch(`${site}${SAVE_ROUTES.read(propertyId)}`, { headers })).json();
        // States the version it was loaded from when the contract carries one (lost updates).
        const body = {
          price: 1_000_000 + (n++ % 500) * 1000,
          ...(current.version !== undefined ? { version: current.version } : {}),
        };
        const started = performance.now();
        const res = await fetch(`${site}${SAVE_ROUTES.update(propertyId)}`, {
          method: 'PUT',
          headers,
          body: JSON.stringify(body),
        });
        await res.arrayBuffer();
        times.push(performance.now() - started);
        if (!res.ok) failures.push(res.status);
      } catch (error) {
        failures.push(error.message);
      }
      await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (Date.now() - tick))));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      const sorted = [...times].sort((a, b) => a - b);
      return { saves: times.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), failures };
    },
  };
}

async function staffToken(site) {
  const { body } = await json(`${site}${SAVE_ROUTES.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(staffLogin),
  });
  return body.token;
}

/**
 * Whether the stack offers what an admin measurement needs; a reason when it does not (the
 * route is another branch's work: the integrator's run measures it).
 */
async function missing(site, needs = [], token, total) {
  for (const need of needs) {
    if (need === 'q') {
      const res = await timedRequest(`${site}/api/admin/get-properties?limit=1&q=zzzz-no-such-words-zzzz`);
      if (res.status !== 200 || Number(res.headers['x-total-count']) === total)
        return 'get-properties does not search on the server yet (q)';
    }
    if (need === 'sort') {
      const res = await timedRequest(`${site}/api/admin/get-properties?limit=1&sort=no-such-field:asc`);
      if (res.status !== 400) return 'get-properties does not sort on the server yet (sort)';
    }
    if (need === 'fields') {
      const res = await timedRequest(`${site}/api/admin/get-properties?limit=2&fields=_id,title`);
      const items = res.status === 200 ? JSON.parse(res.text) : null;
      if (!Array.isArray(items) || items.some((i) => Object.keys(i).sort().join() !== '_id,title'))
        return 'list routes do not project to id and title yet (fields=_id,title)';
    }
    if (need === 'staff' && !token) return 'no staff token';
  }
  return null;
}

/* --------------------------------------------------------------- the sections */

const results = {};

for (const kind of DBS) {
  const r = (results[kind] = {
    pages: [],
    busy: [],
    admin: [],
    uncached: [],
    api: [],
    statements: [],
    cpu: [],
    scale: [],
  });
  const db = createDatabase(kind, PG_URL);
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-bench-public-'));
  fs.mkdirSync(path.join(publicDir, 'uploads'));
  const env = { ...commonEnv, ...db.env, PUBLIC_DIR: publicDir };
  const running = [];
  const up = async (started) => (running.push(started), started);
  const down = async () => {
    while (running.length) await running.pop().stop();
  };
  try {
    step(`${kind}: seeding the demo content`);
    await seed(env, [], { echo: false });
    if (want('uncached')) {
      const cms = await up(await startCms(env));
      const web = await up(await startWeb(cms.url, PAGE_CACHE_OFF));
      const s = await samples(cms.url);
      step(`${kind}: the home with the page cache off at ${s.total} listings (the reference)`);
      const m = await measure(`${web.url}/`, { connections: 10, headers: html });
      line(`home, ${s.total} listings`, m);
      r.home49 = { ...m, total: s.total };
      await down();
    }

    step(`${kind}: topping up to ${PROPERTIES.toLocaleString('en-US')} synthetic properties`);
    const t0 = Date.now();
    await seed(env, ['--properties', String(PROPERTIES), '--synthetic-only'], { echo: false });
    db.analyze?.();
    done(`${kind}: seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);

    // The production stack: CMS response cache and web page cache on.
    const cms = await up(await startCms(env));
    const s = await samples(cms.url);
    r.total = s.total;
    {
      // Stored forms are made on first read; in steady state they exist for all but what staff
      // just saved. One pass over the catalogue makes them (its time is what a fresh database costs once).
      step(`${kind}: first read of every property (stored forms made)`);
      const t = Date.now();
      for (let offset = 0; offset < s.total; offset += 1000)
        await (await fetch(`${cms.url}/api/admin/get-properties?limit=1000&offset=${offset}`)).arrayBuffer();
      r.firstPassSeconds = (Date.now() - t) / 1000;
      done(`${kind}: ${int(s.total)} properties read in ${r.firstPassSeconds.toFixed(1)} s`);
    }
    const needWebOn = ['pages', 'saves', 'admin', 'lighthouse'].some(want);
    const web = needWebOn ? await up(await startWeb(cms.url)) : null;
    const pages = publicPages(s);

    if (want('pages')) {
      step(`${kind}: every public page with a warm page cache, 50 clients, beside a static file`);
      const fileM = await measure(`${web.url}${STATIC_FILE}`, { connections: 50 });
      line(`static file ${STATIC_FILE}`, fileM);
      r.staticFile = fileM;
      for (const page of pages) {
        const m = await measure(`${web.url}${page.path}`, { connections: 50, headers: html });
        const ratio = m.rps / fileM.rps;
        line(page.name, m, `  ${ratio.toFixed(2)} × static`);
        r.pages.push({ ...page, ...m, ratio });
      }
    }

    let token = null;
    if (want('saves') || want('admin')) token = await staffToken(web.url);

    if (want('saves')) {
      step(`${kind}: every public page at 50 clients while staff save a property every second`);
      const saves = saveLoop(web.url, s.propertyId, token);
      for (const page of pages) {
        const m = await measure(`${web.url}${page.path}`, { connections: 50, headers: html });
        line(page.name, m);
        r.busy.push({ ...page, ...m });
      }
      r.saves = await saves.stop();
      console.log(
        `    ${'saves'.padEnd(34)} ${String(r.saves.saves).padStart(7)} saves  p50 ${ms(r.saves.p50).padStart(6)}  p95 ${ms(r.saves.p95).padStart(6)} ms${r.saves.failures.length ? red(`  failed: ${[...new Set(r.saves.failures)].join(', ')}`) : ''}`,
      );
    }

    if (want('admin')) {
      step(`${kind}: the staff admin's table pages and choice lists`);
      for (const route of ADMIN_ROUTES) {
        const why = await missing(web.url, route.needs, token, s.total);
        const url = `${web.url}${route.path(s.total)}`;
        if (why) {
          console.log(`    ${route.name.padEnd(34)} ${dim(`not measured: ${why}`)}`);
          r.admin.push({ name: route.name, missing: why });
          continue;
        }
        // As the staff admin asks: signed in (so never from the response cache), one at a time.
        const headers = { authorization: `Bearer ${token}` };
        const times = [];
        let wire = 0;
        let status = 200;
        const deadline = Date.now() + Math.max(1, SECONDS / 2) * 1000;
        for (let i = 0; i < 5 || Date.now() < deadline; i++) {
          const res = await timedRequest(url, { headers });
          times.push(res.ms);
          wire = Math.max(wire, res.wire);
          if (res.status !== 200) status = res.status;
          if (i >= 200) break;
        }
        times.sort((a, b) => a - b);
        const m = {
          name: route.name,
          path: route.path(s.total),
          p95: percentile(times, 95),
          p50: percentile(times, 50),
          wire,
          status,
          load: loadNow(),
        };
        console.log(
          `    ${route.name.padEnd(34)} p50 ${ms(m.p50).padStart(6)}  p95 ${ms(m.p95).padStart(6)} ms  ${kib(wire)}${status !== 200 ? red(`  status ${status}`) : ''}`,
        );
        r.admin.push(m);
      }
    }

    if (want('lighthouse')) {
      step(`${kind}: Lighthouse at ${int(s.total)} listings (mobile preset, median of ${LH_RUNS} runs)`);
      const jsonFile = path.join(publicDir, 'lighthouse.json');
      try {
        const out = await run(
          process.execPath,
          [
            path.join(LIGHTHOUSE_DIR, 'lighthouse.mjs'),
            web.url,
            `--json=${jsonFile}`,
            `--reports=${path.join(ROOT, 'bench-results', `lighthouse-${kind}`)}`,
            `--pages=${LH_PAGES.join(',')}`,
          ],
          {
            label: 'lighthouse',
            quiet: true,
            env: { LH_RUNS },
          },
        );
        r.lighthouse = { text: out.trim(), results: JSON.parse(fs.readFileSync(jsonFile, 'utf8')).results };
        console.log(r.lighthouse.text.replace(/^/gm, '    '));
      } catch (error) {
        r.lighthouse = { error: error.message };
        console.error(red(`    Lighthouse: ${error.message}`));
        process.exitCode = 1;
      }
    }

    if (want('api')) {
      step(`${kind}: API with the response cache (production)`);
      await apiSection(kind, cms.url, 'cached', s, r);
    }
    if (web) {
      running.splice(running.indexOf(web), 1);
      await web.stop();
    }

    if (want('uncached')) {
      step(`${kind}: every public page with the page cache off, 10 clients`);
      const webOff = await up(await startWeb(cms.url, PAGE_CACHE_OFF));
      for (const page of pages) {
        const m = await measure(`${webOff.url}${page.path}`, { connections: 10, headers: html });
        line(page.name, m);
        r.uncached.push({ ...page, ...m });
      }
    }
    await down();

    if (want('cpu') || want('api')) {
      const off = await up(await startCms(env, { CACHE_ENABLED: 'false' }));
      if (want('cpu')) {
        step(`${kind}: CPU of an uncached list of 100 full properties (CMS response cache off)`);
        r.cpu.push(...(await cpuSection(off, s.total, 'fast')));
      }
      if (want('api')) {
        step(`${kind}: API without the response cache (the database path)`);
        await apiSection(kind, off.url, 'uncached', s, r);
      }
      await down();
      if (want('cpu')) {
        step(`${kind}: the same through the query engine's populate (FAST_READS=false), for comparison`);
        const before = await up(await startCms(env, { CACHE_ENABLED: 'false', FAST_READS: 'false' }));
        r.cpu.push(...(await cpuSection(before, s.total, 'populate')));
        await down();
      }
    }

    if (want('doors')) {
      step(`${kind}: "forgot password" and sign-in for a staff member against unknown ones (the outbox on)`);
      const catcher = await startMailCatcher();
      try {
        const mailing = await up(
          await startCms(env, {
            OUTBOX_DISABLED: 'false',
            SMTP_HOST: '127.0.0.1',
            SMTP_PORT: String(catcher.smtpPort),
            // The sign-in line makes one account fail again and again, on purpose.
            LOGIN_ACCOUNT_RATE_LIMIT: '100000',
          }),
        );
        r.resetTiming = await resetTiming(mailing.url, { staffEmail: commonEnv.STAFF_EMAIL });
        r.signInTiming = await signInTiming(mailing.url, { username: staffLogin.username });
        for (const [name, t] of [
          ['forgot-password', r.resetTiming],
          ['login, wrong password', r.signInTiming],
        ])
          console.log(
            `    ${name.padEnd(34)} staff ${ms(t.knownMs)} ms  unknown ${ms(t.unknownMs)} ms  ratio ${t.ratio.toFixed(2)}`,
          );
        await down();
      } finally {
        await catcher.close();
      }
    }

    if (want('scale')) {
      if (kind !== 'postgres') r.scaleMissing = 'several instances need PostgreSQL (and Redis)';
      else {
        step(`${kind}: two web + two CMS instances behind the balancer against one, on one Redis, 50 clients`);
        r.scale.push(...(await scaleSection(env, up)));
        await down();
      }
    }
  } catch (error) {
    console.error(red(`${kind}: ${error.stack ?? error.message}`));
    r.error = error.message;
    process.exitCode = 1;
  } finally {
    await down().catch(() => {});
    db.drop();
    fs.rmSync(publicDir, { recursive: true, force: true });
  }
  writeReport(false);
}

/**
 * One web + one CMS against two of each behind the balancer, all on one Redis (a prefix of the
 * run's own) and the run's database: what sharing the page cache, the response cache and the
 * content version costs on one machine. "one behind the balancer" separates the balancer's own
 * cost (a Node process, like Caddy an extra hop) from the cost of sharing.
 */
async function scaleSection(env, up) {
  const shared = { REDIS_URL, REDIS_PREFIX: `estate-bench-${randomBytes(4).toString('hex')}:` };
  // One after the other, as a rolling deploy starts them.
  const cmsA = await up(await startCms(env, shared));
  const cmsB = await up(await startCms(env, shared));
  const cmsLb = await up(await startBalancer({ upstreams: [cmsA.url, cmsB.url] }));
  const one = await up(await startWeb(cmsA.url, shared));
  const webA = await up(await startWeb(cmsLb.url, shared));
  const webB = await up(await startWeb(cmsLb.url, shared));
  const setups = [
    ['one web + one CMS', one.url],
    ['one, behind the balancer', (await up(await startBalancer({ upstreams: [one.url] }))).url],
    ['two + two, behind the balancer', (await up(await startBalancer({ upstreams: [webA.url, webB.url] }))).url],
  ];
  const out = [];
  for (const route of SCALE_ROUTES) {
    console.log(`    ${route.name}`);
    for (const [setup, base] of setups) {
      const m = await measure(`${base}${route.path}`, { connections: 50, headers: route.headers });
      line(`  ${setup}`, m);
      out.push({ route: route.name, setup, ...m });
    }
  }
  return out;
}

/** The API figures: each route at 10 and 50 clients; statements of one uncached request. */
async function apiSection(kind, base, mode, s, r) {
  const [sample] = (await json(`${base}/api/admin/get-properties?limit=1&offset=${Math.floor(s.total / 2)}`)).body;
  const routes = apiRoutes(sample.slug);
  if (mode === 'cached') {
    const statements = async (route, limit) => {
      const salt = Math.floor(Math.random() * 1000);
      const res =
        route.method === 'GET'
          ? await fetch(`${base}${route.path}?limit=${limit}&offset=${salt}`)
          : await fetch(`${base}${route.path}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ ...(route.body ?? {}), limit, offset: salt }),
            });
      await res.arrayBuffer();
      return Number(res.headers.get('x-query-count'));
    };
    for (const route of routes.slice(0, 2))
      r.statements.push({
        route: route.name,
        page10: await statements(route, 10),
        page100: await statements(route, 100),
      });
  }
  for (const route of routes) {
    for (const connections of [10, 50]) {
      const m = await measure(`${base}${route.path}`, { method: route.method, body: route.body, connections });
      r.api.push({ mode, route: route.name, connections, ...m });
      line(
        `${route.name} c=${connections}`,
        m,
        connections === 50 ? `  ${m.p95 <= BUDGET.apiP95 ? green('✓') : red('✗')}` : '',
      );
    }
  }
}

/**
 * CPU the CMS spends per uncached list answer: pages of 100 across the catalogue, one request at
 * a time, the process's CPU time (user + system, /proc) divided by the number of answers, after
 * CPU_WARM_UP answers of the same route (above). Its share of garbage collection is part of an
 * answer's cost, so the answers counted span several collections (docs/decisions/0044).
 */
async function cpuSection(cms, total, path_) {
  const out = [];
  if (!canMeasureCpu()) return [{ name: 'uncached list', missing: 'CPU time is read from /proc (Linux only)' }];
  const pagesOf = Math.max(1, Math.floor(total / 100));
  // Enough answers to span the CMS's major garbage collections (one every few hundred answers
  // here, 60–100 ms each): 75 answers hold one or none, which moves the figure by 2–3 ms.
  const n = Math.max(300, SECONDS * 60);
  for (const route of UNCACHED_LISTS) {
    const ask = (i) => {
      const offset = ((i * 37) % pagesOf) * 100;
      return timedRequest(`${cms.url}${route.path(offset)}`, {
        method: route.method,
        body: route.body?.(offset),
        headers: { accept: 'application/json' },
      });
    };
    for (let i = 0; i < CPU_WARM_UP; i++) await ask(i);
    let statements = 0;
    const before = cpuMs(cms.pid);
    const t = performance.now();
    for (let i = 0; i < n; i++) {
      const res = await ask(i);
      if (res.status !== 200) throw new Error(`${route.name}: ${res.status}`);
      statements = Number(res.headers['x-query-count']);
    }
    const cpu = (cpuMs(cms.pid) - before) / n;
    const wall = (performance.now() - t) / n;
    console.log(
      `    ${`${route.name} (${path_})`.padEnd(48)} ${ms(cpu).padStart(6)} ms CPU  ${ms(wall).padStart(6)} ms wall  ${statements} statements`,
    );
    out.push({ name: route.name, path: path_, cpuMs: cpu, wallMs: wall, statements, requests: n, load: loadNow() });
  }
  return out;
}

/* ------------------------------------------------------------------- the report */

const FIGURES_INTRO = [
  'How to read it: each row is a budget of DESIGN.md, measured on the production shape',
  '(CMS response cache on, web page cache on unless the row says off) at the catalogue size above;',
  '✓ met, ✗ missed, "not measured" with the reason (a route or switch the stack does not offer).',
  '"page cache off" runs the web server with PAGE_CACHE=off; the uncached list rows run the CMS with',
  'CACHE_ENABLED=false and give the CMS process CPU time per answer (/proc, many requests), with',
  "the query engine's populate (FAST_READS=false) beside it (docs/decisions/0017). Requests ask for",
  'gzip as browsers do; a run whose answers close their connections gets no latency (autocannon',
  'cannot time it, scripts/lib/bench/measure.mjs) and misses its budget. Lighthouse is the median',
  "of LH_RUNS runs per page; each page's line gives the range of Lighthouse's benchmarkIndex over",
  'its runs (its measure of the CPU: the mobile preset slows every machine 4x, so a faster machine',
  'shows less blocking time). Figures mean something',
  'only from a run on a machine doing nothing else.',
].join(' ');

/**
 * The table from what is measured so far: written after each database (an interrupted run keeps
 * what it measured) and at the end, which may also replace docs/benchmarks.md's figures.
 */
function writeReport(final) {
  const date = new Date().toISOString().slice(0, 10);
  const machine = describeMachine();
  const loadRange = loads.length
    ? ` The 1-minute load average while figures were taken went from ${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)} on ${os.cpus().length} cores (each figure gives its own).`
    : '';
  const lines = [
    `Measured ${date} on ${machine}; ${SECONDS} s per run, ${int(Object.values(results)[0]?.total ?? 0)} listings${Object.values(results)[0]?.home49 ? ` (and ${Object.values(results)[0].home49.total} for the home's reference)` : ''}; sections: ${SECTIONS.filter(want).join(', ')}; databases: ${DBS.join(', ')}; web server processes: ${WEB_WORKERS}.${loadRange}`,
    '',
  ];
  const dbs = Object.keys(results);
  const summary = [];
  const row = (budget, what, cell) =>
    summary.push({ budget, what, cells: Object.fromEntries(dbs.map((d) => [d, cell(results[d])])) });
  const notMeasured = (why) => `not measured: ${why}`;
  const byName = (list, name) => list?.find((x) => x.name === name);

  const pageNames = publicPages({}).map((p) => p.name);
  if (want('pages')) {
    for (const name of pageNames)
      row(
        `warm page cache, 50 clients: ≥ ${int(BUDGET.cachedRps)} req/s, p95 ≤ ${BUDGET.cachedP95} ms, ≥ 1/3 of a static file`,
        name,
        (r) => {
          const m = byName(r.pages, name);
          if (!m) return notMeasured(r.error ?? 'no result');
          const ok =
            m.rps >= BUDGET.cachedRps &&
            m.p95 <= BUDGET.cachedP95 &&
            m.ratio >= BUDGET.staticRatio &&
            !m.errors &&
            !m.non2xx;
          return `${int(m.rps)} req/s · p95 ${ms(m.p95)} ms · ${m.ratio.toFixed(2)} × static${loadNote(m)} ${mark(ok)}`;
        },
      );
    row('the ceiling: the same server, a static file, 50 clients', STATIC_FILE, (r) =>
      r.staticFile
        ? `${int(r.staticFile.rps)} req/s · p95 ${ms(r.staticFile.p95)} ms${loadNote(r.staticFile)}`
        : notMeasured(r.error ?? 'no result'),
    );
  }
  if (want('uncached')) {
    for (const name of pageNames)
      row(`page cache off, 10 clients: p95 ≤ ${BUDGET.uncachedP95} ms`, name, (r) => {
        const m = byName(r.uncached, name);
        if (!m) return notMeasured(r.error ?? 'no result');
        return `p95 ${ms(m.p95)} ms · ${int(m.rps)} req/s${loadNote(m)} ${mark(m.p95 <= BUDGET.uncachedP95 && !m.errors && !m.non2xx)}`;
      });
    row(
      `page cache off: home within ${BUDGET.homeGrowth * 100}% of its time (p50) at the demo set's size`,
      'home',
      (r) => {
        const big = byName(r.uncached, 'home');
        if (!big || !r.home49) return notMeasured(r.error ?? 'no result');
        const growth = big.p50 / r.home49.p50 - 1;
        return `p50 ${ms(big.p50)} ms at ${int(r.total)} (load ${big.load?.toFixed(1)}) vs ${ms(r.home49.p50)} ms at ${r.home49.total} (load ${r.home49.load?.toFixed(1)}) (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(0)}%) ${mark(growth <= BUDGET.homeGrowth)}`;
      },
    );
  }
  if (want('saves')) {
    for (const name of pageNames)
      row(`a staff save every second, 50 clients: p95 ≤ ${BUDGET.busyP95} ms`, name, (r) => {
        const m = byName(r.busy, name);
        if (!m) return notMeasured(r.error ?? 'no result');
        return `p95 ${ms(m.p95)} ms · ${int(m.rps)} req/s${loadNote(m)} ${mark(m.p95 <= BUDGET.busyP95 && !m.errors && !m.non2xx)}`;
      });
    row(`the saves themselves: p95 ≤ ${BUDGET.saveP95} ms`, 'update-property', (r) => {
      if (!r.saves) return notMeasured(r.error ?? 'no result');
      const failed = r.saves.failures.length;
      return `p95 ${ms(r.saves.p95)} ms over ${r.saves.saves} saves${failed ? `, ${failed} failed (${[...new Set(r.saves.failures)].join(', ')})` : ''} ${mark(r.saves.p95 <= BUDGET.saveP95 && !failed)}`;
    });
  }
  if (want('admin')) {
    for (const route of ADMIN_ROUTES)
      row(
        `staff admin: < ${BUDGET.adminMs} ms (p95, one at a time) and < ${BUDGET.adminBytes / 1024} KiB on the wire`,
        route.name,
        (r) => {
          const m = byName(r.admin, route.name);
          if (!m) return notMeasured(r.error ?? 'no result');
          if (m.missing) return notMeasured(m.missing);
          return `${ms(m.p95)} ms · ${kib(m.wire)}${loadNote(m)} ${mark(m.p95 < BUDGET.adminMs && m.wire < BUDGET.adminBytes && m.status === 200)}`;
        },
      );
  }
  if (want('cpu')) {
    for (const route of UNCACHED_LISTS)
      row(`uncached list (CMS cache off): < ${BUDGET.listCpuMs} ms of CMS CPU per answer`, route.name, (r) => {
        const fast = r.cpu.find((c) => c.name === route.name && c.path === 'fast');
        const before = r.cpu.find((c) => c.name === route.name && c.path === 'populate');
        if (!fast) return notMeasured(r.cpu[0]?.missing ?? r.error ?? 'no result');
        return `${ms(fast.cpuMs)} ms CPU, ${fast.statements} statements${before ? ` (populate: ${ms(before.cpuMs)} ms, ${before.statements})` : ''}${loadNote(fast)} ${mark(fast.cpuMs < BUDGET.listCpuMs)}`;
      });
  }
  if (want('scale')) {
    for (const route of SCALE_ROUTES)
      row(
        'several instances on one machine (PostgreSQL + Redis), 50 clients: the cost of sharing, not a speed-up on 2 cores',
        route.name,
        (r) => {
          const cells = r.scale.filter((m) => m.route === route.name);
          if (!cells.length) return notMeasured(r.scaleMissing ?? r.error ?? 'no result');
          return cells
            .map(
              (m) =>
                `${m.setup}: ${int(m.rps)} req/s · ${m.closed ? `${closedNote(m)} ✗` : `p95 ${ms(m.p95)} ms`}${m.errors || m.non2xx ? ' ✗' : ''}`,
            )
            .join('<br>');
        },
      );
  }
  if (want('doors'))
    for (const [name, key] of [
      ['forgot-password', 'resetTiming'],
      ['login, wrong password', 'signInTiming'],
    ])
      row(
        `a staff account's answer times like an unknown one's: median within ${BUDGET.doorTimingSpread * 100}%`,
        name,
        (r) => {
          const t = r[key];
          if (!t) return notMeasured(r.error ?? 'no result');
          return `staff ${ms(t.knownMs)} ms · unknown ${ms(t.unknownMs)} ms · ratio ${t.ratio.toFixed(2)} over ${t.pairs} pairs ${mark(Math.abs(t.ratio - 1) <= BUDGET.doorTimingSpread)}`;
        },
      );
  if (want('lighthouse')) {
    for (const page of LH_PAGES)
      row('Lighthouse, mobile (DESIGN.md budgets)', page, (r) => {
        if (!r.lighthouse) return notMeasured(r.error ?? 'no result');
        if (r.lighthouse.error) return notMeasured(r.lighthouse.error);
        const l = r.lighthouse.results.find((x) => x.page === page);
        if (!l) return notMeasured('no result');
        const m = l.metrics;
        return `perf ${m.performance} · a11y ${m.accessibility} · bp ${m['best-practices']} · seo ${m.seo} · LCP ${int(m.LCP)} ms · CLS ${m.CLS} · TBT ${int(m.TBT)} ms · JS ${m['initial JS']} KiB ${mark(l.ok)}`;
      });
  }
  if (want('api')) {
    for (const route of apiRoutes('').map((x) => x.name))
      row(`API, response cache on: p95 < ${BUDGET.apiP95} ms at 50 clients`, route, (r) => {
        const m = r.api.find((a) => a.mode === 'cached' && a.route === route && a.connections === 50);
        if (!m) return notMeasured(r.error ?? 'no result');
        return `p95 ${ms(m.p95)} ms · ${int(m.rps)} req/s${loadNote(m)} ${mark(m.p95 < BUDGET.apiP95 && !m.errors && !m.non2xx)}`;
      });
  }

  lines.push(`| budget | measured | ${dbs.join(' | ')} |`, `|---|---|${dbs.map(() => '---').join('|')}|`);
  let lastBudget = null;
  for (const s of summary) {
    lines.push(
      `| ${s.budget === lastBudget ? '' : s.budget} | ${s.what} | ${dbs.map((d) => s.cells[d]).join(' | ')} |`,
    );
    lastBudget = s.budget;
  }
  const cellsText = summary.flatMap((s) => Object.values(s.cells));
  const misses = cellsText.filter((c) => c.endsWith('✗')).length;
  const unmeasured = cellsText.filter((c) => c.startsWith('not measured')).length;
  lines.push(
    '',
    misses ? `${misses} budget${misses > 1 ? 's' : ''} missed.` : 'Every measured budget is met.',
    ...(unmeasured ? [`${unmeasured} not measured (see why above).`] : []),
  );

  const apiRows = dbs.flatMap((d) => results[d].api.map((a) => ({ db: d, ...a })));
  if (apiRows.length) {
    lines.push(
      '',
      `API on ${int(results[dbs[0]].total ?? 0)} properties (budget: p95 under ${BUDGET.apiP95} ms at 50 clients)`,
      '',
    );
    lines.push(
      '| database | cache | route | clients | req/s | p50 ms | p95 ms | p99 ms |',
      '|---|---|---|---|---|---|---|---|',
    );
    for (const a of apiRows)
      lines.push(
        `| ${a.db} | ${a.mode === 'cached' ? 'on' : 'off'} | ${a.route} | ${a.connections} | ${a.rps.toFixed(0)} | ${ms(a.p50)} | ${ms(a.p95)}${a.connections === 50 && a.p95 > BUDGET.apiP95 ? ' ✗' : ''} | ${ms(a.p99)} |`,
      );
    const st = dbs.flatMap((d) => results[d].statements.map((x) => ({ db: d, ...x })));
    lines.push('', 'SQL statements of one uncached request (a flat count as the page grows means no N+1)', '');
    lines.push('| database | route | page of 10 | page of 100 |', '|---|---|---|---|');
    for (const x of st) lines.push(`| ${x.db} | ${x.route} | ${x.page10} | ${x.page100} |`);
  }
  for (const d of dbs) {
    if (results[d].lighthouse?.text)
      lines.push('', `Lighthouse on ${d} (mobile preset)`, '', '```', results[d].lighthouse.text, '```');
  }

  /*
   * A complete run (every section, both databases, the full catalogue, full-length runs) also
   * replaces docs/benchmarks.md's figures; a partial or quick run only writes bench-results/.
   */
  const complete =
    SECTIONS.every(want) &&
    ['sqlite', 'postgres'].every((d) => dbs.includes(d)) &&
    PROPERTIES >= 10000 &&
    SECONDS >= 10;
  // --readme writes docs/benchmarks.md's figures from any run (it says which sections and databases it covers).
  if (final && ((complete && args.readme !== 'false') || (args.readme && args.readme !== 'false'))) {
    const readme = path.join(ROOT, 'docs', 'benchmarks.md');
    const text = fs.readFileSync(readme, 'utf8');
    const start = '<!-- bench:start -->';
    const end = '<!-- bench:end -->';
    if (text.includes(start) && text.includes(end)) {
      const section = [start, FIGURES_INTRO, '', ...lines, end].join('\n');
      fs.writeFileSync(
        readme,
        text.slice(0, text.indexOf(start)) + section + text.slice(text.indexOf(end) + end.length),
      );
      done('docs/benchmarks.md: figures replaced');
    }
  }

  fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'bench-results', 'latest.md'), `${lines.join('\n')}\n`);
  fs.writeFileSync(
    path.join(ROOT, 'bench-results', 'latest.json'),
    JSON.stringify({ date, machine, seconds: SECONDS, budgets: BUDGET, results }, null, 2),
  );
  if (final) console.log(`\n${bold('Results')}\n${lines.join('\n')}\n${dim('(also in bench-results/latest.md)')}`);
}
writeReport(true);
