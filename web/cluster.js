/**
 * The web server on every core (docs/decisions/0045): the primary process of Node's `cluster`,
 * started by server.js when WEB_WORKERS is above 1 (the default is one per core but one). It serves
 * nothing itself and loads none of the site: it starts the workers (each a whole server.js on
 * the same port, the primary handing connections round robin), prints the start message once,
 * replaces a worker that dies, relays what one worker learns of the content version to the others
 * (web/server/siblings.ts, the other side), and on SIGTERM or SIGINT stops every worker the way a
 * single server stops: no new connections, the answers under way finished (SHUTDOWN_DRAIN_MS).
 */
import cluster from 'node:cluster';

/** Kept in step with web/server/env.ts (webWorkers), which the workers use. */
const MAX_WEB_WORKERS = 64;

/**
 * WEB_WORKERS as a number; throws with the setting's name. Empty means one process
 * (web/server/env.ts, defaultWebWorkers).
 */
export function workerCount(value) {
  if (value === undefined || value.trim() === '') return 1;
  const n = /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_WEB_WORKERS)
    throw new Error(`WEB_WORKERS must be a whole number from 1 to ${MAX_WEB_WORKERS} (got "${value}")`);
  return n;
}

/** How long a stop waits for the answers under way (as the CMS's, decision 0035). */
export const drainMs = () => Number(process.env.SHUTDOWN_DRAIN_MS) || 10_000;

/* Messages between the primary and the workers (see also web/server/siblings.ts). */
export const READY = 'estate:ready';
export const STOP = 'estate:stop';
const VERSION = 'estate:version';
const VERSION_ACK = 'estate:version-ack';
const VERSION_TOLD = 'estate:version-told';
/** The primary answers a teller after this even when a worker has not acknowledged. */
const TELL_BOUND_MS = 800;

const log = (message) => console.log(`[web] ${message}`);

/** Runs the primary: resolves never; the process exits when the workers have stopped. */
export function runPrimary(workers) {
  // Each worker reads the same number: its share of the page cache's memory and of the encoders.
  process.env.WEB_WORKERS = String(workers);
  let stopping = false;
  let exitCode = 0;
  let announced = false;
  /** Workers that died soon after they started, one after the other: the next waits longer. */
  let quickDeaths = 0;
  const startedAt = new Map();
  const ready = new Set();

  /** The pid each replacement stands in for. */
  const replaces = new Map();
  let allReady = false;

  const fork = (replacing) => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    if (replacing) replaces.set(worker.id, replacing);
    worker.on('message', (message) => onMessage(worker, message));
    return worker;
  };

  /* A version one worker learned goes to every other; the teller hears once all have it. */
  const tellings = new Map();
  function relay(from, message) {
    const others = Object.values(cluster.workers ?? {}).filter((w) => w && w !== from && w.isConnected());
    const key = `${from.id}:${message.id}`;
    const answer = () => {
      const telling = tellings.get(key);
      if (!telling) return;
      clearTimeout(telling.timer);
      tellings.delete(key);
      if (from.isConnected()) from.send({ type: VERSION_TOLD, id: message.id }, undefined, () => undefined);
    };
    const waiting = new Set(others.map((w) => w.id));
    tellings.set(key, { waiting, answer, timer: setTimeout(answer, TELL_BOUND_MS) });
    for (const worker of others)
      worker.send(
        { type: VERSION, id: key, version: message.version, knownAt: message.knownAt },
        undefined,
        () => undefined,
      );
    if (!waiting.size) answer();
  }
  function acknowledged(worker, key) {
    const telling = tellings.get(key);
    if (!telling) return;
    telling.waiting.delete(worker.id);
    if (!telling.waiting.size) telling.answer();
  }

  function onMessage(worker, message) {
    if (!message || typeof message !== 'object') return;
    if (message.type === VERSION && typeof message.version === 'string') relay(worker, message);
    else if (message.type === VERSION_ACK) acknowledged(worker, message.id);
    else if (message.type === READY) {
      ready.add(worker.id);
      if (!announced) {
        announced = true;
        // The start message once, from the first worker to listen.
        for (const line of message.lines ?? []) console.log(line);
        for (const line of message.warnings ?? []) console.warn(line);
        if (!stopping) for (let i = 1; i < workers; i++) fork();
      }
      if (!allReady && ready.size === workers) {
        allReady = true;
        log(`${workers} processes (WEB_WORKERS), primary pid ${process.pid}`);
      }
      const replaced = replaces.get(worker.id);
      if (replaced) {
        replaces.delete(worker.id);
        log(`worker ${replaced} replaced by ${worker.process.pid}`);
      }
    }
  }

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? Date.now());
    const wasReady = ready.delete(worker.id);
    startedAt.delete(worker.id);
    replaces.delete(worker.id);
    // A worker that went away stops counting in the tellings it was part of.
    for (const key of [...tellings.keys()]) acknowledged(worker, key);
    if (stopping) {
      if (code !== 0 && signal !== 'SIGTERM' && signal !== 'SIGINT') exitCode = 1;
      if (!Object.keys(cluster.workers ?? {}).length) process.exit(exitCode);
      return;
    }
    if (!announced) {
      // The first worker could not start (a setting, the port): it said why; so does the exit code.
      stop(code || 1);
      return;
    }
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    quickDeaths = lived < 5000 || !wasReady ? quickDeaths + 1 : 0;
    const wait = quickDeaths ? Math.min(30_000, 250 * 2 ** (quickDeaths - 1)) : 0;
    console.error(
      `[web] worker ${worker.process.pid} stopped (${how}) after ${(lived / 1000).toFixed(1)} s: starting another${wait ? ` in ${(wait / 1000).toFixed(1)} s` : ''}`,
    );
    setTimeout(() => {
      if (!stopping) fork(worker.process.pid);
    }, wait);
  });

  function stop(code = 0) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const live = Object.values(cluster.workers ?? {}).filter(Boolean);
    if (!live.length) process.exit(exitCode);
    // Each worker stops taking connections and finishes its answers (it may have had the signal
    // itself too: a terminal's Ctrl-C, or a stop sent to the whole process group).
    for (const worker of live) if (worker.isConnected()) worker.send({ type: STOP }, undefined, () => undefined);
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      console.error('[web] workers still running after the drain: stopped');
      exitCode = 1;
    }, drainMs() + 5000).unref();
  }

  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));
  fork();
}
