#!/usr/bin/env node
/**
 * `npm run dev:web` / `npm run dev:admin`: an app's dev server with hot reload, for working beside
 * `npm run dev:cms`. Creates .env on the first run (the apps read it themselves, see their
 * vite.config.ts and web/server.js), builds the contract when its sources changed (the apps import
 * its dist/; `npm run dev -w @estate/contract` keeps it fresh while you edit it), then runs the
 * app's own `dev` script. Ctrl+C stops it.
 */
import { spawn } from 'node:child_process';
import { ensureEnvFile, reportEnvFile, ROOT } from './lib/env.mjs';
import { buildContract } from './lib/build.mjs';
import { done, npm, step } from './lib/run.mjs';

const APPS = { web: '@estate/web', admin: '@estate/admin-ui' };
const app = process.argv[2];
if (!Object.hasOwn(APPS, app)) {
  console.error(`usage: node scripts/dev-app.mjs ${Object.keys(APPS).join('|')}`);
  process.exit(2);
}

reportEnvFile(ensureEnvFile());
step('Building the contract (when changed)');
await buildContract();
done('Built');

// Its own process group, so that a stop reaches the server under npm and its shell as well.
const child = spawn(npm, ['run', 'dev', '-w', APPS[app]], { cwd: ROOT, stdio: 'inherit', detached: true });
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  });
child.on('exit', (code) => process.exit(code ?? 0));
