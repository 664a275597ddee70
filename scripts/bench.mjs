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
 *  - sitemap:   each sitemap part's answer time, how long a save takes to reach the sitemap, and
 *               the home, list and listing pages' p95 (saves every second) while the sitemap is
 *               built again after every save, beside their p95 while it is not, as a ratio
 *               (scripts/lib/bench/sitemap.mjs, decision 0088);
 *  - admin:     the staff admin's table pages and choice lists (time and bytes on the wire);
 *  - lighthouse: home, /all-properties (list and map), a property, a development, an area and a
 *    blog post: DESIGN.md's pages (tools/lighthouse, installed on first use);
 *  - interactions: the phone's figures: each page's initial JS (gzipped and brotli) against 100 KiB,
 *    the long tasks of its load in a Chromium trace at 4x CPU throttle, and the buyer's interactions
 *    (gallery, next photo, currency, heart, enquiry form, filters) timed by the Event Timing API
 *    against 200 ms each (scripts/lib/bench/interactions.mjs, decision 0092);
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
 *               the ratio of their medians (scripts/lib/bench/doors.mjs, decisions 0012 and 0060);
 * and over --leads synthetic leads (default 100,000, with their contacts and deals):
 *  - leads:     the pipeline board, the deals table, the contacts search, a contact page and the
 *               reports over a year (a new range each request, so never from their cache),
 *               signed in, one at a time (scripts/lib/bench/leads.mjs).
 *
 * --catalogue=10000,100000 runs another kind of bench: the same lines at each catalogue size, side
 * by side, to show what grows with the catalogue and by how much (scripts/lib/bench/catalogue.mjs):
 * every public page with a warm page cache, the search pages rendered afresh one at a time (both
 * caches off; p95 <= 100 ms), the API with the response cache on and off and its
 * statements per request, /sitemap.xml (and each part, when it is an index), the portal feeds
 * (first answer, kept, 304), the staff admin's table pages and the listings' CSV export with the
 * CMS's memory while it streams. Each size is topped up from the last on the same database.
 * Results in bench-results/catalogue.md and .json; --readme writes the table into
 * docs/benchmarks.md. --only/--skip pick among pages, search, api, sitemap, feed and
 * admin.
 *
 * Options: --db=sqlite,postgres  --seconds=10 (or BENCH_SECONDS)  --properties=10000
 *          --catalogue=10000,100000
 *          --leads=100000  --pg=postgres://...  --only=pages,saves,...  --skip=lighthouse,...  --lh-runs=5
 *          --readme (write docs/benchmarks.md's figures from this run even when it is partial;
 *          a complete run writes it unless --readme=false)
 * The web servers it starts run WEB_WORKERS processes as `npm start` does (the environment's,
 * else the default: the cores the server may use, at most 4): WEB_WORKERS=1 measures one. --help prints this and exits.
 * Quick check of the script itself: BENCH_SECONDS=2 npm run bench -- --properties=300 --lh-runs=1
 * Results: bench-results/latest.md and latest.json, and each page's median Lighthouse report in
 * bench-results/lighthouse-<db>/. It needs the machine to itself to mean anything.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildCmsServer, buildContract } from './lib/build.mjs';
import { ensureEnvFile, loadEnv, reportEnvFile, ROOT } from './lib/env.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { done, npm, red, run, stale, step } from './lib/run.mjs';
import { seed } from './lib/stack.mjs';
import { adminSection } from './lib/bench/admin.mjs';
import { apiSection } from './lib/bench/api.mjs';
import { cpuSection } from './lib/bench/cpu.mjs';
import { doorsSection } from './lib/bench/doors.mjs';
import { int } from './lib/bench/figures.mjs';
import { leadsSection } from './lib/bench/leads.mjs';
import { LIGHTHOUSE_DIR, lighthouseSection } from './lib/bench/lighthouse.mjs';
import { createDatabase } from './lib/bench/measure.mjs';
import { catalogueRun } from './lib/bench/catalogue.mjs';
import { CATALOGUE, DBS, PG_URL, PROPERTIES, want } from './lib/bench/options.mjs';
import { interactionsSection } from './lib/bench/interactions.mjs';
import { homeReference, pagesSection, uncachedSection } from './lib/bench/pages.mjs';
import { writeReport } from './lib/bench/report.mjs';
import { publicPages } from './lib/bench/routes.mjs';
import { savesSection } from './lib/bench/saves.mjs';
import { scaleSection } from './lib/bench/scale.mjs';
import { sitemapSection } from './lib/bench/sitemap.mjs';
import { samples, stackEnv, staffToken, startCms, startWeb } from './lib/bench/servers.mjs';

// A bench run takes the machine for half an hour: asking how to use it must not start one.
if (process.argv.includes('--help') || process.argv.includes('-h')) {
  const source = fs.readFileSync(new URL(import.meta.url), 'utf8');
  const doc = source.slice(source.indexOf('/**') + 3, source.indexOf('*/'));
  console.log(doc.replace(/^ \* ?/gm, '').trim());
  process.exit(0);
}
process.env.STRAPI_TELEMETRY_DISABLED = 'true';

await ensureInstalled(step);
// Lighthouse is the bench's alone: a package of its own, installed the first time it is needed.
if (want('lighthouse')) await ensureInstalled(step, LIGHTHOUSE_DIR);
reportEnvFile(ensureEnvFile());
const baseEnv = loadEnv();
step('Building the contract and the CMS (when changed)');
await buildContract();
await buildCmsServer();
const needsWeb = ['pages', 'saves', 'sitemap', 'admin', 'lighthouse', 'interactions', 'uncached', 'scale', 'feed'].some(
  want,
);
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

const { staffLogin, commonEnv } = stackEnv(baseEnv);

if (CATALOGUE) {
  await catalogueRun({ commonEnv, staffLogin });
  process.exit();
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
    leads: [],
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
      await homeReference(r, kind, env, up);
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
    const needWebOn = ['pages', 'saves', 'admin', 'lighthouse', 'interactions'].some(want);
    const web = needWebOn ? await up(await startWeb(cms.url)) : null;
    const pages = publicPages(s);

    if (want('pages')) await pagesSection(r, kind, web.url, pages);

    let token = null;
    if (want('saves') || want('admin')) token = await staffToken(web.url, staffLogin);

    if (want('saves')) await savesSection(r, kind, web.url, s.propertyId, token, pages);
    // Web servers of its own (one whose sitemap stays as built, one that rebuilds it after each save).
    if (want('sitemap')) await sitemapSection(r, kind, cms.url, s, staffLogin);
    if (want('admin')) await adminSection(r, kind, web.url, token, s.total);
    if (want('lighthouse')) await lighthouseSection(r, kind, web.url, s.total, publicDir);
    if (want('interactions')) await interactionsSection(r, kind, web.url, s, step);

    if (want('api')) {
      step(`${kind}: API with the response cache (production)`);
      await apiSection(kind, cms.url, 'cached', s, r);
    }
    if (web) {
      running.splice(running.indexOf(web), 1);
      await web.stop();
    }

    if (want('uncached')) await uncachedSection(r, kind, cms.url, pages, up);
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

    if (want('doors'))
      await doorsSection(
        r,
        kind,
        env,
        { up, down },
        { staffEmail: commonEnv.STAFF_EMAIL, username: staffLogin.username },
      );

    if (want('leads')) await leadsSection(r, kind, env, { up, down }, staffLogin);

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
  writeReport(results, false);
}
writeReport(results, true);
