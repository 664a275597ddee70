#!/usr/bin/env node
/**
 * Strapi's generated types (types/generated/*.d.ts, committed as Strapi LaunchPad does), which
 * give `strapi.documents()` and `strapi.db.query()` the content types' UIDs and fields, and the
 * schemas' country lists, which are the contract's (scripts/country-enums.js).
 *
 *   node scripts/types.js           fails, naming the files, when the committed types are not what
 *                                   the schemas give (run by `npm run typecheck`)
 *   node scripts/types.js --write   writes them (after changing a schema; `strapi develop` does too)
 *
 * The CMS is compiled into .tmp/types-dist (never dist/, which a running CMS or test may be using)
 * and Strapi is registered on it: no database, no server. The generator is Strapi's own
 * (`strapi ts:generate-types`), formatted with the repository's Prettier settings.
 */
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');

const CMS_DIR = path.join(__dirname, '..');
const COMMITTED = path.join(CMS_DIR, 'types', 'generated');
const OUT_ROOT = path.join('.tmp', 'types-check');
const DIST = path.join(CMS_DIR, '.tmp', 'types-dist');

async function main() {
  const write = process.argv.includes('--write');
  const countries = await require('./country-enums').sync({ write });
  if (countries.length && !write) {
    console.error(
      `The country lists of ${countries.join(', ')} are not the contract's COUNTRY_NAMES.\n` +
        'Run `npm run types -w @estate/cms` and commit the result.',
    );
    process.exit(1);
  }
  if (countries.length) console.log(`country lists written from the contract: ${countries.join(', ')}`);
  process.env.STRAPI_TELEMETRY_DISABLED = 'true';
  process.chdir(CMS_DIR);
  fs.rmSync(DIST, { recursive: true, force: true });
  // This compile is also the type check of src/ (noEmitOnError: nothing is generated from code
  // that does not compile), so `npm run typecheck` compiles the CMS once.
  try {
    execFileSync(
      process.execPath,
      [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.json', '--outDir', DIST, '--incremental', 'false'],
      { stdio: 'inherit' },
    );
  } catch {
    console.error('cms: TypeScript errors (above)');
    process.exit(1);
  }

  const { createStrapi } = require('@strapi/strapi');
  const tsUtils = require('@strapi/typescript-utils');
  const app = await createStrapi({ appDir: CMS_DIR, distDir: DIST, autoReload: false, serveAdminPanel: false });
  app.log.level = 'warn';
  await app.register();
  const generated = path.join(CMS_DIR, OUT_ROOT, 'generated');
  fs.rmSync(generated, { recursive: true, force: true });
  await tsUtils.generators.generate({
    strapi: app,
    pwd: CMS_DIR,
    rootDir: OUT_ROOT,
    logger: { silent: true },
    artifacts: { contentTypes: true, components: true },
  });
  await app.destroy();
  fs.rmSync(DIST, { recursive: true, force: true });

  const files = fs.readdirSync(generated).filter((f) => f.endsWith('.d.ts'));
  if (!files.length) throw new Error('the generator wrote no type file');
  if (write) {
    fs.rmSync(COMMITTED, { recursive: true, force: true });
    fs.mkdirSync(COMMITTED, { recursive: true });
    for (const f of files) fs.copyFileSync(path.join(generated, f), path.join(COMMITTED, f));
    console.log(`types/generated: wrote ${files.join(', ')}`);
    return;
  }
  const committed = fs.existsSync(COMMITTED) ? fs.readdirSync(COMMITTED).filter((f) => f.endsWith('.d.ts')) : [];
  const stale = [...new Set([...files, ...committed])].filter((f) => {
    const a = path.join(generated, f);
    const b = path.join(COMMITTED, f);
    return !fs.existsSync(a) || !fs.existsSync(b) || fs.readFileSync(a, 'utf8') !== fs.readFileSync(b, 'utf8');
  });
  if (stale.length) {
    console.error(
      `cms/types/generated is stale versus the schemas: ${stale.join(', ')}.\n` +
        'Run `npm run types -w @estate/cms` and commit the result.',
    );
    process.exitCode = 1;
  } else console.log('types/generated matches the schemas');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
