#!/usr/bin/env node
/**
 * `npm start`: everything on http://localhost:3000 from a fresh clone, with progress.
 * Installs what is missing, creates .env with fresh secrets, builds what changed, seeds the demo
 * content into SQLite on the first run, starts a local mail catcher (when no SMTP server is
 * configured), the CMS and the web server; the Strapi panel (power users) is built in the
 * background after the site is up. Ctrl+C stops everything.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildCmsServer, buildContract, buildPanel, panelBuilt } from './lib/build.mjs';
import { ensureEnvFile, loadEnv, PASSWORD_VARIABLES, ROOT } from './lib/env.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { nodeVersionProblem } from './lib/node-version.mjs';
import { isListening } from './lib/ports.mjs';
import { bold, dim, done, gold, green, npm, red, run, stale, step } from './lib/run.mjs';

const nodeProblem = nodeVersionProblem();
if (nodeProblem?.fatal) {
  console.error(red(nodeProblem.message));
  process.exit(1);
}
if (nodeProblem) console.warn(gold(nodeProblem.message));
process.env.STRAPI_TELEMETRY_DISABLED = 'true';

const services = [];
let stopping = false;
async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log(dim('\nStopping...'));
  for (const s of services.reverse()) await s.stop().catch(() => {});
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

try {
  console.log(bold('\nEstate: public site, staff admin and CMS\n'));
  await ensureInstalled(step);

  const envFile = ensureEnvFile();
  if (envFile.created) done('Created .env with fresh secrets and passwords (edit it to configure the stack)');
  else if (envFile.generated.length) done(`Filled ${envFile.generated.join(', ')} in .env with fresh values`);
  // Passwords are shown once, when chosen; afterwards they are only in .env.
  const shown = new Set(envFile.generated.filter((name) => PASSWORD_VARIABLES.includes(name)));
  const env = loadEnv();
  const secretOf = (name) => (shown.has(name) ? gold(env[name] ?? '') : dim(`password: ${name} in .env`));
  const webPort = Number(env.WEB_PORT ?? 3000);
  const cmsPort = Number(env.CMS_PORT ?? 1337);
  const siteUrl = env.PUBLIC_SITE_URL ?? `http://localhost:${webPort}`;
  for (const [port, what] of [
    [webPort, 'WEB_PORT'],
    [cmsPort, 'CMS_PORT'],
  ]) {
    if (await isListening(port))
      throw new Error(`port ${port} (${what}) is already in use: stop what uses it or change ${what} in .env`);
  }

  step('Building the contract and the CMS (when changed)');
  await buildContract();
  await buildCmsServer();
  done('Contract and CMS built');

  const cmsEnv = {
    ...env,
    PORT: String(cmsPort),
    HOST: env.CMS_HOST ?? '127.0.0.1',
    NODE_ENV: env.NODE_ENV ?? 'production',
  };
  const { seed, cmsService, webService } = await import('./lib/stack.mjs');

  // The site's builds and the first seed run side by side: they are independent.
  const tasks = [];
  const webBuilt = path.join(ROOT, 'web', 'build');
  if (
    stale(webBuilt, [path.join(ROOT, 'web', 'app'), path.join(ROOT, 'web', 'src'), path.join(ROOT, 'contract', 'dist')])
  ) {
    tasks.push(
      run(npm, ['run', 'build', '-w', '@estate/web'], { label: 'building the public site' }).then(() =>
        done('Public site built'),
      ),
    );
  }
  if (
    stale(path.join(ROOT, 'admin-ui', 'dist', 'index.html'), [
      path.join(ROOT, 'admin-ui', 'src'),
      path.join(ROOT, 'contract', 'dist'),
    ])
  ) {
    tasks.push(
      run(npm, ['run', 'build', '-w', '@estate/admin-ui'], { label: 'building the staff admin' }).then(() =>
        done('Staff admin built'),
      ),
    );
  }
  const sqlite = (env.DATABASE_CLIENT ?? 'sqlite') === 'sqlite';
  const dbFile = path.resolve(ROOT, 'cms', env.DATABASE_FILENAME ?? '.tmp/data.db');
  if (sqlite && !fs.existsSync(dbFile)) {
    tasks.push(
      seed({ ...cmsEnv, OUTBOX_DISABLED: 'true' }, [], { echo: false }).then((out) => {
        // The seed prints a table (kind, created, kept, updated) and its time: sum it up.
        const rows = [...out.matchAll(/^\s+([a-z-]+)\s+(\d+)\s+(\d+)\s+(\d+)\s*$/gm)];
        const created = rows.reduce((n, r) => n + Number(r[2]), 0);
        const kept = rows.reduce((n, r) => n + Number(r[3]), 0);
        const time = out.match(/Done in ([\d.]+ s)/)?.[1];
        done(`Demo content seeded ${dim(`(${created} created, ${kept} kept${time ? `, ${time}` : ''})`)}`);
      }),
    );
  }
  if (tasks.length)
    step(`Building the site${sqlite && !fs.existsSync(dbFile) ? ' and seeding the demo content (first run)' : ''}`);
  await Promise.all(tasks);

  // A local mail catcher, unless an SMTP server is configured or already listening.
  const smtpHost = env.SMTP_HOST ?? '127.0.0.1';
  const smtpPort = Number(env.SMTP_PORT ?? 1025);
  if (['127.0.0.1', 'localhost'].includes(smtpHost) && !(await isListening(smtpPort))) {
    const { startMailCatcher } = await import('./lib/mail-catcher.mjs');
    const catcher = await startMailCatcher({
      smtpPort,
      dir: path.join(ROOT, 'cms', '.tmp', 'mail'),
      onMail: (m) => console.log(`${dim('[mail]')} ${m.subject} ${dim(`to ${m.to.join(', ')}`)}`),
    });
    services.push({ stop: () => catcher.close() });
    done(
      `Mail catcher on smtp://127.0.0.1:${smtpPort} ${dim(`(messages in cms/.tmp/mail, JSON at ${catcher.httpUrl})`)}`,
    );
  }

  // Strapi fixes the panel folder at start-up and reads files per request: give it the folder now
  // and let the background build fill it.
  const needPanel = cmsEnv.SERVE_ADMIN_PANEL !== 'false' && !panelBuilt();
  if (needPanel) {
    const buildDir = path.join(ROOT, 'cms', 'dist', 'build');
    fs.mkdirSync(buildDir, { recursive: true });
    fs.writeFileSync(
      path.join(buildDir, 'index.html'),
      '<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="15"><title>Strapi panel</title>' +
        '<p style="font:16px system-ui;margin:3rem">The Strapi panel is being built for the first time. This page reloads by itself.</p>',
    );
  }

  // Built above: the contract says when the public address is still this machine.
  const { siteUrlWarning } = await import('@estate/contract');
  const siteWarning = siteUrlWarning(siteUrl, cmsEnv.NODE_ENV);

  step(`Starting the CMS on http://localhost:${cmsPort}`);
  const logDir = path.join(ROOT, 'cms', '.tmp');
  fs.mkdirSync(logDir, { recursive: true });
  const cms = cmsService(cmsEnv, { logFile: path.join(logDir, 'cms.log') }).start();
  services.push(cms);
  await cms.ready(`http://127.0.0.1:${cmsPort}/api/admin/get-countries`);
  done('CMS ready');

  step(`Starting the web server on ${siteUrl}`);
  const web = webService(
    {
      ...env,
      NODE_ENV: 'production',
      PORT: String(webPort),
      HOST: env.WEB_HOST ?? '0.0.0.0',
      CMS_URL: env.CMS_URL ?? `http://127.0.0.1:${cmsPort}`,
      PUBLIC_SITE_URL: siteUrl,
      ADMIN_UI_DIST: path.join(ROOT, 'admin-ui', 'dist'),
    },
    { logFile: path.join(logDir, 'web.log') },
  ).start();
  services.push(web);
  await web.ready(`http://127.0.0.1:${webPort}/healthz`);

  console.log(`
${green('●')} ${bold('Ready')}  ${dim(`(logs: cms/.tmp/cms.log, cms/.tmp/web.log)`)}
   Public site     ${bold(siteUrl)}
   Staff admin     ${bold(`${siteUrl}/admin`)}   user ${gold(env.STAFF_USERNAME ?? 'staff')}  ${shown.has('STAFF_PASSWORD') ? 'password ' : ''}${secretOf('STAFF_PASSWORD')}
   CMS API         http://localhost:${cmsPort}/api/admin/openapi.json
   Strapi panel    http://localhost:${cmsPort}/admin   ${env.STRAPI_ADMIN_EMAIL ? `${gold(env.STRAPI_ADMIN_EMAIL)} / ${secretOf('STRAPI_ADMIN_PASSWORD')}` : ''}${needPanel ? dim('  (building in the background)') : ''}
   Press Ctrl+C to stop.
${shown.size ? `\n   ${bold('Note the passwords above:')} they are shown this once and kept in .env.\n` : ''}${siteWarning ? `\n   ${gold('Warning:')} ${siteWarning}\n` : ''}`);

  if (needPanel) {
    buildPanel()
      .then(() => done('Strapi panel built: http://localhost:' + cmsPort + '/admin'))
      .catch((error) => console.log(red(`The Strapi panel build failed: ${error.message}`)));
  }

  const exited = await Promise.race(services.filter((s) => s.exited).map((s) => s.exited.then(() => s)));
  if (!stopping) {
    console.error(red(`\n${exited.name} stopped unexpectedly. Last output:\n`) + exited.logTail(4000));
    await stopAll(1);
  }
} catch (error) {
  console.error(red(`\n✗ ${error.message}`));
  await stopAll(1);
}
