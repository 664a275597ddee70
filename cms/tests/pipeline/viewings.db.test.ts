import { randomBytes } from 'crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  dubaiToday,
  EnquiryLeadSchema,
  VIEWING_SLOT_TAKEN,
  VIEWING_SLOTS,
  viewingDays,
  viewingStart,
  ViewingSchema,
  ViewingWeekSchema,
  type EnquiryLead,
  type Viewing,
  type ViewingWeek,
} from '@estate/contract';
import { control, errorFields, eventually, get, mails, post, put, randomIp } from '../harness/client';
import { runSql } from '../harness/database';
import { FakeSmtp, freePort, type CapturedMail } from '../harness/fakes';
import { READER, startCms, type CmsInstance } from '../harness/stack';
import { addProfile, inviteMember, type Member, signIn } from '../harness/team';

/*
 * The viewings calendar (docs/decisions/0083) on a CMS and database of this file's own: a booked
 * viewing is requested, then confirmed, moved or cancelled; the buyer gets a mail with an
 * iCalendar file at each change (one UID, a growing SEQUENCE); bad changes are refused naming the
 * field and change nothing; one agent's slot is booked once, however many requests (and CMS
 * instances) try at the same moment; an agent sees and works only the viewings they hold. A buyer's
 * mail that cannot be sent is kept, shown on the viewing and sent again by its holder.
 */

let cms: CmsInstance;
let api: string;
let admin: string;
const agents: Record<'a' | 'b', Member & { profile: string; profileEmail: string }> = {} as never;
const listings: Record<'a' | 'b', { _id: string; slug: string; title: string }> = {} as never;

const tag = () => randomBytes(4).toString('hex');
const at = (path: string) => `${api}${path}`;
const days = viewingDays();

const book = (listing: string, date: string, time: string, email = `b.${tag()}@buyer.test`, base = api) =>
  post<{ message: string; errors?: Array<{ field: string; message: string }> }>(`${base}/book-viewing`, {
    ip: randomIp(),
    json: { fname: 'Omar', lname: 'Aziz', email, listing, date, time },
  });

