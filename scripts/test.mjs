#!/usr/bin/env node
/**
 * Everything: install and build (the contract and the CMS, then the site and the staff admin,
 * build-apps, while the lanes already run; better-sqlite3's build, native, beside them until the
 * first stage that runs a CMS on SQLite), then two lanes side by side, each running its stages in order
 * (the contract suites spend much of their time waiting on the servers they test, so the cores
 * have room for the CPU-bound checks beside them; a third lane overloaded two cores and made the
 * tests that time a server's answer fail):
 *
 *   checks     lint, typecheck, panel (the Strapi panel for the browser tests, when its inputs
 *              changed), unit-contract, unit-admin-ui, browser, with --node the browser journey
 *              on that Node.js, unit-web, with a PostgreSQL URL contract-postgres-2 (the suite's
 *              security, faults, pipeline and team folders on PostgreSQL)
 *   contract   contract-postgres (with a PostgreSQL URL: the rest of the suite on PostgreSQL),
 *              contract-sqlite
 *
 * With --node, the unit, contract and journey stages run on that Node.js: it is fetched beside
 * the build (node-get), which is all the PostgreSQL suites need of it; its build of better-sqlite3
 * (node-fetch) and a checkout linked for it (node), which the SQLite and unit stages run in, are
 * made beside the first stages, so no lane waits for them.
 *
 * A stage waits for the stages it needs, in any lane; one whose prerequisite failed is skipped.
 * Every other stage runs even when one failed; the summary lists them all and the exit code is
 * non-zero on any failure. Each stage's output is kept in test-results/logs/<stage>.log and its
 * end printed when it fails; with --serial the stages run one after the other and print as they go.
 *
 *   npm test                                   all stages, contract on SQLite
 *   TEST_PG_URL=postgres://postgres@127.0.0.1:5432/postgres npm test     ... and on PostgreSQL, with
 *                                              the multi-instance test (cms/tests/multi-instance.db.test.ts:
 *                                              two CMS and two web servers, Redis at TEST_REDIS_URL or local)
 *   npm test -- --pg=postgres://...            the same
 *   npm test -- --only=lint,contract-sqlite    some stages (names in the summary)
 *   npm test -- --node=24                      the unit and contract suites and one browser journey
 *                                              on Node.js 24 instead (TEST_NODE=24 the same; fetched
 *                                              from the npm registry, scripts/lib/node-line.mjs)
 *   npm test -- --serial                       one stage at a time, output as it comes
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildPanel, panelStale } from './lib/build.mjs';
import { ROOT } from './lib/env.mjs';
import { buildNative, ensureInstalled } from './lib/install.mjs';
import { buildAbiModules, checkoutFor, environmentOf, nodeOfLine } from './lib/node-line.mjs';
import { bold, dim, done, green, npm, red, run, step } from './lib/run.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const pgUrl = args.pg && args.pg !== 'true' ? args.pg : process.env.TEST_PG_URL;
const only = args.only ? new Set(args.only.split(',')) : null;
const serial = args.serial === 'true';
/** A Node.js line for the unit, SQLite contract and journey stages (the rest run on this one). */
const nodeLine = args.node && args.node !== 'true' ? args.node : process.env.TEST_NODE;
/**
 * The contract suite's folders whose PostgreSQL run is a stage of its own in the checks lane
 * (contract-postgres-2): the attacks on every door, the faults, the deal pipeline's deals, tasks,
 * viewings and assignment, and the team's roles, reports, exports and audit trail (about two fifths
 * of the run), so that the two lanes end together. Each run has its own databases and Redis prefix.
 */
const PG_SECOND = ['tests/security/', 'tests/faults/', 'tests/pipeline/', 'tests/team/'];
/** The browser journey run on the other line: staff create a listing, visitors and the portal feed see it. */
const JOURNEY = 'tests/admin/dubai-listing-journey.spec.ts';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LOGS = path.join(ROOT, 'test-results', 'logs');
process.env.STRAPI_TELEMETRY_DISABLED = 'true';
// Node.js 22.1 and later keep the compiled code of every module here, so the CMS instances, web
// servers and test workers a run starts by the dozen compile Strapi's modules once (about a
// fifth of a start's module loading); Node.js 20 ignores it.
process.env.NODE_COMPILE_CACHE ??= path.join(ROOT, '.cache', 'node-compile');

