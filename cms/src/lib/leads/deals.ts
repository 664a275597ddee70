import {
  DEAL_BOARD_DEFAULT_PER_STAGE,
  DEAL_STAGES,
  STAFF_ROLE_LABELS,
  type AuditRef,
  type DealBoardQuery,
  type DealStage,
  type DealUpdate,
  type LeadQuery,
} from '@estate/contract';
import { record } from '../audit/trail';
import type { StaffAccess } from '../auth/roles';
import { transactionLock, type Transaction } from '../database/locks';
import { forbidden, HttpError, notFound } from '../http/errors';
import type { Row } from '../read/serialize';
import {
  assignmentTime,
  dealLock,
  dealMembers,
  ENQUIRY_UID,
  queueAssignmentMail,
  stageLabel,
  stageOf,
  unansweredBefore,
  type DealContext,
  type StaffMember,
} from './pipeline';

/*
 * Moving deals and reading the board (docs/decisions/0068). A move changes the stage, the
 * assignee or both in one transaction with its audit entry and the new assignee's mail; what
 * cannot be done is refused with the field it concerns and nothing changes.
 */

type Where = Record<string, unknown>;

const fieldError = (status: number, field: string, message: string) =>
  new HttpError(status, message, [{ field, message }]);

/** The conditions of the deal filters (board and enquiries table), for the signed-in member. */
export function dealWhere(
  q: Pick<LeadQuery, 'stage' | 'assignee' | 'listing' | 'unanswered'>,
  access: StaffAccess,
  ctx: Pick<DealContext, 'unansweredHours' | 'now'>,
): Where[] {
  const and: Where[] = [];
  if (q.stage) and.push(stageWhere(q.stage));
  if (q.assignee === 'me') and.push({ assigneeUserId: access.user.id });
  else if (q.assignee === 'none') and.push({ assigneeUserId: { $null: true } });
  else if (q.assignee) and.push({ assigneeUserId: Number(q.assignee) });
  if (q.listing) {
    const l = q.listing.trim();
    and.push({ $or: [{ listingId: l }, { listingSlug: l }, { listingReference: l }] });
  }
  if (q.unanswered === true) and.push(stageWhere('new'), ...unansweredAtNew(ctx));
  if (q.unanswered === false)
    and.push({
      $or: [{ stage: { $notIn: ['new'] } }, { handled: true }, { createdAt: { $gte: unansweredBefore(ctx) } }],
    });
  return and;
}

const notHandled: Where = { $or: [{ handled: false }, { handled: { $null: true } }] };

/**
 * What makes a deal at New unanswered: not handled, and older than the settings' hours. The board
 * adds it to its New column alone (no other stage can hold an unanswered deal).
 */
export const unansweredAtNew = (ctx: Pick<DealContext, 'unansweredHours' | 'now'>): Where[] => [
  notHandled,
  { createdAt: { $lt: unansweredBefore(ctx) } },
];

/**
 * The rows at a stage, as the conditions that together make them: the stage itself, and for New
 * and Viewing booked the rows without one (stored by an instance older than the pipeline, before
 * the start-up backfill reached them), which stand where stageOf reads them. Kept apart so that
 * each is read along the stage index in date order (one OR of both would sort every row of it).
 */
const stageParts = (stage: DealStage): Where[] => {
  if (stage === 'new') return [{ stage }, { $and: [{ stage: { $null: true } }, { viewingDate: { $null: true } }] }];
  if (stage === 'viewing-booked')
    return [{ stage }, { $and: [{ stage: { $null: true } }, { viewingDate: { $notNull: true } }] }];
  return [{ stage }];
};

const stageWhere = (stage: DealStage): Where => {
  const parts = stageParts(stage);
  return parts.length > 1 ? { $or: parts } : parts[0];
};

/** The filters of the deals that do not apply to other kinds of lead: a 400 naming the first. */
export function assertDealFiltersFor(kind: string, q: LeadQuery): void {
  if (kind === 'enquiry') return;
  for (const field of ['stage', 'assignee', 'listing', 'unanswered'] as const)
    if (q[field] !== undefined) throw fieldError(400, field, `${field} applies to enquiries only`);
}

const ref = (member: StaffMember | undefined, id: number | null): AuditRef | null =>
  id === null ? null : { id: String(id), name: member?.name ?? `Former member #${id}` };

/**
 * Moves a deal. `scope` is the member's condition on enquiries (null for all). Refused: a stage
 * or assignee an own-only member (an agent) may not set, an assignee who is not an active member
 * working enquiries, and a move of a deal whose assignee was deactivated unless the same move
 * assigns it to somebody active.
 */
