import {
  dubaiDayStart,
  dubaiToday,
  type MyTasks,
  type Task,
  type TaskInput,
  type TaskQuery,
  type TaskUpdate,
  type TodayViewing,
} from '@estate/contract';
import type { StaffAccess } from '../auth/roles';
import { newDocumentId } from '../database/db-retry';
import { readsTogether } from '../database/reads-together';
import { forbidden, notFound } from '../http/errors';
import { enquiryListingOf } from '../leads/leads';
import { dealMembers, ENQUIRY_UID, stageOf, type StaffMember } from '../leads/pipeline';
import type { Row } from '../read/serialize';
import {
  dealIdsIn,
  dealScope,
  fieldError,
  flag,
  iso,
  linkNames,
  memberName,
  TASK_UID,
  textOf,
  visibleContact,
  visibleDeal,
  visibleDealIds,
} from './links';

/*
 * Tasks (docs/decisions/0082): something to do by a due time, held by an active member who works
 * deals, optionally on a contact and a deal. An agent sees and changes the tasks assigned to them
 * and those on their own deals, and a task they make or change must stay one of those.
 */

type Where = Record<string, unknown>;

const TASKS_MAX = 500;
const UPCOMING_MAX = 50;
const DAY_MS = 86_400_000;

const formerMember = (id: number) => ({ id, name: `Former member #${id}`, active: false });

/** Serializes rows of tasks with their assignees' and links' names. */
async function serializeTasks(rows: Row[], members?: Map<number, StaffMember>): Promise<Task[]> {
  const known = members ?? (await dealMembers());
  const names = await linkNames(
    [...new Set(rows.filter((r) => r.contactId).map((r) => String(r.contactId)))],
    [...new Set(rows.filter((r) => r.dealId).map((r) => String(r.dealId)))],
  );
  const now = Date.now();
  return rows.map((r) => {
    const assigneeId = Number(r.assigneeUserId);
    const member = known.get(assigneeId);
    const done = flag(r.done);
    const dueAt = iso(r.dueAt) ?? new Date(0).toISOString();
    const link = (kind: 'contact' | 'deal', id: unknown) =>
      id ? { _id: String(id), name: names.get(`${kind}:${String(id)}`) ?? '' } : null;
    const creator = r.createdByUserId === null || r.createdByUserId === undefined ? null : Number(r.createdByUserId);
    return {
      _id: String(r.documentId),
      title: textOf(r.title),
      details: textOf(r.details),
      dueAt,
      assignee: member ? { id: member.id, name: member.name, active: member.active } : formerMember(assigneeId),
      contact: link('contact', r.contactId),
      deal: link('deal', r.dealId),
      done,
      doneAt: iso(r.doneAt),
      createdBy: { id: creator, name: textOf(r.createdByName) },
      createdAt: iso(r.createdAt) ?? new Date(0).toISOString(),
      overdue: !done && Date.parse(dueAt) < now,
    };
  });
}

/** The condition of the tasks the member sees: all, or an agent's (assigned to them, or on their deals). */
async function visibleWhere(access: StaffAccess): Promise<Where | null> {
  const scope = await dealScope(access);
  if (!scope) return null;
  return { $or: [{ assigneeUserId: access.user.id }, { dealId: { $in: dealIdsIn(scope) } }] };
}

const both = (...parts: Array<Where | null>): Where => {
  const set = parts.filter((p): p is Where => !!p && Object.keys(p).length > 0);
  return set.length > 1 ? { $and: set } : (set[0] ?? {});
};

async function findTasks(where: Where, limit = TASKS_MAX): Promise<Row[]> {
  return (await strapi.db.query(TASK_UID).findMany({
    where,
    orderBy: [{ dueAt: 'asc' }, { id: 'asc' }],
    limit,
  })) as Row[];
}

