#!/usr/bin/env node
/**
 * `npm run bench`: the budgets of DESIGN.md, measured.
 *  - API: get-properties, get-properties-filter (default page and a paged request) and
 *    get-property-slug on 10,000 properties, at 10 and 50 concurrent clients, on SQLite and on
 *    PostgreSQL; req/s and p50/p95/p99 beside the 50 ms p95 budget; the SQL statements one
 *    uncached request runs, for a page of 10 and a page of 100 (flat means no N+1). With the
 *    response cache (production) and without it (the database path).
 *  - Web: Lighthouse (mobile preset, Debian chromium) on home, /all-properties and a property
 *    page, through web/bench/lighthouse.mjs.
 * Options: --db=sqlite,postgres  --seconds=10  --pg=postgres://...  --skip-lighthouse  --skip-api
 *          --modes=cached,uncached
 * Results also go to bench-results/latest.json and bench-results/latest.md.
 */
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildCmsServer, buildContract } from './lib/build.mjs';
import { ensureEnvFile, loadEnv, ROOT } from './lib/env.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { freePort } from './lib/ports.mjs';
import { bold, dim, done, green, npm, red, run, step } from './lib/run.mjs';
import { cmsService, seed, webService } from './lib/stack.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const DBS = (args.db ?? 'sqlite,postgres').split(',');
const MODES = (args.modes ?? 'cached,uncached').split(',');
const SECONDS = Number(args.seconds ?? 10);
const PROPERTIES = Number(args.properties ?? 10000);
const PG_URL = args.pg ?? process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BUDGET_P95_MS = 50;
/** Latencies as printed: a tenth of a millisecond is the precision that means anything here. */
const ms = (v) => Number(v).toFixed(1);
process.env.STRAPI_TELEMETRY_DISABLED = 'true';

await ensureInstalled(step);
ensureEnvFile();
const baseEnv = loadEnv();
step('Building the contract and the CMS (when changed)');
await buildContract();
await buildCmsServer();

const secret = () => randomBytes(18).toString('base64');
const commonEnv = {
  NODE_ENV: 'production',
  ENV_PATH: path.join(os.tmpdir(), 'estate-bench-no.env'),
  APP_KEYS: `${secret()},${secret()}`,
  ADMIN_JWT_SECRET: secret(),
  API_TOKEN_SALT: secret(),
  TRANSFER_TOKEN_SALT: secret(),
  ENCRYPTION_KEY: secret(),
  JWT_SECRET: secret(),
  SERVE_ADMIN_PANEL: 'false',
  OUTBOX_DISABLED: 'true',
  LOG_LEVEL: 'warn',
  STAFF_USERNAME: baseEnv.STAFF_USERNAME ?? 'staff',
  STAFF_EMAIL: baseEnv.STAFF_EMAIL ?? 'staff@estate.local',
  STAFF_PASSWORD: baseEnv.STAFF_PASSWORD ?? 'Staff-Demo-2026!',
};

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function load(url, { method, body, connections }) {
  const times = [];
  let errors = 0;
  let non2xx = 0;
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        method,
        connections,
        duration: SECONDS,
        // As a browser or the web server asks: compressed answers accepted.
        headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-encoding': 'gzip' },
        body: body ? JSON.stringify(body) : undefined,
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      times.push(responseTime);
      if (status < 200 || status > 299) non2xx += 1;
    });
    instance.on('reqError', () => (errors += 1));
  });
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    requests: times.length,
    errors: errors + result.errors,
    non2xx,
  };
}

