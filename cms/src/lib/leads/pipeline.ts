import {
  DEAL_STAGE_LABELS,
  DEAL_STAGES,
  ROLE_LEAD_KINDS,
  STAFF_ROLE_LABELS,
  UNANSWERED_HOURS_DEFAULT,
  type Deal,
  type DealAssignee,
  type DealAssigneeOption,
  type DealStage,
  type StaffRole,
} from '@estate/contract';
import { authEnv } from '../auth/auth-env';
import { ROLE_TYPES, staffRoleOf } from '../auth/roles';
import { transactionLock, type Transaction } from '../database/locks';
import { mailBrand, siteName, type Mail } from '../mail/mail';
import { renderMail } from '../mail/render';
import { queueStaffNotice } from '../mail/staff-notices';
import type { Row } from '../read/serialize';
import { columnIn, metaOf } from '../database/strapi-internals';
import { settingsRow } from '../read/settings-row';

/*
 * The pipeline (docs/decisions/0068): an enquiry (a booked viewing included) is a deal with a
 * stage, an assignee and its listing. This module holds what the stages and assignees mean: who
 * can take deals, the assignment on arrival, the mail to a new assignee, the unanswered flag.
 */

export const ENQUIRY_UID = 'api::enquiry.enquiry';
const USER_UID = 'plugin::users-permissions.user';
const TEAM_UID = 'api::team.team';

/** Roles that work enquiries, and so can be assigned deals. */
const DEAL_ROLES = (Object.keys(ROLE_LEAD_KINDS) as StaffRole[]).filter((r) => ROLE_LEAD_KINDS[r].includes('enquiry'));

export interface StaffMember extends DealAssignee {
  email: string;
  role: StaffRole;
}

/** Every staff member who works enquiries, active or not, by user id: names for the deals they hold. */
export async function dealMembers(): Promise<Map<number, StaffMember>> {
  const [users, profiles] = await Promise.all([
    strapi.db.query(USER_UID).findMany({
      where: { role: { type: { $in: DEAL_ROLES.map((r) => ROLE_TYPES[r]) } } },
      select: ['id', 'username', 'email', 'blocked', 'confirmed'],
      populate: { role: { select: ['type'] } },
    }) as Promise<Array<Row & { role?: { type?: string } | null }>>,
    strapi.db.query(TEAM_UID).findMany({
      where: { staffUser: { id: { $notNull: true } } },
      select: ['title'],
      populate: { staffUser: { select: ['id'] } },
    }) as Promise<Array<{ title?: string | null; staffUser?: { id?: number } | null }>>,
  ]);
  const names = new Map<number, string>();
  for (const p of profiles) if (p.staffUser?.id && p.title) names.set(p.staffUser.id, p.title);
  const members = new Map<number, StaffMember>();
  for (const u of users) {
    const role = staffRoleOf(u.role?.type);
    if (!role) continue;
    const id = Number(u.id);
    members.set(id, {
      id,
      name: names.get(id) ?? String(u.username ?? ''),
      email: String(u.email ?? ''),
      role,
      // An invitation not yet taken up is nobody to hand a buyer to.
      active: !u.blocked && u.confirmed !== false,
    });
  }
  return members;
}

export interface PipelineSettings {
  roundRobin: boolean;
  unansweredHours: number;
}

export async function pipelineSettings(): Promise<PipelineSettings> {
  const row = await settingsRow<Row>(['dealRoundRobin', 'dealUnansweredHours']);
  const rr = row?.dealRoundRobin;
  const hours = Number(row?.dealUnansweredHours);
  return {
    roundRobin: rr === null || rr === undefined ? true : rr === true || rr === 1 || rr === '1' || rr === 'true',
    unansweredHours: Number.isInteger(hours) && hours > 0 ? hours : UNANSWERED_HOURS_DEFAULT,
  };
}

/** What the deals of a list are read with: the members by id and the unanswered threshold. */
export interface DealContext {
  members: Map<number, StaffMember>;
  unansweredHours: number;
  now: number;
}