export async function moveDeal(
  documentId: string,
  change: DealUpdate,
  access: StaffAccess,
  scope: Where | null,
): Promise<void> {
  await strapi.db.transaction(async ({ trx }) => {
    // Two moves of one deal at once: the second reads what the first wrote (and the assignment on
    // arrival, which takes the same lock).
    await transactionLock(trx as unknown as Transaction, dealLock(documentId));
    const db = strapi.db.query(ENQUIRY_UID);
    const row = (await db.findOne({ where: { documentId } })) as Row | null;
    if (!row) throw notFound('Lead not found');
    if (scope && !(await db.findOne({ where: { $and: [{ id: row.id }, scope] }, select: ['id'] })))
      throw forbidden('This lead is not yours: agents see only the leads of their own listings');

    const members = await dealMembers();
    const before = {
      stage: stageOf(row),
      lostReason: String(row.lostReason ?? ''),
      assignee: row.assigneeUserId === null || row.assigneeUserId === undefined ? null : Number(row.assigneeUserId),
    };
    const after = { ...before };
    // An agent works the deals they hold, or that nobody holds yet: not one handed to somebody else.
    if (access.ownOnly && before.assignee !== null && before.assignee !== access.user.id)
      throw forbidden(`This deal is held by ${members.get(before.assignee)?.name ?? 'another member'}`);

    if (change.assigneeId !== undefined && change.assigneeId !== before.assignee) {
      if (access.ownOnly && change.assigneeId !== access.user.id)
        throw forbidden(`Your role (${STAFF_ROLE_LABELS[access.role]}) may take a deal, not hand it to somebody else`);
      if (change.assigneeId !== null) {
        const member = members.get(change.assigneeId);
        if (!member) throw fieldError(400, 'assigneeId', 'assigneeId names no member who works enquiries');
        if (!member.active)
          throw fieldError(400, 'assigneeId', `${member.name} is deactivated: choose an active member`);
      }
      after.assignee = change.assigneeId;
    }

    if (change.stage !== undefined) after.stage = change.stage;
    if (after.stage === 'lost') {
      const reason = change.lostReason?.trim() || (before.stage === 'lost' ? before.lostReason : '');
      if (!reason) throw fieldError(400, 'lostReason', 'lostReason is required when a deal is lost');
      after.lostReason = reason;
    } else if (change.lostReason) {
      throw fieldError(400, 'lostReason', 'lostReason is for lost deals only');
    } else {
      after.lostReason = '';
    }

    const stageMoves = after.stage !== before.stage || after.lostReason !== before.lostReason;
    const holder = after.assignee === null ? undefined : members.get(after.assignee);
    // A deal whose holder left (deactivated, deleted, or no longer in a role that works enquiries)
    // moves on only in an active member's hands.
    const formerHolder = before.assignee !== null && !members.get(before.assignee)?.active;
    if (stageMoves && formerHolder && !holder?.active) {
      const name = members.get(before.assignee!)?.name ?? `Former member #${before.assignee}`;
      throw fieldError(
        409,
        'assigneeId',
        `This deal's assignee, ${name}, is no longer active: assign it to an active member first`,
      );
    }

    const reassigned = after.assignee !== before.assignee;
    // A member who names the assignee (anybody, or nobody) settles a deal that was waiting for its
    // assignment on arrival: the assignment and its sweep leave it alone from now on.
    const settles = change.assigneeId !== undefined && (row.assignPending === true || row.assignPending === 1);
    if (!stageMoves && !reassigned) {
      if (settles) await db.update({ where: { id: row.id }, data: { assignPending: false }, select: ['id'] });
      return;
    }
    const now = new Date();
    const data: Row = settles ? { assignPending: false } : {};
    if (stageMoves) {
      data.stage = after.stage;
      data.lostReason = after.lostReason || null;
      data.stageChangedAt = now;
      if (!row.firstResponseAt && after.stage !== 'new') data.firstResponseAt = now;
    }
    if (reassigned) {
      data.assigneeUserId = after.assignee;
      // The round robin ranks agents by this time: the database's clock (lib/leads/pipeline).
      data.assignedAt = after.assignee === null ? null : await assignmentTime(trx as unknown as Transaction);
    }
    await db.update({ where: { id: row.id }, data, select: ['id'] });

    const changes = [
      ...(after.stage !== before.stage
        ? [{ field: 'stage', before: stageLabel(before.stage), after: stageLabel(after.stage) }]
        : []),
      ...(after.lostReason !== before.lostReason
        ? [{ field: 'lostReason', before: before.lostReason || null, after: after.lostReason || null }]
        : []),
      ...(reassigned
        ? [
            {
              field: 'assignee',
              before: ref(before.assignee === null ? undefined : members.get(before.assignee), before.assignee),
              after: ref(holder, after.assignee),
            },
          ]
        : []),
    ];
    await record({ kind: 'enquiry', itemId: documentId, title: String(row.email ?? ''), action: 'update', changes });
    // The new assignee hears of it, unless they took the deal themselves.
    if (reassigned && holder && holder.id !== access.user.id) await queueAssignmentMail(holder, row, documentId);
  });
}