async function statements(base, route, limit) {
  const salt = Math.floor(Math.random() * 1000);
  const res =
    route.method === 'GET'
      ? await fetch(`${base}${route.path}${route.path.includes('?') ? '&' : '?'}limit=${limit}&offset=${salt}`)
      : await fetch(`${base}${route.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...(route.body ?? {}), limit, offset: salt }),
        });
  await res.arrayBuffer();
  return Number(res.headers.get('x-query-count'));
}

async function createDatabase(kind) {
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-bench-'));
    return {
      env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(dir, 'bench.db') },
      drop: () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `estate_bench_${Date.now()}`;
  const admin = new URL(PG_URL);
  const psql = (sql) => execFileSync('psql', [admin.toString(), '-qAtc', sql], { stdio: 'pipe' });
  psql(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: url.toString() },
    drop: () => psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

const apiResults = [];
const statementResults = [];
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model?.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, ${os.platform()} ${os.release()}`;

if (args['skip-api'] !== 'true') {
  for (const kind of DBS) {
    const db = await createDatabase(kind);
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-bench-public-'));
    fs.mkdirSync(path.join(publicDir, 'uploads'));
    const env = { ...commonEnv, ...db.env, PUBLIC_DIR: publicDir };
    try {
      step(`${kind}: seeding ${PROPERTIES.toLocaleString('en-US')} properties`);
      const t0 = Date.now();
      await seed(env, ['--properties', String(PROPERTIES)], { echo: false });
      done(`${kind}: seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);

      for (const mode of MODES) {
        const port = await freePort();
        const cms = cmsService({
          ...env,
          PORT: String(port),
          HOST: '127.0.0.1',
          QUERY_STATS: 'true',
          CACHE_ENABLED: mode === 'cached' ? 'true' : 'false',
        }).start();
        try {
          await cms.ready(`http://127.0.0.1:${port}/api/admin/get-countries`);
          const base = `http://127.0.0.1:${port}`;
          const total = Number((await fetch(`${base}/api/admin/get-properties?limit=1`)).headers.get('x-total-count'));
          const sample = await (
            await fetch(`${base}/api/admin/get-properties?limit=1&offset=${Math.floor(total / 2)}`)
          ).json();
          const routes = [
            { name: 'get-properties', method: 'GET', path: '/api/admin/get-properties' },
            {
              name: 'get-properties-filter',
              method: 'POST',
              path: '/api/admin/get-properties-filter',
              body: { country: 'Dubai' },
            },
            {
              name: 'get-properties-filter (paged)',
              method: 'POST',
              path: '/api/admin/get-properties-filter',
              body: { country: 'Dubai', beds: 2, limit: 20, offset: 40 },
            },
            { name: 'get-property-slug', method: 'GET', path: `/api/admin/get-property-slug/${sample[0].slug}` },
          ];
          if (mode === 'cached') {
            for (const r of routes.slice(0, 2)) {
              statementResults.push({
                db: kind,
                route: r.name,
                page10: await statements(base, r, 10),
                page100: await statements(base, r, 100),
              });
            }
            const slug = await fetch(`${base}${routes[3].path}`, { headers: { 'cache-control': 'no-cache' } });
            await slug.arrayBuffer();
            statementResults.push({
              db: kind,
              route: 'get-property-slug',
              page10: Number(slug.headers.get('x-query-count')),
              page100: null,
            });
          }
          for (const r of routes) {
            for (const connections of [10, 50]) {
              // Warm up (fills the cache in cached mode), then measure.
              await load(`${base}${r.path}`, { method: r.method, body: r.body, connections: 2 }).catch(() => {});
              const m = await load(`${base}${r.path}`, { method: r.method, body: r.body, connections });
              apiResults.push({ db: kind, mode, route: r.name, connections, total, ...m });
              const ok = m.p95 <= BUDGET_P95_MS;
              console.log(
                `  ${kind.padEnd(8)} ${mode.padEnd(8)} ${r.name.padEnd(30)} c=${String(connections).padEnd(3)} ${m.rps.toFixed(0).padStart(6)} req/s  p50 ${ms(m.p50)} ms  p95 ${ok ? green(`${ms(m.p95)} ms`) : red(`${ms(m.p95)} ms`)}  p99 ${ms(m.p99)} ms${m.errors || m.non2xx ? red(`  errors ${m.errors} non-2xx ${m.non2xx}`) : ''}`,
              );
            }
          }
        } finally {
          await cms.stop();
        }
      }
    } catch (error) {
      console.error(red(`${kind}: ${error.message}`));
      process.exitCode = 1;
    } finally {
      db.drop();
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  }
}

let lighthouse = null;
if (args['skip-lighthouse'] !== 'true') {
  const script = path.join(ROOT, 'web', 'bench', 'lighthouse.mjs');
  if (!fs.existsSync(script)) console.log(dim('Lighthouse: web/bench/lighthouse.mjs is not there yet, skipped'));
  else {
    const db = await createDatabase('sqlite');
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-bench-public-'));
    fs.mkdirSync(path.join(publicDir, 'uploads'));
    const env = { ...commonEnv, ...db.env, PUBLIC_DIR: publicDir, LOG_LEVEL: 'warn' };
    const services = [];
    try {
      step('Lighthouse: building the site and seeding the demo content');
      await run(npm, ['run', 'build', '-w', '@estate/web'], { label: 'web build' });
      await seed(env, [], { echo: false });
      const [cmsPort, webPort] = [await freePort(), await freePort()];
      const cms = cmsService({ ...env, PORT: String(cmsPort), HOST: '127.0.0.1' }).start();
      services.push(cms);
      await cms.ready(`http://127.0.0.1:${cmsPort}/api/admin/get-countries`);
      const site = `http://127.0.0.1:${webPort}`;
      const web = webService({
        NODE_ENV: 'production',
        PORT: String(webPort),
        HOST: '127.0.0.1',
        CMS_URL: `http://127.0.0.1:${cmsPort}`,
        PUBLIC_SITE_URL: site,
        ADMIN_UI_DIST: path.join(ROOT, 'admin-ui', 'dist'),
      }).start();
      services.push(web);
      await web.ready(`${site}/healthz`);
      step('Lighthouse: home, /all-properties and a property page (mobile preset)');
      const jsonFile = path.join(publicDir, 'lighthouse.json');
      const out = await run(process.execPath, [script, site, `--json=${jsonFile}`], {
        label: 'lighthouse',
        quiet: true,
      });
      lighthouse = { text: out.trim(), results: JSON.parse(fs.readFileSync(jsonFile, 'utf8')).results };
      console.log(lighthouse.text);
    } catch (error) {
      console.error(red(`Lighthouse: ${error.message}`));
      process.exitCode = 1;
    } finally {
      for (const s of services.reverse()) await s.stop();
      db.drop();
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  }
}

// Report.
const lines = [`Measured ${new Date().toISOString().slice(0, 10)} on ${machine}; ${SECONDS} s per run.`, ''];
if (apiResults.length) {
  lines.push(
    `API on ${apiResults[0].total?.toLocaleString('en-US')} properties (budget: p95 under ${BUDGET_P95_MS} ms at 50 clients)`,
    '',
  );
  lines.push(
    '| database | cache | route | clients | req/s | p50 ms | p95 ms | p99 ms |',
    '|---|---|---|---|---|---|---|---|',
  );
  for (const r of apiResults) {
    lines.push(
      `| ${r.db} | ${r.mode === 'cached' ? 'on' : 'off'} | ${r.route} | ${r.connections} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)}${r.connections === 50 && r.p95 > BUDGET_P95_MS ? ' ✗' : ''} | ${ms(r.p99)} |`,
    );
  }
  lines.push('', 'SQL statements of one uncached request (a flat count as the page grows means no N+1)', '');
  lines.push('| database | route | page of 10 | page of 100 |', '|---|---|---|---|');
  for (const s of statementResults) lines.push(`| ${s.db} | ${s.route} | ${s.page10} | ${s.page100 ?? '–'} |`);
}
if (lighthouse) lines.push('', 'Lighthouse (mobile preset)', '', '```', lighthouse.text, '```');
fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'bench-results', 'latest.md'), `${lines.join('\n')}\n`);
fs.writeFileSync(
  path.join(ROOT, 'bench-results', 'latest.json'),
  JSON.stringify({ machine, seconds: SECONDS, api: apiResults, statements: statementResults, lighthouse }, null, 2),
);
console.log(`\n${bold('Results')}\n${lines.join('\n')}\n${dim('(also in bench-results/latest.md)')}`);
