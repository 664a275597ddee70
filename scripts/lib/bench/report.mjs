import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../env.mjs';
import { bold, dim, done } from '../run.mjs';
import { BUDGET } from './budgets.mjs';
import { closedNote, int, kib, loadNote, loads, mark, ms } from './figures.mjs';
import { PHONE_BUDGET } from './interactions.mjs';
import { LH_PAGES } from './lighthouse.mjs';
import { machine as describeMachine } from './measure.mjs';
import { DBS, LEADS, PROPERTIES, README, SECONDS, SECTIONS, WEB_WORKERS, want } from './options.mjs';
import {
  ADMIN_ROUTES,
  apiRoutes,
  LEAD_ROUTES,
  publicPages,
  SCALE_ROUTES,
  STATIC_FILE,
  UNCACHED_LISTS,
} from './routes.mjs';

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
export function writeReport(results, final) {
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
  if (want('sitemap')) {
    row(
      `sitemap: every part (and the index) under ${int(BUDGET.sitemapPartMs)} ms, gzip, one at a time (decision 0088)`,
      'the slowest file',
      (r) => {
        const parts = r.sitemap?.parts;
        if (!parts?.length) return notMeasured(r.error ?? 'no result');
        const slowest = parts.reduce((a, b) => (b.max > a.max ? b : a));
        const listed = parts.filter((p) => p.name !== '/sitemap.xml');
        return `${ms(slowest.max)} ms (${slowest.name}) · ${listed.length} parts, ${int(r.sitemap.urls)} URLs, at most ${int(Math.max(...listed.map((p) => p.urls)))} and ${kib(Math.max(...listed.map((p) => p.bytes)))} a part ${mark(slowest.max < BUDGET.sitemapPartMs)}`;
      },
    );
    row('sitemap: from a save to a sitemap that shows it (one rebuild)', 'save → new index', (r) =>
      Number.isFinite(r.sitemap?.freshMs)
        ? `${(r.sitemap.freshMs / 1000).toFixed(1)} s · first index after a start ${(r.sitemap.firstMs / 1000).toFixed(1)} s`
        : notMeasured(r.error ?? 'no result'),
    );
    for (const page of ['home', 'all-properties', 'property'])
      row(
        `sitemap rebuilding after every save, a save every second, 50 clients: p95 ≤ ${BUDGET.busyP95} ms, against the sitemap idle`,
        page,
        (r) => {
          const busy = byName(r.sitemap?.busy, page);
          const idle = byName(r.sitemap?.idle, page);
          if (!busy || !idle) return notMeasured(r.error ?? 'no result');
          return `p95 ${ms(busy.p95)} ms rebuilding · ${ms(idle.p95)} ms idle · ${busy.ratio.toFixed(2)} × (${r.sitemap.builds} builds finished)${loadNote(busy)} ${mark(busy.p95 <= BUDGET.busyP95 && !busy.errors && !busy.non2xx)}`;
        },
      );
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
  if (want('leads')) {
    for (const route of LEAD_ROUTES)
      row(`back office at ${int(LEADS)} leads: p95 < ${BUDGET.adminMs} ms (one at a time)`, route.name, (r) => {
        const m = byName(r.leads, route.name);
        if (!m) return notMeasured(r.error ?? 'no result');
        if (m.missing) return notMeasured(m.missing);
        return `p95 ${ms(m.p95)} ms · p50 ${ms(m.p50)} ms · ${kib(m.wire)}${loadNote(m)} ${mark(m.p95 < BUDGET.adminMs && m.status === 200)}`;
      });
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
  if (want('interactions')) {
    const phone = (r) => r.interactions ?? { error: r.error ?? 'no result' };
    for (const name of ['home', 'all-properties', 'map', 'property', 'development', 'area', 'post'])
      row(`initial JS ≤ ${PHONE_BUDGET.initialJsKiB} KiB gzipped; page load at 4x CPU (Chromium trace)`, name, (r) => {
        const f = phone(r);
        if (f.error) return notMeasured(f.error);
        const js = f.js.find((x) => x.name === name);
        const t = f.traces.find((x) => x.name === name);
        if (!js || !t) return notMeasured('no result');
        return `${kib(js.gzip)} gzip · ${kib(js.br)} brotli · ${t.longTasks} long tasks, ${int(t.longMs)} ms, blocking ${int(t.blockingMs)} ms · load ${t.load.toFixed(1)} ${mark(js.gzip / 1024 <= PHONE_BUDGET.initialJsKiB)}`;
      });
    for (const name of [
      'open the gallery',
      'next photo',
      'switch the currency',
      'heart a listing',
      'open the enquiry form',
      'open the filters',
      'toggle a filter',
    ])
      row(`interaction ≤ ${PHONE_BUDGET.interactionMs} ms at 4x CPU (Event Timing)`, name, (r) => {
        const f = phone(r);
        if (f.error) return notMeasured(f.error);
        const i = f.interactions.find((x) => x.name === name);
        if (!i) return notMeasured('no result');
        return `${i.below ? '< 16' : int(i.ms)} ms · shown after ${int(i.visibleMs)} ms ${mark(i.ms <= PHONE_BUDGET.interactionMs)}`;
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
  const partRows = dbs.flatMap((d) => (results[d].sitemap?.parts ?? []).map((p) => ({ db: d, ...p })));
  if (partRows.length) {
    lines.push('', `Sitemap files at ${int(results[dbs[0]].total ?? 0)} listings (5 requests each, gzip)`, '');
    lines.push('| database | file | entries | p50 ms | max ms | gzip | XML |', '|---|---|---|---|---|---|---|');
    for (const p of partRows)
      lines.push(
        `| ${p.db} | ${p.name} | ${int(p.urls)} | ${ms(p.p50)} | ${ms(p.max)}${p.max >= BUDGET.sitemapPartMs ? ' ✗' : ''} | ${kib(p.wire)} | ${kib(p.bytes)} |`,
      );
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
  if (final && ((complete && README !== 'false') || (README && README !== 'false'))) {
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
