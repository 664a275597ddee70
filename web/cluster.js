// @ts-check
/**
 * The web server on every core (docs/decisions/0045): the primary process of Node's `cluster`,
 * started by server.js when WEB_WORKERS is above 1 (by default one per usable core, at most 4;
 * 1 is one process, no cluster, docs/decisions/0053). It
 * serves nothing itself and loads none of the site: it starts the workers (each a whole server.js
 * on the same port, the primary handing connections round robin), prints the start message once,
 * replaces a worker that dies, relays what one worker learns of the content version to the others
 * (web/server/siblings.ts, the other side), and on SIGTERM or SIGINT stops every worker the way a
 * single server stops: no new connections, the answers under way finished (SHUTDOWN_DRAIN_MS).
 */
import cluster from 'node:cluster';

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

/** @param {string} message */
const log = (message) => console.log(`[web] ${message}`);

/**
 * @typedef {{ version: string, knownAt: number }} VersionNews
 *   What a worker learned of the content version, and a moment it was current (web/server/page-cache/version.ts).
 * @typedef {object} RelayWorker The part of a cluster worker the relay uses.
 * @property {number} id
 * @property {() => boolean} isConnected
 * @property {(message: object, handle: undefined, callback: (error: Error | null) => void) => boolean} send
 */

/**
 * The primary's relay of the content version: what one worker learns goes to every other worker
 * that is ready, and the teller hears once each of them has acknowledged it (or after `boundMs`,
 * should one hang). A worker still starting is sent nothing: it may not listen yet, and a message
 * it never acknowledges would hold a staff save's answer for the whole bound. It gets the newest
 * version relayed so far when it becomes ready instead, which it takes unless it knows a newer one.
 *
 * @param {number} [boundMs]
 */
export function versionRelay(boundMs = TELL_BOUND_MS) {
  /** @type {Map<number, RelayWorker>} */
  const ready = new Map();
  /** @type {VersionNews | undefined} The newest relayed: the workers share one monotonic clock. */
  let newest;
  /** @type {Map<string, { waiting: Set<number>, answer: () => void }>} */
  const tellings = new Map();

  /**
   * @param {RelayWorker} worker
   * @param {string} key
   */
  function acknowledged(worker, key) {
    const telling = tellings.get(key);
    if (!telling) return;
    telling.waiting.delete(worker.id);
    if (!telling.waiting.size) telling.answer();
  }

  /**
   * @param {RelayWorker} worker
   * @param {string} key
   * @param {VersionNews} news
   */
  function send(worker, key, news) {
    worker.send({ type: VERSION, id: key, version: news.version, knownAt: news.knownAt }, undefined, (error) => {
      // A worker whose channel is closed is going away: it holds no teller.
      if (error) acknowledged(worker, key);
    });
  }

  return {
    /**
     * A worker tells what it learned (its own `id` for the answer).
     * @param {RelayWorker} from
     * @param {VersionNews & { id: unknown }} message
     */
    heard(from, message) {
      const news = { version: message.version, knownAt: message.knownAt };
      if (!newest || news.knownAt >= newest.knownAt) newest = news;
      const key = `${from.id}:${message.id}`;
      const others = [...ready.values()].filter((w) => w.id !== from.id && w.isConnected());
      const timer = setTimeout(() => answer(), boundMs);
      const answer = () => {
        if (!tellings.delete(key)) return;
        clearTimeout(timer);
        if (from.isConnected()) from.send({ type: VERSION_TOLD, id: message.id }, undefined, () => undefined);
      };
      tellings.set(key, { waiting: new Set(others.map((w) => w.id)), answer });
      for (const worker of others) send(worker, key, news);
      if (!others.length) answer();
    },
    /**
     * @param {RelayWorker} worker
     * @param {unknown} key
     */
    acknowledged(worker, key) {
      if (typeof key === 'string') acknowledged(worker, key);
    },
    /**
     * The worker listens: from now on it is told, starting with the newest version known.
     * @param {RelayWorker} worker
     */
    ready(worker) {
      ready.set(worker.id, worker);
      if (newest) send(worker, `ready:${worker.id}`, newest);
    },
    /**
     * The worker went away: nobody waits for it any more.
     * @param {RelayWorker} worker
     */
    gone(worker) {
      ready.delete(worker.id);
      for (const key of [...tellings.keys()]) acknowledged(worker, key);
    },
  };
}

/**
 * Runs the primary: resolves never; the process exits when the workers have stopped.
 * @param {number} workers
 */
export function runPrimary(workers) {
  // Each worker reads the same number: its share of the page cache's memory and of the encoders.
  process.env.WEB_WORKERS = String(workers);
  let stopping = false;
  let exitCode = 0;
  let announced = false;
  /** Workers that died soon after they started, one after the other: the next waits longer. */
  let quickDeaths = 0;
  /** @type {Map<number, number>} */
  const startedAt = new Map();
  /** @type {Set<number>} */
  const ready = new Set();

  /** @type {Map<number, number | undefined>} The pid each replacement stands in for. */
  const replaces = new Map();
  let allReady = false;
  const relay = versionRelay();

  /** @param {number} [replacing] */
  const fork = (replacing) => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    if (replacing) replaces.set(worker.id, replacing);
    worker.on('message', (message) => onMessage(worker, message));
    return worker;
  };

  /**
   * @param {import('node:cluster').Worker} worker
   * @param {{ type?: unknown, id?: unknown, version?: unknown, knownAt?: unknown, lines?: string[], warnings?: string[] } | null} message
   */
  function onMessage(worker, message) {
    if (!message || typeof message !== 'object') return;
    if (message.type === VERSION && typeof message.version === 'string' && typeof message.knownAt === 'number')
      relay.heard(worker, { id: message.id, version: message.version, knownAt: message.knownAt });
    else if (message.type === VERSION_ACK) relay.acknowledged(worker, message.id);
    else if (message.type === READY) {
      ready.add(worker.id);
      relay.ready(worker);
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
    relay.gone(worker);
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

  /** @param {number} [code] */
  function stop(code = 0) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const live = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
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
