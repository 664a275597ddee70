import { randomBytes } from 'crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  dubaiDayStart,
  dubaiToday,
  MyTasksSchema,
  NoteSchema,
  TaskSchema,
  viewingDays,
  type EnquiryLead,
  type MyTasks,
  type Note,
  type Task,
} from '@estate/contract';
import { del, errorFields, eventually, get, mails, post, put, randomIp } from '../harness/client';
import { runSql } from '../harness/database';
import { startCms, type CmsInstance } from '../harness/stack';
import { agentsWithListing, type Member, type ProfiledAgent, signIn } from '../harness/team';

/*
 * Notes and tasks (docs/decisions/0082) on a CMS and database of this file's own: notes on deals
 * and contacts with their author, edited and deleted by their author or an administrator, in the
 * audit trail; tasks with bad input refused naming the field and nothing stored; an agent's view
 * narrowed to their own; "my tasks" in Dubai days with the day's viewings; the morning digest
 * queued once per member and day, by CMS instances started after the hour (two at once on
 * PostgreSQL), through the outbox.
 */

let cms: CmsInstance;
let api: string;
let admin: string;
let adminId: number;
const agents: Record<'a' | 'b', ProfiledAgent> = {} as never;
let marketing: Member;
let listing: { _id: string; slug: string };
let dealA: EnquiryLead;
let dealB: EnquiryLead;

const tag = () => randomBytes(4).toString('hex');
const at = (path: string) => `${api}${path}`;
const onPostgres = inject('dbClient') === 'postgres';