export async function dealContext(): Promise<DealContext> {
  const [members, settings] = await Promise.all([dealMembers(), pipelineSettings()]);
  return { members, unansweredHours: settings.unansweredHours, now: Date.now() };
}

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
const flag = (v: unknown) => v === true || v === 1 || v === '1';

/** A stored stage, or the stage a row older than the pipeline stands at. */
export function stageOf(r: Row): DealStage {
  const stored = String(r.stage ?? '');
  if ((DEAL_STAGES as readonly string[]).includes(stored)) return stored as DealStage;
  return r.viewingDate ? 'viewing-booked' : 'new';
}

/** The moment before which a new, unhandled deal counts as unanswered. */
export const unansweredBefore = (ctx: Pick<DealContext, 'unansweredHours' | 'now'>) =>
  new Date(ctx.now - ctx.unansweredHours * 3_600_000);

export function dealOf(r: Row, ctx: DealContext): Deal {
  const stage = stageOf(r);
  const assigneeId = r.assigneeUserId === null || r.assigneeUserId === undefined ? null : Number(r.assigneeUserId);
  const member = assigneeId === null ? undefined : ctx.members.get(assigneeId);
  const created = r.createdAt ? new Date(r.createdAt as string).getTime() : ctx.now;
  return {
    stage,
    lostReason: stage === 'lost' ? String(r.lostReason ?? '') : '',
    assignee:
      assigneeId === null
        ? null
        : member
          ? { id: member.id, name: member.name, active: member.active }
          : // A member since deleted, or whose role no longer works enquiries.
            { id: assigneeId, name: `Former member #${assigneeId}`, active: false },
    assignedAt: iso(r.assignedAt),
    stageChangedAt: iso(r.stageChangedAt),
    firstResponseAt: iso(r.firstResponseAt),
    unanswered: stage === 'new' && !flag(r.handled) && created < unansweredBefore(ctx).getTime(),
  };
}

/** The members deals can be assigned to now: active, in a role that works enquiries. */
export async function assigneeOptions(): Promise<DealAssigneeOption[]> {
  return [...(await dealMembers()).values()]
    .filter((m) => m.active)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((m) => ({ id: m.id, name: m.name, role: STAFF_ROLE_LABELS[m.role] }));
}

/* ---- assignment on arrival ---- */

/**
 * The moment an assignment is written at: on PostgreSQL the database's clock (now(), the
 * transaction's start), read in the transaction `trx`, so that the round robin, which ranks agents
 * by their last assignment, compares times of one clock whichever CMS instance wrote them. SQLite
 * is one file on one machine, written by one instance: its clock is the process's. The value is a
 * Date either way and is stored by the query engine as every other datetime is.
 */
export async function assignmentTime(trx: Transaction): Promise<Date> {
  if (strapi.db.dialect.client !== 'postgres') return new Date();
  const result = (await trx.raw('SELECT now() AS now', [])) as { rows: Array<{ now: Date | string }> };
  return new Date(result.rows[0]!.now);
}

const ROUND_ROBIN_LOCK = 'deal-round-robin';

/** The lock of one deal: its moves, and its assignment on arrival, one at a time. */
export const dealLock = (documentId: string) => `deal:${documentId}`;

/** The staff user of a listing's agent (a team profile linked to a user), if any. */
async function agentUserOf(teamDocumentId: string): Promise<number | null> {
  const row = (await strapi.db.query(TEAM_UID).findOne({
    where: { documentId: teamDocumentId, staffUser: { id: { $notNull: true } } },
    select: ['id'],
    populate: { staffUser: { select: ['id'] } },
  })) as { staffUser?: { id?: number } | null } | null;
  return row?.staffUser?.id ?? null;
}

/**
 * The next agent in turn: of the active agents, the one whose last assignment is the oldest (one
 * never assigned first, then by id). Read under a lock, so two arrivals at once go to two agents.
 */
