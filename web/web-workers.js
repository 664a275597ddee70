// @ts-check
/**
 * The WEB_WORKERS setting, read by two sides that share no build: the cluster's primary
 * (web/cluster.js, plain JavaScript run by node, which loads none of the site) and each worker's
 * environment (web/server/env.ts, bundled into the server build). Plain JavaScript with JSDoc
 * types, so node runs it as it is and TypeScript checks its callers (docs/decisions/0045).
 */

import fs from 'node:fs';
import os from 'node:os';

/**
 * Without WEB_WORKERS: one process per core this server may use, at most DEFAULT_MAX_WEB_WORKERS
 * (docs/decisions/0045, amended by 0053). One process can only ever use one core, and an
 * uncached render is CPU work: on a quiet 2-core machine two processes render the uncached home
 * at 10 clients about a third faster than one does. The cores counted are those the process may run
 * on (its affinity, os.availableParallelism) bounded by the CPU quota of its cgroup (a
 * container's `--cpus`), not the host's.
 */
export const DEFAULT_MAX_WEB_WORKERS = 4;

/**
 * The cores this process may use: its affinity bounded by its cgroup's CPU quota (`quota
 * period`, or `max` for none), rounded down, at least 1.
 *
 * @param {{ parallelism?: number, cpuMax?: string | null }} [probe] what to read instead of the machine (tests)
 * @returns {number}
 */
export function usableCores(probe = {}) {
  let cores = probe.parallelism ?? os.availableParallelism();
  const cpuMax = probe.cpuMax !== undefined ? probe.cpuMax : readCpuMax();
  const [quota, period] = (cpuMax ?? '').trim().split(/\s+/);
  if (quota && quota !== 'max' && Number(quota) > 0 && Number(period) > 0) {
    cores = Math.min(cores, Math.floor(Number(quota) / Number(period)));
  }
  return Math.max(1, cores);
}

/**
 * The cgroup's CPU quota as cgroup v2 writes it (`quota period` or `max ...`): v2's cpu.max, or
 * v1's cfs_quota_us and cfs_period_us (-1 is no quota); null when neither is there.
 *
 * @returns {string | null}
 */
function readCpuMax() {
  const read = (/** @type {string} */ file) => {
    try {
      return fs.readFileSync(file, 'utf8').trim();
    } catch {
      return null;
    }
  };
  const v2 = read('/sys/fs/cgroup/cpu.max');
  if (v2 !== null) return v2;
  const quota = read('/sys/fs/cgroup/cpu/cpu.cfs_quota_us');
  const period = read('/sys/fs/cgroup/cpu/cpu.cfs_period_us');
  if (quota === null || period === null) return null;
  return `${Number(quota) < 0 ? 'max' : quota} ${period}`;
}

/** @param {{ parallelism?: number, cpuMax?: string | null }} [probe] */
export const defaultWebWorkers = (probe) => Math.min(usableCores(probe), DEFAULT_MAX_WEB_WORKERS);

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
  if (text === '') return defaultWebWorkers();
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_WEB_WORKERS)
    throw new Error(`WEB_WORKERS must be a whole number from 1 to ${MAX_WEB_WORKERS} (got "${value}")`);
  return n;
}
