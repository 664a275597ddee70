import autocannon from 'autocannon';
import PipelinedRequestsQueue from 'autocannon/lib/pipelinedRequestsQueue.js';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/** The p-th percentile of sorted numbers (nearest rank). */
export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/*
 * autocannon keeps every answer's body as a JavaScript string (`body += chunk`, for its
 * verifyBody/expectBody/onResponse options, which the bench never uses): the gzipped bytes are
 * decoded as UTF-8, chunk by chunk. That cost about 12 µs per KB of answer in the load generator,
 * which shares the machine's two cores with the servers it measures: a 43 KB page could not pass
 * ~1,300 req/s (p95 81 ms at 50 clients) from a server doing nothing but writing stored bytes, so
 * the bench measured each page's size through its own client rather than the web server
 * (docs/decisions/0048). Bytes are still counted (`throughput`); the body is not kept.
 */
PipelinedRequestsQueue.prototype.addBody = function keepNoBody() {};

/**
 * Load a URL with `connections` concurrent clients for `seconds`: requests per second,
 * latency percentiles from every response, and the errors. Requests ask for gzip, as browsers
 * and the web server do.
 */
export async function load(url, { seconds, connections, method = 'GET', body, headers = {} }) {
  const times = [];
  let errors = 0;
  let non2xx = 0;
  // autocannon writes a connection's next request as soon as an answer ends, before it sees that
  // the answer closed the connection (Connection: close): that request is lost on the closing
  // socket and its start is charged to a later answer, so latencies grow through the run without
  // any answer being slow (a proxied route can show a 2-second p95 this way). Such a run's latencies
  // are not the server's: they are reported as not measured, with the count of closing answers.
  let closed = 0;
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        method,
        connections,
        duration: seconds,
        headers: {
          accept: headers.accept ?? 'application/json',
          'accept-encoding': 'gzip',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        body: body ? JSON.stringify(body) : undefined,
        setupClient: (client) =>
          client.on('headers', (info) => {
            if (info?.shouldKeepAlive === false) closed += 1;
          }),
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      times.push(responseTime);
      if (status < 200 || status > 299) non2xx += 1;
    });
    instance.on('reqError', () => (errors += 1));
  });
  times.sort((a, b) => a - b);
  const latency = (p) => (closed ? NaN : percentile(times, p));
  return {
    rps: result.requests.average,
    p50: latency(50),
    p95: latency(95),
    p99: latency(99),
    requests: times.length,
    errors: errors + result.errors,
    non2xx,
    closed,
  };
}

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux). */
export function cpuMs(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();
export const canMeasureCpu = () => process.platform === 'linux';

/** A fresh database of the bench's own, dropped afterwards. */
export function createDatabase(kind, pgUrl) {
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-bench-'));
    return {
      env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(dir, 'bench.db') },
      drop: () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `estate_bench_${Date.now()}`;
  const psql = (sql) => execFileSync('psql', [pgUrl, '-qAtc', sql], { stdio: 'pipe' });
  psql(`CREATE DATABASE ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: url.toString() },
    // A bulk load leaves the planner without statistics until autovacuum comes by.
    analyze: () => execFileSync('psql', [url.toString(), '-qAtc', 'ANALYZE'], { stdio: 'pipe' }),
    drop: () => psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** The machine, for the report. */
export function machine() {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model?.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, ${os.platform()} ${os.release()}`;
}

/**
 * One request as a browser makes it (gzip accepted), timed, with the bytes on the wire (the
 * body as sent, compressed or not) and the body decoded.
 */
export function timedRequest(url, { method = 'GET', body, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const payload = body ? JSON.stringify(body) : undefined;
    const req = http.request(
      url,
      {
        method,
        headers: {
          'accept-encoding': 'gzip',
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const text = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
          resolve({
            status: res.statusCode,
            headers: res.headers,
            text,
            wire: raw.length,
            ms: performance.now() - started,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
