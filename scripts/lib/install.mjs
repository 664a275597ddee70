import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './env.mjs';
import { ABI_MODULES, abiOf, keepBuild } from './prebuilt.mjs';
import { npm, run } from './run.mjs';

/**
 * Install a project's dependencies (the workspaces' by default, or a package of its own such as
 * tools/lighthouse) when they are missing or older than its package-lock.json (npm ci on a clean
 * tree: exactly the locked versions). Native modules compile on every core.
 */
export async function ensureInstalled(log = () => {}, dir = ROOT) {
  const marker = path.join(dir, 'node_modules', '.package-lock.json');
  const lock = path.join(dir, 'package-lock.json');
  const fresh = fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs;
  if (fresh) return false;
  const clean = !fs.existsSync(path.join(dir, 'node_modules'));
  const what = dir === ROOT ? 'dependencies' : `${path.relative(ROOT, dir)}'s dependencies`;
  log(clean ? `Installing ${what} (npm ci; the first run takes a few minutes)` : `Updating ${what} (npm install)`);
  await run(npm, clean ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'], {
    cwd: dir,
    // node-gyp (better-sqlite3 compiles where no prebuilt binary can be fetched).
    env: { JOBS: 'max' },
    label: `installing ${what}`,
  });
  // What it compiled, kept for the next install on this machine (scripts/lib/prebuilt.mjs).
  for (const mod of ABI_MODULES) {
    const moduleDir = path.join(dir, 'node_modules', mod.name);
    if (!fs.existsSync(moduleDir)) continue;
    await keepBuild(mod, moduleDir, abiOf(), () =>
      run(process.execPath, ['-e', mod.check(moduleDir)], { label: `loading ${mod.name}` }),
    ).catch((error) => log(`${mod.name}'s build not kept: ${error.message.split('\n')[0]}`));
  }
  return true;
}
