import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './env.mjs';
import { npm, run } from './run.mjs';

/**
 * Install the workspaces' dependencies when they are missing or older than package-lock.json
 * (npm ci on a clean tree: exactly the locked versions).
 */
export async function ensureInstalled(log = () => {}) {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  const fresh = fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs;
  if (fresh) return false;
  const clean = !fs.existsSync(path.join(ROOT, 'node_modules'));
  log(
    clean
      ? 'Installing dependencies (npm ci; the first run takes a few minutes)'
      : 'Updating dependencies (npm install)',
  );
  await run(npm, clean ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'], {
    label: 'installing dependencies',
  });
  return true;
}
