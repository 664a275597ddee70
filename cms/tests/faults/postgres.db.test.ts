import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Client } from 'pg';
import { eventually, randomIp } from '../harness/client';
import { STAFF } from '../harness/env';
import { FlakySmtp } from '../harness/fakes';
import {
  audit,
  newLeads,
  sendLead,
  staffTokenAt,
  storedLeads,
  type LeadOutcome,
  type SentLead,
} from '../harness/leads';
import { startCms, type CmsInstance } from '../harness/stack';

/*
 * Fault (PostgreSQL only): the CMS's database backends are terminated (pg_terminate_backend)
 * again and again while public reads, lead forms, staff sign-ins and staff reads keep coming.
 * What a retry inside the server can save is saved (reads and the staff lookup run again on a
 * fresh connection, a lead insert of unknown outcome is looked up before it is tried again); what
 * it cannot answers 503 with Retry-After, never 500. Every lead answered 2xx is stored once,
 * mailed (decision 0018) and linked to its contact (decision 0066). The response cache is off so that every read reaches the database.
 */

const onPostgres = inject('dbClient') === 'postgres';
const PG_SERVER = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let smtp: FlakySmtp;
let cms: CmsInstance;
let admin: Client;
let database: string;

interface Answered {
  what: string;
  status: number | null;
  retryAfter: string | null;
  body: string;
}

beforeAll(async () => {
  if (!onPostgres) return;
  smtp = await FlakySmtp.start('ok');
  cms = await startCms(
    {
      SMTP_PORT: String(smtp.port),
      CACHE_ENABLED: 'false',
      OUTBOX_POLL_MS: '250',
      OUTBOX_RETRY_BASE_MS: '250',
      OUTBOX_RETRY_MAX_MS: '1000',
      OUTBOX_MAX_ATTEMPTS: '200',
      OUTBOX_LOCK_MS: '3000',
      LEADS_RATE_LIMIT: '100000',
      LOGIN_RATE_LIMIT: '100000',
    },
    { freshDatabase: true },
  );
  database = new URL(cms.env.DATABASE_URL).pathname.slice(1);
  admin = new Client({ connectionString: PG_SERVER });
  await admin.connect();
});

afterAll(async () => {
  await admin?.end();
  await cms?.stop();
  await smtp?.stop();
});

/** Ends every backend of the CMS's database; answers how many there were. */
async function terminateAll(): Promise<number> {
  const res = await admin.query<{ pid: number }>(
    'SELECT pg_terminate_backend(pid) AS pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [database],
  );
  return res.rowCount ?? 0;
}

async function fetchAnswer(what: string, url: string, init: RequestInit = {}): Promise<Answered> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    return { what, status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.text() };
  } catch (error) {
    return { what, status: null, retryAfter: null, body: (error as Error).message };
  }
}

const READS = ['/get-properties', '/get-developments', '/get-posts', '/get-settings', '/get-property-locations'];