async function nextAgentInTurn(
  members: Map<number, StaffMember>,
  isFree?: (userId: number) => Promise<boolean>,
): Promise<number | null> {
  const agents = [...members.values()].filter((m) => m.active && m.role === 'agent').sort((a, b) => a.id - b.id);
  let best: { id: number; last: number } | null = null;
  for (const agent of agents) {
    if (isFree && !(await isFree(agent.id))) continue;
    const last = (await strapi.db.query(ENQUIRY_UID).findOne({
      where: { assigneeUserId: agent.id, assignedAt: { $notNull: true } },
      select: ['assignedAt'],
      orderBy: [{ assignedAt: 'desc' }],
    })) as Row | null;
    const at = last?.assignedAt ? new Date(last.assignedAt as string).getTime() : -1;
    if (!best || at < best.last) best = { id: agent.id, last: at };
  }
  return best?.id ?? null;
}

/**
 * Assigns a deal that arrived and waits for its assignment (`assignPending`, set when it is
 * stored): to its listing's agent when that agent is an active member, else (when the settings'
 * dealRoundRobin is on) to the agents in turn. The new assignee is mailed unless the enquiry's own
 * notification already went to them as the listing's agent. Either way the deal waits no more:
 * with nobody to give it to, it stays under "Nobody yet". A deal a member assigned or unassigned
 * by hand meanwhile waits no more either (lib/leads/deals), and is left alone. Answers the
 * assignee's user id, or null. `isFree` narrows the agents in turn (a booked viewing: those free
 * at its slot, lib/leads/viewings).
 */
export async function assignOnArrival(
  documentId: string,
  isFree?: (userId: number) => Promise<boolean>,
): Promise<number | null> {
  return strapi.db.transaction(async ({ trx }) => {
    // A member assigning it by hand at this moment is either done or waits for this.
    await transactionLock(trx as unknown as Transaction, dealLock(documentId));
    const db = strapi.db.query(ENQUIRY_UID);
    const row = (await db.findOne({
      where: { documentId },
      select: [
        'id',
        'assigneeUserId',
        'assignPending',
        'agentId',
        'agentEmail',
        'fname',
        'lname',
        'listingReference',
        'listingTitle',
      ],
    })) as Row | null;
    if (!row || !flag(row.assignPending)) return null;
    const settled = async () => void (await db.updateMany({ where: { id: row.id }, data: { assignPending: false } }));
    if (row.assigneeUserId) {
      await settled();
      return null;
    }
    const members = await dealMembers();
    const agentUser = row.agentId ? await agentUserOf(String(row.agentId)) : null;
    let assignee = agentUser !== null && members.get(agentUser)?.active ? agentUser : null;
    if (assignee === null && (await pipelineSettings()).roundRobin) {
      await transactionLock(trx as unknown as Transaction, ROUND_ROBIN_LOCK);
      assignee = await nextAgentInTurn(members, isFree);
    }
    if (assignee === null) {
      await settled();
      return null;
    }
    const { count } = (await db.updateMany({
      where: { id: row.id, assigneeUserId: { $null: true } },
      data: {
        assigneeUserId: assignee,
        assignedAt: await assignmentTime(trx as unknown as Transaction),
        assignPending: false,
      },
    })) as { count: number };
    if (!count) return null;
    const member = members.get(assignee)!;
    const alreadyMailed = !!row.agentEmail && String(row.agentEmail).toLowerCase() === member.email.toLowerCase();
    if (!alreadyMailed) await queueAssignmentMail(member, row, documentId);
    return assignee;
  });
}

/* ---- the mail to a new assignee ---- */

/** The mail telling a member a deal is theirs now, with the link to it in the staff admin. */
export function assignmentMail(
  member: Pick<StaffMember, 'name' | 'email'>,
  row: Row,
  documentId: string,
  brand = siteName(),
): Mail {
  const buyer = `${String(row.fname ?? '')} ${String(row.lname ?? '')}`.trim() || 'a buyer';
  const listing = [row.listingReference, row.listingTitle].filter(Boolean).join(' · ');
  const link = `${authEnv().publicUrl}/admin/leads/enquiry/${encodeURIComponent(documentId)}`;
  const subject = `${siteName()}: ${buyer}${listing ? ` about ${listing}` : ''} is yours`;
  const body = renderMail('assignment', { subject, brand, name: member.name, buyer, listing, link });
  return { to: member.email, subject, ...body };
}