export async function listTasks(q: TaskQuery, access: StaffAccess): Promise<Task[]> {
  const parts: Where[] = [];
  if (q.contact) {
    await visibleContact(q.contact, access, 'contact');
    parts.push({ contactId: q.contact });
  }
  if (q.deal) {
    await visibleDeal(q.deal, access, 'deal');
    parts.push({ dealId: q.deal });
  }
  if (q.assignee) parts.push({ assigneeUserId: q.assignee === 'me' ? access.user.id : Number(q.assignee) });
  if (q.done !== undefined) parts.push(q.done ? { done: true } : { $or: [{ done: false }, { done: { $null: true } }] });
  return serializeTasks(await findTasks(both(...parts, await visibleWhere(access))));
}

const notDone: Where = { $or: [{ done: false }, { done: { $null: true } }] };

/** A member's tasks by when they are due and their booked viewings of the Dubai day of `now`. */
export async function tasksOfMember(userId: number, now = new Date()): Promise<MyTasks> {
  const day = dubaiToday(now.getTime());
  const start = dubaiDayStart(day);
  const end = new Date(start.getTime() + DAY_MS);
  const mine = { assigneeUserId: userId };
  // The morning digest reads them inside its transaction (tasks/digest).
  const [overdue, today, upcoming, viewings, members] = await readsTogether(
    () => findTasks({ $and: [mine, notDone, { dueAt: { $lt: now } }] }, TASKS_MAX),
    () =>
      findTasks({
        $and: [
          mine,
          { dueAt: { $gte: start } },
          { dueAt: { $lt: end } },
          { $or: [{ done: true }, { dueAt: { $gte: now } }] },
        ],
      }),
    () => findTasks({ $and: [mine, notDone, { dueAt: { $gte: end } }] }, UPCOMING_MAX),
    () => viewingsOf(userId, day),
    () => dealMembers(),
  );
  return {
    day,
    overdue: await serializeTasks(overdue, members),
    today: await serializeTasks(today, members),
    upcoming: await serializeTasks(upcoming, members),
    viewings,
  };
}

/**
 * The booked viewings of a day (Dubai) whose deal the member holds, by time; lost deals and
 * cancelled viewings (docs/decisions/0083) left out.
 */
export async function viewingsOf(userId: number, day: string): Promise<TodayViewing[]> {
  const rows = (await strapi.db.query(ENQUIRY_UID).findMany({
    where: {
      viewingDate: day,
      assigneeUserId: userId,
      $and: [
        { $or: [{ stage: { $ne: 'lost' } }, { stage: { $null: true } }] },
        { $or: [{ viewingStatus: { $ne: 'cancelled' } }, { viewingStatus: { $null: true } }] },
      ],
    },
    select: [
      'documentId',
      'fname',
      'lname',
      'email',
      'viewingDate',
      'viewingTime',
      'listingId',
      'listingSlug',
      'listingReference',
      'listingTitle',
      'contactId',
      'stage',
    ],
    orderBy: [{ viewingTime: 'asc' }, { id: 'asc' }],
  })) as Row[];
  return rows.map((r) => ({
    _id: String(r.documentId),
    name: `${textOf(r.fname)} ${textOf(r.lname)}`.trim() || textOf(r.email),
    time: textOf(r.viewingTime),
    listing: enquiryListingOf(r),
    contactId: r.contactId ? String(r.contactId) : null,
    stage: stageOf(r),
  }));
}

/** The links of a task as the member may set them: each must exist and be theirs to see. */
async function resolveLinks(
  contactId: string | null,
  dealId: string | null,
  access: StaffAccess,
): Promise<{ contactId: string | null; dealId: string | null }> {
  if (dealId) {
    const deal = await visibleDeal(dealId, access, 'dealId');
    if (!contactId && deal.contactId) contactId = String(deal.contactId);
  }
  if (contactId) await visibleContact(contactId, access, 'contactId');
  return { contactId, dealId };
}

