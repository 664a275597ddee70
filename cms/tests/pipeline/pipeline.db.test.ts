import { randomBytes } from 'crypto';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MESSAGES, UndeliveredStaffMailSchema, viewingDays, type UndeliveredStaffMail } from '@estate/contract';
import { control, del, errorFields, eventually, get, mails, post, put, randomIp } from '../harness/client';
import { runSql } from '../harness/database';
import { dealHelpers, holdTheRoundRobin } from '../harness/deals';
import { startCms, type CmsInstance } from '../harness/stack';
import { addProfile, agentsWithListing, inviteMember, type Member, type ProfiledAgent, signIn } from '../harness/team';

/*
 * The pipeline (docs/decisions/0068) on a CMS and database of this file's own, so that the round
 * robin sees only this file's agents: an enquiry arrives assigned to its listing's agent, else to
 * the agents in turn (a setting), the assignee is mailed; deals move through the stages (Lost with
 * a reason), are reassigned, recorded in the audit trail; bad moves are refused naming the field
 * and change nothing; an agent works only their own deals; the board counts every stage and flags
 * deals nobody answered in time. An enquiry is assigned after its answer, and one left waiting is
 * assigned by the sweep (every second here); a mail to a member that cannot
 * be sent (three attempts here) is kept for the administrators.
 */

let cms: CmsInstance;
let api: string;
let admin: string;
const agents: Record<'a' | 'b', ProfiledAgent> = {} as never;
let marketing: Member;
let listing: { _id: string; slug: string; referenceNumber: string };

const tag = () => randomBytes(4).toString('hex');
const at = (path: string) => `${api}${path}`;

const onPostgres = inject('dbClient') === 'postgres';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const { sendEnquiry, waitsForAssignment, enquire, leaveWaiting, leads, move, board, column } = dealHelpers(() => ({
  api,
  env: cms.env,
  admin,
}));

beforeAll(async () => {
  cms = await startCms({ OUTBOX_MAX_ATTEMPTS: '3', DEAL_ASSIGN_SWEEP_MS: '1000' }, { freshDatabase: true });
  api = `${cms.url}/api/admin`;
  const { username, password } = inject('staff');
  admin = await signIn(api, username, password);
  const people = await agentsWithListing(api, admin, `Palm villa ${tag()}`);
  Object.assign(agents, people.agents);
  ({ marketing, listing } = people);
}, 180_000);

afterAll(async () => {
  await cms?.stop();
});

