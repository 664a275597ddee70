// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { apiPath, type Post } from '@estate/contract';
import { getResponse } from 'msw';
import { aPost } from '../src/testing/fixtures';
import { db, handlers } from '../src/testing/handlers';
import { server as msw } from '../src/testing/server';
import { webRoot } from './paths';

/*
 * The production server (web/server.js on the built site) with WEB_WORKERS=2, against a CMS made
 * of the test handlers behind a real HTTP server: both processes answer, a killed one is replaced
 * while the other keeps answering, a save is seen by every process at once, and SIGTERM stops
 * them all after the answers under way (docs/decisions/0045). Every request opens its own
 * connection, so the primary hands them to the workers in turn.
 */

const WEB = webRoot();
const ENTRY = path.join(WEB, 'build', 'server', 'index.js');

/** The built server, as the other production-build tests (npm test builds it first). */
function ensureBuilt() {
  if (!fs.existsSync(ENTRY))
    throw new Error(`the web build is missing (${ENTRY}): run \`npm run build -w @estate/web\` first`);
}

/** A port to listen on: CLUSTER_TEST_PORT and the next one when given, else free ones. */
let portOffset = 0;
async function port(): Promise<number> {
  const base = Number(process.env.CLUSTER_TEST_PORT);
  if (base) return base + portOffset++;
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: p } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(p));
    });
  });
}

/* ------------------------------------------------------------------ the CMS */

let version = 'v1';
let post: Post;
let cms: http.Server;
let cmsUrl = '';

/** The test handlers as a CMS, plus the content version and a staff save that changes it. */
async function startCms() {
  cms = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', cmsUrl);
        const json = (status: number, body: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        if (url.pathname === apiPath('getContentVersion')) return json(200, { version });
        if (req.method === 'PUT' && url.pathname === `/api/admin/update-post/${post._id}`) {
          // As the CMS does: the version changes before the save is answered.
          post.title = (JSON.parse(Buffer.concat(chunks).toString()) as { title: string }).title;
          version = `${version}'`;
          return json(200, post);
        }
        if (url.pathname === '/api/admin/slow') {
          await new Promise((r) => setTimeout(r, 1500));
          return json(200, { slow: true });
        }
        db.posts = [post];
        const request = new Request(url, {
          method: req.method,
          headers: req.headers as Record<string, string>,
          body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
        });
        const answer = await getResponse(handlers, request);
        if (!answer) return json(404, { message: `no handler for ${req.method} ${url.pathname}` });
        res.writeHead(answer.status, Object.fromEntries(answer.headers));
        res.end(Buffer.from(await answer.arrayBuffer()));
      })();
    });
  });
  const p = await port();
  await new Promise<void>((resolve) => cms.listen(p, '127.0.0.1', resolve));
  cmsUrl = `http://127.0.0.1:${p}`;
}

/* --------------------------------------------------------------- the server */

