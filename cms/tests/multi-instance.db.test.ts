import { randomBytes } from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startBalancer, type Balancer } from './harness/balancer';
import { eventually, form, image, randomIp, unique } from './harness/client';
import { createTestDatabase, type TestDatabase } from './harness/database';
import { FakeSmtp, freePort, type CapturedMail } from './harness/fakes';
import { audit, mailLead, newLeads, sendLeads, staffTokenAt, storedLeads, type SentLead } from './harness/leads';
import { S3Fake } from './harness/s3';
import { startCms, startWeb, type CmsInstance, type WebInstance } from './harness/stack';

/*
 * Past one machine (docs/decisions/0035): two CMS instances and two web servers on one
 * fresh PostgreSQL database and one Redis (a prefix of the run's own), laid out as the
 * docker-compose `scale` profile lays them out: visitors reach the web servers through a retrying
 * round-robin balancer, and the web servers reach the CMS instances through another
 * (scripts/lib/balancer.mjs, the semantics of deploy/Caddyfile). Uploads go to one S3-compatible
 * store (harness/s3, MinIO's part in the profile) and each CMS has a public folder of its own, so
 * nothing is shared through a disk. Each CMS mails through an SMTP server of its own, so what each
 * instance's outbox sent can be told apart.
 *
 * PostgreSQL and Redis only: SQLite is one file on one machine, a single instance by nature.
 */

const onPostgres = inject('dbClient') === 'postgres';
if (!onPostgres) {
  console.info('multi-instance: skipped, it needs PostgreSQL and Redis (TEST_DB=postgres TEST_PG_URL=...)');
}

let db: TestDatabase;
let s3: S3Fake;
const publicDirs: string[] = [];
const smtp: { a?: FakeSmtp; b?: FakeSmtp } = {};
let cmsA: CmsInstance;
let cmsB: CmsInstance;
let webA: WebInstance;
let webB: WebInstance;
let cmsLb: Balancer;
let siteLb: Balancer;
let token: string;
/** Every lead the run sent, with whether the visitor was told it was taken. */
const sent: { acknowledged: SentLead[]; failed: SentLead[] } = { acknowledged: [], failed: [] };
const report = { reads: 0, readsOk: 0, readsFailed: 0, leadsSent: 0 };

const allMail = (): CapturedMail[] => [...(smtp.a?.messages ?? []), ...(smtp.b?.messages ?? [])];

beforeAll(async () => {
  if (!onPostgres) return;
  const prefix = `estate-multi-${randomBytes(6).toString('hex')}:`;
  db = await createTestDatabase(inject('templateDb'));
  s3 = await S3Fake.start();
  const publicDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-multi-public-'));
    fs.mkdirSync(path.join(dir, 'uploads'));
    publicDirs.push(dir);
    return dir;
  };
  smtp.a = new FakeSmtp(await freePort());
  smtp.b = new FakeSmtp(await freePort());
  await Promise.all([smtp.a.start(), smtp.b.start()]);
  const shared = { ...db.env, ...s3.env(), REDIS_PREFIX: prefix, QUERY_STATS: '' };
  // One after the other: the first makes the schema of the fresh database, as a rolling deploy would.
  cmsA = await startCms({ ...shared, PUBLIC_DIR: publicDir(), SMTP_PORT: String(smtp.a.port) });
  cmsB = await startCms({ ...shared, PUBLIC_DIR: publicDir(), SMTP_PORT: String(smtp.b.port) });
  cmsLb = await startBalancer({ upstreams: [cmsA.url, cmsB.url], failMs: 2000 });
  const webEnv = {
    REDIS_URL: cmsA.env.REDIS_URL!,
    REDIS_PREFIX: prefix,
    PAGE_CACHE_VERSION_POLL_MS: '1000',
  };
  [webA, webB] = await Promise.all([startWeb(cmsLb.url, webEnv), startWeb(cmsLb.url, webEnv)]);
  siteLb = await startBalancer({ upstreams: [webA.url, webB.url], failMs: 2000 });
  token = await staffTokenAt(siteLb.url);
}, 240_000);

