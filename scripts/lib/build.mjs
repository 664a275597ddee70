import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './env.mjs';
import { npm, run, stale } from './run.mjs';

const p = (...parts) => path.join(ROOT, ...parts);

/** The shared contract package (ESM + CommonJS). */
export async function buildContract({ force = false } = {}) {
  if (
    !force &&
    !stale(p('contract', 'dist', 'cjs', 'package.json'), [p('contract', 'src'), p('contract', 'package.json')])
  )
    return false;
  await run(npm, ['run', 'build', '-w', '@estate/contract'], { label: 'building the contract' });
  return true;
}

/** The CMS server code (TypeScript to cms/dist), without the Strapi panel. */
export async function buildCmsServer({ force = false } = {}) {
  const inputs = [p('cms', 'src'), p('cms', 'config'), p('cms', 'tsconfig.json'), p('contract', 'dist')];
  if (!force && !stale(p('cms', 'dist', 'src', 'index.js'), inputs)) return false;
  await run(npm, ['run', 'build:server', '-w', '@estate/cms'], { label: 'compiling the CMS' });
  fs.utimesSync(p('cms', 'dist', 'src', 'index.js'), new Date(), new Date());
  return true;
}

/** The Strapi panel (power users), built into cms/dist/build. */
export function panelBuilt() {
  return fs.existsSync(p('cms', 'dist', 'build', 'index.html'));
}

/** True when the panel was never built or its inputs (admin code, dependencies) changed since. */
export function panelStale() {
  return stale(p('cms', 'dist', 'build', 'index.html'), [
    p('cms', 'src', 'admin'),
    p('cms', 'package.json'),
    p('package-lock.json'),
  ]);
}

/** `log`: where its output goes (see run()). */
export async function buildPanel({ log } = {}) {
  await run(npm, ['run', 'build', '-w', '@estate/cms'], {
    label: 'building the Strapi panel',
    env: { STRAPI_TELEMETRY_DISABLED: 'true' },
    log,
  });
}
