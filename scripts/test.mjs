#!/usr/bin/env node
/**
 * Everything, in order: install, build, lint, typecheck, unit and component tests, the contract
 * suite on SQLite (and on PostgreSQL when a server URL is given), and the browser tests in
 * Chromium. Every stage runs even when an earlier one failed (unless it needs that one's
 * output); the summary lists them all and the exit code is non-zero on any failure.
 *
 *   npm test                                   all stages, contract on SQLite
 *   TEST_PG_URL=postgres://postgres@127.0.0.1:5432/postgres npm test     ... and on PostgreSQL, with
 *                                              the multi-instance test (cms/tests/multi-instance.test.ts:
 *                                              two CMS and two web servers, Redis at TEST_REDIS_URL or local)
 *   npm test -- --pg=postgres://...            the same
 *   npm test -- --only=lint,contract-sqlite    some stages (names in the summary)
 *   npm test -- --node=24                      the unit and SQLite contract suites and one browser
 *                                              journey on Node.js 24 instead (TEST_NODE=24 the same;
 *                                              fetched from the npm registry, scripts/lib/node-line.mjs)
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/env.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { checkoutFor, nodeOfLine } from './lib/node-line.mjs';
import { bold, dim, done, green, npm, red, run, step } from './lib/run.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const pgUrl = args.pg && args.pg !== 'true' ? args.pg : process.env.TEST_PG_URL;
const only = args.only ? new Set(args.only.split(',')) : null;
/** A Node.js line for the unit, SQLite contract and journey stages (the rest run on this one). */
const nodeLine = args.node && args.node !== 'true' ? args.node : process.env.TEST_NODE;
/** The stages the other line runs, and what each needs from its checkout. */
const ON_OTHER_NODE = ['unit-contract', 'unit-web', 'unit-admin-ui', 'contract-sqlite', 'journey'];
/** The browser journey run on the other line: staff create a listing, visitors and the portal feed see it. */
const JOURNEY = 'tests/admin/dubai-listing-journey.spec.ts';

const hasScript = (ws, script) => {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, ws, 'package.json'), 'utf8'));
  return !!pkg.scripts?.[script];
};
const hasTests = (dir) =>
  fs.existsSync(dir) &&
  fs
    .readdirSync(dir, { recursive: true })
    .some((f) => /\.(test|spec)\.(ts|tsx|js|mjs)$/.test(String(f)) && !String(f).includes('node_modules'));

const results = [];
async function stage(name, fn, { needs = [], always = false } = {}) {
  if (only && !only.has(name) && !always) return;
  // A stage whose prerequisite failed or was itself skipped cannot run meaningfully.
  const blocked = needs.find((n) => results.find((r) => r.name === n && r.status !== 'passed'));
  if (blocked) {
    results.push({ name, status: 'skipped', note: `needs ${blocked}` });
    return;
  }
  const t0 = Date.now();
  step(name);
  try {
    const note = await fn();
    results.push({ name, status: 'passed', seconds: (Date.now() - t0) / 1000, note });
    done(`${name} ${dim(`(${((Date.now() - t0) / 1000).toFixed(0)} s)`)}`);
  } catch (error) {
    results.push({ name, status: 'failed', seconds: (Date.now() - t0) / 1000, note: error.message.split('\n')[0] });
    console.log(`${red('✗')} ${name}: ${error.message.split('\n')[0]}`);
  }
}

const loud = { quiet: false };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
process.env.STRAPI_TELEMETRY_DISABLED = 'true';

await stage('install', () => ensureInstalled(step).then((did) => (did ? 'installed' : 'up to date')));
await stage(
  'build',
  async () => {
    await run(npm, ['run', 'build', '-w', '@estate/contract'], { label: 'contract build' });
    await run(npm, ['run', 'build:server', '-w', '@estate/cms'], { label: 'CMS build' });
    for (const ws of ['web', 'admin-ui']) {
      if (hasScript(ws, 'build')) await run(npm, ['run', 'build', '-w', `@estate/${ws}`], { label: `${ws} build` });
    }
  },
  { needs: ['install'] },
);
await stage('lint', () => run(npm, ['run', 'lint'], { label: 'lint', ...loud }), { needs: ['install'] });
await stage('typecheck', () => run(npm, ['run', 'typecheck'], { label: 'typecheck', ...loud }), { needs: ['build'] });

