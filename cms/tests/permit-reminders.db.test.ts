import { randomBytes } from 'crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dubaiToday } from '@estate/contract';
import { eventually, mails, post } from './harness/client';
import { runSql } from './harness/database';
import { LEADS_NOTIFY_TO } from './harness/env';
import type { CapturedMail } from './harness/fakes';
import { startCms, type CmsInstance } from './harness/stack';
import { inviteMember, signIn, type Member } from './harness/team';

/*
 * Permit reminders (docs/decisions/0086) on a CMS and database of this file's own, checking every
 * second or so: a listing's agent is mailed 30 and 7 days (Dubai days) before its permit expires,
 * once per threshold and permit however many checks and instances run; a permit first seen inside
 * a threshold (the CMS was down when it passed) is reminded once, with the nearest threshold only;
 * a renewed permit is reminded again; an expired one or one far off is not. The mail goes to the
 * agent's staff account, else the agent's own address, else the agency inbox.
 */

let cms: CmsInstance;
let api: string;
let admin: string;
let agentUser: Member;
let agentWithAccount: string;
let agentWithoutAccount: { id: string; email: string };

const tag = () => randomBytes(4).toString('hex');
const at = (path: string) => `${api}${path}`;
/** The day `n` days after today in Dubai: a permit valid through it has `n` days left. */
const dubaiDayIn = (n: number) => dubaiToday(Date.now() + n * 86_400_000);
/** The check's period in these tests: 0.6 s. */
const INTERVAL_MINUTES = '0.01';
/** Enough checks for a duplicate to show (four periods). */
const severalChecks = () => new Promise((r) => setTimeout(r, 2_500));

async function profile(name: string, email: string): Promise<string> {
  const res = await post(at('/add-team'), {
    token: admin,
    json: { title: name, description: 'Consultant', position: 'Consultant', whatsapp: '+971 50 000 0000', email },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.team._id as string;
}

async function listing(daysLeft: number | null, agent?: string, expiry?: string) {
  const title = `Permit villa ${tag()}`;
  const res = await post(at('/add-property'), {
    token: admin,
    json: {
      title,
      country: 'Dubai',
      permitNumber: '7117227381',
      permitExpiresAt: expiry ?? (daysLeft === null ? null : dubaiDayIn(daysLeft)),
      ...(agent ? { agent } : {}),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: res.body.property._id as string, title };
}

const remindersOf = async (title: string): Promise<CapturedMail[]> =>
  (await mails()).filter((m) => m.subject.includes(title));

/** The one reminder a listing got, once it came; fails on a second. */
async function onlyReminder(title: string): Promise<CapturedMail> {
  const mail = await eventually(async () => (await remindersOf(title))[0], 20_000);
  await severalChecks();
  expect((await remindersOf(title)).map((m) => m.subject)).toEqual([mail.subject]);
  return mail;
}

/** Moves a listing's permit expiry as a renewal does (both its rows). */
async function setExpiry(id: string, day: string) {
  const instant = new Date(Date.parse(`${day}T00:00:00+04:00`) + 86_400_000);
  await runSql(cms.env, 'UPDATE properties SET permit_expires_at = ? WHERE document_id = ?', [
    cms.env.DATABASE_CLIENT === 'postgres' ? instant.toISOString() : instant.getTime(),
    id,
  ]);
}

beforeAll(async () => {
  cms = await startCms({ PERMIT_REMINDERS_INTERVAL_MINUTES: INTERVAL_MINUTES }, { freshDatabase: true });
  api = `${cms.url}/api/admin`;
  const { username, password } = inject('staff');
  admin = await signIn(api, username, password);
  agentWithAccount = await profile(`Agent ${tag()}`, `profile.${tag()}@agency.test`);
  agentUser = await inviteMember(api, admin, 'agent', agentWithAccount);
  const email = `own.${tag()}@agency.test`;
  agentWithoutAccount = { id: await profile(`Agent ${tag()}`, email), email };
}, 180_000);

afterAll(async () => {
  await cms?.stop();
});

describe('a permit reminder', () => {
  it("goes once to the agent's staff account when a permit is within 30 days, though the day passed meanwhile", async () => {
    const { title } = await listing(20, agentWithAccount);
    const mail = await onlyReminder(title);
    expect(mail.envelopeTo).toEqual([agentUser.email]);
    expect(mail.subject).toMatch(/expires in 20 days$/);
    expect(mail.text).toMatch(/\/admin\/update-property\//);
    expect(mail.text).toContain('7117227381');
  });

  it("goes to the agent's own address without a staff account, with the nearest threshold only", async () => {
    const { title } = await listing(5, agentWithoutAccount.id);
    const mail = await onlyReminder(title);
    expect(mail.envelopeTo).toEqual([agentWithoutAccount.email]);
    expect(mail.subject).toMatch(/expires in 5 days$/);
  });

  it('goes to the agency inbox for a listing without an agent', async () => {
    const { title } = await listing(7);
    const mail = await onlyReminder(title);
    expect(mail.envelopeTo).toEqual([LEADS_NOTIFY_TO]);
    expect(mail.subject).toMatch(/expires in 7 days$/);
  });

  it('is not sent for a permit far off, expired or absent', async () => {
    const far = await listing(45, agentWithAccount);
    const none = await listing(null, agentWithAccount);
    const expired = await listing(-2, agentWithAccount);
    await severalChecks();
    for (const l of [far, none, expired]) expect(await remindersOf(l.title)).toEqual([]);
  });

  it('comes at 30 days and again at 7, and again for a renewed permit', async () => {
    const { id, title } = await listing(45, agentWithAccount);
    await setExpiry(id, dubaiDayIn(30));
    await eventually(async () => (await remindersOf(title)).length === 1, 20_000);
    await setExpiry(id, dubaiDayIn(7));
    await eventually(async () => (await remindersOf(title)).length === 2, 20_000);
    // Renewed: a new expiry, reminded again at its first threshold reached.
    await setExpiry(id, dubaiDayIn(25));
    await eventually(async () => (await remindersOf(title)).length === 3, 20_000);
    await severalChecks();
    const subjects = (await remindersOf(title)).map((m) => m.subject.replace(/.*expires /, ''));
    expect(subjects).toEqual(['in 30 days', 'in 7 days', 'in 25 days']);
  });

  it('goes once with two CMS instances checking', async () => {
    const second = await startCms({ ...cms.env, PERMIT_REMINDERS_INTERVAL_MINUTES: INTERVAL_MINUTES });
    try {
      const titles = [];
      for (let i = 0; i < 3; i++) titles.push((await listing(10 + i, agentWithAccount)).title);
      await Promise.all(titles.map(onlyReminder));
    } finally {
      await second.stop();
    }
  });
});