async function leadsOf(email: string): Promise<EnquiryLead[]> {
  const res = await get<EnquiryLead[]>(at(`/get-leads/enquiry?q=${encodeURIComponent(email)}`), { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.map((l) => EnquiryLeadSchema.parse(l));
}

async function booked(listing: string, date: string, time: string): Promise<{ id: string; email: string }> {
  const email = `b.${tag()}@buyer.test`;
  const res = await book(listing, date, time, email);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [lead] = await leadsOf(email);
  return { id: lead!._id, email };
}

async function week(from: string, token = admin, assignee?: string): Promise<ViewingWeek> {
  const res = await get<ViewingWeek>(
    at(`/get-viewings?from=${from}${assignee ? `&assignee=${encodeURIComponent(assignee)}` : ''}`),
    { token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ViewingWeekSchema.parse(res.body);
}

async function viewing(id: string): Promise<Viewing> {
  const res = await get<Viewing>(at(`/get-viewing/${id}`), { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ViewingSchema.parse(res.body);
}

const change = (id: string, body: Record<string, unknown>, token = admin) =>
  put<{ message?: string; viewing: Viewing; errors?: Array<{ field: string; message: string }> }>(
    at(`/update-viewing/${id}`),
    { token, json: body },
  );

const buyerMails = async (email: string): Promise<CapturedMail[]> =>
  (await mails()).filter((m) => m.to.includes(email));

/** The buyer's mails once there are `count` of them, in the order of their SEQUENCE. */
async function calendarMails(email: string, count: number) {
  const got = await eventually(async () => {
    const list = await buyerMails(email);
    return list.length >= count ? list : null;
  });
  return got
    .map((m) => {
      const file = m.attachments.find((a) => a.filename.endsWith('.ics'));
      expect(file, `an .ics attached to "${m.subject}"`).toBeDefined();
      return { mail: m, file: file!, ics: parseIcs(file!.content) };
    })
    .sort((x, y) => Number(x.ics.event.SEQUENCE) - Number(y.ics.event.SEQUENCE));
}

/** An RFC 5545 file's calendar and (first) event properties, lines unfolded, parameters dropped. */
function parseIcs(content: string) {
  expect(content.startsWith('BEGIN:VCALENDAR'), content).toBe(true);
  const lines = content.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const calendar: Record<string, string> = {};
  const event: Record<string, string> = {};
  let inEvent = false;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') inEvent = true;
    else if (line === 'END:VEVENT') inEvent = false;
    const i = line.indexOf(':');
    if (i < 0) continue;
    const name = line.slice(0, i).split(';')[0]!;
    const target = inEvent ? event : calendar;
    target[name] ??= line.slice(i + 1);
  }
  return { calendar, event };
}

/** An ics UTC date-time (20261204T070000Z) as epoch milliseconds. */
const icsTime = (v: string) =>
  Date.parse(
    `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}T${v.slice(9, 11)}:${v.slice(11, 13)}:${v.slice(13, 15)}Z`,
  );

beforeAll(async () => {
  // A mail that cannot be sent fails for good after three attempts here.
  cms = await startCms({ OUTBOX_MAX_ATTEMPTS: '3' }, { freshDatabase: true });
  api = `${cms.url}/api/admin`;
  const { username, password } = inject('staff');
  admin = await signIn(api, username, password);
  for (const key of ['a', 'b'] as const) {
    const profileEmail = `${tag()}@agency.test`;
    const id = await addProfile(api, admin, `Agent ${key.toUpperCase()} ${tag()}`, profileEmail);
    agents[key] = { ...(await inviteMember(api, admin, 'agent', id)), profile: id, profileEmail };
    const res = await post(at('/add-property'), {
      token: admin,
      json: {
        title: `Marina home ${key} ${tag()}`,
        country: 'United Arab Emirates',
        location: 'Dubai Marina',
        agent: id,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    listings[key] = res.body.property;
  }
}, 180_000);

afterAll(async () => {
  await cms?.stop();
});

describe('a booked viewing', () => {
  it('is requested, then confirmed, moved and cancelled: the buyer gets a calendar file each time', async () => {
    const { id, email } = await booked(listings.a.slug, days[2]!, '10:00');
    const requested = await viewing(id);
    expect(requested).toMatchObject({
      date: days[2],
      time: '10:00',
      state: 'requested',
      sequence: 0,
      assignee: { id: agents.a.id },
      listing: { title: listings.a.title },
    });

    const [ack] = await calendarMails(email, 1);
    expect(ack!.mail.subject).toMatch(/received your viewing request/);
    expect(ack!.mail.text).toMatch(/not confirmed yet/);
    // The buyer's answer goes to the listing's agent.
    expect(ack!.mail.replyTo).toBe(agents.a.profileEmail);
    expect(ack!.file.contentType).toMatch(/^text\/calendar/);
    expect(ack!.ics.calendar).toMatchObject({ METHOD: 'REQUEST', VERSION: '2.0' });
    expect(ack!.ics.event).toMatchObject({ SEQUENCE: '0', STATUS: 'TENTATIVE' });
    expect(icsTime(ack!.ics.event.DTSTART!)).toBe(viewingStart(days[2]!, '10:00'));
    expect(icsTime(ack!.ics.event.DTEND!) - icsTime(ack!.ics.event.DTSTART!)).toBe(30 * 60_000);
    expect(ack!.ics.event.LOCATION).toContain(listings.a.title);
    expect(ack!.ics.event.LOCATION).toContain('Dubai Marina');
    expect(ack!.ics.event.ORGANIZER).toMatch(/^mailto:/);
    const uid = ack!.ics.event.UID!;
    expect(uid).toContain(id);

    const confirmed = await change(id, { action: 'confirm' });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.viewing).toMatchObject({ state: 'confirmed', sequence: 1 });

    const moved = await change(id, { action: 'reschedule', date: days[4], time: '15:30' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.viewing).toMatchObject({ state: 'confirmed', sequence: 2, date: days[4], time: '15:30' });

    const cancelled = await change(id, { action: 'cancel' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.viewing).toMatchObject({ state: 'cancelled', sequence: 3 });

    const files = await calendarMails(email, 4);
    expect(files.map((f) => f.ics.event.SEQUENCE)).toEqual(['0', '1', '2', '3']);
    expect(new Set(files.map((f) => f.ics.event.UID))).toEqual(new Set([uid]));
    expect(files.map((f) => f.ics.calendar.METHOD)).toEqual(['REQUEST', 'REQUEST', 'REQUEST', 'CANCEL']);
    expect(files.map((f) => f.ics.event.STATUS)).toEqual(['TENTATIVE', 'CONFIRMED', 'CONFIRMED', 'CANCELLED']);
    expect(icsTime(files[2]!.ics.event.DTSTART!)).toBe(viewingStart(days[4]!, '15:30'));
    // One mail per change, never two: each Message-ID once.
    expect(new Set(files.map((f) => f.mail.messageId)).size).toBe(4);

    // The week shows it, cancelled, on its new day; the audit trail has each change.
    const shown = (await week(days[0]!)).viewings.find((v) => v._id === id);
    expect(shown).toMatchObject({ state: 'cancelled', date: days[4], time: '15:30' });
    const trail = await get(at(`/get-audit-entries?kind=enquiry&itemId=${id}`), { token: admin });
    expect(trail.status).toBe(200);
    const changes = (trail.body as Array<{ changes: Array<{ field: string; after: unknown }> }>)
      .flatMap((e) => e.changes)
      .filter((c) => c.field === 'viewing')
      .map((c) => String(c.after));
    expect(changes).toEqual(
      expect.arrayContaining([
        `Confirmed · ${days[2]} 10:00`,
        `Confirmed · ${days[4]} 15:30`,
        `Cancelled · ${days[4]} 15:30`,
      ]),
    );

    // Cancelled is the end: confirming or moving it again is refused, and changes nothing.
    const again = await change(id, { action: 'confirm' });
    expect(again.status).toBe(409);
    expect(errorFields(again.body)).toContain('action');
    const stillMoved = await change(id, { action: 'reschedule', date: days[5], time: '11:00' });
    expect(stillMoved.status).toBe(409);
    expect(await viewing(id)).toMatchObject({ state: 'cancelled', sequence: 3 });
    await new Promise((r) => setTimeout(r, 500));
    expect(await buyerMails(email)).toHaveLength(4);
  });

  it('refuses a move into the past, a day that is no date and a time off the slots, naming the field', async () => {
    const { id, email } = await booked(listings.a.slug, days[3]!, '11:00');
    await calendarMails(email, 1);
    const yesterday = new Date(Date.parse(`${dubaiToday()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ action: 'reschedule', date: yesterday, time: '11:00' }, 'date'],
      [{ action: 'reschedule', date: '2026-02-30', time: '11:00' }, 'date'],
      [{ action: 'reschedule', date: 'next tuesday', time: '11:00' }, 'date'],
      [{ action: 'reschedule', date: days[5], time: '11:15' }, 'time'],
      [{ action: 'reschedule', date: days[5], time: '20:00' }, 'time'],
      [{ action: 'reschedule', date: days[5] }, 'time'],
      [{ action: 'postpone' }, 'action'],
    ];
    // Today's slots already gone, if any (Dubai time), are the past too.
    const gone = VIEWING_SLOTS.filter((t) => viewingStart(dubaiToday(), t) <= Date.now());
    if (gone.length) cases.push([{ action: 'reschedule', date: dubaiToday(), time: gone[0] }, 'time']);
    for (const [body, field] of cases) {
      const res = await change(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorFields(res.body), JSON.stringify(res.body)).toContain(field);
    }
    expect(await viewing(id)).toMatchObject({ state: 'requested', sequence: 0, date: days[3], time: '11:00' });
    const bad = await get(at('/get-viewings?from=2026-13-01'), { token: admin });
    expect(bad.status).toBe(400);
    expect(errorFields(bad.body)).toContain('from');
    await new Promise((r) => setTimeout(r, 500));
    expect(await buyerMails(email)).toHaveLength(1);
  });
});

describe('one slot, one viewing', () => {
  it('books an agent’s slot once when several buyers ask at the same moment, on two CMS instances', async () => {
    const second = await startCms({ ...READER, ...dbEnv(cms.env) });
    try {
      const bases = [api, `${second.url}/api/admin`];
      const emails = Array.from({ length: 6 }, () => `race.${tag()}@buyer.test`);
      const answers = await Promise.all(
        emails.map((email, i) => book(listings.a.slug, days[6]!, '12:00', email, bases[i % 2])),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses, JSON.stringify(answers.map((a) => a.body))).toEqual([200, 409, 409, 409, 409, 409]);
      for (const refused of answers.filter((a) => a.status === 409))
        expect(refused.body.message).toBe(VIEWING_SLOT_TAKEN);
      const shown = (await week(days[6]!)).viewings.filter((v) => v.date === days[6] && v.time === '12:00');
      expect(shown).toHaveLength(1);
      // Nothing of the refused ones was kept.
      const stored = (await Promise.all(emails.map(leadsOf))).flat();
      expect(stored).toHaveLength(1);
    } finally {
      await second.stop();
    }

    // Another agent's same slot is free; a cancelled viewing frees its slot.
    const other = await book(listings.b.slug, days[6]!, '12:00');
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    const taken = (await week(days[6]!)).viewings.find((v) => v.time === '12:00' && v.assignee?.id === agents.a.id)!;
    expect((await change(taken._id, { action: 'cancel' })).status).toBe(200);
    expect((await book(listings.a.slug, days[6]!, '12:00')).status).toBe(200);
  });

  it('gives a viewing of a listing without an agent to the next agent free at its slot', async () => {
    const added = await post(at('/add-property'), {
      token: admin,
      json: { title: `Agentless home ${tag()}`, country: 'United Arab Emirates' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const slug = added.body.property.slug as string;
    const first = await booked(slug, days[10]!, '17:00');
    const second = await booked(slug, days[10]!, '17:00');
    const holders = [(await viewing(first.id)).assignee?.id, (await viewing(second.id)).assignee?.id];
    expect(holders.sort()).toEqual([agents.a.id, agents.b.id].sort());
    // Both agents hold that slot now: a third buyer is told it is taken.
    const third = await book(slug, days[10]!, '17:00');
    expect(third.status).toBe(409);
    expect(third.body.message).toBe(VIEWING_SLOT_TAKEN);
  });

  it('refuses a move onto a slot the holder has, even two moves at once', async () => {
    const first = await booked(listings.a.slug, days[7]!, '09:00');
    const second = await booked(listings.a.slug, days[7]!, '09:30');
    const onto = await change(second.id, { action: 'reschedule', date: days[7], time: '09:00' });
    expect(onto.status).toBe(409);
    expect(errorFields(onto.body)).toContain('time');
    expect(await viewing(second.id)).toMatchObject({ time: '09:30', sequence: 0 });

    const both = await Promise.all([
      change(first.id, { action: 'reschedule', date: days[8], time: '14:00' }),
      change(second.id, { action: 'reschedule', date: days[8], time: '14:00' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);

    // Handing a viewing to an agent who holds that slot already is refused too.
    const theirs = await booked(listings.b.slug, days[8]!, '14:00');
    const handed = await put(at(`/update-deal/${theirs.id}`), { token: admin, json: { assigneeId: agents.a.id } });
    expect(handed.status).toBe(409);
    expect(errorFields(handed.body)).toContain('assigneeId');
  });
});

describe("the buyer's mail", () => {
  it('is sent once, after the SMTP server refused it for a while', async () => {
    const smtp = new FakeSmtp(await freePort());
    await smtp.start();
    smtp.rejectDataWith = 451;
    const own = await startCms({ SMTP_PORT: String(smtp.port) }, { freshDatabase: true });
    try {
      const base = `${own.url}/api/admin`;
      const { username, password } = inject('staff');
      const token = await signIn(base, username, password);
      const added = await post(`${base}/add-property`, {
        token,
        json: { title: `Creek home ${tag()}`, country: 'United Arab Emirates' },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const email = `retry.${tag()}@buyer.test`;
      const res = await book(added.body.property.slug as string, days[2]!, '13:00', email, base);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      // Refused for a few rounds of the outbox, then taken.
      await new Promise((r) => setTimeout(r, 1500));
      expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(0);
      smtp.rejectDataWith = null;
      const sent = await eventually(async () => smtp.messages.find((m) => m.to.includes(email)), 20_000);
      expect(parseIcs(sent.attachments[0]!.content).event.SEQUENCE).toBe('0');
      await new Promise((r) => setTimeout(r, 1500));
      expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
    } finally {
      await own.stop();
      await smtp.stop();
    }
  }, 120_000);
});

describe("the buyer's mail that cannot be sent", () => {
  const failedMails = async (id: string) => (await viewing(id)).undeliveredMails;
  const resend = (mailId: string, token = admin) =>
    post<{ message: string; viewing: Viewing }>(at(`/resend-viewing-mail/${mailId}`), { token });

  it('is kept with its error, shown on the viewing, replaced by a later change’s, and sent again by its holder', async () => {
    const email = `unreachable.${tag()}@buyer.test`;
    await control('PUT', '/smtp/refused-recipients', [email]);
    let id = '';
    try {
      const res = await book(listings.a.slug, days[11]!, '10:30', email);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      id = (await leadsOf(email))[0]!._id;
      const [requested] = await eventually(async () => {
        const list = await failedMails(id);
        return list.length > 0 && list;
      }, 20_000);
      expect(requested).toMatchObject({ change: 'requested', sequence: 0, to: email, attempts: 3 });
      expect(requested!.error).toMatch(/450|Mailbox unavailable|rejected/i);
      expect(requested!.reason).toBe(
        'The recipient’s address was refused: it may be misspelt, full or no longer in use.',
      );
      expect(Date.parse(requested!.failedAt!)).toBeGreaterThanOrEqual(Date.parse(requested!.queuedAt));
      // The week shows it too.
      const inWeek = (await week(days[11]!)).viewings.find((v) => v._id === id);
      expect(inWeek?.undeliveredMails.map((m) => m._id)).toEqual([requested!._id]);

      // The confirmation tells the buyer the viewing as it stands: it replaces the booking's mail.
      expect((await change(id, { action: 'confirm' })).status).toBe(200);
      const [confirmed] = await eventually(async () => {
        const list = await failedMails(id);
        return list.length === 1 && list[0]!.change === 'confirmed' && list;
      }, 20_000);
      expect(confirmed).toMatchObject({ sequence: 1, attempts: 3 });
      expect((await resend(requested!._id)).status).toBe(404);

      // Only its holder (or a member who works every deal) sends it again.
      expect((await resend(confirmed!._id, agents.b.token)).status).toBe(403);
      expect((await resend('nosuchmail0000000000000')).status).toBe(404);
    } finally {
      await control('PUT', '/smtp/refused-recipients', []);
    }
    const [confirmed] = await failedMails(id);
    const again = await resend(confirmed!._id, agents.a.token);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.message).toBe("The buyer's mail is queued again");
    expect(ViewingSchema.parse(again.body.viewing).undeliveredMails).toEqual([]);

    const [sent] = await calendarMails(email, 1);
    expect(sent!.ics.event).toMatchObject({ SEQUENCE: '1', STATUS: 'CONFIRMED' });
    // Sent, it is removed as every sent mail is: nothing is left to send again.
    await eventually(async () => {
      const rows = await runSql(cms.env, 'SELECT COUNT(*) AS n FROM viewing_mails WHERE enquiry_id = ?', [id]);
      return Number(rows[0]!.n) === 0;
    });
    expect((await resend(confirmed!._id)).status).toBe(404);
    await new Promise((r) => setTimeout(r, 500));
    expect(await buyerMails(email)).toHaveLength(1);

    const trail = await get(at(`/get-audit-entries?kind=enquiry&itemId=${id}`), { token: admin });
    const resent = (trail.body as Array<{ action: string; changes: Array<{ field: string; after: unknown }> }>).find(
      (e) => e.action === 'mail-resend',
    );
    expect(resent?.changes).toEqual([
      { field: 'viewingMail', before: 'Confirmation: not sent', after: 'Confirmation: queued again' },
    ]);
  }, 90_000);
});

describe('an agent', () => {
  it('sees and works only the viewings they hold', async () => {
    const mine = await booked(listings.b.slug, days[9]!, '16:00');
    const notMine = await booked(listings.a.slug, days[9]!, '16:30');
    const seen = await week(days[9]!, agents.b.token);
    expect(seen.viewings.map((v) => v._id)).toContain(mine.id);
    expect(seen.viewings.every((v) => v.assignee?.id === agents.b.id)).toBe(true);
    const everyone = await week(days[9]!);
    expect(everyone.viewings.map((v) => v._id)).toEqual(expect.arrayContaining([mine.id, notMine.id]));
    const perAgent = await week(days[9]!, admin, String(agents.a.id));
    expect(perAgent.viewings.map((v) => v._id)).toContain(notMine.id);
    expect(perAgent.viewings.map((v) => v._id)).not.toContain(mine.id);

    const peek = await get(at(`/get-viewings?from=${days[9]}&assignee=${agents.a.id}`), { token: agents.b.token });
    expect(peek.status).toBe(403);
    const touch = await change(notMine.id, { action: 'confirm' }, agents.b.token);
    expect(touch.status).toBe(403);
    expect(await viewing(notMine.id)).toMatchObject({ state: 'requested' });
    const own = await change(mine.id, { action: 'confirm' }, agents.b.token);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.viewing.state).toBe('confirmed');
  });
});

/** The DATABASE_* settings of a CMS: a second instance on the same database. */
const dbEnv = (env: Record<string, string>) =>
  Object.fromEntries(Object.entries(env).filter(([k]) => k.startsWith('DATABASE_')));
