#!/usr/bin/env node
/**
 * `npm run build`: every production artefact, from scratch, in dependency order: the contract,
 * the CMS server code, the Strapi panel, the public site and the staff admin. `npm start` builds
 * only what changed; this is the clean build for a release or a CI job. Exits non-zero on the
 * first failure, with that build's output.
 *
 *   npm run build                     everything
 *   npm run build -- --no-panel       everything but the Strapi panel (the slowest part)
 */
import { buildCmsServer, buildContract, buildPanel } from './lib/build.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { done, npm, red, run, step } from './lib/run.mjs';

const withPanel = !process.argv.slice(2).includes('--no-panel');
process.env.STRAPI_TELEMETRY_DISABLED = 'true';

try {
  await ensureInstalled(step);
  step('Building the contract');
  await buildContract({ force: true });
  step('Compiling the CMS');
  await buildCmsServer({ force: true });
  // The site and the staff admin only read the contract's build: they build side by side.
  step('Building the public site and the staff admin');
  await Promise.all([
    run(npm, ['run', 'build', '-w', '@estate/web'], { label: 'building the public site' }),
    run(npm, ['run', 'build', '-w', '@estate/admin-ui'], { label: 'building the staff admin' }),
  ]);
  if (withPanel) {
    step('Building the Strapi panel');
    await buildPanel();
  }
  done(withPanel ? 'Built everything' : 'Built everything but the Strapi panel');
} catch (error) {
  console.error(red(`✗ ${error instanceof Error ? error.message : String(error)}`));
  process.exit(1);
}
