import os from 'node:os';
import { red } from '../run.mjs';
import { load } from './measure.mjs';
import { SECONDS } from './options.mjs';

/*
 * Each figure as the bench takes it (after a warm-up, with the machine's load at the time) and
 * prints it.
 */

export const ms = (v) => (Number.isFinite(v) ? Number(v).toFixed(1) : '–');
export const int = (v) => Math.round(v).toLocaleString('en-US');
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
export const mark = (ok) => (ok ? '✓' : '✗');

/** Warm a URL (caches, JIT) with a short light load, then measure it. */
export async function measure(url, { connections, headers, method, body }) {
  await load(url, { seconds: Math.min(2, SECONDS), connections: 2, headers, method, body }).catch(() => {});
  const m = await load(url, { seconds: SECONDS, connections, headers, method, body });
  return { ...m, load: loadNow() };
}

/**
 * The machine's 1-minute load average when a figure was taken: on a shared machine the absolute
 * figures move with it, the ratios (page to static file, 10,000 to 49 listings) much less.
 */
export const loads = [];
export function loadNow() {
  const value = os.loadavg()[0];
  loads.push(value);
  return value;
}
export const loadNote = (m) => (Number.isFinite(m?.load) ? ` · load ${m.load.toFixed(1)}` : '');

/** Why a run has no latencies: its answers closed their connections (scripts/lib/bench/measure.mjs). */
export const closedNote = (m) => `${int(m.closed)} answers closed their connection: latency not measured`;

export const line = (label, m, extra = '') =>
  console.log(
    `    ${label.padEnd(34)} ${int(m.rps).padStart(7)} req/s  p50 ${ms(m.p50).padStart(6)}  p95 ${ms(m.p95).padStart(6)} ms${m.errors || m.non2xx ? red(`  errors ${m.errors} non-2xx ${m.non2xx}`) : ''}${m.closed ? red(`  ${closedNote(m)}`) : ''}${extra}`,
  );