afterAll(async () => {
  if (!onPostgres) return;
  const mail = allMail();
  const leads = cmsA?.process.running ? await storedLeads(cmsA.url, token).catch(() => []) : [];
  const perLead = [...new Set(mail.map(mailLead))].length;
  const duplicates = mail.length - new Set(mail.map((m) => m.messageId)).size;
  console.info(
    [
      'multi-instance report',
      `  requests served   ${siteLb?.stats.answered ?? 0} by the site balancer (${siteLb?.stats.retried ?? 0} retried, ${siteLb?.stats.failed ?? 0} failed), ${cmsLb?.stats.answered ?? 0} by the CMS balancer (${cmsLb?.stats.retried ?? 0} retried, ${cmsLb?.stats.failed ?? 0} failed)`,
      `  reads under load  ${report.reads} sent, ${report.readsOk} answered 200, ${report.readsFailed} failed`,
      `  leads             ${report.leadsSent} sent, ${sent.acknowledged.length} acknowledged, ${sent.failed.length} failed visibly, ${leads.length} stored`,
      `  leads mailed      ${perLead} (CMS A sent ${smtp.a?.messages.length ?? 0} mails, CMS B ${smtp.b?.messages.length ?? 0})`,
      `  duplicates        ${duplicates}`,
    ].join('\n'),
  );
  // MULTI_DEBUG=1: what each CMS said (but its request lines), to explain a failure.
  if (process.env.MULTI_DEBUG) {
    for (const [name, cms] of [
      ['A', cmsA],
      ['B', cmsB],
    ] as const)
      console.info(
        `CMS ${name} running=${cms?.process.running} log:\n${cms?.process.log
          .join('')
          .split('\n')
          .filter((l) => !/http/.test(l))
          .slice(-40)
          .join('\n')}`,
      );
  }
  if (duplicates) {
    // Who sent what, and what the instances said: a duplicate must be explainable.
    for (const [name, server] of Object.entries(smtp)) {
      const ids = server?.messages.map((m) => m.messageId) ?? [];
      console.info(
        `mails by CMS ${name.toUpperCase()} sent more than once overall:`,
        ids.filter((id) => allMail().filter((m) => m.messageId === id).length > 1),
      );
    }
    for (const [name, cms] of [
      ['A', cmsA],
      ['B', cmsB],
    ] as const)
      console.info(`CMS ${name} log:\n${cms?.process.log.join('').slice(-6000)}`);
  }
  await siteLb?.stop();
  await Promise.all([webA?.stop(), webB?.stop()]);
  await cmsLb?.stop();
  // Stopped one at a time: each waits for its outbox round, which needs the database.
  await cmsB?.stop();
  await cmsA?.stop();
  await Promise.all([smtp.a?.stop(), smtp.b?.stop()]);
  await s3?.stop();
  await db?.drop();
  for (const dir of publicDirs) fs.rmSync(dir, { recursive: true, force: true });
}, 120_000);

const json = { 'content-type': 'application/json' };
const text = async (url: string, headers: Record<string, string> = {}) => {
  const res = await fetch(url, { headers });
  return { status: res.status, outcome: res.headers.get('x-page-cache'), body: await res.text() };
};

