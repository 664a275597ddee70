#!/usr/bin/env node
/**
 * `npm run seed`: the demo content (idempotent), or `npm run seed -- --properties 10000` for the
 * large synthetic set of the benchmarks, into the database .env configures.
 */
import { buildCmsServer, buildContract } from './lib/build.mjs';
import { ensureEnvFile, loadEnv, reportEnvFile } from './lib/env.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { done, step } from './lib/run.mjs';

await ensureInstalled(step);
reportEnvFile(ensureEnvFile());
step('Building the contract and the CMS (when changed)');
await buildContract();
await buildCmsServer();
const { seed } = await import('./lib/stack.mjs');
step('Seeding');
await seed(loadEnv(), process.argv.slice(2));
done('Seeded');
