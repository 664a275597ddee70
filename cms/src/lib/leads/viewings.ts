import {
  dubaiToday,
  VIEWING_STATE_LABELS,
  VIEWING_SLOT_TAKEN,
  VIEWING_SLOTS,
  VIEWING_STATES,
  VIEWING_WEEK_DAYS,
  viewingStart,
  type UndeliveredViewingMail,
  type Viewing,
  type ViewingState,
  type ViewingUpdate,
  type ViewingWeek,
  type ViewingWeekQuery,
} from '@estate/contract';
import { record } from '../audit/trail';
import type { StaffAccess } from '../auth/roles';
import { transactionLock, type Transaction } from '../database/locks';
import { conflict, forbidden, HttpError, notFound } from '../http/errors';
import type { Row } from '../read/serialize';
import { assignOnArrival, dealLock, dealMembers, ENQUIRY_UID, type StaffMember } from './pipeline';
import { queueViewingMail, undeliveredViewingMails, VIEWING_MAIL_UID, type ViewingChange } from './viewing-mails';
import { columnIn, metaOf } from '../database/strapi-internals';

/*
 * The viewings calendar (docs/decisions/0083). A booked viewing is an enquiry with a day and a
 * slot (Dubai time) and a state: requested as booked, then confirmed, moved or cancelled by staff,
 * each change in one transaction with its audit entry and the buyer's mail. One member holds one
 * slot once: a unique index on the active viewings' (holder, day, slot) refuses a second booking,
 * whichever instance or request stores it, and the refusal is a 409.
 */

type Where = Record<string, unknown>;

const SLOT_INDEX = 'enquiries_viewing_slot_uq';
const MAIL_INDEX = 'viewing_mails_change_uq';

const fieldError = (status: number, field: string, message: string) =>
  new HttpError(status, message, [{ field, message }]);

export const stateOf = (r: Row): ViewingState =>
  (VIEWING_STATES as readonly string[]).includes(String(r.viewingStatus))
    ? (r.viewingStatus as ViewingState)
    : 'requested';

/** A unique violation of the active slots' index: the holder has a viewing at that day and time. */
export function isSlotTaken(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e?.code === '23505') return e.constraint === SLOT_INDEX || (e.message ?? '').includes(SLOT_INDEX);
  return /UNIQUE constraint failed: .*viewing_time/.test(e?.message ?? '');
}

const slotTaken = (holder: string | null) =>
  fieldError(
    409,
    'time',
    holder ? `${holder} already has a viewing at that day and time: choose another slot` : VIEWING_SLOT_TAKEN,
  );

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

function viewingOf(r: Row, members: Map<number, StaffMember>, undelivered: UndeliveredViewingMail[] = []): Viewing {
  const holder = r.assigneeUserId === null || r.assigneeUserId === undefined ? null : Number(r.assigneeUserId);
  const member = holder === null ? undefined : members.get(holder);
  return {
    _id: text(r.documentId),
    date: text(r.viewingDate),
    time: text(r.viewingTime),
    state: stateOf(r),
    sequence: Number(r.viewingSequence ?? 0),
    buyer: { name: `${text(r.fname)} ${text(r.lname)}`.trim(), email: text(r.email), phone: text(r.phone) },
    listing:
      r.listingId || r.listingSlug
        ? {
            _id: text(r.listingId),
            slug: text(r.listingSlug),
            referenceNumber: text(r.listingReference),
            title: text(r.listingTitle),
          }
        : null,
    assignee:
      holder === null
        ? null
        : member
          ? { id: member.id, name: member.name, active: member.active }
          : { id: holder, name: `Former member #${holder}`, active: false },
    changedAt: iso(r.viewingChangedAt),
    undeliveredMails: undelivered,
  };
}

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The viewings of 7 days from `from`; an agent's are their own, whatever the filter asked. */
export async function viewingWeek(q: ViewingWeekQuery, access: StaffAccess): Promise<ViewingWeek> {
  const from = q.from;
  const to = addDays(from, VIEWING_WEEK_DAYS - 1);
  const and: Where[] = [{ viewingDate: { $gte: from } }, { viewingDate: { $lte: to } }];
  const own = access.user.id;
  if (access.ownOnly) {
    if (q.assignee && q.assignee !== 'me' && q.assignee !== String(own))
      throw fieldError(403, 'assignee', 'Agents see their own viewings only');
    and.push({ assigneeUserId: own });
  } else if (q.assignee === 'me') and.push({ assigneeUserId: own });
  else if (q.assignee === 'none') and.push({ assigneeUserId: { $null: true } });
  else if (q.assignee) and.push({ assigneeUserId: Number(q.assignee) });
  const [rows, members] = await Promise.all([
    strapi.db.query(ENQUIRY_UID).findMany({
      where: { $and: and },
      orderBy: [{ viewingDate: 'asc' }, { viewingTime: 'asc' }, { id: 'asc' }],
      limit: 2000,
    }) as Promise<Row[]>,
    dealMembers(),
  ]);
  const undelivered = await undeliveredViewingMails(rows.map((r) => text(r.documentId)));
  return { from, to, viewings: rows.map((r) => viewingOf(r, members, undelivered.get(text(r.documentId)))) };
}