/** Queues the assignment mail in the outbox (in the caller's transaction, with the assignment). */
export async function queueAssignmentMail(member: StaffMember, row: Row, documentId: string): Promise<void> {
  if (!member.email) return;
  await queueStaffNotice(assignmentMail(member, row, documentId, await mailBrand()), {
    about: [`enquiry:${documentId}`],
  });
}

/** The stage label the audit trail and mails show. */
export const stageLabel = (stage: DealStage) => DEAL_STAGE_LABELS[stage];

/* ---- start-up ---- */

/**
 * The indexes the pipeline reads by, made at start when absent (the board's columns, a holder's
 * columns and their turn in the round robin), and a stage for every enquiry stored before the
 * pipeline: a booked viewing is at Viewing booked, a handled enquiry at Contacted (answered when
 * it was handled), the rest at New. Idempotent: only rows without a stage are touched.
 */
export async function preparePipeline(): Promise<void> {
  try {
    await preparePipelineRows();
  } catch (error) {
    // A read-only instance, or a database that refused: the stages are given by the next start,
    // and until then a row without one is read (and filtered) where stageOf places it.
    strapi.log.error(`pipeline: enquiries could not be prepared: ${(error as Error).message}`);
  }
}

async function preparePipelineRows(): Promise<void> {
  const meta = metaOf(ENQUIRY_UID);
  const col = (attribute: string) => columnIn(meta, attribute);
  const knex = strapi.db.connection;
  const indexes: Array<[string, string[]]> = [
    // A column of the board in date order, and its count read from the index alone (the
    // unanswered test's handled and a stage-less row's viewing date are in it too).
    [`${meta.tableName}_board_idx`, ['stage', 'createdAt', 'id', 'handled', 'viewingDate']],
    // One holder's board, column by column, counted from the index alone.
    [`${meta.tableName}_assignee_stage_idx`, ['assigneeUserId', 'stage', 'createdAt', 'id']],
    [`${meta.tableName}_assignee_idx`, ['assigneeUserId', 'assignedAt']],
  ];
  // The deals still waiting for their assignment (lib/leads/deal-sweep), a handful at most.
  await knex
    .raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (id) WHERE ?? = true', [
      `${meta.tableName}_assign_pending_idx`,
      meta.tableName,
      col('assignPending'),
    ])
    .catch((error: Error) =>
      strapi.log.warn(`pipeline: the waiting deals' index could not be created: ${error.message}`),
    );
  // An index on the stage and date alone is superseded by the first above: dropped where present.
  await knex.raw('DROP INDEX IF EXISTS ??', [`${meta.tableName}_stage_idx`]).catch(() => undefined);
  for (const [name, columns] of indexes) {
    try {
      await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (${columns.map(() => '??').join(', ')})`, [
        name,
        meta.tableName,
        ...columns.map(col),
      ]);
    } catch (error) {
      strapi.log.warn(`pipeline: the index ${name} could not be created: ${(error as Error).message}`);
    }
  }
  const db = strapi.db.query(ENQUIRY_UID);
  const unstaged = { stage: { $null: true } };
  // A handled enquiry was answered when it was handled (a handled viewing stays at its viewing):
  // one statement each, however many there are.
  for (const viewing of [true, false])
    await knex(meta.tableName)
      .whereNull(col('stage'))
      .where(col('handled'), true)
      .modify((q) => (viewing ? q.whereNotNull(col('viewingDate')) : q.whereNull(col('viewingDate'))))
      .update({
        [col('stage')]: viewing ? 'viewing-booked' : 'contacted',
        [col('firstResponseAt')]: knex.raw('COALESCE(??, ??)', [col('handledAt'), col('createdAt')]),
        [col('stageChangedAt')]: knex.ref(col('handledAt')),
      });
  await db.updateMany({
    where: { $and: [unstaged, { viewingDate: { $notNull: true } }] },
    data: { stage: 'viewing-booked' },
  });
  await db.updateMany({ where: unstaged, data: { stage: 'new' } });
}
