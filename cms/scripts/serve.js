'use strict';
/**
 * Start the compiled CMS (dist/) without the CLI: used by `npm start`, the contract tests and
 * the benchmarks. Environment variables configure everything (see .env.example).
 */
const path = require('path');

process.env.STRAPI_TELEMETRY_DISABLED = 'true';
const appDir = path.resolve(__dirname, '..');
// One .env at the repository root configures the whole stack (dotenv never overrides the environment).
process.env.ENV_PATH = process.env.ENV_PATH || path.resolve(appDir, '..', '.env');

// The settings that would stop the start (the environment and ENV_PATH's file, read here as Strapi
// reads them when it loads, with its default NODE_ENV), checked before Strapi's seconds of module
// loading: a refused start ends in a moment.
require('dotenv').config({ path: process.env.ENV_PATH, quiet: true });
process.env.NODE_ENV = process.env.NODE_ENV || 'development';
try {
  require(path.join(appDir, 'dist', 'src', 'lib', 'start-settings.js')).checkStartSettings(process.env);
} catch (error) {
  console.error(error);
  process.exit(1);
}

const { createStrapi } = require('@strapi/strapi');
const app = createStrapi({ appDir, distDir: path.join(appDir, 'dist') });
// One shutdown, however many ask for it: Strapi's own signal handler and ours below both call
// destroy(). Run twice at once, the second run fails on what the first already closed, and our
// handler then exited mid-shutdown: an outbox round that had just sent a mail was cut before it
// recorded the send, and another instance mailed the lead again (tests/multi-instance.db.test.ts).
const destroyOnce = app.destroy.bind(app);
let destroying = null;
app.destroy = () => (destroying ??= drain().then(destroyOnce));

/*
 * A stop drains before it destroys: Strapi's destroy cuts every open connection, answers still
 * being written included, so a lead stored just then reached the visitor as an error. The
 * server first stops taking connections (a load balancer sends new ones to another instance,
 * deploy/Caddyfile), then the requests under way finish, for at most SHUTDOWN_DRAIN_MS.
 */
const DRAIN_MS = Number(process.env.SHUTDOWN_DRAIN_MS) || 10_000;
let inFlight = 0;
async function drain() {
  const server = app.server && app.server.httpServer;
  if (!server || !server.listening) return;
  server.close();
  server.closeIdleConnections();
  const deadline = Date.now() + DRAIN_MS;
  while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
}

app
  .start()
  .then(() => {
    app.server.httpServer.on('request', (req, res) => {
      inFlight += 1;
      res.once('close', () => (inFlight -= 1));
    });
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    const instance = global.strapi;
    (instance ? instance.destroy() : Promise.resolve()).finally(() => process.exit(0));
  });
}
