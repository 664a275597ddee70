import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './env.mjs';
import { ABI_MODULES, abiOf, compilerEnv, keepBuild } from './prebuilt.mjs';
import { npm, run } from './run.mjs';

/**
 * Install a project's dependencies (the workspaces' by default, or a package of its own such as
 * tools/lighthouse) when they are missing or older than its package-lock.json (npm ci on a clean
 * tree: exactly the locked versions). Native modules compile on every core. With `nativeLater`,
 * the modules built against this Node.js (ABI_MODULES: a minute of compiling SQLite where no
 * build is kept) are left to buildNative(), which the caller runs beside its next steps.
 */
export async function ensureInstalled(log = () => {}, dir = ROOT, { nativeLater = false } = {}) {
  const marker = path.join(dir, 'node_modules', '.package-lock.json');
  const lock = path.join(dir, 'package-lock.json');
  const fresh = fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs;
  if (fresh) return false;
  const clean = !fs.existsSync(path.join(dir, 'node_modules'));
  const what = dir === ROOT ? 'dependencies' : `${path.relative(ROOT, dir)}'s dependencies`;
  log(clean ? `Installing ${what} (npm ci; the first run takes a few minutes)` : `Updating ${what} (npm install)`);
  const args = clean ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'];
  await run(npm, nativeLater ? [...args, '--ignore-scripts'] : args, {
    cwd: dir,
    // node-gyp (better-sqlite3 compiles where no prebuilt binary can be fetched).
    env: compilerEnv(),
    label: `installing ${what}`,
  });
  if (nativeLater) {
    // Every other package's install scripts, as npm would have run them (sharp, esbuild...).
    const query = ':attr(scripts, [preinstall]), :attr(scripts, [install]), :attr(scripts, [postinstall])';
    const scripted = JSON.parse(
      execFileSync(npm, ['query', query], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
    );
    const names = [...new Set(scripted.map((p) => p.name))].filter((n) => !ABI_MODULES.some((m) => m.name === n));
    if (names.length)
      await run(npm, ['rebuild', ...names], { cwd: dir, label: `running ${names.join(', ')}'s install scripts` });
    return true;
  }
  await keepBuilds(dir, log);
  return true;
}

/** What an install compiled, kept for the next install on this machine (scripts/lib/prebuilt.mjs). */
async function keepBuilds(dir, log) {
  for (const mod of ABI_MODULES) {
    const moduleDir = path.join(dir, 'node_modules', mod.name);
    if (!fs.existsSync(moduleDir)) continue;
    await keepBuild(mod, moduleDir, abiOf(), () =>
      run(process.execPath, ['-e', mod.check(moduleDir)], { label: `loading ${mod.name}` }),
    ).catch((error) => log(`${mod.name}'s build not kept: ${error.message.split('\n')[0]}`));
  }
}

/**
 * The modules built against this Node.js that ensureInstalled({ nativeLater }) left out: built
 * (or unpacked from a build kept on this machine) and kept. Answers what it did.
 */
export async function buildNative(log, dir = ROOT) {
  const missing = ABI_MODULES.filter((mod) => !fs.existsSync(path.join(dir, 'node_modules', mod.name, mod.binary)));
  if (!missing.length) return 'up to date';
  await run(npm, ['rebuild', ...missing.map((mod) => mod.name), '--foreground-scripts'], {
    cwd: dir,
    env: compilerEnv(),
    label: `building ${missing.map((mod) => mod.name).join(', ')}`,
    log,
  });
  await keepBuilds(dir, (line) => log?.write?.(`${line}\n`));
  return `built ${missing.map((mod) => mod.name).join(', ')}`;
}