/** 400 naming assigneeId unless it is an active member who works deals. */
async function assertAssignee(id: number): Promise<void> {
  const member = (await dealMembers()).get(id);
  if (!member) throw fieldError(400, 'assigneeId', 'assigneeId names no member who works deals');
  if (!member.active) throw fieldError(400, 'assigneeId', `${member.name} is deactivated: choose an active member`);
}

/** For an agent: the task must be theirs (assigned to them, or on a deal of theirs). */
async function assertAgentsOwn(access: StaffAccess, assignee: number, dealId: string | null): Promise<void> {
  if (!access.ownOnly || assignee === access.user.id) return;
  if (dealId && (await visibleDealIds([dealId], access)).has(dealId)) return;
  throw forbidden('Agents give tasks to others only on their own deals');
}

export async function addTask(input: TaskInput & { dueAt: string }, access: StaffAccess): Promise<Task> {
  await assertAssignee(input.assigneeId);
  const links = await resolveLinks(input.contactId ?? null, input.dealId ?? null, access);
  await assertAgentsOwn(access, input.assigneeId, links.dealId);
  const row = (await strapi.db.query(TASK_UID).create({
    data: {
      documentId: newDocumentId(),
      title: input.title.trim(),
      details: input.details?.trim() || null,
      dueAt: new Date(input.dueAt),
      assigneeUserId: input.assigneeId,
      ...links,
      done: false,
      createdByUserId: access.user.id,
      createdByName: (await memberName(access)).slice(0, 200),
    },
  })) as Row;
  return (await serializeTasks([row]))[0]!;
}

/** A task the member may see: 404 when there is none, 403 when it is not theirs. */
async function visibleTask(documentId: string, access: StaffAccess): Promise<Row> {
  const row = (await strapi.db.query(TASK_UID).findOne({ where: { documentId } })) as Row | null;
  if (!row) throw notFound('Task not found');
  const scope = await visibleWhere(access);
  if (scope && !(await strapi.db.query(TASK_UID).findOne({ where: { $and: [{ id: row.id }, scope] }, select: ['id'] })))
    throw forbidden('Agents see the tasks assigned to them and those on their own deals only');
  return row;
}

export async function updateTask(
  documentId: string,
  change: TaskUpdate & { dueAt?: string },
  access: StaffAccess,
): Promise<Task> {
  const row = await visibleTask(documentId, access);
  const data: Row = {};
  if (change.title !== undefined) data.title = change.title.trim();
  if (change.details !== undefined) data.details = change.details.trim() || null;
  if (change.dueAt !== undefined) data.dueAt = new Date(change.dueAt);
  const assignee = change.assigneeId ?? Number(row.assigneeUserId);
  if (change.assigneeId !== undefined && change.assigneeId !== Number(row.assigneeUserId)) {
    await assertAssignee(change.assigneeId);
    data.assigneeUserId = change.assigneeId;
  }
  if (change.contactId !== undefined || change.dealId !== undefined) {
    const contactId = change.contactId !== undefined ? change.contactId : (row.contactId as string | null);
    const dealId = change.dealId !== undefined ? change.dealId : (row.dealId as string | null);
    // A new deal brings its contact when the change names none.
    Object.assign(
      data,
      await resolveLinks(change.contactId === undefined && change.dealId ? null : contactId, dealId, access),
    );
  }
  await assertAgentsOwn(access, assignee, (data.dealId ?? row.dealId ?? null) as string | null);
  if (change.done !== undefined && change.done !== flag(row.done)) {
    data.done = change.done;
    data.doneAt = change.done ? new Date() : null;
  }
  const saved = Object.keys(data).length
    ? ((await strapi.db.query(TASK_UID).update({ where: { id: row.id }, data })) as Row)
    : row;
  return (await serializeTasks([saved]))[0]!;
}

export async function deleteTask(documentId: string, access: StaffAccess): Promise<void> {
  const row = await visibleTask(documentId, access);
  await strapi.db.query(TASK_UID).delete({ where: { id: row.id } });
}
