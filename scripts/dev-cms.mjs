#!/usr/bin/env node
/**
 * The CMS alone, for working on the web or admin apps: builds what is stale, seeds the demo
 * content on the first run, and serves /api on CMS_PORT (1337) from the SQLite file in cms/.tmp.
 * Ctrl+C stops it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureEnvFile, loadEnv, reportEnvFile, ROOT } from './lib/env.mjs';
import { buildCmsServer, buildContract, panelBuilt } from './lib/build.mjs';
import { done, step } from './lib/run.mjs';

reportEnvFile(ensureEnvFile());
const env = loadEnv();
step('Building the contract and the CMS (when changed)');
await buildContract();
await buildCmsServer();
done('Built');

const cmsEnv = {
  ...env,
  PORT: env.CMS_PORT ?? '1337',
  SERVE_ADMIN_PANEL: panelBuilt() ? (env.SERVE_ADMIN_PANEL ?? 'true') : 'false',
  STRAPI_TELEMETRY_DISABLED: 'true',
};
const seedScript = path.join(ROOT, 'cms', 'scripts', 'seed.js');
const dbFile = path.resolve(ROOT, 'cms', env.DATABASE_FILENAME ?? '.tmp/data.db');
if ((env.DATABASE_CLIENT ?? 'sqlite') === 'sqlite' && !fs.existsSync(dbFile) && fs.existsSync(seedScript)) {
  step('Seeding the demo content (first run)');
  await new Promise((resolve, reject) =>
    spawn(process.execPath, [seedScript], { cwd: path.join(ROOT, 'cms'), env: cmsEnv, stdio: 'inherit' }).on(
      'exit',
      (c) => (c === 0 ? resolve() : reject(new Error(`seed failed (${c})`))),
    ),
  );
}
step(`Starting the CMS on http://localhost:${cmsEnv.PORT}`);
const child = spawn(process.execPath, [path.join(ROOT, 'cms', 'scripts', 'serve.js')], {
  cwd: path.join(ROOT, 'cms'),
  env: cmsEnv,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