/** One viewing by its enquiry's id: 404 when none, 403 when an agent does not hold it. */
export async function viewingById(documentId: string, access: StaffAccess): Promise<Viewing> {
  const row = (await strapi.db.query(ENQUIRY_UID).findOne({ where: { documentId } })) as Row | null;
  if (!row || !row.viewingDate) throw notFound('Viewing not found');
  assertHolds(row, access);
  const [members, undelivered] = await Promise.all([dealMembers(), undeliveredViewingMails([documentId])]);
  return viewingOf(row, members, undelivered.get(documentId));
}

function assertHolds(row: Row, access: StaffAccess): void {
  if (access.ownOnly && Number(row.assigneeUserId) !== access.user.id)
    throw forbidden('This viewing is not yours: agents work the viewings they hold');
}

/** Why a day and slot cannot be the new time of a viewing, naming the field; null when they can. */
function rescheduleProblem(date: string, time: string, now = Date.now()): { field: string; message: string } | null {
  if (date < dubaiToday(now)) return { field: 'date', message: 'date must not be in the past (Dubai time)' };
  if (!VIEWING_SLOTS.includes(time)) return { field: 'time', message: 'time must be a booking slot' };
  if (viewingStart(date, time) <= now) return { field: 'time', message: 'time must not be in the past (Dubai time)' };
  return null;
}

const slotLabel = (state: ViewingState, date: string, time: string) =>
  `${VIEWING_STATE_LABELS[state]} · ${date} ${time}`;

/**
 * Confirms, moves or cancels a viewing: one transaction with the audit entry and the buyer's
 * mail; refused with the field it concerns, nothing changed: a cancelled viewing changed again,
 * a time in the past or outside the slots, a slot its holder already has.
 */
export async function changeViewing(documentId: string, update: ViewingUpdate, access: StaffAccess): Promise<Viewing> {
  try {
    await strapi.db.transaction(async ({ trx }) => {
      await transactionLock(trx as unknown as Transaction, dealLock(documentId));
      const db = strapi.db.query(ENQUIRY_UID);
      const row = (await db.findOne({ where: { documentId } })) as Row | null;
      if (!row || !row.viewingDate) throw notFound('Viewing not found');
      assertHolds(row, access);
      const before = { state: stateOf(row), date: text(row.viewingDate), time: text(row.viewingTime) };
      if (before.state === 'cancelled')
        throw fieldError(409, 'action', `This viewing is cancelled: it cannot be ${update.action}ed`);
      const after = { ...before };
      let change: ViewingChange;
      if (update.action === 'confirm') {
        if (before.state === 'confirmed') throw fieldError(409, 'action', 'This viewing is confirmed already');
        after.state = 'confirmed';
        change = 'confirmed';
      } else if (update.action === 'cancel') {
        after.state = 'cancelled';
        change = 'cancelled';
      } else {
        const date = update.date!;
        const time = update.time!;
        const problem = rescheduleProblem(date, time);
        if (problem) throw fieldError(400, problem.field, problem.message);
        if (date === before.date && time === before.time)
          throw fieldError(400, 'time', 'This is the viewing’s day and time already: choose another');
        // A move is the agency's own choice of time: the viewing stands confirmed at it.
        Object.assign(after, { state: 'confirmed', date, time });
        change = 'rescheduled';
      }
      const sequence = Number(row.viewingSequence ?? 0) + 1;
      await db.update({
        where: { id: row.id },
        data: {
          viewingStatus: after.state,
          viewingDate: after.date,
          viewingTime: after.time,
          viewingSequence: sequence,
          viewingChangedAt: new Date(),
        },
        select: ['id'],
      });
      await record({
        kind: 'enquiry',
        itemId: documentId,
        title: text(row.email),
        action: 'update',
        changes: [
          {
            field: 'viewing',
            before: slotLabel(before.state, before.date, before.time),
            after: slotLabel(after.state, after.date, after.time),
          },
        ],
      });
      await queueViewingMail(documentId, row, { date: after.date, time: after.time }, sequence, change);
    });
  } catch (error) {
    if (!isSlotTaken(error)) throw error;
    throw slotTaken(await holderName(documentId));
  }
  return viewingById(documentId, access);
}

