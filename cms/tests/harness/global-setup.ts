import fs from 'fs';
import http from 'http';
import os from 'os';
import path from 'path';
import { randomBytes } from 'crypto';
import type { TestProject } from 'vitest/node';
import { CmsProcess } from './cms-process';
import { createTestDatabase, dropTestDatabase } from './database';
import { FakeSmtp, freePort, geocoderHandler, ratesHandler, type RatesState } from './fakes';

import {
  FALLBACK_RATES,
  GEOCODED_PLACES,
  LEADS_NOTIFY_TO,
  FEED_TOKEN,
  LIMITS,
  MAIL_FROM,
  PANEL_ADMIN,
  RATES_KEY,
  STAFF,
  TEST_RATES,
} from './env';

export { GEOCODED_PLACES, RATES_KEY, STAFF, TEST_RATES };

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    controlUrl: string;
    dbClient: 'sqlite' | 'postgres';
    /** Where the CMS keeps shared state (rates, rate limits, cache): Redis on the PostgreSQL run. */
    storeKind: 'memory' | 'redis';
    uploadsDir: string;
    smtpPort: number;
    /** The users-permissions JWT secret, so tests can forge expired or foreign tokens. */
    jwtSecret: string;
    /** The environment the shared CMS runs with, for tests that start instances of their own (harness/stack). */
    cmsEnv: Record<string, string>;
    /** The CMS's temp folder (TMPDIR): request bodies and upload work files land here and nowhere else. */
    tmpDir: string;
    /** A database a CMS of this run has set up and left: copied for a fresh database (harness/stack). */
    templateDb: Record<string, string>;
    /** Where a CMS started ahead of the test that will take it is recorded until taken (harness/stack). */
    sparesDir: string;
    staff: { username: string; email: string; password: string };
  }
}

function listen(handler: http.RequestListener): Promise<{ server: http.Server; port: number }> {
  return new Promise((resolve) => {
    const server = http.createServer(handler);
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port }));
  });
}

async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body ? (JSON.parse(body) as Record<string, unknown>) : {};
}

