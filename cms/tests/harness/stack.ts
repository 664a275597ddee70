import { spawn, type ChildProcess } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { inject } from 'vitest';
import { CMS_DIR, CmsProcess } from './cms-process';
import { createTestDatabase, type TestDatabase } from './database';
import { freePort } from './fakes';

/*
 * Processes a test starts for itself, beyond the shared CMS of the run: more CMS instances (on
 * the run's database or a fresh one, with settings of their own), a private Redis server that the
 * test may stop and start, and the real web server in front of a CMS. Each returns a handle whose
 * stop() the test calls in afterAll; nothing outlives the test file.
 */

const REPO_DIR = path.resolve(CMS_DIR, '..');
const WEB_DIR = path.join(REPO_DIR, 'web');

async function waitFor(url: string, isAlive: () => boolean, log: () => string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`process exited before ${url} answered:\n${log().slice(-4000)}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${log().slice(-4000)}`);
}

/* ------------------------------------------------------------------ Redis */

/** A redis-server of the test's own on a free port: nothing kept on disk, stopped and started at will. */
export class RedisServer {
  private child: ChildProcess | null = null;
  private output = '';

  private constructor(readonly port: number) {}

  static async start(): Promise<RedisServer> {
    const server = new RedisServer(await freePort());
    await server.start();
    return server;
  }

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  get running() {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  async start(): Promise<void> {
    if (this.running) return;
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.child = child;
    child.stdout!.on('data', (c: Buffer) => (this.output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (this.output += c.toString()));
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`redis-server exited: ${this.output}`);
      if (await this.ping()) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`redis-server did not start on ${this.port}: ${this.output}`);
  }

  /** PING over a raw connection: true when the server answers PONG. */
  async ping(): Promise<boolean> {
    const net = await import('net');
    return new Promise((resolve) => {
      const socket = net.connect(this.port, '127.0.0.1');
      const done = (ok: boolean) => {
        socket.destroy();
        resolve(ok);
      };
      socket.setTimeout(500, () => done(false));
      socket.on('error', () => done(false));
      socket.on('data', (d) => done(d.toString().startsWith('+PONG')));
      socket.write('PING\r\n');
    });
  }

