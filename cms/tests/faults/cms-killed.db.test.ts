import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lead } from '@estate/contract';
import { eventually } from '../harness/client';
import { FlakySmtp } from '../harness/fakes';
import {
  audit,
  mailsAbout,
  newLeads,
  sendLeads,
  staffTokenAt,
  storedLeads,
  type LeadRun,
  type SentLead,
} from '../harness/leads';
import { startCms, type CmsInstance } from '../harness/stack';

/*
 * Fault: the CMS is killed (SIGKILL: no shutdown hook runs) while leads arrive and while its
 * outbox is sending a backlog to a slow mail server. After a restart, every lead that was
 * answered 2xx is stored, once, and mailed: the outbox resumes with what was pending, including a
 * lead it had claimed when it died. The only repeat SMTP allows is the one message in flight at
 * the kill, and it carries the same Message-ID (decisions 0007, 0018).
 */

let smtp: FlakySmtp;
let cms: CmsInstance;
const KILLS = 2;

beforeAll(async () => {
  smtp = await FlakySmtp.start('ok');
  // A slow server: the outbox has a backlog in hand when the CMS dies.
  smtp.inner.dataDelayMs = 150;
  cms = await startCms(
    {
      SMTP_PORT: String(smtp.port),
      OUTBOX_POLL_MS: '250',
      OUTBOX_RETRY_BASE_MS: '250',
      OUTBOX_RETRY_MAX_MS: '1000',
      // A claim left by the killed process expires after this; the default is two minutes.
      OUTBOX_LOCK_MS: '3000',
      LEADS_RATE_LIMIT: '100000',
    },
    { freshDatabase: true },
  );
});

afterAll(async () => {
  await cms?.stop();
  await smtp?.stop();
});

describe('the CMS killed while leads arrive', () => {
  it('every lead answered 2xx is stored once after the restart and mailed; the outbox resumes', async () => {
    const runs: LeadRun[] = [];
    for (let kill = 0; kill < KILLS; kill++) {
      // Kill it once some leads are acknowledged and the outbox is busy with them, with many still to send.
      let killing: Promise<void> | null = null;
      let answered = 0;
      const sending = sendLeads(cms.url, newLeads(150), {
        concurrency: 4,
        spacingMs: 40,
        onOutcome: (o) => {
          if (o.status === 200) answered += 1;
          if (!killing && answered >= 12 + kill * 6) killing = cms.process.kill();
        },
      });
      const run = await sending;
      await killing;
      expect(killing, 'the CMS was killed during the run').not.toBeNull();
      runs.push(run);
      await cms.process.start();
    }
    // After the last restart, leads are taken as usual.
    const after = await sendLeads(cms.url, newLeads(9), { concurrency: 3 });
    expect(after.acknowledged).toHaveLength(9);
    runs.push(after);

    const acknowledged: SentLead[] = runs.flatMap((r) => r.acknowledged);
    // The kill really fell while leads were arriving: some answered, some got no answer.
    for (const run of runs.slice(0, KILLS)) {
      expect(run.acknowledged.length).toBeGreaterThan(0);
      expect(run.unanswered.length).toBeGreaterThan(0);
    }
    // Nothing answered with an error: a lead is either taken (2xx) or the connection failed.
    expect(runs.flatMap((r) => r.refused).map((o) => `${o.kind} ${o.status}`)).toEqual([]);

    const token = await staffTokenAt(cms.url);
    const sent = new Set(runs.flatMap((r) => r.outcomes).map((o) => o.email.toLowerCase()));
    const ours = async (): Promise<Lead[]> => (await storedLeads(cms.url, token)).filter((l) => sent.has(l.email));
    await eventually(
      async () => {
        const stored = await ours();
        const r = audit(acknowledged, stored, smtp.messages);
        return r.notStored.length === 0 && r.notMailed.length === 0;
      },
      60_000,
      500,
    ).catch(async (error: Error) => {
      const r = audit(acknowledged, await ours(), smtp.messages);
      throw new Error(`${error.message}; not stored: ${r.notStored.length}; not mailed: ${r.notMailed.join(', ')}`);
    });
    await new Promise((r) => setTimeout(r, 2_000));

    const stored = await ours();
    const result = audit(acknowledged, stored, smtp.messages);
    expect(result.notStored).toEqual([]);
    expect(result.storedTwice).toEqual([]);
    expect(result.notMailed).toEqual([]);
    expect(stored.every((l) => l.mailStatus === 'sent')).toBe(true);
    // At most the one message in flight at each kill went out twice, under its own Message-ID.
    expect(result.mailedTwice.length).toBeLessThanOrEqual(KILLS);
    const mailed = mailsAbout(stored, smtp.messages);
    expect(mailed.length).toBeLessThanOrEqual(stored.length + KILLS);
    expect(new Set(mailed.map((m) => m.messageId)).size).toBe(stored.length);
  }, 180_000);
});