interface Web {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Its output has all been read (the pipes closed: after the exit, and after its workers'). */
  closed: Promise<void>;
}

async function startWeb(env: Record<string, string>, waitFor: RegExp | null): Promise<Web> {
  const p = await port();
  const child = spawn(process.execPath, [path.join(WEB, 'server.js')], {
    cwd: WEB,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(p),
      HOST: '127.0.0.1',
      CMS_URL: cmsUrl,
      WEB_CACHE_DIR: fs.mkdtempSync(path.join(WEB, '.cache-cluster-test-')),
      // The other process learns of a save only from its sibling, never from its own poll.
      PAGE_CACHE_VERSION_POLL_MS: '600000',
      SHUTDOWN_DRAIN_MS: '5000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const web = { child, url: `http://127.0.0.1:${p}`, output: () => out, exited, closed };
  if (waitFor)
    await until(
      () => waitFor.test(out),
      60_000,
      () => `the server did not start:\n${out}`,
    );
  return web;
}

async function until(ok: () => boolean | Promise<boolean>, ms: number, why: () => string) {
  const deadline = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(why());
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** One request on a connection of its own. */
function request(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? 'GET', headers: init.headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

const page = (web: Web) => request(`${web.url}/blog-single/${post.slug}`, { headers: { accept: 'text/html' } });

/** The worker processes of a primary (their parent pid is its pid). */
function workersOf(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number)
    .sort();
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

beforeAll(async () => {
  msw.close();
  ensureBuilt();
  post = aPost({ title: 'Prime villas in the first quarter' });
  await startCms();
}, 30_000);

let web: Web | undefined;
afterEach(async () => {
  if (web && web.child.exitCode === null && web.child.signalCode === null) {
    web.child.kill('SIGKILL');
    for (const pid of workersOf(web.child.pid!)) process.kill(pid, 'SIGKILL');
    await web.exited;
  }
  web = undefined;
});
afterAll(async () => {
  await new Promise((r) => cms?.close(r));
  for (const dir of fs.readdirSync(WEB).filter((d) => d.startsWith('.cache-cluster-test-')))
    fs.rmSync(path.join(WEB, dir), { recursive: true, force: true });
});

describe('the web server on several processes (WEB_WORKERS)', () => {
  it('answers from both workers, prints its start message once, and shows every worker a save at once', async () => {
    web = await startWeb({ WEB_WORKERS: '2' }, /2 processes/);
    expect(workersOf(web.child.pid!)).toHaveLength(2);
    expect(web.output().match(/Web server on http/g)).toHaveLength(1);

    // Each worker keeps its own pages (no Redis here): one render per worker, then hits.
    const outcomes = [];
    for (let i = 0; i < 8; i++) outcomes.push(await page(web));
    expect(outcomes.map((o) => o.status)).toEqual(Array(8).fill(200));
    expect(outcomes.filter((o) => o.headers['x-page-cache'] === 'miss')).toHaveLength(2);
    expect(outcomes.filter((o) => o.headers['x-page-cache'] === 'hit')).toHaveLength(6);
    expect(outcomes.every((o) => o.body.includes('Prime villas in the first quarter'))).toBe(true);

    // A staff save through one worker: once it is answered, no worker calls the old page current.
    const saved = await request(`${web.url}/api/admin/update-post/${post._id}`, {
      method: 'PUT',
      headers: { authorization: 'Bearer staff', 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Prime villas in the second quarter' }),
    });
    expect(saved.status).toBe(200);
    for (let i = 0; i < 6; i++) {
      const after = await page(web);
      if (!after.body.includes('second quarter')) expect(after.headers['x-page-cache']).toBe('stale');
    }
    // ...and within a render each of them serves the new page as current.
    await until(
      async () => {
        const answers = [await page(web!), await page(web!)];
        return answers.every((a) => a.body.includes('second quarter') && a.headers['x-page-cache'] === 'hit');
      },
      10_000,
      () => 'a worker kept the old page',
    );
  }, 90_000);

  it('replaces a worker that dies, and the others keep answering meanwhile', async () => {
    web = await startWeb({ WEB_WORKERS: '2' }, /2 processes/);
    const [victim, survivor] = workersOf(web.child.pid!);
    process.kill(victim!, 'SIGKILL');
    await until(
      () => !alive(victim!),
      5000,
      () => 'the worker did not die',
    );
    const during = [];
    for (let i = 0; i < 10; i++) during.push((await page(web)).status);
    expect(during).toEqual(Array(10).fill(200));
    await until(
      () => /replaced by/.test(web!.output()),
      30_000,
      () => `no replacement:\n${web!.output()}`,
    );
    expect(web.output()).toMatch(new RegExp(`worker ${victim} stopped \\(signal SIGKILL\\)`));
    const now = workersOf(web.child.pid!);
    expect(now).toHaveLength(2);
    expect(now).toContain(survivor);
    expect(now).not.toContain(victim);
    // The new worker answers too: its empty cache renders the page once more.
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push(await page(web));
    expect(outcomes.map((o) => o.status)).toEqual([200, 200, 200, 200]);
    expect(outcomes.some((o) => o.headers['x-page-cache'] === 'miss')).toBe(true);
  }, 90_000);

  it('stops every worker on SIGTERM after the answers under way, and exits 0', async () => {
    web = await startWeb({ WEB_WORKERS: '2' }, /2 processes/);
    const workers = workersOf(web.child.pid!);
    const slow = request(`${web.url}/api/admin/slow`);
    await new Promise((r) => setTimeout(r, 300));
    web.child.kill('SIGTERM');
    // The answer under way is finished...
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ slow: true });
    // ...and everything stops, with a clean exit.
    expect(await web.exited).toEqual({ code: 0, signal: null });
    await until(
      () => workers.every((pid) => !alive(pid)),
      5000,
      () => 'a worker outlived its primary',
    );
    await expect(request(`${web.url}/healthz`)).rejects.toThrow();
  }, 60_000);

  it('runs in one process with WEB_WORKERS=1, and refuses a WEB_WORKERS it cannot read', async () => {
    web = await startWeb({ WEB_WORKERS: '1' }, /Web server on http/);
    expect(workersOf(web.child.pid!)).toEqual([]);
    expect((await page(web)).status).toBe(200);
    web.child.kill('SIGTERM');
    expect(await web.exited).toEqual({ code: 0, signal: null });

    web = await startWeb({ WEB_WORKERS: 'two' }, null);
    expect(await web.exited).toEqual({ code: 1, signal: null });
    await web.closed;
    expect(web.output()).toContain('WEB_WORKERS must be a whole number from 1 to 64 (got "two")');
  }, 60_000);
});
