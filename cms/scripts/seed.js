#!/usr/bin/env node
'use strict';
/**
 * Seed the CMS: the demo content (Dubai and international listings, developments, areas, team,
 * reviews and guides, all these also in Arabic, Russian and Chinese; an Instagram set and the
 * agency settings, with pictures drawn locally), and optionally a large synthetic set of properties
 * for benchmarks.
 *
 *   node cms/scripts/seed.js                         demo content (idempotent)
 *   node cms/scripts/seed.js --properties 10000      demo content plus synthetic properties up to 10,000
 *   node cms/scripts/seed.js --properties 10000 --synthetic-only
 *
 * It loads the compiled CMS in-process (run `npm run build:server -w @estate/cms` first) and
 * writes through Strapi's document service, so the CMS's save hooks derive prices, slugs,
 * coordinates and clean rich text exactly as they do for staff edits.
 */
const path = require('path');

const CMS_DIR = path.resolve(__dirname, '..');
const ROOT = path.resolve(CMS_DIR, '..');

function parseArgs(argv) {
  const out = { properties: 0, leads: 0, syntheticOnly: false, help: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') out.help = true;
    else if (arg === '--synthetic-only') out.syntheticOnly = true;
    else if (/^--(properties|leads)(=|$)/.test(arg)) {
      const name = arg.slice(2).split('=')[0];
      const value = arg.includes('=') ? arg.split('=')[1] : argv[(i += 1)];
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} needs a whole number, not "${value}"`);
      out[name] = n;
    } else throw new Error(`unknown argument ${arg} (try --help)`);
  }
  if (out.syntheticOnly && !out.properties && !out.leads)
    throw new Error('--synthetic-only needs --properties <n> or --leads <n>');
  return out;
}

const HELP = `Usage: node cms/scripts/seed.js [--properties <n>] [--leads <n>] [--synthetic-only]

  (no arguments)       the demo content; running it again changes nothing
  --properties <n>     also make sure <n> synthetic properties exist (for benchmarks)
  --leads <n>          also make sure <n> synthetic leads exist (enquiries as deals, Start Now
                       requests, subscriptions, their contacts and a dozen synthetic agents)
  --synthetic-only     only the synthetic sets (the properties with their small picture pool)

Environment: the CMS's own (DATABASE_CLIENT, DATABASE_FILENAME or DATABASE_URL, PUBLIC_DIR, the
Strapi secrets); the root .env is read when present.`;

async function main() {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  if (args.help) {
    console.log(HELP);
    return;
  }

  // One .env at the repository root configures the stack (dotenv never overrides the environment).
  process.env.ENV_PATH = process.env.ENV_PATH || path.join(ROOT, '.env');
  process.env.STRAPI_TELEMETRY_DISABLED = 'true';
  // Seeding needs no admin panel, no mail outbox, no background upkeep and no noise from the request logger.
  process.env.SERVE_ADMIN_PANEL = 'false';
  process.env.OUTBOX_DISABLED = 'true';
  // The database upkeep runs once, after the bulk load (below), not at start.
  process.env.DB_MAINTENANCE_INTERVAL_SECONDS = '0';
  process.env.STRAPI_LOG_LEVEL = process.env.STRAPI_LOG_LEVEL || 'warn';
  // The CMS resolves relative paths (the SQLite file, the public folder) from its own folder.
  process.chdir(CMS_DIR);

  const started = Date.now();
  const { createStrapi } = require('@strapi/strapi');
  const instance = createStrapi({ appDir: CMS_DIR, distDir: path.join(CMS_DIR, 'dist') });
  instance.log.level = process.env.STRAPI_LOG_LEVEL;
  const app = await instance.load();
  const log = (line) => console.log(line);
  const client = app.db.config.connection.client;
  log(
    `Seeding ${client === 'sqlite' ? `SQLite ${app.db.config.connection.connection.filename}` : 'PostgreSQL'} (CMS loaded in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );

  // Stop cleanly on Ctrl+C: Strapi's own handlers would otherwise keep the process alive.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping (a second run resumes where this one stopped)`);
      app
        .destroy()
        .catch(() => {})
        .finally(() => process.exit(130));
    });
  }

  let failed = false;
  try {
    if (!args.syntheticOnly) {
      const { seedDemo } = require('./seed/demo');
      await seedDemo(app, { log });
    }
    if (args.properties) {
      const { seedSynthetic } = require('./seed/synthetic');
      await seedSynthetic(app, { total: args.properties, log });
    }
    if (args.leads) {
      const { seedSyntheticLeads } = require('./seed/synthetic-leads');
      await seedSyntheticLeads(app, { total: args.leads, log });
    }
    if (client === 'postgres') {
      // After a bulk load PostgreSQL plans from no statistics until autovacuum (if on) catches up
      // (docs/decisions/0055).
      const { upkeep } = require(path.join(CMS_DIR, 'dist', 'src', 'lib', 'database', 'db-maintenance'));
      const at = Date.now();
      const tables = await upkeep({ everyTable: true });
      log(`Vacuumed and analyzed ${tables.length} tables in ${((Date.now() - at) / 1000).toFixed(1)} s`);
    }
    log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    failed = true;
    console.error(error);
  } finally {
    await app.destroy();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