describe('a deal arriving', () => {
  it("goes to the listing's agent, stage New; a booked viewing arrives at Viewing booked", async () => {
    const lead = await enquire(`listing.${tag()}@buyer.test`, { listing: listing.slug });
    expect(lead.deal).toMatchObject({ stage: 'new', assignee: { id: agents.a.id, active: true }, unanswered: false });
    expect(lead.deal.assignedAt).not.toBeNull();

    const email = `viewing.${tag()}@buyer.test`;
    const booked = await post(at('/book-viewing'), {
      ip: randomIp(),
      json: { fname: 'Omar', lname: 'Aziz', email, listing: listing.slug, date: viewingDays()[2], time: '11:00' },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const viewing = await eventually(async () => (await leads(`q=${email}`))[0]);
    expect(viewing.deal).toMatchObject({ stage: 'viewing-booked', assignee: { id: agents.a.id } });
  });

  it('without a listing agent goes to the agents in turn, each mailed; with the setting off it waits', async () => {
    const got: number[] = [];
    const emails: string[] = [];
    for (let i = 0; i < 4; i++) {
      const email = `turn${i}.${tag()}@buyer.test`;
      emails.push(email);
      got.push((await enquire(email)).deal.assignee!.id);
    }
    // Agent B had none yet; A had the listing's enquiries: B first, then each in turn.
    expect(got).toEqual([agents.b.id, agents.a.id, agents.b.id, agents.a.id]);
    const notice = await eventually(async () =>
      (await mails()).find((m) => m.to.includes(agents.b.email) && m.text.includes('Layla Haddad')),
    );
    expect(notice.subject).toMatch(/Layla Haddad is yours/);
    expect(notice.text).toMatch(/\/admin\/leads\/enquiry\//);

    const off = await put(at('/update-settings'), { token: admin, json: { dealRoundRobin: false } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.settings.dealRoundRobin).toBe(false);
    try {
      const waiting = await enquire(`waiting.${tag()}@buyer.test`);
      expect(waiting.deal.assignee).toBeNull();
      expect((await board('assignee=none')).columns.flatMap((c) => c.deals.map((d) => d._id))).toContain(waiting._id);
    } finally {
      await put(at('/update-settings'), { token: admin, json: { dealRoundRobin: true } });
    }
  });
});

describe('moving a deal', () => {
  it('changes its stage, records the first response and the audit trail; Lost needs a reason', async () => {
    const lead = await enquire(`move.${tag()}@buyer.test`, { listing: listing.slug });
    const contacted = await move(lead._id, { stage: 'contacted' });
    expect(contacted.status, JSON.stringify(contacted.body)).toBe(200);
    expect(contacted.body.lead.deal).toMatchObject({ stage: 'contacted', lostReason: '' });
    expect(contacted.body.lead.deal.firstResponseAt).not.toBeNull();

    const noReason = await move(lead._id, { stage: 'lost' });
    expect(noReason.status).toBe(400);
    expect(errorFields(noReason.body)).toEqual(['lostReason']);

    const lost = await move(lead._id, { stage: 'lost', lostReason: 'Bought elsewhere' });
    expect(lost.body.lead.deal).toMatchObject({ stage: 'lost', lostReason: 'Bought elsewhere' });
    const reopened = await move(lead._id, { stage: 'offer' });
    expect(reopened.body.lead.deal).toMatchObject({ stage: 'offer', lostReason: '' });

    const trail = await get(at(`/get-audit-entries?kind=enquiry&itemId=${lead._id}`), { token: admin });
    expect(trail.status).toBe(200);
    const stages = (trail.body as Array<{ changes: Array<{ field: string; before: unknown; after: unknown }> }>)
      .flatMap((e) => e.changes)
      .filter((c) => c.field === 'stage')
      .map((c) => `${String(c.before)} > ${String(c.after)}`);
    expect(stages).toEqual(expect.arrayContaining(['New > Contacted', 'Contacted > Lost', 'Lost > Offer']));
  });

  it('is refused with the field named, and nothing changes, for a bad stage or assignee', async () => {
    const lead = await enquire(`bad.${tag()}@buyer.test`, { listing: listing.slug });
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ stage: 'closed' }, 400, 'stage'],
      [{}, 400, 'stage'],
      [{ assigneeId: 'someone' }, 400, 'assigneeId'],
      [{ assigneeId: 987654 }, 400, 'assigneeId'],
      // Marketing works no enquiries.
      [{ assigneeId: marketing.id }, 400, 'assigneeId'],
      [{ stage: 'contacted', lostReason: 'Too early' }, 400, 'lostReason'],
    ];
    for (const [body, status, field] of cases) {
      const res = await move(lead._id, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(errorFields(res.body), JSON.stringify(body)).toEqual([field]);
    }
    expect((await move('no-such-deal', { stage: 'won' })).status).toBe(404);
    const [after] = await leads(`q=${lead.email}`);
    expect(after.deal).toEqual(lead.deal);
  });

  it('of a deactivated agent needs an active assignee first; the new one is mailed', async () => {
    const t = tag();
    const id = await addProfile(api, admin, `Agent C ${t}`);
    const c = await inviteMember(api, admin, 'agent', id);
    const lead = await enquire(`leaving.${t}@buyer.test`);
    const handed = await move(lead._id, { assigneeId: c.id });
    expect(handed.status, JSON.stringify(handed.body)).toBe(200);
    expect(handed.body.lead.deal.assignee).toMatchObject({ id: c.id, active: true });

    const off = await put(at(`/update-staff-user/${c.id}`), { token: admin, json: { active: false } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const [held] = await leads(`q=${lead.email}`);
    expect(held.deal.assignee).toMatchObject({ id: c.id, active: false });

    const stuck = await move(lead._id, { stage: 'contacted' });
    expect(stuck.status).toBe(409);
    expect(errorFields(stuck.body)).toEqual(['assigneeId']);
    // Naming the deactivated member again changes nothing.
    expect((await move(lead._id, { assigneeId: c.id, stage: 'contacted' })).status).toBe(409);
    const newHolder = await move(lead._id, { assigneeId: c.id === agents.b.id ? agents.a.id : agents.b.id });
    expect(newHolder.status).toBe(200);
    // Assigning to a deactivated member is refused too.
    const back = await move(lead._id, { assigneeId: c.id });
    expect(back.status).toBe(400);
    expect(errorFields(back.body)).toEqual(['assigneeId']);
    const moved = await move(lead._id, { stage: 'contacted' });
    expect(moved.body.lead.deal).toMatchObject({ stage: 'contacted', assignee: { id: agents.b.id } });
    // The new holder hears of it, with the link to the deal.
    await eventually(async () =>
      (await mails()).find((m) => m.to.includes(agents.b.email) && m.text.includes(lead._id)),
    );
  });
});

describe('an agent', () => {
  it('sees and moves only their own deals, and may take but not hand over a deal', async () => {
    const mine = await enquire(`mine.${tag()}@buyer.test`, { listing: listing.slug });
    const theirs = await move((await enquire(`theirs.${tag()}@buyer.test`))._id, { assigneeId: agents.b.id });
    expect(theirs.status).toBe(200);

    const seen = (await board('', agents.a.token)).columns.flatMap((c) => c.deals);
    expect(seen.map((d) => d._id)).toContain(mine._id);
    expect(seen.map((d) => d._id)).not.toContain(theirs.body.lead._id);
    expect(seen.every((d) => d.deal.assignee?.id === agents.a.id || d.listing?._id === listing._id)).toBe(true);

    expect((await move(theirs.body.lead._id, { stage: 'won' }, agents.a.token)).status).toBe(403);
    const handOver = await move(mine._id, { assigneeId: agents.b.id }, agents.a.token);
    expect(handOver.status).toBe(403);
    const worked = await move(mine._id, { stage: 'viewed' }, agents.a.token);
    expect(worked.status, JSON.stringify(worked.body)).toBe(200);
    expect(worked.body.lead.deal.stage).toBe('viewed');
    expect((await get(at('/get-deal-assignees'), { token: agents.a.token })).status).toBe(200);
    // Handed to another agent by an administrator, it is no longer theirs to move or take back.
    expect((await move(mine._id, { assigneeId: agents.b.id })).status).toBe(200);
    expect((await move(mine._id, { stage: 'offer' }, agents.a.token)).status).toBe(403);
    expect((await move(mine._id, { assigneeId: agents.a.id }, agents.a.token)).status).toBe(403);
  });
});

describe('the board', () => {
  it('counts every stage, filters, and flags a new deal nobody answered in time', async () => {
    const before = await board();
    expect(before.columns.map((c) => c.stage)).toEqual([
      'new',
      'contacted',
      'viewing-booked',
      'viewed',
      'offer',
      'won',
      'lost',
    ]);
    expect(before.unansweredHours).toBe(4);
    const all = await leads('limit=1000');
    for (const c of before.columns) expect(c.count, c.stage).toBe(all.filter((l) => l.deal.stage === c.stage).length);
    // One holder's board: the same deals as the table shows for them, column by column.
    const held = await board(`assignee=${agents.a.id}`);
    const theirs = all.filter((l) => l.deal.assignee?.id === agents.a.id);
    expect(theirs.length).toBeGreaterThan(0);
    for (const c of held.columns) {
      const inStage = theirs.filter((l) => l.deal.stage === c.stage);
      expect(c.count, c.stage).toBe(inStage.length);
      expect(c.deals.map((d) => d._id)).toEqual(inStage.slice(0, c.deals.length).map((l) => l._id));
    }

    const late = await enquire(`late.${tag()}@buyer.test`, { listing: listing.slug });
    const env = cms.env;
    const fiveHoursAgo = Date.now() - 5 * 3_600_000;
    await runSql(env, 'UPDATE enquiries SET created_at = ? WHERE document_id = ?', [
      env.DATABASE_CLIENT === 'postgres' ? new Date(fiveHoursAgo).toISOString() : fiveHoursAgo,
      late._id,
    ]);
    const flagged = await board('unanswered=true');
    expect(column(flagged, 'new').deals.map((d) => d._id)).toEqual([late._id]);
    expect(column(flagged, 'new').deals[0].deal.unanswered).toBe(true);
    expect(flagged.columns.filter((c) => c.stage !== 'new').every((c) => c.count === 0)).toBe(true);
    expect((await leads('unanswered=true')).map((l) => l._id)).toEqual([late._id]);

    // Answered (handled) or moved on, it is no longer flagged.
    const handled = await put(at(`/update-lead/enquiry/${late._id}`), { token: admin, json: { handled: true } });
    expect(handled.status, JSON.stringify(handled.body)).toBe(200);
    expect(handled.body.lead.deal).toMatchObject({ unanswered: false });
    expect(handled.body.lead.deal.firstResponseAt).not.toBeNull();
    expect(column(await board('unanswered=true'), 'new').count).toBe(0);

    // The search finds people: by any address or number (in any spelling) their contact is known by.
    const email = `found.${tag()}@buyer.test`;
    const found = await enquire(email, { phone: '+971 50 777 1234' });
    for (const q of [email.toUpperCase(), '050 777 1234', 'found.'])
      await eventually(async () => {
        const ids = (await board(`q=${encodeURIComponent(q)}`)).columns.flatMap((c) => c.deals.map((d) => d._id));
        expect(ids, q).toContain(found._id);
        return true;
      });
    expect((await board('q=nobody-by-that-name')).columns.every((c) => c.count === 0)).toBe(true);

    const wrong = await get(at('/get-deal-board?perStage=0&assignee=everyone'), { token: admin });
    expect(wrong.status).toBe(400);
    expect(errorFields(wrong.body).sort()).toEqual(['assignee', 'perStage']);
    const notEnquiries = await get(at('/get-leads/subscriber?stage=new'), { token: admin });
    expect(notEnquiries.status).toBe(400);
    expect(errorFields(notEnquiries.body)).toEqual(['stage']);
  });
});

describe('enquiries stored before the pipeline', () => {
  it('get a stage at start: a viewing Viewing booked, a handled one Contacted (answered then), the rest New', async () => {
    const plain = await enquire(`before.${tag()}@buyer.test`);
    const answered = await enquire(`answered.${tag()}@buyer.test`);
    const handled = await put(at(`/update-lead/enquiry/${answered._id}`), { token: admin, json: { handled: true } });
    expect(handled.status).toBe(200);
    const email = `viewing.before.${tag()}@buyer.test`;
    const booked = await post(at('/book-viewing'), {
      ip: randomIp(),
      json: { fname: 'Omar', lname: 'Aziz', email, listing: listing.slug, date: viewingDays()[3], time: '12:00' },
    });
    expect(booked.status).toBe(200);
    const viewing = await eventually(async () => (await leads(`q=${email}`))[0]);
    // As an earlier version stored them: no stage, no first response.
    const ids = [plain._id, answered._id, viewing._id];
    await runSql(
      cms.env,
      `UPDATE enquiries SET stage = NULL, first_response_at = NULL WHERE document_id IN (?, ?, ?)`,
      ids,
    );

    // Until the next start gives them one, they stand where they would: on the board and its filters too.
    const waiting = await board();
    expect(column(waiting, 'new').deals.map((d) => d._id)).toContain(plain._id);
    expect(column(waiting, 'viewing-booked').deals.map((d) => d._id)).toContain(viewing._id);

    await cms.process.restart();
    admin = await signIn(api, inject('staff').username, inject('staff').password);
    const after = async (id: string) => (await leads('limit=1000')).find((l) => l._id === id)!.deal;
    expect(await after(plain._id)).toMatchObject({ stage: 'new', firstResponseAt: null });
    const contacted = await after(answered._id);
    expect(contacted.stage).toBe('contacted');
    expect(contacted.firstResponseAt).toBe(handled.body.lead.handledAt);
    expect((await after(viewing._id)).stage).toBe('viewing-booked');
  }, 90_000);
});

describe('the assignment after the answer', () => {
  const assigneeOf = async (email: string) => (await leads(`q=${encodeURIComponent(email)}`))[0]?.deal.assignee;
  const holdingTheTurn = <T>(fn: (client: Client) => Promise<T>) => holdTheRoundRobin(cms.env, fn);

  it.runIf(onPostgres)(
    'answers the form while the round robin is locked, and assigns the deal once it is free',
    async () => {
      const email = `locked.${tag()}@buyer.test`;
      await holdingTheTurn(async () => {
        const answer = await Promise.race([sendEnquiry(email), sleep(10_000).then(() => null)]);
        expect(answer, 'the form answered while the round robin was locked').not.toBeNull();
        expect(answer!.status, JSON.stringify(answer!.body)).toBe(200);
        expect(answer!.body).toEqual({ message: MESSAGES.contactSuccess });
        const stored = await eventually(async () => (await leads(`q=${encodeURIComponent(email)}`))[0]);
        await sleep(500);
        expect(await waitsForAssignment(stored._id)).toBe(true);
        expect(await assigneeOf(email)).toBeNull();
      });
      const assignee = await eventually(() => assigneeOf(email));
      expect([agents.a.id, agents.b.id]).toContain(assignee.id);
    },
  );

  it.runIf(onPostgres)(
    'assigns a deal whose assignment failed, by the sweep',
    async () => {
      const email = `failed.${tag()}@buyer.test`;
      let id = '';
      await holdingTheTurn(async (client) => {
        expect((await sendEnquiry(email)).status).toBe(200);
        id = (await eventually(async () => (await leads(`q=${encodeURIComponent(email)}`))[0]))._id;
        // The CMS's assignment waits for the lock: its connection ends under it, as in a failover. The
        // sweep may be waiting too, or come to wait again: every waiter's connection ends until the
        // CMS has noticed, when its pool gives up on the connection (slower on a busy machine).
        // Inside a transaction PostgreSQL answers pg_stat_activity from one snapshot, taken at its first
        // read: each look takes a new one, or a wait that began after the first look is never seen.
        const endTheWaiters = async () => {
          await client.query('SELECT pg_stat_clear_snapshot()');
          await client.query(
            `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
             WHERE datname = current_database() AND pid <> pg_backend_pid()
             AND wait_event_type = 'Lock' AND query LIKE '%pg_advisory_xact_lock%'`,
          );
        };
        await eventually(async () => {
          await endTheWaiters();
          return cms.process.log.join('').includes(`enquiry ${id} stored but not assigned yet`);
        }, 45_000);
        expect(await assigneeOf(email)).toBeNull();
        expect(await waitsForAssignment(id)).toBe(true);
      });
      const assignee = await eventually(() => assigneeOf(email), 20_000);
      expect([agents.a.id, agents.b.id]).toContain(assignee.id);
      expect(await waitsForAssignment(id)).toBe(false);
    },
    120_000,
  );

  it('assigns a deal an interrupted assignment left waiting, by the sweep', async () => {
    const email = `interrupted.${tag()}@buyer.test`;
    const lead = await enquire(email);
    const noticesOf = async () => (await mails()).filter((m) => m.text.includes(lead._id)).length;
    const mailed = await eventually(noticesOf);
    const left = Date.now();
    await leaveWaiting(lead._id);
    // The sweep runs every second: it may have assigned the deal again before a request could see
    // it unassigned, so what proves it ran is an assignment made after the interruption.
    const assignee = await eventually(() => assigneeOf(email));
    expect([agents.a.id, agents.b.id]).toContain(assignee.id);
    expect(await waitsForAssignment(lead._id)).toBe(false);
    const [row] = await runSql(cms.env, 'SELECT assigned_at FROM enquiries WHERE document_id = ?', [lead._id]);
    expect(new Date(row!.assigned_at as string | number).getTime()).toBeGreaterThanOrEqual(left);
    // Its assignee hears of it as on arrival.
    await eventually(async () => (await noticesOf()) > mailed);
  });

  it('leaves alone a deal a member unassigned by hand', async () => {
    const mine = await enquire(`unassigned.${tag()}@buyer.test`);
    expect(mine.deal.assignee).not.toBeNull();
    const off = await move(mine._id, { assigneeId: null });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.lead.deal.assignee).toBeNull();
    // A member naming nobody for a deal still waiting settles it too.
    const early = await enquire(`early.${tag()}@buyer.test`);
    await runSql(cms.env, 'UPDATE enquiries SET assignee_user_id = NULL, assign_pending = ? WHERE document_id = ?', [
      onPostgres ? true : 1,
      early._id,
    ]);
    expect((await move(early._id, { assigneeId: null })).status).toBe(200);
    // A deal left waiting beside them shows the sweep ran meanwhile, then once more.
    const other = await enquire(`beside.${tag()}@buyer.test`);
    await leaveWaiting(other._id);
    await eventually(async () => (await leads(`q=${encodeURIComponent(other.email)}`))[0]?.deal.assignee);
    await sleep(1_500);
    for (const id of [mine._id, early._id]) {
      const [lead] = (await leads('limit=1000')).filter((l) => l._id === id);
      expect(lead!.deal.assignee, id).toBeNull();
      expect(await waitsForAssignment(id)).toBe(false);
    }
  });
});

describe('a mail to a member that cannot be sent', () => {
  const undelivered = async (token = admin) => {
    const res = await get<UndeliveredStaffMail[]>(at('/get-undelivered-staff-mails'), { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.map((m) => UndeliveredStaffMailSchema.parse(m));
  };

  it('is kept as failed for the administrators, who send it again or dismiss it', async () => {
    const refused = [agents.a.email, agents.b.email];
    await control('PUT', '/smtp/refused-recipients', refused);
    try {
      await enquire(`refused1.${tag()}@buyer.test`);
      await enquire(`refused2.${tag()}@buyer.test`);
      const kept = await eventually(async () => {
        const list = await undelivered();
        return list.length >= 2 && list;
      }, 20_000);
      expect(kept).toHaveLength(2);
      for (const mail of kept) {
        expect(refused).toContain(mail.to);
        expect(mail.subject).toMatch(/is yours/);
        expect(mail.attempts).toBe(3);
        expect(mail.error).toMatch(/450|Mailbox unavailable|rejected/i);
        expect(mail.reason).toBe('The recipient’s address was refused: it may be misspelt, full or no longer in use.');
        expect(mail.failedAt).not.toBeNull();
      }
      // Kept, not tried again.
      await sleep(1_000);
      expect((await undelivered()).length).toBe(kept.length);
    } finally {
      await control('PUT', '/smtp/refused-recipients', []);
    }
    const [again, gone] = await undelivered();
    for (const route of [
      () => get(at('/get-undelivered-staff-mails'), { token: agents.a.token }),
      () => post(at(`/resend-staff-mail/${again!._id}`), { token: agents.a.token }),
      () => del(at(`/dismiss-staff-mail/${again!._id}`), { token: agents.a.token }),
    ])
      expect((await route()).status).toBe(403);
    expect((await post(at('/resend-staff-mail/nosuchmail0000000000000'), { token: admin })).status).toBe(404);

    const resent = await post(at(`/resend-staff-mail/${again!._id}`), { token: admin });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body.message).toBe('The mail is queued again');
    const delivered = await eventually(async () =>
      (await mails()).find((m) => m.to.includes(again!.to) && m.subject === again!.subject),
    );
    expect(delivered.text).toMatch(/\/admin\/leads\/enquiry\//);
    const dismissed = await del(at(`/dismiss-staff-mail/${gone!._id}`), { token: admin });
    expect(dismissed.status, JSON.stringify(dismissed.body)).toBe(200);
    expect(dismissed.body.message).toBe('The mail is dismissed');
    // Sent, it is removed like every sent notice; dismissed, it is gone.
    await eventually(async () => {
      const rows = await runSql(cms.env, 'SELECT COUNT(*) AS n FROM staff_notices WHERE document_id IN (?, ?)', [
        again!._id,
        gone!._id,
      ]);
      return Number(rows[0]!.n) === 0;
    });
    expect(await undelivered()).toEqual([]);
    expect((await post(at(`/resend-staff-mail/${again!._id}`), { token: admin })).status).toBe(404);
    expect((await del(at(`/dismiss-staff-mail/${gone!._id}`), { token: admin })).status).toBe(404);

    const trail = await get(at('/get-audit-entries?kind=staff-user&limit=50'), { token: admin });
    expect(trail.status).toBe(200);
    const actions = (trail.body as Array<{ action: string; title: string }>).map((e) => `${e.action} ${e.title}`);
    expect(actions).toEqual(expect.arrayContaining([`mail-resend ${again!.to}`, `mail-dismiss ${gone!.to}`]));
  }, 90_000);

  it('but a password reset that cannot be sent is removed: its link is a secret', async () => {
    const { email } = inject('staff');
    await control('PUT', '/smtp/refused-recipients', [email]);
    try {
      const res = await post(at('/forgot-password'), { ip: randomIp(), json: { email } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      await eventually(async () => /outbox: passwordReset \S+ not sent/.test(cms.process.log.join('')), 20_000);
      const rows = await runSql(cms.env, 'SELECT COUNT(*) AS n FROM password_reset_requests', []);
      expect(Number(rows[0]!.n)).toBe(0);
    } finally {
      await control('PUT', '/smtp/refused-recipients', []);
    }
  }, 60_000);
});