const hasScript = (ws, script) => {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, ws, 'package.json'), 'utf8'));
  return !!pkg.scripts?.[script];
};
const hasTests = (dir) =>
  fs.existsSync(dir) &&
  fs
    .readdirSync(dir, { recursive: true })
    .some((f) => /\.(test|spec)\.(ts|tsx|js|mjs)$/.test(String(f)) && !String(f).includes('node_modules'));
const needChromium = () => {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y chromium`);
};

/* ----------------------------------------------------------------- the stages */

/** A stage that runs one npm command (its output to the stage's log). */
const npmStage =
  (npmArgs, options = {}) =>
  async (log) => {
    await run(npm, npmArgs, { ...(typeof options === 'function' ? options() : options), log });
  };

/** With --node: that Node.js (its folder, binary and version). */
let line = null;
/** With --node: a linked copy of this checkout whose native modules are built for that Node.js. */
let other = null;
/** Where a stage that runs on the other Node.js line runs: its checkout, or here. */
const onOther = (label, env = {}) =>
  other
    ? { label: `${label} on Node.js ${other.version}`, cwd: other.tree, env: { ...other.env, ...env } }
    : { label, env };
const otherLine = nodeLine ? ['node'] : [];
/**
 * Where the PostgreSQL suites run: on the other Node.js line from this checkout (they load no
 * ABI-bound module, so they need neither its build of better-sqlite3 nor the linked copy), or here.
 */
const onLine = (label, env = {}) =>
  line
    ? {
        label: `${label} on Node.js ${line.version}`,
        env: { ...environmentOf(line.dir), NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE, ...env },
      }
    : { label, env };
const lineOnly = nodeLine ? ['node-get'] : [];

/** A workspace's unit tests (on the other Node.js line with --node). */
function unitStage(ws, lane) {
  return {
    name: `unit-${ws}`,
    lane,
    needs: ['build', ...otherLine],
    when: hasScript(ws, 'test') && hasTests(path.join(ROOT, ws, 'src')),
    run: npmStage(['test', '-w', `@estate/${ws}`], () => onOther(`${ws} tests`)),
  };
}

/** name, lane, what it needs, and what it runs (given its log file); `when` false leaves it out. */
const STAGES = [
  {
    name: 'install',
    lane: 'setup',
    run: () => ensureInstalled(step, ROOT, { nativeLater: true }).then((did) => (did ? 'installed' : 'up to date')),
  },
  {
    // With --node: that Node.js, from the npm registry (kept in .cache: once per version), while
    // npm ci runs. The PostgreSQL suites need nothing else of it: they load no ABI-bound module.
    name: 'node-get',
    lane: 'prepare',
    when: !!nodeLine,
    run: async () => {
      line = await nodeOfLine(nodeLine);
      return `Node.js ${line.version}`;
    },
  },
  {
    // With --node: its build of better-sqlite3, from the registry and the lock alone (kept in
    // .cache), also while npm ci runs (it needs neither node_modules nor the build): a minute of
    // compiling SQLite on a core that the install leaves mostly idle.
    name: 'node-fetch',
    lane: 'prepare',
    needs: ['node-get'],
    when: !!nodeLine,
    run: async (log) => {
      await buildAbiModules(line, log);
      return `better-sqlite3 for Node.js ${line.version}`;
    },
  },
  {
    // better-sqlite3 for this Node.js: on a machine that never built it, a minute of compiling
    // SQLite that the install no longer waits for; with --node after that line's build, whose
    // compiled SQLite ccache then serves (scripts/lib/prebuilt.mjs compilerEnv). Only what runs a
    // CMS on SQLite here needs it: the browser stack and, without --node, the SQLite suite (the
    // builds, checks and the PostgreSQL runs do not load it).
    name: 'native',
    lane: 'native',
    needs: ['install', ...(nodeLine ? ['node-fetch'] : [])],
    run: (log) => buildNative(log),
  },
  {
    name: 'build',
    lane: 'setup',
    needs: ['install'],
    run: async (log) => {
      await run(npm, ['run', 'build', '-w', '@estate/contract'], { label: 'contract build', log });
      await run(npm, ['run', 'build:server', '-w', '@estate/cms'], { label: 'CMS build', log });
    },
  },
  {
    // The site and the staff admin, after the CMS: the contract suites start on the CMS build
    // alone (their first web server waits for this stage, APPS_BUILT) and the checks need neither.
    name: 'build-apps',
    lane: 'setup',
    needs: ['build'],
    run: async (log) => {
      // One after the other: side by side, two cores build them more slowly than in turn.
      for (const ws of ['web', 'admin-ui'].filter((w) => hasScript(w, 'build')))
        await run(npm, ['run', 'build', '-w', `@estate/${ws}`], { label: `${ws} build`, log });
    },
  },
  { name: 'lint', lane: 'checks', needs: ['install'], run: npmStage(['run', 'lint'], { label: 'lint' }) },
  {
    name: 'typecheck',
    lane: 'checks',
    needs: ['build-apps'],
    run: npmStage(['run', 'typecheck'], { label: 'typecheck' }),
  },
  {
    name: 'panel',
    lane: 'checks',
    needs: ['build'],
    when: hasTests(path.join(ROOT, 'e2e', 'tests')),
    run: async (log) => {
      if (!panelStale()) return 'up to date';
      await buildPanel({ log });
      return 'built';
    },
  },
  // After the typecheck and the panel: with --node they run on the other Node.js, which is being
  // fetched and built meanwhile.
  ...['contract', 'admin-ui'].map((ws) => unitStage(ws, 'checks')),
  {
    name: 'browser',
    lane: 'checks',
    needs: ['build-apps', 'panel', 'native'],
    when: hasTests(path.join(ROOT, 'e2e', 'tests')),
    run: (log) => {
      needChromium();
      return npmStage(['test', '-w', '@estate/e2e'], { label: 'browser tests', env: { CI: process.env.CI ?? '' } })(
        log,
      );
    },
  },
  {
    name: 'journey',
    lane: 'checks',
    needs: ['build-apps', ...otherLine],
    when: !!nodeLine,
    run: (log) => {
      needChromium();
      // The journey needs no Strapi panel: it is neither built nor served.
      const place = () => onOther('browser journey', { CI: process.env.CI ?? '', E2E_PANEL: 'false' });
      return npmStage(['test', '-w', '@estate/e2e', '--', JOURNEY], place)(log);
    },
  },
  // In the lane that ends first (the contract lane's SQLite suite outlasts the browser suite).
  unitStage('web', 'checks'),
  {
    name: 'node',
    lane: 'prepare',
    needs: ['build', 'node-fetch', 'native'],
    when: !!nodeLine,
    run: async () => {
      other = { ...(await checkoutFor(line)), version: line.version };
      return `Node.js ${line.version} in ${other.tree}`;
    },
  },
  {
    name: 'contract-postgres',
    // First in its lane: it needs the build and, with --node, that Node.js alone, while the SQLite
    // run also waits for that line's better-sqlite3 and linked checkout.
    lane: 'contract',
    needs: ['build', ...lineOnly],
    when: !!pgUrl,
    run: npmStage(['test', '-w', '@estate/cms', '--', ...PG_SECOND.flatMap((dir) => ['--exclude', `${dir}**`])], () =>
      onLine('contract tests (PostgreSQL)', { TEST_DB: 'postgres', TEST_PG_URL: pgUrl }),
    ),
  },
  {
    name: 'contract-sqlite',
    lane: 'contract',
    needs: ['build', 'native', ...otherLine],
    run: npmStage(['test', '-w', '@estate/cms'], () => onOther('contract tests (SQLite)', { TEST_DB: 'sqlite' })),
  },
  {
    // The rest of the PostgreSQL suite, in the lane that ends first, beside the contract lane.
    name: 'contract-postgres-2',
    lane: 'checks',
    needs: ['build', ...lineOnly],
    when: !!pgUrl,
    run: npmStage(['test', '-w', '@estate/cms', '--', ...PG_SECOND], () =>
      onLine('contract tests of the doors, faults and pipeline (PostgreSQL)', {
        TEST_DB: 'postgres',
        TEST_PG_URL: pgUrl,
      }),
    ),
  },
].filter((s) => s.when !== false);

/** Whether a stage was asked for: all of them, or those of --only and what they need to run. */
/** The stages that only prepare others: run with --only when a stage asked for needs them. */
const PREPARING = new Set(['native', 'node-get', 'node-fetch', 'node']);
const neededBy = (name, seen = new Set()) =>
  STAGES.some(
    (t) =>
      t.needs?.includes(name) &&
      !seen.has(t.name) &&
      (only.has(t.name) || (PREPARING.has(t.name) && neededBy(t.name, new Set([...seen, t.name])))),
  );
const wanted = (s) => !only || only.has(s.name) || (PREPARING.has(s.name) && neededBy(s.name));

/* -------------------------------------------------------------- the scheduler */

// A stage that needed one later in its own lane would wait for ever: the table says so at once.
for (const [i, s] of STAGES.entries())
  for (const need of s.needs ?? []) {
    const j = STAGES.findIndex((t) => t.name === need);
    if (j > i && STAGES[j].lane === s.lane)
      throw new Error(`${s.name} needs ${need}, which comes after it in its lane`);
  }

/** A promise with its resolve function (Promise.withResolvers, which Node.js 20 lacks). */
function deferred() {
  let resolve;
  const promise = new Promise((r) => (resolve = r));
  return { promise, resolve };
}

const results = new Map();
const settled = new Map(STAGES.map((s) => [s.name, deferred()]));

// The contract suites start before the site is built: their harness waits for this file, which
// holds the build-apps stage's outcome once it has one (cms/tests/harness/stack.ts, startWeb).
const APPS_BUILT = path.join(ROOT, 'test-results', 'apps-built');
fs.rmSync(APPS_BUILT, { force: true });
process.env.APPS_BUILT = APPS_BUILT;
settled.get('build-apps').promise.then((status) => {
  fs.mkdirSync(path.dirname(APPS_BUILT), { recursive: true });
  fs.writeFileSync(APPS_BUILT, `${status}\n`);
});

async function runStage(s) {
  const finish = (result) => {
    results.set(s.name, { name: s.name, lane: s.lane, ...result });
    settled.get(s.name).resolve(result.status);
  };
  if (!wanted(s)) return finish({ status: 'not asked' });
  // A prerequisite left out by --only is taken as given; one that failed or was skipped is not.
  const states = await Promise.all((s.needs ?? []).map(async (n) => [n, await settled.get(n)?.promise]));
  const blocked = states.find(([, status]) => status && status !== 'passed' && status !== 'not asked');
  if (blocked) return finish({ status: 'skipped', note: `needs ${blocked[0]}` });
  const t0 = Date.now();
  step(s.name);
  fs.mkdirSync(LOGS, { recursive: true });
  const logFile = path.join(LOGS, `${s.name}.log`);
  const log = serial ? 'inherit' : fs.createWriteStream(logFile);
  try {
    const note = await s.run(log);
    const seconds = (Date.now() - t0) / 1000;
    finish({ status: 'passed', seconds, note: typeof note === 'string' ? note : undefined });
    done(`${s.name} ${dim(`(${seconds.toFixed(0)} s)`)}`);
  } catch (error) {
    finish({ status: 'failed', seconds: (Date.now() - t0) / 1000, note: error.message.split('\n')[0] });
    const where = serial ? '' : dim(` (log: ${path.relative(ROOT, logFile)})`);
    console.log(`${red('✗')} ${s.name}: ${error.message.split('\n')[0]}${where}`);
  } finally {
    if (!serial) await new Promise((resolve) => log.end(resolve));
  }
}

const started = Date.now();
const lanes = [...new Set(STAGES.map((s) => s.lane))];
const runLane = async (lane) => {
  for (const s of STAGES.filter((t) => t.lane === lane)) await runStage(s);
};
// The lanes start together: a stage waits for what it needs (the checks and the contract suites
// for the install and the build; fetching another Node.js for the install alone).
if (serial) for (const lane of lanes) await runLane(lane);
else await Promise.all(lanes.map(runLane));
other?.remove();

if (!pgUrl && (!only || only.has('contract-postgres')))
  results.set('contract-postgres', {
    name: 'contract-postgres',
    status: 'not run',
    note: 'no TEST_PG_URL / --pg given: the contract suite on PostgreSQL and the multi-instance test (two CMS and two web servers on PostgreSQL and Redis) did not run',
  });

console.log(`\n${bold('Summary')} ${dim(`(${((Date.now() - started) / 1000).toFixed(0)} s in all)`)}`);
for (const r of results.values()) {
  if (r.status === 'not asked') continue;
  const mark = r.status === 'passed' ? green('✓') : r.status === 'failed' ? red('✗') : dim('–');
  const time = r.seconds !== undefined ? dim(` ${r.seconds.toFixed(0)} s`) : '';
  const lane = r.lane && !['setup', 'prepare'].includes(r.lane) ? dim(` [${r.lane}]`) : '';
  console.log(` ${mark} ${r.name.padEnd(24)} ${r.status}${time}${lane}${r.note ? dim(`  ${r.note}`) : ''}`);
}
const failed = [...results.values()].some((r) => r.status === 'failed' || r.status === 'skipped');
process.exit(failed ? 1 : 0);
