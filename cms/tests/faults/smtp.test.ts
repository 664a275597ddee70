import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lead } from '@estate/contract';
import { eventually } from '../harness/client';
import { FlakySmtp, type SmtpFault } from '../harness/fakes';
import { audit, mailsAbout, newLeads, sendLeads, staffTokenAt, storedLeads, type SentLead } from '../harness/leads';
import { startCms, type CmsInstance } from '../harness/stack';

/*
 * Fault: the SMTP server is down while leads arrive, in each way a mail server fails (port
 * closed, connections reset, 421 at the greeting, 451 after the message, no answer at all). Every
 * lead is still answered 2xx at once and stored; once the server is back, each is mailed exactly
 * once (decision 0018). A CMS of its own, on a fresh database, talks to a FlakySmtp.
 */

let smtp: FlakySmtp;
let cms: CmsInstance;
let token: string;

beforeAll(async () => {
  smtp = await FlakySmtp.start('ok');
  cms = await startCms(
    {
      SMTP_PORT: String(smtp.port),
      SMTP_TIMEOUT_MS: '1500',
      OUTBOX_POLL_MS: '250',
      OUTBOX_RETRY_BASE_MS: '250',
      OUTBOX_RETRY_MAX_MS: '1000',
      // The outages here last seconds; the retry budget must outlast them (decision 0018).
      OUTBOX_MAX_ATTEMPTS: '200',
      LEADS_RATE_LIMIT: '100000',
    },
    { freshDatabase: true },
  );
  token = await staffTokenAt(cms.url);
});

afterAll(async () => {
  await cms?.stop();
  await smtp?.stop();
});

const quietly = (ms = 2_000) => new Promise((r) => setTimeout(r, ms));

async function storedOf(leads: SentLead[]): Promise<Lead[]> {
  const wanted = new Set(leads.map((l) => l.email.toLowerCase()));
  return (await storedLeads(cms.url, token)).filter((l) => wanted.has(l.email));
}

/** Every acknowledged lead is stored once and, within the time given, mailed exactly once. */
async function expectStoredAndMailedOnce(acknowledged: SentLead[], timeoutMs = 30_000) {
  await eventually(
    async () => {
      const stored = await storedOf(acknowledged);
      return stored.length >= acknowledged.length && audit(acknowledged, stored, smtp.messages).notMailed.length === 0;
    },
    timeoutMs,
    250,
  ).catch(async (error: Error) => {
    const r = audit(acknowledged, await storedOf(acknowledged), smtp.messages);
    throw new Error(`${error.message}; not stored ${r.notStored.length}, not mailed ${r.notMailed.join(', ')}`);
  });
  // Several outbox rounds pass: nothing is sent a second time.
  await quietly();
  const stored = await storedOf(acknowledged);
  const result = audit(acknowledged, stored, smtp.messages);
  expect(result.notStored).toEqual([]);
  expect(result.storedTwice).toEqual([]);
  expect(result.notMailed).toEqual([]);
  expect(result.mailedTwice).toEqual([]);
  expect(mailsAbout(stored, smtp.messages)).toHaveLength(acknowledged.length);
  expect(stored.every((l) => l.mailStatus === 'sent')).toBe(true);
}

describe('SMTP down while leads arrive', () => {
  const faults: SmtpFault[] = ['refuse', 'drop', 'greet-421', 'data-451', 'silent'];
  for (const fault of faults) {
    it(`${fault}: every lead is answered 2xx and stored, and mailed exactly once when SMTP is back`, async () => {
      await smtp.setFault(fault);
      const leads = newLeads(12);
      const run = await sendLeads(cms.url, leads, { concurrency: 6 });
      expect(run.refused.map((o) => `${o.kind} ${o.status} ${JSON.stringify(o.body)}`)).toEqual([]);
      expect(run.unanswered.map((o) => `${o.kind} ${o.error}`)).toEqual([]);
      expect(run.acknowledged).toHaveLength(leads.length);
      // The answer never waits for the mail server.
      expect(Math.max(...run.outcomes.map((o) => o.ms))).toBeLessThan(5_000);

      // The outbox tried and failed: the leads wait, pending, with the error recorded; nothing was delivered.
      await eventually(
        async () => {
          const stored = await storedOf(leads);
          return stored.length === leads.length && stored.some((l) => l.mailAttempts > 0 && l.mailLastError !== '');
        },
        20_000,
        250,
      );
      const waiting = await storedOf(leads);
      expect(waiting.every((l) => l.mailStatus === 'pending')).toBe(true);
      expect(mailsAbout(waiting, smtp.messages)).toEqual([]);

      await smtp.setFault('ok');
      await expectStoredAndMailedOnce(run.acknowledged);
    }, 90_000);
  }

  it('the server failing in every way in turn while leads keep coming: each is mailed exactly once at the end', async () => {
    await smtp.setFault('refuse');
    const leads = newLeads(36);
    const order: SmtpFault[] = ['drop', 'ok', 'greet-421', 'data-451', 'ok', 'refuse', 'silent', 'drop', 'ok'];
    let flipping = true;
    const flipper = (async () => {
      for (let i = 0; flipping; i++) {
        await smtp.setFault(order[i % order.length]);
        await new Promise((r) => setTimeout(r, 400));
      }
    })();
    const run = await sendLeads(cms.url, leads, { concurrency: 4, spacingMs: 50 });
    flipping = false;
    await flipper;
    await smtp.setFault('ok');
    expect(run.refused.map((o) => `${o.kind} ${o.status}`)).toEqual([]);
    expect(run.unanswered).toEqual([]);
    await expectStoredAndMailedOnce(run.acknowledged, 45_000);
  }, 120_000);
});
