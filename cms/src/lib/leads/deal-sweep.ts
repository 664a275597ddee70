import { kickOutbox } from '../mail/outbox';
import type { Row } from '../read/serialize';
import { assignOnArrival, ENQUIRY_UID } from './pipeline';
import { columnIn, metaOf } from '../database/strapi-internals';

/*
 * An enquiry is assigned after the public form is answered (docs/decisions/0068): the visitor
 * does not wait for the round robin's lock. The enquiry is stored waiting for its assignment
 * (`assignPending`); the assignment runs right after the answer and clears it. One that fails, or
 * that a stopped or killed instance never ran, leaves the deal waiting: the sweep assigns it soon
 * after a failure, every few minutes, and at start. A deal a member assigned or unassigned by hand
 * waits no more (lib/leads/deals), so the sweep never undoes a member's choice. A booked viewing is
 * assigned before its answer, in its booking's transaction (lib/leads/viewings): it never waits.
 */

const env = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return process.env[name] && Number.isFinite(v) && v > 0 ? v : fallback;
};
/** How often deals left waiting are looked for. */
const SWEEP_MS = () => env('DEAL_ASSIGN_SWEEP_MS', 5 * 60_000);
/** How soon after a failed assignment the sweep runs; doubled after each failed sweep, up to SWEEP_MS. */
const SWEEP_SOON_MS = 5_000;
/** Deals assigned per read of the sweep. */
const BATCH = 50;

/** Assignments started after an answer and not finished: a stop waits for them. */
const inFlight = new Set<Promise<void>>();
let sweepTimer: NodeJS.Timeout | null = null;
let soonTimer: NodeJS.Timeout | null = null;
let sweeping: Promise<unknown> | null = null;
let soonDelay = SWEEP_SOON_MS;
let stopped = true;

/**
 * Assigns a stored enquiry without the caller waiting: the public form has its answer by then.
 * The new assignee's mail goes at once; a failure is logged and the sweep comes soon.
 */
export function assignAfterAnswer(documentId: string): void {
  // A stopping instance starts nothing more: the deal waits for the next instance's sweep.
  if (stopped) return;
  const job: Promise<void> = assignOnArrival(documentId)
    .then((assignee) => {
      if (assignee !== null) kickOutbox();
    })
    .catch((error: unknown) => {
      strapi.log.warn(`pipeline: enquiry ${documentId} stored but not assigned yet: ${(error as Error).message}`);
      sweepSoon();
    })
    .finally(() => inFlight.delete(job));
  inFlight.add(job);
}

/**
 * Assigns every deal at New still waiting for its assignment, oldest first, each as it would have
 * been on arrival. Answers how many it assigned.
 */
export async function assignWaitingDeals(): Promise<number> {
  const meta = metaOf(ENQUIRY_UID);
  const col = (a: string) => columnIn(meta, a);
  let assigned = 0;
  let after = 0;
  for (;;) {
    // The literal `= true` is the waiting deals' partial index (preparePipeline).
    const rows = (await strapi.db
      .connection(meta.tableName)
      .select({ id: 'id', documentId: col('documentId') })
      .whereRaw('?? = true', [col('assignPending')])
      .whereNull(col('assigneeUserId'))
      .where(col('stage'), 'new')
      .where('id', '>', after)
      .orderBy('id', 'asc')
      .limit(BATCH)) as Row[];
    if (!rows.length) break;
    for (const row of rows) {
      after = Number(row.id);
      if ((await assignOnArrival(String(row.documentId))) !== null) assigned += 1;
    }
  }
  if (assigned) {
    strapi.log.info(`pipeline: ${assigned} deals left waiting were assigned`);
    kickOutbox();
  }
  return assigned;
}

/** One sweep at a time; a failed one runs again soon (the database may be back by then). */
function sweep(): Promise<unknown> {
  sweeping ??= assignWaitingDeals()
    .then(() => (soonDelay = SWEEP_SOON_MS))
    .catch((error: unknown) => {
      strapi.log.warn(`pipeline: the assignment sweep failed, trying again soon: ${(error as Error).message}`);
      sweepSoon();
      soonDelay = Math.min(soonDelay * 2, SWEEP_MS());
    })
    .finally(() => (sweeping = null));
  return sweeping;
}

function sweepSoon(): void {
  if (soonTimer || stopped) return;
  soonTimer = setTimeout(() => {
    soonTimer = null;
    void sweep();
  }, soonDelay);
  soonTimer.unref();
}

/** Starts the assignments after the answer, and the sweep: once now, then every SWEEP_MS. */
export function startDealSweep(): void {
  if (sweepTimer) return;
  stopped = false;
  sweepTimer = setInterval(() => void sweep(), SWEEP_MS());
  sweepTimer.unref();
  void sweep();
}

/** Stops the sweep, waiting for the sweep and the assignments that run. */
export async function stopDealSweep(): Promise<void> {
  stopped = true;
  if (sweepTimer) clearInterval(sweepTimer);
  if (soonTimer) clearTimeout(soonTimer);
  sweepTimer = soonTimer = null;
  await sweeping;
  await Promise.all([...inFlight]);
}