const CHANGE_LABELS: Record<ViewingChange, string> = {
  requested: 'Booking received',
  confirmed: 'Confirmation',
  rescheduled: 'New time',
  cancelled: 'Cancellation',
};

/**
 * A buyer's viewing mail that failed for good, queued again with a fresh set of attempts (its last
 * error kept until it is sent or fails anew), under the viewing's lock and with its audit entry.
 * `mailId` is the mail's own id (Viewing.undeliveredMails); its holder, or a member who works every
 * deal, may send it. Answers the viewing.
 */
export async function resendViewingMail(mailId: string, access: StaffAccess): Promise<Viewing> {
  const mails = strapi.db.query(VIEWING_MAIL_UID);
  const found = (await mails.findOne({ where: { documentId: mailId }, select: ['enquiryId'] })) as Row | null;
  if (!found) throw notFound('Viewing mail not found');
  const documentId = text(found.enquiryId);
  await strapi.db.transaction(async ({ trx }) => {
    await transactionLock(trx as unknown as Transaction, dealLock(documentId));
    const mail = (await mails.findOne({
      where: { documentId: mailId },
      select: ['id', 'change', 'sequence', 'mailStatus'],
    })) as Row | null;
    // Replaced by a later change's mail meanwhile: there is nothing to send again.
    if (!mail) throw notFound('Viewing mail not found');
    const row = (await strapi.db.query(ENQUIRY_UID).findOne({
      where: { documentId },
      select: ['id', 'email', 'viewingDate', 'assigneeUserId'],
    })) as Row | null;
    if (!row || !row.viewingDate) throw notFound('Viewing not found');
    assertHolds(row, access);
    if (mail.mailStatus !== 'failed') throw conflict(`This mail is ${text(mail.mailStatus)}, not failed`);
    await mails.update({
      where: { id: mail.id },
      data: {
        mailStatus: 'pending',
        mailAttempts: 0,
        mailNextAttemptAt: null,
        mailLockedUntil: null,
        mailFailedAt: null,
      },
      select: ['id'],
    });
    const what = CHANGE_LABELS[text(mail.change) as ViewingChange] ?? text(mail.change);
    await record({
      kind: 'enquiry',
      itemId: documentId,
      title: text(row.email),
      action: 'mail-resend',
      changes: [{ field: 'viewingMail', before: `${what}: not sent`, after: `${what}: queued again` }],
    });
  });
  return viewingById(documentId, access);
}

async function holderName(documentId: string): Promise<string | null> {
  const row = (await strapi.db.query(ENQUIRY_UID).findOne({
    where: { documentId },
    select: ['assigneeUserId'],
  })) as Row | null;
  const id = row?.assigneeUserId === null || row?.assigneeUserId === undefined ? null : Number(row.assigneeUserId);
  return id === null ? null : ((await dealMembers()).get(id)?.name ?? null);
}

/**
 * A viewing booked from a listing: stored (`store`), assigned (lib/leads/pipeline) and its
 * acknowledgement queued for the buyer, in one transaction. When its holder has that slot
 * already, the unique index refuses the assignment and nothing is stored: a 409 the public form
 * shows.
 */