/** A filtered board whose deals are at most this many is read in one pass (boardColumns). */
const ONE_PASS_LIMIT = 20_000;

export interface BoardShape {
  /**
   * Narrowed to some people's, a listing's or a member's own deals, none of them along an index
   * with the stage: read in one pass (the matching deals' stage and date, counted and ranked
   * here, then the rows shown by id), unless that still matches too many deals.
   */
  narrowed: boolean;
  /** The stages the filters allow (the unanswered: New alone); the other columns are empty. */
  stages?: readonly DealStage[];
}

/**
 * Per stage: how many deals match and the newest of them. A board that is not narrowed (the
 * whole board, one holder's deals, the unanswered) is read stage by stage, each along an index
 * that starts with the stage or with the holder and the stage.
 */
export async function boardColumns(
  q: DealBoardQuery,
  where: Where,
  { narrowed, stages = DEAL_STAGES }: BoardShape,
): Promise<Array<{ stage: DealStage; count: number; rows: Row[] }>> {
  const limit = q.perStage ?? DEAL_BOARD_DEFAULT_PER_STAGE;
  if (narrowed) {
    const columns = await boardInOnePass(where, limit);
    if (columns) return columns;
  }
  return boardByStage(where, limit, stages);
}

async function boardInOnePass(
  where: Where,
  limit: number,
): Promise<Array<{ stage: DealStage; count: number; rows: Row[] }> | null> {
  const db = strapi.db.query(ENQUIRY_UID);
  // In the board's order, with what places a deal in its column only: a date read for each of
  // thousands of matches was most of a search's time.
  const slim = (await db.findMany({
    where,
    select: ['id', 'stage', 'viewingDate'],
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    limit: ONE_PASS_LIMIT + 1,
  })) as Row[];
  if (slim.length > ONE_PASS_LIMIT) return null;
  const byStage = new Map<DealStage, { count: number; ids: number[] }>(
    DEAL_STAGES.map((stage) => [stage, { count: 0, ids: [] }]),
  );
  for (const row of slim) {
    const column = byStage.get(stageOf(row))!;
    column.count += 1;
    if (column.ids.length < limit) column.ids.push(Number(row.id));
  }
  const shown = [...byStage.values()].flatMap((c) => c.ids);
  const rows = shown.length ? ((await db.findMany({ where: { id: { $in: shown } } })) as Row[]) : [];
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return DEAL_STAGES.map((stage) => {
    const { count, ids } = byStage.get(stage)!;
    return { stage, count, rows: ids.map((id) => byId.get(id)).filter((r): r is Row => !!r) };
  });
}

async function boardByStage(
  where: Where,
  limit: number,
  stages: readonly DealStage[],
): Promise<Array<{ stage: DealStage; count: number; rows: Row[] }>> {
  const db = strapi.db.query(ENQUIRY_UID);
  const filtered = Object.keys(where).length > 0;
  return Promise.all(
    DEAL_STAGES.map(async (stage) => {
      if (!stages.includes(stage)) return { stage, count: 0, rows: [] };
      const parts = await Promise.all(
        stageParts(stage).map(async (part) => {
          const inPart = filtered ? { $and: [where, part] } : part;
          const [rows, count] = await Promise.all([
            db.findMany({ where: inPart, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit }) as Promise<Row[]>,
            db.count({ where: inPart }) as Promise<number>,
          ]);
          return { rows, count: Number(count) };
        }),
      );
      const rows =
        parts.length > 1
          ? parts
              .flatMap((p) => p.rows)
              .sort(newestFirst)
              .slice(0, limit)
          : parts[0].rows;
      return { stage, count: parts.reduce((sum, p) => sum + p.count, 0), rows };
    }),
  );
}

const time = (v: unknown) => (v ? new Date(v as string).getTime() : 0);
const newestFirst = (a: Row, b: Row) => time(b.createdAt) - time(a.createdAt) || Number(b.id) - Number(a.id);