// With --node=N: a linked copy of this checkout whose native modules are built for Node.js N.
let other = null;
const onOther = nodeLine ? ['node'] : [];
if (nodeLine && (!only || ON_OTHER_NODE.some((name) => only.has(name)))) {
  await stage(
    'node',
    async () => {
      const node = await nodeOfLine(nodeLine);
      other = { ...(await checkoutFor(node)), version: node.version };
      return `Node.js ${node.version} in ${other.tree}`;
    },
    { needs: ['build'], always: true },
  );
}
/** Where a stage of ON_OTHER_NODE runs: the other line's checkout, or here. */
const placeOf = () => (other ? { cwd: other.tree, env: other.env } : {});
const onLine = (label) => (other ? `${label} on Node.js ${other.version}` : label);

for (const ws of ['contract', 'web', 'admin-ui']) {
  if (!hasScript(ws, 'test') || !hasTests(path.join(ROOT, ws, 'src'))) continue;
  await stage(
    `unit-${ws}`,
    () => run(npm, ['test', '-w', `@estate/${ws}`], { label: onLine(`${ws} tests`), ...placeOf(), ...loud }),
    { needs: ['build', ...onOther] },
  );
}
await stage(
  'contract-sqlite',
  () =>
    run(npm, ['test', '-w', '@estate/cms'], {
      label: onLine('contract tests (SQLite)'),
      ...placeOf(),
      env: { ...placeOf().env, TEST_DB: 'sqlite' },
      ...loud,
    }),
  { needs: ['build', ...onOther] },
);
if (pgUrl) {
  await stage(
    'contract-postgres',
    () =>
      run(npm, ['test', '-w', '@estate/cms'], {
        label: 'contract tests (PostgreSQL)',
        env: { TEST_DB: 'postgres', TEST_PG_URL: pgUrl },
        ...loud,
      }),
    { needs: ['build'] },
  );
} else if (!only || only.has('contract-postgres')) {
  results.push({
    name: 'contract-postgres',
    status: 'not run',
    note: 'no TEST_PG_URL / --pg given: the contract suite on PostgreSQL and the multi-instance test (two CMS and two web servers on PostgreSQL and Redis) did not run',
  });
}
if (hasTests(path.join(ROOT, 'e2e', 'tests'))) {
  await stage(
    'browser',
    async () => {
      if (!fs.existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y chromium`);
      await run(npm, ['test', '-w', '@estate/e2e'], {
        label: 'browser tests',
        env: { CI: process.env.CI ?? '' },
        ...loud,
      });
    },
    { needs: ['build'] },
  );
}

if (nodeLine) {
  await stage(
    'journey',
    async () => {
      if (!fs.existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y chromium`);
      await run(npm, ['test', '-w', '@estate/e2e', '--', JOURNEY], {
        label: onLine('browser journey'),
        ...placeOf(),
        // The journey needs no Strapi panel: it is neither built nor served.
        env: { ...placeOf().env, CI: process.env.CI ?? '', E2E_PANEL: 'false' },
        ...loud,
      });
    },
    { needs: ['build', ...onOther] },
  );
}
other?.remove();

console.log(`\n${bold('Summary')}`);
for (const r of results) {
  const mark = r.status === 'passed' ? green('✓') : r.status === 'failed' ? red('✗') : dim('–');
  const time = r.seconds !== undefined ? dim(` ${r.seconds.toFixed(0)} s`) : '';
  console.log(` ${mark} ${r.name.padEnd(20)} ${r.status}${time}${r.note ? dim(`  ${r.note}`) : ''}`);
}
const failed = results.some((r) => r.status === 'failed' || r.status === 'skipped');
process.exit(failed ? 1 : 0);