describe.skipIf(!onPostgres)('two CMS and two web instances on one PostgreSQL and one Redis', () => {
  it('shows a staff save made through CMS A and web A at once through CMS B and web B', async () => {
    const created = await fetch(`${webA.url}/api/admin/add-property`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: unique('Marina penthouse'), location: 'Dubai Marina' }),
    });
    expect(created.status).toBe(200);
    const property = ((await created.json()) as { property: { _id: string; slug: string; title: string } }).property;
    const page = `/property/${property.slug}`;
    const api = `/api/admin/get-property-slug/${property.slug}`;
    // Both instances hold the old content in their caches: CMS B's answer, web B's page.
    for (let i = 0; i < 2; i++) {
      expect((await text(`${cmsB.url}${api}`)).body).toContain(property.title);
      expect((await text(`${webB.url}${page}`)).body).toContain(property.title);
    }
    expect((await text(`${webB.url}${page}`)).outcome).toBe('hit');

    const title = unique('Renamed penthouse');
    // Straight to CMS A (not through the balancer): the save is made on instance A.
    const saved = await fetch(`${cmsA.url}/api/admin/update-property/${property._id}`, {
      method: 'PUT',
      headers: { ...json, authorization: `Bearer ${token}` },
      body: JSON.stringify({ title }),
    });
    expect(saved.status).toBe(200);

    // Right after the save's answer: CMS B's response cache was retired with the shared version.
    const fromB = await text(`${cmsB.url}${api}`);
    expect(fromB.body).toContain(title);
    // Web B never calls a page of the old content current: the old one comes marked stale (while
    // one render makes the new one, decision 0015), never as a hit...
    const visitor = await text(`${webB.url}${page}`);
    expect(visitor.status).toBe(200);
    if (!visitor.body.includes(title)) expect(visitor.outcome).toBe('stale');
    // ...and the staff user's browser, marked by web A's answer to a save, sees it at once on B.
    const viaWebA = await fetch(`${webA.url}/api/admin/update-property/${property._id}`, {
      method: 'PUT',
      headers: { ...json, authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: `${title} II` }),
    });
    expect(viaWebA.status).toBe(200);
    const cookie = viaWebA.headers.get('set-cookie')!.split(';')[0]!;
    const staffView = await text(`${webB.url}${page}`, { cookie });
    expect(staffView.body).toContain(`${title} II`);
    expect((await text(`${cmsB.url}${api}`)).body).toContain(`${title} II`);
    // And every visitor of either web server gets the new page within one render.
    for (const web of [webA, webB]) {
      await eventually(async () => (await text(`${web.url}${page}`)).body.includes(`${title} II`), 10_000);
    }
  }, 60_000);

  it('serves an image stored through CMS A from CMS B and from either web server', async () => {
    const res = await fetch(`${cmsA.url}/api/admin/upload-image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form({}, { image: [image('terrace.png', [64, 48])] }),
    });
    expect(res.status).toBe(200);
    const stored = ((await res.json()) as { image: string }).image;
    expect(stored).toMatch(/^\/uploads\//);
    for (const base of [cmsB.url, webA.url, webB.url, siteLb.url]) {
      const file = await fetch(`${base}${stored}`);
      expect(file.status, base).toBe(200);
      expect(file.headers.get('content-type'), base).toMatch(/^image\//);
      await file.arrayBuffer();
    }
  });

  it('counts sign-in failures across instances: split between A and B they hit the same limit', async () => {
    const failUntilRefused = async (urls: string[]) => {
      const ip = randomIp();
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await fetch(`${urls[i % urls.length]}/api/admin/login`, {
          method: 'POST',
          headers: { ...json, 'x-forwarded-for': ip },
          body: JSON.stringify({ username: `nobody-${randomBytes(3).toString('hex')}`, password: 'wrong-Passw0rd!' }),
        });
        await res.arrayBuffer();
        statuses.push(res.status);
      }
      return statuses;
    };
    const alone = await failUntilRefused([cmsA.url]);
    const split = await failUntilRefused([cmsA.url, cmsB.url]);
    const throughWebs = await failUntilRefused([webA.url, webB.url]);
    const limit = alone.indexOf(429);
    expect(limit).toBeGreaterThan(0);
    expect(alone.slice(0, limit).every((s) => s === 401)).toBe(true);
    for (const statuses of [split, throughWebs]) {
      expect(statuses.indexOf(429)).toBe(limit);
      expect(statuses.slice(limit).every((s) => s === 429)).toBe(true);
    }
  }, 60_000);

  it('mails every lead taken by both instances exactly once, with both outboxes at work', async () => {
    const leads = newLeads(60, 'both');
    report.leadsSent += leads.length;
    // Half straight to each CMS, half through the site: both instances store and both work the outbox.
    const run = await sendLeads(() => [cmsA.url, cmsB.url, siteLb.url][Math.floor(Math.random() * 3)]!, leads, {
      concurrency: 10,
    });
    sent.acknowledged.push(...run.acknowledged);
    sent.failed.push(...run.refused, ...run.unanswered);
    expect(run.refused).toEqual([]);
    expect(run.unanswered).toEqual([]);
    const stored = await storedLeads(cmsB.url, token);
    await eventually(async () => new Set(allMail().map(mailLead)).size >= stored.length, 30_000);
    // A little longer: a second worker's late duplicate would land now.
    await new Promise((r) => setTimeout(r, 1500));
    const result = audit(run.acknowledged, stored, allMail());
    expect(result).toEqual({ notStored: [], storedTwice: [], notMailed: [], mailedTwice: [] });
    expect(stored).toHaveLength(60);
    // Both outboxes sent some: the claim, not luck, kept them apart.
    expect(smtp.a!.messages.length).toBeGreaterThan(0);
    expect(smtp.b!.messages.length).toBeGreaterThan(0);
  }, 90_000);

  it('loses no request the other instances could serve while web B is killed and CMS B stopped mid-load', async () => {
    const reads = ['/', '/all-properties', '/about', '/api/admin/get-countries', '/api/admin/get-properties?limit=5'];
    let loading = true;
    const failures: string[] = [];
    const reader = async (n: number) => {
      for (let i = n; loading; i++) {
        const target = reads[i % reads.length]!;
        report.reads += 1;
        try {
          const res = await fetch(`${siteLb.url}${target}`, { headers: { 'x-forwarded-for': randomIp() } });
          await res.arrayBuffer();
          if (res.status === 200) report.readsOk += 1;
          else failures.push(`${target}: ${res.status}`);
        } catch (error) {
          failures.push(`${target}: ${(error as Error).message}`);
        }
      }
    };
    const readers = Array.from({ length: 6 }, (_, n) => reader(n));
    const leads = newLeads(45, 'load');
    report.leadsSent += leads.length;
    const leadRun = sendLeads(siteLb.url, leads, {
      concurrency: 3,
      spacingMs: 100,
      onOutcome: (_, done) => {
        // A crash of a web server (its connections drop mid-answer), then a CMS taken out of service.
        if (done === 12) void webB.kill();
        if (done === 25) void cmsB.process.stop();
      },
    });
    const run = await leadRun;
    await new Promise((r) => setTimeout(r, 1000));
    loading = false;
    await Promise.all(readers);
    report.readsFailed = failures.length;
    expect(cmsB.process.running).toBe(false);
    expect(failures).toEqual([]);

    sent.acknowledged.push(...run.acknowledged);
    const failedVisibly = [...run.refused, ...run.unanswered];
    sent.failed.push(...failedVisibly);
    // A lead POST is never retried once an instance took it: it is stored once, or failed visibly.
    for (const o of run.refused) expect(o.status).toBe(502);
    const stored = await storedLeads(cmsA.url, token);
    const ofThisRun = stored.filter((l) => leads.some((s) => s.email.toLowerCase() === l.email.toLowerCase()));
    expect(ofThisRun.length).toBeGreaterThanOrEqual(run.acknowledged.length);
    expect(ofThisRun.length).toBeLessThanOrEqual(run.acknowledged.length + failedVisibly.length);
    await eventually(async () => {
      const mailed = new Set(allMail().map(mailLead));
      return stored.every((l) => mailed.has(l._id));
    }, 30_000);
    await new Promise((r) => setTimeout(r, 1500));
    const result = audit(sent.acknowledged, stored, allMail());
    expect(result).toEqual({ notStored: [], storedTwice: [], notMailed: [], mailedTwice: [] });
  }, 120_000);
});
