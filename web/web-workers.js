// @ts-check
/**
 * The WEB_WORKERS setting, read by two sides that share no build: the cluster's primary
 * (web/cluster.js, plain JavaScript run by node, which loads none of the site) and each worker's
 * environment (web/server/env.ts, bundled into the server build). Plain JavaScript with JSDoc
 * types, so node runs it as it is and TypeScript checks its callers (docs/decisions/0045).
 */

/**
 * One process unless WEB_WORKERS asks for more: more measured no better on 2 cores (the CMS and
 * the database share them), and a host's core count says nothing of a container's CPU limit or
 * of what else runs beside it.
 */
export const DEFAULT_WEB_WORKERS = 1;

/** The most web server processes WEB_WORKERS may ask for. */
export const MAX_WEB_WORKERS = 64;

/**
 * WEB_WORKERS as a number of processes; empty or unset is the default. Anything but a whole
 * number from 1 to MAX_WEB_WORKERS throws a message naming the setting, which both sides print
 * as the reason the server did not start.
 *
 * @param {string | undefined} value
 * @returns {number}
 */
export function webWorkers(value) {
  const text = value?.trim() ?? '';
  if (text === '') return DEFAULT_WEB_WORKERS;
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_WEB_WORKERS)
    throw new Error(`WEB_WORKERS must be a whole number from 1 to ${MAX_WEB_WORKERS} (got "${value}")`);
  return n;
}