export async function bookViewing(store: () => Promise<string>): Promise<string> {
  try {
    return await strapi.db.transaction(async () => {
      const documentId = await store();
      const stored = (await strapi.db.query(ENQUIRY_UID).findOne({
        where: { documentId },
        select: ['viewingDate', 'viewingTime'],
      })) as Row;
      // The agents in turn are those free at the slot; when every one of them has it, the booking
      // is refused like a taken slot (the listing's own agent is theirs or none: the index decides).
      let busy = false;
      const holder = await assignOnArrival(documentId, async (userId) => {
        const free = await slotFree(userId, text(stored.viewingDate), text(stored.viewingTime));
        busy ||= !free;
        return free;
      });
      if (holder === null && busy) throw slotTaken(null);
      const row = (await strapi.db.query(ENQUIRY_UID).findOne({ where: { documentId } })) as Row;
      await queueViewingMail(
        documentId,
        row,
        { date: text(row.viewingDate), time: text(row.viewingTime) },
        0,
        'requested',
      );
      return documentId;
    });
  } catch (error) {
    if (isSlotTaken(error)) throw slotTaken(null);
    throw error;
  }
}

/** Whether a member holds no active viewing at a day and slot. */
async function slotFree(userId: number, date: string, time: string): Promise<boolean> {
  const taken = (await strapi.db.query(ENQUIRY_UID).count({
    where: {
      assigneeUserId: userId,
      viewingDate: date,
      viewingTime: time,
      $or: [{ viewingStatus: { $null: true } }, { viewingStatus: { $ne: 'cancelled' } }],
    },
  })) as number;
  return Number(taken) === 0;
}

/** A reassignment (the pipeline) onto a slot the new holder has already: a 409, not a 500. */
export function slotConflictOf(error: unknown): HttpError | null {
  return isSlotTaken(error)
    ? fieldError(409, 'assigneeId', 'The new assignee has another viewing at this day and time: move one first')
    : null;
}

/**
 * Made at start: a state for every viewing booked before the calendar (requested), the unique
 * index of the active slots, the index of a week's reads, and one buyer mail per change.
 */
export async function prepareViewings(): Promise<void> {
  const knex = strapi.db.connection;
  const meta = metaOf(ENQUIRY_UID);
  const col = (a: string) => columnIn(meta, a);
  const mails = metaOf(VIEWING_MAIL_UID);
  const mcol = (a: string) => columnIn(mails, a);
  const steps: Array<[string, () => Promise<unknown>]> = [
    [
      'the states of earlier viewings',
      () =>
        knex(meta.tableName)
          .whereNull(col('viewingStatus'))
          .whereNotNull(col('viewingDate'))
          .update({ [col('viewingStatus')]: 'requested' }),
    ],
    [
      SLOT_INDEX,
      () =>
        knex.raw(
          `CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??, ??, ??) WHERE ?? IS NOT NULL AND ?? IS NOT NULL AND (?? IS NULL OR ?? <> 'cancelled')`,
          [
            SLOT_INDEX,
            meta.tableName,
            col('assigneeUserId'),
            col('viewingDate'),
            col('viewingTime'),
            col('assigneeUserId'),
            col('viewingDate'),
            col('viewingStatus'),
            col('viewingStatus'),
          ],
        ),
    ],
    [
      'enquiries_viewing_day_idx',
      () =>
        knex.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (??, ??)', [
          'enquiries_viewing_day_idx',
          meta.tableName,
          col('viewingDate'),
          col('viewingTime'),
        ]),
    ],
    [
      MAIL_INDEX,
      () =>
        knex.raw('CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??, ??)', [
          MAIL_INDEX,
          mails.tableName,
          mcol('enquiryId'),
          mcol('sequence'),
        ]),
    ],
  ];
  for (const [what, step] of steps) {
    try {
      await step();
    } catch (error) {
      // Two active viewings stored on one slot before the index: staff cancel or move one, and the
      // next start makes it.
      strapi.log.error(`viewings: ${what} could not be made: ${(error as Error).message}`);
    }
  }
}
