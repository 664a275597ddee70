import http from 'node:http';

/**
 * A small retrying load balancer with the semantics of the docker-compose `scale` profile's
 * Caddy (deploy/Caddyfile), so the multi-instance test and the bench run the same configuration
 * without docker (docs/decisions/0035):
 *
 *  - round robin over the upstreams (`lb_policy round_robin`);
 *  - a request whose connection to an upstream failed (refused, reset before a byte of the
 *    request left, a kept-alive socket the upstream had closed) is tried on the next upstream,
 *    whatever its method: the upstream never saw it (Caddy always allows a retry when "the
 *    connection to the upstream failed");
 *  - a request that reached an upstream which then failed to answer (the process died mid-way)
 *    is tried again only when it is idempotent, GET or HEAD (`lb_retry_match method GET HEAD`):
 *    a lead POST is never sent twice, it fails visibly with 502 instead;
 *  - an upstream whose connection failed is skipped for `failMs` (passive health, `fail_duration`);
 *  - X-Forwarded-For gets the peer's address appended, X-Forwarded-Proto and -Host are set, as
 *    Caddy does for a client it trusts (the loopback here, `trusted_proxies` there).
 *
 * Bodies are read in full before the first try (bounded by `maxBodyBytes`), so a retry can send
 * them again; Caddy buffers retried bodies the same way (`request_buffers`).
 */

const IDEMPOTENT = new Set(['GET', 'HEAD']);
/** Errors meaning the upstream never got the request: safe to send it elsewhere. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL', 'ETIMEDOUT']);
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

/**
 * @typedef {object} BalancerStats
 * @property {number} requests   requests received from clients
 * @property {number} answered   requests answered with an upstream's answer (any status)
 * @property {number} failed     requests answered 502 because no upstream could answer
 * @property {number} retried    tries made on another upstream after one failed
 * @property {Record<string, number>} byUpstream  answers per upstream
 */

/**
 * @param {object} options
 * @param {string[]} options.upstreams  base URLs (http://host:port)
 * @param {number} [options.port]       0 (default) for a free port
 * @param {number} [options.failMs]     how long an upstream whose connection failed is skipped
 * @param {number} [options.maxBodyBytes]
 * @param {number} [options.tryTimeoutMs] an upstream that does not start answering within this is given up
 */
export async function startBalancer({
  upstreams,
  port = 0,
  failMs = 5000,
  maxBodyBytes = 25 * 1024 * 1024,
  tryTimeoutMs = 30_000,
}) {
  const targets = upstreams.map((u) => new URL(u));
  const downUntil = new Map();
  /** @type {BalancerStats} */
  const stats = { requests: 0, answered: 0, failed: 0, retried: 0, byUpstream: {} };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;

  /** The upstreams in the order this request tries them: round robin, healthy ones first. */
  function order() {
    const start = next++ % targets.length;
    const ring = targets.map((_, i) => targets[(start + i) % targets.length]);
    const now = Date.now();
    const healthy = ring.filter((t) => (downUntil.get(t.host) ?? 0) <= now);
    return [...healthy, ...ring.filter((t) => !healthy.includes(t))];
  }

  function forwardedHeaders(req) {
    const headers = { ...req.headers };
    for (const h of HOP_BY_HOP) delete headers[h];
    const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
    headers['x-forwarded-for'] = req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${peer}` : peer;
    headers['x-forwarded-proto'] ??= 'http';
    headers['x-forwarded-host'] ??= req.headers.host ?? '';
    return headers;
  }

  /** One try: resolves with the upstream's answer (headers received), rejects with why it failed. */
  function attempt(target, req, headers, body) {
    const idempotent = IDEMPOTENT.has(req.method);
    return new Promise((resolve, reject) => {
      const upstream = http.request(
        {
          // A request that must not run twice goes on a connection of its own: on a kept-alive one,
          // a reset cannot tell "closed while idle, request unseen" from "taken, then the process
          // died", and resending the second kind would store a lead twice (seen in the test).
          agent: idempotent ? agent : false,
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: { ...headers, host: target.host, ...(body.length ? { 'content-length': body.length } : {}) },
          timeout: tryTimeoutMs,
        },
        resolve,
      );
      upstream.on('timeout', () => upstream.destroy(Object.assign(new Error('upstream timeout'), { code: 'TIMEOUT' })));
      upstream.on('error', (error) => {
        // Refused or unreachable: the upstream saw nothing. A reset on a kept-alive socket (only
        // idempotent requests use them) is most likely one the upstream closed while idle.
        const unsent =
          NOT_CONNECTED.has(error.code) || (idempotent && upstream.reusedSocket && error.code === 'ECONNRESET');
        reject(Object.assign(error, { unsent }));
      });
      upstream.end(body);
    });
  }

  async function handle(req, res) {
    stats.requests += 1;
    const chunks = [];
    let size = 0;
    for await (const chunk of req) {
      size += chunk.length;
      if (size > maxBodyBytes) {
        res.writeHead(413, { 'content-type': 'text/plain' }).end('request body too large');
        return;
      }
      chunks.push(chunk);
    }
    const body = Buffer.concat(chunks);
    const headers = forwardedHeaders(req);
    const tries = order();
    let lastError = null;
    for (let i = 0; i < tries.length; i++) {
      const target = tries[i];
      if (i > 0) stats.retried += 1;
      let answer;
      try {
        answer = await attempt(target, req, headers, body);
      } catch (error) {
        lastError = error;
        if (error.unsent) downUntil.set(target.host, Date.now() + failMs);
        if (error.unsent || IDEMPOTENT.has(req.method)) continue;
        break;
      }
      const out = { ...answer.headers };
      for (const h of HOP_BY_HOP) delete out[h];
      res.writeHead(answer.statusCode ?? 502, out);
      answer.pipe(res);
      // An upstream dying mid-body cannot be retried any more: the client sees a cut answer.
      answer.on('error', () => res.destroy());
      stats.answered += 1;
      stats.byUpstream[target.host] = (stats.byUpstream[target.host] ?? 0) + 1;
      return;
    }
    stats.failed += 1;
    if (!res.headersSent) {
      res
        .writeHead(502, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: `no upstream answered (${lastError?.code ?? lastError?.message})` }));
    }
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  server.keepAliveTimeout = 5000;
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address();
  return {
    url: `http://127.0.0.1:${bound}`,
    port: bound,
    stats,
    async stop() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
