import { assertSafeToStart } from './auth/auth-env';
import { parseStoreConfig } from './cache/store-config';
import { intervalMs } from './database/db-maintenance';
import { readLimits } from './uploads/limits';

/**
 * The settings that stop a start, each naming its variable: credentials in production, the store,
 * cache, limit and proxy settings, the session lifetimes, the upload limits and the database
 * upkeep interval. The CMS reads each where it uses it, at its start; scripts/serve.js reads them
 * all first, before Strapi loads the application (seconds of module loading), so a refused start
 * says why at once.
 */
export function checkStartSettings(env: NodeJS.ProcessEnv = process.env): void {
  assertSafeToStart(env);
  parseStoreConfig(env);
  readLimits(env);
  intervalMs(env);
}