export default async function setup(project: TestProject) {
  // Set up once by a CMS, then copied: for the run's database and each fresh one a test asks for.
  const template = await createTestDatabase();
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-run-'));
  const publicDir = path.join(runDir, 'public');
  fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  const tmpDir = path.join(runDir, 'tmp');
  fs.mkdirSync(tmpDir);
  const sparesDir = path.join(runDir, 'spares');
  fs.mkdirSync(sparesDir);
  // The CMS reads the repository's .env for anything unset; the tests must not depend on it.
  const emptyEnvFile = path.join(runDir, 'empty.env');
  fs.writeFileSync(emptyEnvFile, '');

  const smtp = new FakeSmtp(await freePort());
  await smtp.start();
  const rates: RatesState = { rates: { ...TEST_RATES }, failWith: null, requests: 0, validKey: RATES_KEY };
  const ratesServer = await listen(ratesHandler(rates));
  const geocoder = await listen(geocoderHandler(GEOCODED_PLACES));

  const secret = () => randomBytes(16).toString('base64');
  const jwtSecret = secret();
  const cmsEnv: Record<string, string> = {
    ...template.env,
    ENV_PATH: emptyEnvFile,
    NODE_ENV: 'test',
    TMPDIR: tmpDir,
    STRAPI_TELEMETRY_DISABLED: 'true',
    APP_KEYS: `${secret()},${secret()}`,
    ADMIN_JWT_SECRET: secret(),
    API_TOKEN_SALT: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    ENCRYPTION_KEY: secret(),
    JWT_SECRET: jwtSecret,
    SERVE_ADMIN_PANEL: 'false',
    // No background VACUUM under the suite's feet (tests/db-maintenance.db.test.ts starts its own).
    DB_MAINTENANCE_INTERVAL_SECONDS: '0',
    PUBLIC_DIR: publicDir,
    STAFF_USERNAME: STAFF.username,
    STAFF_EMAIL: STAFF.email,
    STAFF_PASSWORD: STAFF.password,
    STRAPI_ADMIN_EMAIL: PANEL_ADMIN.email,
    STRAPI_ADMIN_PASSWORD: PANEL_ADMIN.password,
    // bcrypt's least cost: a SQLite run checks or hashes passwords about 1,100 times (sign-ins, the
    // sign-in limits in every spelling, invitations, resets), about 80 ms of CPU each at the default.
    // The default and production's floor are tests/security/passwords.test.ts's.
    PASSWORD_HASH_ROUNDS: '4',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_TIMEOUT_MS: '2000',
    LEADS_NOTIFY_TO,
    MAIL_FROM,
    OUTBOX_POLL_MS: '300',
    // A mail that keeps failing runs out of its twelve attempts in about 6 s; a mail server down
    // for a test's restart of the CMS (several seconds on a loaded machine) is outlasted.
    OUTBOX_RETRY_BASE_MS: '300',
    OUTBOX_RETRY_MAX_MS: '500',
    // A claim outlives the longest send here (two recipients, SMTP_TIMEOUT_MS each) but not the
    // tests' 15 s wait: a lead claimed by an instance that was killed mid-round (a restart that
    // outlasted its grace period on a loaded machine) is sent after the lock, within the test.
    OUTBOX_LOCK_MS: '8000',
    // Saved searches are checked about every second, so a digest follows a new listing quickly.
    ALERTS_INTERVAL_MINUTES: '0.02',
    ALERTS_POLL_MS: '300',
    // The morning digest of tasks and viewings mails every member with something due today: off
    // for the suite, whose tests count their members' mails; tests/pipeline/tasks.db.test.ts turns it on.
    TASK_DIGEST_DISABLED: 'true',
    RATES_URL: `http://127.0.0.1:${ratesServer.port}/v6/{key}/latest/USD`,
    RATES_API_KEY: RATES_KEY,
    RATES_TTL_SECONDS: '1',
    RATES_FALLBACK: Object.entries(FALLBACK_RATES)
      .map(([code, rate]) => `${code}=${rate}`)
      .join(','),
    GEOCODER_URL: `http://127.0.0.1:${geocoder.port}/search`,
    // The tests reach the CMS from the loopback, a trusted proxy by default: their
    // X-Forwarded-For names the client, so each test file counts against its own address.
    // 127.0.0.2 and the rest of the loopback are left untrusted: a test connecting from there
    // (harness/security callFrom) is a client on the internet, talking to the CMS directly.
    TRUSTED_PROXIES: '127.0.0.1/32,::1',
    LEADS_RATE_LIMIT: String(LIMITS.leadsPerWindow),
    LEADS_RATE_WINDOW_SECONDS: '120',
    LOGIN_RATE_LIMIT: String(LIMITS.loginFailuresPerWindow),
    LOGIN_ACCOUNT_RATE_LIMIT: String(LIMITS.loginAccountFailuresPerWindow),
    LOGIN_RATE_WINDOW_SECONDS: '120',
    USERS_PERMISSIONS_RATE_LIMIT: String(LIMITS.usersPermissionsPerWindow),
    UPLOAD_MAX_BYTES: String(LIMITS.uploadBytes),
    BROCHURE_MAX_BYTES: String(LIMITS.brochureBytes),
    FILM_MAX_BYTES: String(LIMITS.filmBytes),
    FEED_TOKEN,
    BODY_JSON_LIMIT: LIMITS.bodyJson,
    // The PostgreSQL run also exercises the shared (Redis) store.
    ...(template.client === 'postgres'
      ? { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_PREFIX: `estate-test-${secret()}:` }
      : {}),
    QUERY_STATS: 'true',
  };
  const setUp = new CmsProcess(await freePort(), { ...cmsEnv });
  await setUp.start();
  await setUp.stop();
  const db = await createTestDatabase(template.env);
  Object.assign(cmsEnv, db.env);
  const cms = new CmsProcess(await freePort(), cmsEnv);
  await cms.start();
  // A second instance on the same database (and store), started on demand: two outbox workers.
  let second: CmsProcess | null = null;

  // The tests steer the fakes and the CMS through this small API.
  const control = await listen(async (req, res) => {
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? null));
    try {
      const route = `${req.method} ${req.url}`;
      if (route === 'GET /mail') return send(200, smtp.messages);
      if (route === 'DELETE /mail') return send(200, smtp.messages.splice(0));
      if (route === 'POST /smtp/stop') return send(200, await smtp.stop());
      if (route === 'POST /smtp/start') return send(200, await smtp.start());
      if (route === 'PUT /smtp/refused-recipients') {
        const list = (await readJson(req)) as unknown as string[];
        return send(200, (smtp.refusedRecipients = list.map((a) => a.toLowerCase())));
      }
      if (route === 'GET /rates') return send(200, rates);
      if (route === 'PUT /rates') return send(200, Object.assign(rates, await readJson(req)));
      if (route === 'POST /cms/restart') return send(200, await cms.restart());
      if (route === 'POST /cms2/start') {
        second ??= new CmsProcess(await freePort(), cmsEnv);
        await second.start();
        return send(200, { url: second.url });
      }
      if (route === 'POST /cms2/stop') return send(200, await second?.stop());
      if (route === 'GET /cms/log') return send(200, cms.log.join(''));
      return send(404, { message: 'unknown control route' });
    } catch (error) {
      return send(500, { message: (error as Error).message });
    }
  });

  project.provide('baseUrl', cms.url);
  project.provide('controlUrl', `http://127.0.0.1:${control.port}`);
  project.provide('dbClient', db.client);
  project.provide('storeKind', db.client === 'postgres' ? 'redis' : 'memory');
  project.provide('uploadsDir', path.join(publicDir, 'uploads'));
  project.provide('smtpPort', smtp.port);
  project.provide('staff', STAFF);
  project.provide('jwtSecret', jwtSecret);
  project.provide('cmsEnv', cmsEnv);
  project.provide('tmpDir', tmpDir);
  project.provide('templateDb', template.env);
  project.provide('sparesDir', sparesDir);

  return async () => {
    // The CMS started ahead for a test that never came: unused, so ended at once.
    for (const file of fs.readdirSync(sparesDir)) {
      const { pid, env } = JSON.parse(fs.readFileSync(path.join(sparesDir, file), 'utf8')) as {
        pid: number;
        env: Record<string, string>;
      };
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
      await dropTestDatabase(env);
    }
    await second?.stop();
    await cms.stop();
    await smtp.stop();
    for (const s of [ratesServer.server, geocoder.server, control.server]) s.close();
    await db.drop();
    await template.drop();
    fs.rmSync(runDir, { recursive: true, force: true });
  };
}