async function enquire(email: string, extra: Record<string, unknown> = {}): Promise<EnquiryLead> {
  const res = await post(at('/send-email'), {
    ip: randomIp(),
    json: { fname: 'Layla', lname: 'Haddad', email, message: 'Is it available?', ...extra },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return eventually(async () => {
    const found = await get<EnquiryLead[]>(at(`/get-leads/enquiry?q=${encodeURIComponent(email)}`), { token: admin });
    const lead = found.body[0];
    return lead?.contactId && lead.deal.assignee ? lead : undefined;
  });
}

async function notes(query: string, token = admin): Promise<Note[]> {
  const res = await get<Note[]>(at(`/get-notes?${query}`), { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.map((n) => NoteSchema.parse(n));
}

async function tasks(query: string, token = admin): Promise<Task[]> {
  const res = await get<Task[]>(at(`/get-tasks?${query}`), { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.map((t) => TaskSchema.parse(t));
}

async function myTasks(token: string): Promise<MyTasks> {
  const res = await get<MyTasks>(at('/get-my-tasks'), { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return MyTasksSchema.parse(res.body);
}

const addTask = (json: Record<string, unknown>, token = admin) => post(at('/add-task'), { token, json });

async function task(json: Record<string, unknown>, token = admin): Promise<Task> {
  const res = await addTask(json, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return TaskSchema.parse(res.body.task);
}

const HOUR = 3_600_000;
const today = () => dubaiToday();
/** A time later today in Dubai (a minute before midnight), as the datetime-local input sends it. */
const laterToday = () => `${today()}T23:59`;
const iso = (ms: number) => new Date(ms).toISOString();

beforeAll(async () => {
  // The digest is driven by the extra instances below, started after its hour with data in place.
  cms = await startCms({ TASK_DIGEST_DISABLED: 'true', OUTBOX_POLL_MS: '1000' }, { freshDatabase: true });
  api = `${cms.url}/api/admin`;
  const { username, password } = inject('staff');
  admin = await signIn(api, username, password);
  adminId = (await get(at('/get-me'), { token: admin })).body.user.id as number;
  const people = await agentsWithListing(api, admin, `Marina flat ${tag()}`);
  Object.assign(agents, people.agents);
  ({ marketing, listing } = people);
  dealA = await enquire(`a.${tag()}@buyer.test`, { listing: listing.slug });
  expect(dealA.deal.assignee?.id).toBe(agents.a.id);
  // No listing: the next agent in turn, B (A holds the listing's deal).
  dealB = await enquire(`b.${tag()}@buyer.test`);
  expect(dealB.deal.assignee?.id).toBe(agents.b.id);
}, 240_000);

afterAll(async () => {
  await cms?.stop();
});

describe('notes', () => {
  it('are written on a deal and a contact, shown with author and time, newest first', async () => {
    const res = await post(at('/add-note'), {
      token: admin,
      json: { dealId: dealA._id, text: '  Called, wants a second visit  ' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const note = NoteSchema.parse(res.body.note);
    expect(note).toMatchObject({
      text: 'Called, wants a second visit',
      dealId: dealA._id,
      contactId: dealA.contactId,
      author: { id: adminId },
      editedAt: null,
      editable: true,
    });
    const onContact = await post(at('/add-note'), {
      token: admin,
      json: { contactId: dealA.contactId, text: 'Prefers WhatsApp' },
    });
    expect(onContact.status, JSON.stringify(onContact.body)).toBe(200);

    expect((await notes(`deal=${dealA._id}`)).map((n) => n.text)).toEqual(['Called, wants a second visit']);
    // The contact's notes hold its deals' notes too, newest first.
    expect((await notes(`contact=${dealA.contactId}`)).map((n) => n.text)).toEqual([
      'Prefers WhatsApp',
      'Called, wants a second visit',
    ]);
  });

  it('refuse bad input naming the field, and store nothing', async () => {
    const before = (await notes(`deal=${dealA._id}`)).length;
    const cases: Array<[Record<string, unknown>, string, number]> = [
      [{ dealId: dealA._id, text: '   ' }, 'text', 400],
      [{ dealId: dealA._id }, 'text', 400],
      [{ dealId: dealA._id, text: 'x'.repeat(5001) }, 'text', 400],
      [{ text: 'About nobody' }, 'contactId', 400],
      [{ dealId: 'nosuchdeal', text: 'Hello' }, 'dealId', 404],
      [{ contactId: 'nosuchcontact', text: 'Hello' }, 'contactId', 404],
    ];
    for (const [json, field, status] of cases) {
      const res = await post(at('/add-note'), { token: admin, json });
      expect(res.status, JSON.stringify(json)).toBe(status);
      expect(errorFields(res.body), JSON.stringify(json)).toEqual([field]);
    }
    expect(await notes(`deal=${dealA._id}`)).toHaveLength(before);
    expect((await get(at('/get-notes'), { token: admin })).status).toBe(400);
  });

  it('are edited and deleted by their author or an administrator, each change in the audit trail', async () => {
    const mine = NoteSchema.parse(
      (
        await post(at('/add-note'), {
          token: agents.a.token,
          json: { dealId: dealA._id, text: 'Offer expected Friday' },
        })
      ).body.note,
    );
    expect(mine.author.id).toBe(agents.a.id);
    const adminsNote = (await notes(`deal=${dealA._id}`, agents.a.token)).find((n) => n.author.id === adminId)!;
    expect(adminsNote.editable).toBe(false);
    const refused = await put(at(`/update-note/${adminsNote._id}`), {
      token: agents.a.token,
      json: { text: 'Mine now' },
    });
    expect(refused.status).toBe(403);
    expect((await del(at(`/delete-note/${adminsNote._id}`), { token: agents.a.token })).status).toBe(403);

    const edited = await put(at(`/update-note/${mine._id}`), {
      token: agents.a.token,
      json: { text: 'Offer expected Monday' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.note).toMatchObject({ text: 'Offer expected Monday', editedAt: expect.any(String) });
    const empty = await put(at(`/update-note/${mine._id}`), { token: agents.a.token, json: { text: '' } });
    expect(errorFields(empty.body)).toEqual(['text']);
    // An administrator changes anyone's.
    const byAdmin = await put(at(`/update-note/${mine._id}`), {
      token: admin,
      json: { text: 'Offer expected Tuesday' },
    });
    expect(byAdmin.status).toBe(200);
    expect((await del(at(`/delete-note/${mine._id}`), { token: agents.a.token })).status).toBe(200);
    expect((await notes(`deal=${dealA._id}`)).map((n) => n._id)).not.toContain(mine._id);

    const trail = await get(at(`/get-audit-entries?kind=enquiry&itemId=${dealA._id}`), { token: admin });
    expect(trail.status, JSON.stringify(trail.body)).toBe(200);
    const actions = (trail.body as Array<{ action: string; changes: Array<{ before: unknown; after: unknown }> }>)
      .filter((e) => e.action.startsWith('note-'))
      .map((e) => [e.action, e.changes[0]!.before, e.changes[0]!.after]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['note-add', null, 'Offer expected Friday'],
        ['note-edit', 'Offer expected Friday', 'Offer expected Monday'],
        ['note-edit', 'Offer expected Monday', 'Offer expected Tuesday'],
        ['note-delete', 'Offer expected Tuesday', null],
      ]),
    );
  });

  it("are closed to an agent on another agent's deal, and to a role without the deals", async () => {
    expect((await get(at(`/get-notes?deal=${dealA._id}`), { token: agents.b.token })).status).toBe(403);
    expect((await get(at(`/get-notes?contact=${dealA.contactId}`), { token: agents.b.token })).status).toBe(403);
    const res = await post(at('/add-note'), { token: agents.b.token, json: { dealId: dealA._id, text: 'Hi' } });
    expect(res.status).toBe(403);
    expect((await get(at(`/get-notes?deal=${dealA._id}`), { token: marketing.token })).status).toBe(403);
  });
});

describe('tasks', () => {
  it('refuse bad input naming the field, and store nothing', async () => {
    const before = (await tasks('')).length;
    const good = { title: 'Send the floor plan', dueAt: laterToday(), assigneeId: agents.a.id };
    const cases: Array<[Record<string, unknown>, string, number]> = [
      [{ ...good, title: ' ' }, 'title', 400],
      [{ ...good, dueAt: 'tomorrow morning' }, 'dueAt', 400],
      [{ ...good, dueAt: '2026-02-30T10:00' }, 'dueAt', 400],
      [{ ...good, dueAt: undefined }, 'dueAt', 400],
      [{ ...good, assigneeId: marketing.id }, 'assigneeId', 400],
      [{ ...good, assigneeId: 987654 }, 'assigneeId', 400],
      [{ ...good, assigneeId: 'agent a' }, 'assigneeId', 400],
      [{ ...good, contactId: 'nosuchcontact' }, 'contactId', 404],
      [{ ...good, dealId: 'nosuchdeal' }, 'dealId', 404],
    ];
    for (const [json, field, status] of cases) {
      const res = await addTask(json);
      expect(res.status, JSON.stringify(json)).toBe(status);
      expect(errorFields(res.body), JSON.stringify(json)).toEqual([field]);
    }
    expect(await tasks('')).toHaveLength(before);
  });

  it('link a deal (and so its contact), list by contact, deal and member, and are ticked done', async () => {
    const t = await task({
      title: 'Send the floor plan',
      dueAt: laterToday(),
      assigneeId: agents.a.id,
      dealId: dealA._id,
    });
    expect(t).toMatchObject({
      assignee: { id: agents.a.id, active: true },
      deal: { _id: dealA._id, name: expect.stringContaining('Layla Haddad') },
      contact: { _id: dealA.contactId },
      done: false,
      overdue: false,
      createdBy: { id: adminId },
    });
    // Dubai time when no offset is given.
    expect(t.dueAt).toBe(iso(dubaiDayStart(today()).getTime() + 24 * HOUR - 60_000));
    expect((await tasks(`deal=${dealA._id}`)).map((x) => x._id)).toContain(t._id);
    expect((await tasks(`contact=${dealA.contactId}`)).map((x) => x._id)).toContain(t._id);
    expect((await tasks(`deal=${dealB._id}`)).map((x) => x._id)).not.toContain(t._id);

    const done = await put(at(`/update-task/${t._id}`), { token: agents.a.token, json: { done: true } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.task).toMatchObject({ done: true, doneAt: expect.any(String) });
    const undone = await put(at(`/update-task/${t._id}`), { token: agents.a.token, json: { done: false } });
    expect(undone.body.task).toMatchObject({ done: false, doneAt: null });

    const bad = await put(at(`/update-task/${t._id}`), { token: admin, json: { dueAt: 'soon', title: 'Changed' } });
    expect(bad.status).toBe(400);
    expect(errorFields(bad.body)).toEqual(['dueAt']);
    expect((await tasks(`deal=${dealA._id}`)).find((x) => x._id === t._id)!.title).toBe('Send the floor plan');
  });

  it('narrow an agent to the tasks assigned to them or on their own deals', async () => {
    const forB = await task({ title: 'Call the bank', dueAt: laterToday(), assigneeId: agents.b.id });
    const onB = await task({ title: 'Chase the deposit', dueAt: laterToday(), assigneeId: adminId, dealId: dealB._id });
    const elsewhere = await task({ title: 'Admin only', dueAt: laterToday(), assigneeId: adminId });

    const seenByB = (await tasks('', agents.b.token)).map((x) => x._id);
    expect(seenByB).toEqual(expect.arrayContaining([forB._id, onB._id]));
    expect(seenByB).not.toContain(elsewhere._id);
    expect(
      (await tasks('', agents.b.token)).every((x) => x.assignee.id === agents.b.id || x.deal?._id === dealB._id),
    ).toBe(true);

    expect(
      (await put(at(`/update-task/${elsewhere._id}`), { token: agents.b.token, json: { done: true } })).status,
    ).toBe(403);
    expect((await del(at(`/delete-task/${elsewhere._id}`), { token: agents.b.token })).status).toBe(403);
    expect((await get(at(`/get-tasks?deal=${dealA._id}`), { token: agents.b.token })).status).toBe(403);
    // Another member's task only on their own deal; a link to a deal not theirs is refused.
    expect(
      (await addTask({ title: 'For A', dueAt: laterToday(), assigneeId: agents.a.id }, agents.b.token)).status,
    ).toBe(403);
    expect(
      (
        await addTask(
          { title: 'On A', dueAt: laterToday(), assigneeId: agents.b.id, dealId: dealA._id },
          agents.b.token,
        )
      ).status,
    ).toBe(403);
    const handed = await task(
      { title: 'Show the unit', dueAt: laterToday(), assigneeId: adminId, dealId: dealB._id },
      agents.b.token,
    );
    expect(handed.assignee.id).toBe(adminId);
    expect((await del(at(`/delete-task/${handed._id}`), { token: agents.b.token })).status).toBe(200);
    expect((await get(at('/get-tasks'), { token: marketing.token })).status).toBe(403);
  });

  it("my tasks: overdue, due today and upcoming in Dubai days, with the member's viewings of today", async () => {
    const now = Date.now();
    const overdue = await task({ title: 'Overdue call', dueAt: iso(now - 2 * HOUR), assigneeId: agents.a.id });
    const upcoming = await task({
      title: 'Next week',
      dueAt: iso(dubaiDayStart(today()).getTime() + 3 * 24 * HOUR),
      assigneeId: agents.a.id,
    });
    const email = `viewing.${tag()}@buyer.test`;
    const booked = await post(at('/book-viewing'), {
      ip: randomIp(),
      json: { fname: 'Omar', lname: 'Aziz', email, listing: listing.slug, date: viewingDays()[2], time: '11:00' },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const viewing = await eventually(async () => {
      const r = await get<EnquiryLead[]>(at(`/get-leads/enquiry?q=${encodeURIComponent(email)}`), { token: admin });
      return r.body[0]?.deal.assignee ? r.body[0] : undefined;
    });
    // Moved to today (the form offers only slots still ahead).
    await runSql(cms.env, 'UPDATE enquiries SET viewing_date = ? WHERE document_id = ?', [today(), viewing._id]);

    const mine = await myTasks(agents.a.token);
    expect(mine.day).toBe(today());
    expect(mine.overdue.map((x) => x.title)).toContain('Overdue call');
    expect(mine.overdue.find((x) => x._id === overdue._id)!.overdue).toBe(true);
    expect(mine.today.map((x) => x.title)).toContain('Send the floor plan');
    expect(mine.upcoming.map((x) => x._id)).toContain(upcoming._id);
    expect(mine.viewings).toEqual([
      expect.objectContaining({ _id: viewing._id, name: 'Omar Aziz', time: '11:00', stage: 'viewing-booked' }),
    ]);
    // Not another member's.
    expect((await myTasks(agents.b.token)).viewings).toEqual([]);
    expect((await myTasks(agents.b.token)).overdue.map((x) => x._id)).not.toContain(overdue._id);
    // A lost deal's viewing is off the list.
    const lost = await put(at(`/update-deal/${viewing._id}`), {
      token: admin,
      json: { stage: 'lost', lostReason: 'Bought elsewhere' },
    });
    expect(lost.status).toBe(200);
    expect((await myTasks(agents.a.token)).viewings).toEqual([]);
    await put(at(`/update-deal/${viewing._id}`), { token: admin, json: { stage: 'viewing-booked' } });
  });
});

describe('the morning digest', () => {
  it('has an hour setting (Dubai time), 0 to 23', async () => {
    const wrong = await put(at('/update-settings'), { token: admin, json: { taskDigestHour: 24 } });
    expect(wrong.status).toBe(400);
    expect(errorFields(wrong.body)).toEqual(['taskDigestHour']);
    const settings = await get(at('/get-settings'), { token: admin });
    expect(settings.body.taskDigestHour).toBe(8);
    const set = await put(at('/update-settings'), { token: admin, json: { taskDigestHour: 0 } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.settings.taskDigestHour).toBe(0);
  });

  // Its instances start within the test (two at once on PostgreSQL): more than the default 30 s
  // on a loaded machine.
  it(
    'is queued once per member and day by instances started after the hour, and sent through the outbox',
    {
      timeout: 150_000,
    },
    async () => {
      const digestOf = async (member: Member) =>
        (await mails()).filter((m) => m.to.includes(member.email) && /your day/.test(m.subject));
      const env = {
        ...cms.env,
        TASK_DIGEST_DISABLED: '',
        TASK_DIGEST_POLL_MS: '300',
        OUTBOX_DISABLED: 'true',
        ALERTS_DISABLED: 'true',
      };
      // On PostgreSQL two instances at once; SQLite is one file on one machine (one instance).
      const extra = await Promise.all((onPostgres ? [1, 2] : [1]).map(() => startCms(env)));
      try {
        const mail = await eventually(async () => (await digestOf(agents.a))[0], 30_000);
        expect(mail.subject).toMatch(/your day, \d+ tasks? and 1 viewing/);
        expect(mail.text).toContain('Send the floor plan');
        expect(mail.text).toContain('Omar Aziz');
        expect(mail.text).toContain('/admin/dashboard');
        // Due today only: not next week's.
        expect(mail.text).not.toContain('Next week');
        await eventually(async () => (await digestOf(agents.b))[0], 30_000);
        // Several more rounds of every instance: still one each.
        await new Promise((r) => setTimeout(r, 3000));
        expect(await digestOf(agents.a)).toHaveLength(1);
        expect(await digestOf(agents.b)).toHaveLength(1);
        // Nothing due for the marketing member (who works no deals).
        expect(await digestOf(marketing)).toHaveLength(0);
        const keys = await runSql(cms.env, 'SELECT "key" FROM task_digests WHERE user_id = ?', [agents.a.id]);
        expect(keys.map((k) => k.key)).toEqual([`${agents.a.id}:${today()}`]);
        // The digest reads inside its transaction one query at a time: node-postgres warns of a
        // query sent to a connection still busy with another (refused from pg 9 on).
        for (const instance of extra) expect(instance.process.log.join('')).not.toMatch(/already executing a query/);
      } finally {
        for (const instance of extra) await instance.stop();
      }
    },
  );
});