  /** Stops the server as a crash would (SIGKILL): connections drop at once, nothing is flushed. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  async stop(): Promise<void> {
    await this.kill();
  }
}

/* -------------------------------------------------------------------- CMS */

export interface CmsInstance {
  process: CmsProcess;
  url: string;
  /** The environment it runs with (the run's, with the overrides). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * An extra instance that only reads: it leaves the outbox and the alert digests to the suite's
 * CMS (and the permit reminders). On SQLite, one file shared by several processes, another process's background write (a
 * lead's mail claimed, a digest queued) landing between the reads and the writes of one of the
 * suite's transactions fails that transaction (SQLITE_BUSY).
 */
export const READER: Record<string, string> = {
  OUTBOX_DISABLED: 'true',
  ALERTS_DISABLED: 'true',
  PERMIT_REMINDERS_DISABLED: 'true',
};

/**
 * The settings of a CMS whose own clock is `offsetMs` off the machine's (harness/clock-offset.cjs):
 * a second server whose clock drifted. The database it shares keeps the machine's clock.
 */
export function clockOffsetEnv(offsetMs: number): Record<string, string> {
  const preload = path.join(__dirname, 'clock-offset.cjs');
  return {
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${preload}`.trim(),
    TEST_CLOCK_OFFSET_MS: String(offsetMs),
  };
}

/** The DATABASE_* settings of a CMS: another instance on the same database. */
export const dbEnvOf = (env: Record<string, string>) =>
  Object.fromEntries(Object.entries(env).filter(([k]) => k.startsWith('DATABASE_')));

/** The extra CMS instances started by this test file and not stopped yet. */
const running = new Set<CmsProcess>();

/** Their logs, for the harness's report of a failed test (harness/on-failure.ts). */
export function runningCmsLogs(): Array<[string, string]> {
  return [...running].map((cms) => [`the extra CMS on ${cms.url}`, cms.log.join('')]);
}

interface Launched {
  cms: CmsProcess;
  db: TestDatabase | null;
  env: Record<string, string>;
}

async function launch(
  env: Record<string, string>,
  options: { freshDatabase?: boolean | 'empty' },
  onSpawn?: (cms: CmsProcess, env: Record<string, string>) => void,
): Promise<Launched> {
  let db: TestDatabase | null = null;
  const base: Record<string, string> = { ...inject('cmsEnv') };
  if (options.freshDatabase) {
    db = await createTestDatabase(options.freshDatabase === 'empty' ? undefined : inject('templateDb'));
    delete base.DATABASE_URL;
    delete base.DATABASE_FILENAME;
    Object.assign(base, db.env);
  }
  const merged: Record<string, string> = { ...base, ...env };
  for (const [k, v] of Object.entries(env)) if (v === '') delete merged[k];
  const cms = new CmsProcess(await freePort(), merged);
  try {
    const starting = cms.start();
    onSpawn?.(cms, merged);
    await starting;
  } catch (error) {
    await cms.stop();
    await db?.drop();
    throw error;
  }
  return { cms, db, env: merged };
}

/**
 * The next CMS with the run's settings on a fresh copy of the set-up database, the instance most
 * files that start one of their own ask for: started while the files before it run, so the file
 * that takes it does not wait for a start. Until a test takes it, it is recorded in the run's
 * folder, whose teardown stops it (harness/global-setup.ts).
 */
let spare: Promise<Launched & { record: string }> | null = null;

function launchSpare() {
  let record = '';
  const started = launch({}, { freshDatabase: true }, (cms, env) => {
    record = path.join(inject('sparesDir'), `${cms.port}.json`);
    fs.writeFileSync(record, JSON.stringify({ pid: cms.pid, env: dbEnvOf(env) }));
  }).then(
    (launched) => ({ ...launched, record }),
    (error: unknown) => {
      if (record) fs.rmSync(record, { force: true });
      throw error;
    },
  );
  // A start that failed fails the test that takes it, not the run in between.
  started.catch(() => {});
  return started;
}

/**
 * Another CMS instance: on the run's own database (the default, like a second server behind a
 * load balancer) or on a fresh one (`freshDatabase`, for rows of its own: a copy of the run's
 * database as set up before any test; 'empty' for a first start on a database never set up),
 * with the run's settings overridden by `env` (an empty string unsets a variable).
 */
export async function startCms(
  env: Record<string, string> = {},
  options: { freshDatabase?: boolean | 'empty' } = {},
): Promise<CmsInstance> {
  let launched: Launched;
  if (options.freshDatabase === true && Object.keys(env).length === 0) {
    const taken = spare ?? launchSpare();
    spare = launchSpare();
    const { record, ...mine } = await taken;
    fs.rmSync(record, { force: true });
    launched = mine;
  } else {
    launched = await launch(env, options);
  }
  const { cms, db } = launched;
  running.add(cms);
  return {
    process: cms,
    url: cms.url,
    env: launched.env,
    stop: async () => {
      running.delete(cms);
      await cms.stop();
      await db?.drop();
    },
  };
}

/* -------------------------------------------------------------- web server */

export interface WebInstance {
  url: string;
  port: number;
  log(): string;
  stop(): Promise<void>;
  /** Ends the process at once (SIGKILL), as a crash would: connections drop mid-answer. */
  kill(): Promise<void>;
}

/**
 * Under `npm test` the site and the staff admin are built while this suite runs (the build-apps
 * stage, scripts/test.mjs): APPS_BUILT names the file that stage writes its outcome to. Waits for
 * it; run alone (no APPS_BUILT), the builds are taken as made.
 */
async function appsBuilt(timeoutMs = 600_000): Promise<void> {
  const file = process.env.APPS_BUILT;
  if (!file) return;
  const deadline = Date.now() + timeoutMs;
  while (!fs.existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`the site's build (build-apps) did not end within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const status = fs.readFileSync(file, 'utf8').trim();
  if (status === 'failed' || status === 'skipped') throw new Error(`the site's build (build-apps) ${status}`);
}

/**
 * The production web server (web/build, made by `npm run build -w @estate/web`, which `npm test`
 * runs before this suite) in front of a CMS, on a free port, with its own cache folder.
 */
export async function startWeb(cmsUrl: string, env: Record<string, string> = {}): Promise<WebInstance> {
  await appsBuilt();
  const entry = path.join(WEB_DIR, 'build', 'server', 'index.js');
  if (!fs.existsSync(entry)) {
    throw new Error(`the web build is missing (${entry}): run \`npm run build -w @estate/web\` first`);
  }
  const port = await freePort();
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-web-cache-'));
  let output = '';
  const child = spawn(process.execPath, [path.join(WEB_DIR, 'server.js')], {
    cwd: WEB_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      CMS_URL: cmsUrl,
      PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
      ADMIN_UI_DIST: path.join(REPO_DIR, 'admin-ui', 'dist'),
      WEB_CACHE_DIR: cacheDir,
      // One process per instance: these tests count renders and hits of one page cache; the
      // processes of one server are web/server/cluster.test.ts's (docs/decisions/0045).
      WEB_WORKERS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (c: Buffer) => {
    output += c.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
    if (process.env.CMS_TEST_LOG) process.stderr.write(c);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const alive = () => child.exitCode === null && child.signalCode === null;
  await waitFor(`http://127.0.0.1:${port}/healthz`, alive, () => output);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    log: () => output,
    kill: async () => {
      if (alive()) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (alive()) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        });
      }
      fs.rmSync(cacheDir, { recursive: true, force: true });
    },
  };
}

/** Files (recursively) in a folder: what a request left behind. */
export function filesIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((f) => path.join(dir, f))
    .filter((f) => fs.statSync(f, { throwIfNoEntry: false })?.isFile());
}