describe.skipIf(!onPostgres)('PostgreSQL backends terminated mid-load', () => {
  it('no answer is a 500; reads, leads and staff sign-in are retried on a fresh connection', async () => {
    const token = await staffTokenAt(cms.url);
    const answers: Answered[] = [];
    const leadOutcomes: LeadOutcome[] = [];
    const leads: SentLead[] = newLeads(90);
    let running = true;
    let terminated = 0;

    const terminator = (async () => {
      while (running) {
        terminated += await terminateAll();
        await new Promise((r) => setTimeout(r, 120));
      }
    })();
    const loop = async (body: () => Promise<void>) => {
      while (running) await body();
    };
    let read = 0;
    const workers = [
      // Public reads.
      ...Array.from({ length: 3 }, () =>
        loop(async () => {
          const path = READS[read++ % READS.length];
          answers.push(await fetchAnswer(`GET ${path}`, `${cms.url}/api/admin${path}`));
        }),
      ),
      // Lead forms.
      ...Array.from({ length: 3 }, async () => {
        for (let lead = leads.shift(); lead && running; lead = leads.shift()) {
          const outcome = await sendLead(cms.url, lead, 30_000);
          leadOutcomes.push(outcome);
          answers.push({
            what: `POST ${lead.kind}`,
            status: outcome.status,
            retryAfter: outcome.retryAfter ?? null,
            body: JSON.stringify(outcome.body),
          });
        }
      }),
      // Staff sign-in (the user lookup) and a staff read (the token's user lookup).
      loop(async () => {
        answers.push(
          await fetchAnswer('POST /login', `${cms.url}/api/admin/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
            body: JSON.stringify({ username: STAFF.username, password: STAFF.password }),
          }),
        );
        answers.push(
          await fetchAnswer('GET /get-leads', `${cms.url}/api/admin/get-leads/enquiry?limit=5`, {
            headers: { authorization: `Bearer ${token}` },
          }),
        );
      }),
    ];
    await new Promise((r) => setTimeout(r, 12_000));
    running = false;
    await Promise.all([terminator, ...workers]);

    expect(terminated).toBeGreaterThan(20);
    // Nothing went unanswered, and no answer is a 500.
    expect(answers.filter((a) => a.status === null).map((a) => `${a.what}: ${a.body}`)).toEqual([]);
    expect(
      answers.filter((a) => a.status! >= 500 && a.status !== 503).map((a) => `${a.what} ${a.status}: ${a.body}`),
    ).toEqual([]);
    // What could not be saved says when to come back.
    for (const a of answers.filter((x) => x.status === 503)) {
      expect(a.retryAfter, `${a.what} 503 without Retry-After`).toMatch(/^\d+$/);
    }
    // Retries inside the server saved most of the load: each kind of request mostly succeeded.
    const byKind = new Map<string, { ok: number; all: number; failed: string[] }>();
    for (const a of answers) {
      const k = a.what.startsWith('GET /get-') && a.what !== 'GET /get-leads' ? 'public read' : a.what;
      const c = byKind.get(k) ?? { ok: 0, all: 0, failed: [] };
      c.all += 1;
      if (a.status !== null && a.status < 400) c.ok += 1;
      else c.failed.push(`${a.what} ${a.status}`);
      byKind.set(k, c);
    }
    for (const [k, c] of byKind) {
      const failed = [...new Set(c.failed)].join(', ');
      expect(c.ok / c.all, `${k}: ${c.ok} of ${c.all} succeeded (failed: ${failed})`).toBeGreaterThan(0.8);
    }
    // Leads refused were refused with 503 only (the visitor may send again).
    expect(leadOutcomes.filter((o) => o.status !== null && o.status >= 300 && o.status !== 503)).toEqual([]);

    // Every acknowledged lead is stored once and mailed.
    const acknowledged = leadOutcomes.filter((o) => o.status === 200).map(({ kind, email }) => ({ kind, email }));
    expect(acknowledged.length).toBeGreaterThan(10);
    const sent = new Set(leadOutcomes.map((o) => o.email.toLowerCase()));
    const staffToken = await staffTokenAt(cms.url);
    const ours = async () => (await storedLeads(cms.url, staffToken)).filter((l) => sent.has(l.email));
    await eventually(
      async () => {
        const r = audit(acknowledged, await ours(), smtp.messages);
        return r.notStored.length === 0 && r.notMailed.length === 0;
      },
      30_000,
      500,
    ).catch(async (error: Error) => {
      const r = audit(acknowledged, await ours(), smtp.messages);
      throw new Error(`${error.message}; not stored: ${r.notStored.length}; not mailed: ${r.notMailed.join(', ')}`);
    });
    const result = audit(acknowledged, await ours(), smtp.messages);
    expect(result.notStored).toEqual([]);
    expect(result.storedTwice).toEqual([]);
    expect(result.notMailed).toEqual([]);
    // And each is linked to its contact: at once, or by the sweep when the link itself met a fault.
    await eventually(async () => (await ours()).every((lead) => lead.contactId), 30_000, 500).catch(
      async (error: Error) => {
        const unlinked = (await ours()).filter((lead) => !lead.contactId).map((lead) => lead.email);
        throw new Error(`${error.message}; leads without a contact: ${unlinked.join(', ')}`);
      },
    );
  }, 150_000);

  it('two subscriptions of one address at once are one subscriber, counted twice (the unique index decides)', async () => {
    const email = `twice.${Date.now()}@visitor.test`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => sendLead(cms.url, { kind: 'subscriber', email })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    const token = await staffTokenAt(cms.url);
    const rows = (await storedLeads(cms.url, token)).filter((l) => l.email === email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'subscriber', subscribeCount: 6 });
  });
});
