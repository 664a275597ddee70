import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshSecrets, ROOT } from '../../scripts/lib/env.mjs';
import { startMailCatcher } from '../../scripts/lib/mail-catcher.mjs';
import { buildPanel, panelStale } from '../../scripts/lib/build.mjs';
import { freePort } from '../../scripts/lib/ports.mjs';
import { seedWithSnapshot } from '../../scripts/lib/seed-snapshot.mjs';
import { cmsService, webService } from '../../scripts/lib/stack.mjs';

/** The portal feeds' token for this run (the Dubai listing journey reads the Property Finder feed). */
const FEED_TOKEN = randomBytes(12).toString('hex');
const STAFF = { username: 'e2e-staff', email: 'e2e-staff@estate.test', password: 'Marina-Skyline-Passw0rd!' };
/** The Strapi panel's first administrator, registered on the fresh database. */
const PANEL_ADMIN = { email: 'e2e-panel@estate.test', password: 'E2e-Panel-Passw0rd!' };

function requireBuilt(file: string, how: string) {
  if (!fs.existsSync(path.join(ROOT, file))) throw new Error(`${file} is missing: ${how} first (npm test does it)`);
}

async function registerPanelAdmin(cmsUrl: string) {
  const res = await fetch(`${cmsUrl}/admin/register-admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstname: 'Panel', lastname: 'Editor', ...PANEL_ADMIN }),
  });
  if (!res.ok) throw new Error(`registering the panel's administrator failed: ${res.status} ${await res.text()}`);
}

/**
 * The whole stack on free ports for one run: a fresh SQLite database with the demo seed, uploads
 * in a temporary folder, a mail catcher, the CMS and the web server (which also serves the admin
 * UI), with the Strapi panel served for the panel tests. Everything is stopped and removed afterwards.
 */
export default async function globalSetup() {
  requireBuilt('cms/dist/src/index.js', 'npm run build:server -w @estate/cms');
  requireBuilt('admin-ui/dist/index.html', 'npm run build -w @estate/admin-ui');
  // The Strapi panel is built once and kept in cms/dist/build until its code or dependencies change;
  // E2E_PANEL=false (a run of specs that never open it) neither builds nor serves it.
  const withPanel = process.env.E2E_PANEL !== 'false';
  if (withPanel && panelStale()) {
    console.log('building the Strapi panel for the panel tests (kept for later runs)');
    await buildPanel();
  }

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-e2e-'));
  fs.mkdirSync(path.join(work, 'public', 'uploads'), { recursive: true });
  const mail = await startMailCatcher();
  const [cmsPort, webPort] = [await freePort(), await freePort()];

  // The web server counts listing page views and sends them with this secret (docs/decisions/0084).
  const pageViewsSecret = randomBytes(24).toString('hex');
  const cmsEnv: Record<string, string> = {
    NODE_ENV: 'production',
    PAGE_VIEWS_SECRET: pageViewsSecret,
    ENV_PATH: path.join(work, 'no.env'),
    ...freshSecrets(),
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: path.join(work, 'e2e.db'),
    PUBLIC_DIR: path.join(work, 'public'),
    SERVE_ADMIN_PANEL: String(withPanel),
    STAFF_USERNAME: STAFF.username,
    STAFF_EMAIL: STAFF.email,
    STAFF_PASSWORD: STAFF.password,
    // Password reset mails link to the staff admin on the web server.
    PUBLIC_SITE_URL: `http://127.0.0.1:${webPort}`,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mail.smtpPort),
    LEADS_NOTIFY_TO: 'leads@estate.test',
    // The portal feeds exist only with a token (docs/decisions/0028).
    FEED_TOKEN: FEED_TOKEN,
    OUTBOX_POLL_MS: '500',
    // Saved searches are checked every few seconds, so a digest follows a new listing within the test.
    ALERTS_INTERVAL_MINUTES: '0.05',
    ALERTS_POLL_MS: '1000',
    // No morning digest of tasks and viewings in the specs (cms/tests/pipeline/tasks.db.test.ts covers it).
    TASK_DIGEST_DISABLED: 'true',
    // Every browser request reaches the CMS from the same address: keep the limits out of the way.
    LEADS_RATE_LIMIT: '100000',
    LOGIN_RATE_LIMIT: '100000',
    LOGIN_ACCOUNT_RATE_LIMIT: '100000',
    PANEL_LOGIN_RATE_LIMIT: '1000',
    HOST: '127.0.0.1',
    PORT: String(cmsPort),
  };

  const started = Date.now();
  const copied = await seedWithSnapshot(cmsEnv);
  const cms = cmsService(cmsEnv, { logFile: path.join(work, 'cms.log') }).start();
  await cms.ready(`http://127.0.0.1:${cmsPort}/api/admin/get-countries`);
  if (withPanel) await registerPanelAdmin(`http://127.0.0.1:${cmsPort}`);
  const baseUrl = `http://127.0.0.1:${webPort}`;
  const web = webService(
    {
      NODE_ENV: 'production',
      PORT: String(webPort),
      HOST: '127.0.0.1',
      CMS_URL: `http://127.0.0.1:${cmsPort}`,
      PUBLIC_SITE_URL: baseUrl,
      ADMIN_UI_DIST: path.join(ROOT, 'admin-ui', 'dist'),
      // Two processes, as `npm start` runs on the 2-core machines these tests run on, pinned so
      // the journeys go through the same cluster whatever the host's core count (0053).
      WEB_WORKERS: '2',
      PAGE_VIEWS_SECRET: pageViewsSecret,
      PAGE_VIEWS_FLUSH_SECONDS: '1',
    },
    { logFile: path.join(work, 'web.log') },
  ).start();
  await web.ready(`${baseUrl}/healthz`);
  const seeded = copied ? 'the demo seed copied from its snapshot' : 'the demo seeded';
  console.log(
    `e2e stack ready in ${Math.round((Date.now() - started) / 1000)} s (${seeded}) at ${baseUrl} (logs in ${work})`,
  );

  Object.assign(process.env, {
    E2E_BASE_URL: baseUrl,
    E2E_CMS_URL: `http://127.0.0.1:${cmsPort}`,
    E2E_STAFF_USERNAME: STAFF.username,
    E2E_STAFF_PASSWORD: STAFF.password,
    E2E_STAFF_EMAIL: STAFF.email,
    E2E_SMTP_URL: mail.httpUrl,
    E2E_PANEL_EMAIL: PANEL_ADMIN.email,
    E2E_PANEL_PASSWORD: PANEL_ADMIN.password,
    E2E_FEED_TOKEN: FEED_TOKEN,
  });

  return async () => {
    await web.stop();
    await cms.stop();
    await mail.close();
    if (!process.env.E2E_KEEP) fs.rmSync(work, { recursive: true, force: true });
  };
}
