import { createHash } from 'crypto';
import { Client } from 'pg';
import { expect, inject } from 'vitest';
import { DealBoardSchema, EnquiryLeadSchema, type DealBoard, type DealStage, type EnquiryLead } from '@estate/contract';
import { eventually, get, post, put, randomIp } from './client';
import { runSql } from './database';

/*
 * The pipeline as its tests drive it, on a CMS of the test file's own: enquiries sent through the
 * public form and awaited until assigned, deals read and moved, the board read, and a deal left
 * waiting for its assignment as an interrupted instance leaves it. `where` answers the file's CMS
 * (its API, its environment and a staff token) when a helper runs, after the file's beforeAll.
 */
export interface DealsAt {
  api: string;
  env: Record<string, string>;
  admin: string;
}

export function dealHelpers(where: () => DealsAt) {
  const onPostgres = inject('dbClient') === 'postgres';

  /** The form's answer; the deal is assigned after it. */
  const sendEnquiry = (email: string, extra: Record<string, unknown> = {}, base = where().api) =>
    post(`${base}/send-email`, {
      ip: randomIp(),
      json: { fname: 'Layla', lname: 'Haddad', email, message: 'Is it available for a viewing?', ...extra },
    });

  /** Whether a stored deal still waits for its assignment on arrival (made after the form's answer). */
  async function waitsForAssignment(id: string): Promise<boolean> {
    const [row] = await runSql(where().env, 'SELECT assign_pending FROM enquiries WHERE document_id = ?', [id]);
    return row?.assign_pending === true || row?.assign_pending === 1;
  }

  async function leads(query: string, token = where().admin): Promise<EnquiryLead[]> {
    const res = await get<EnquiryLead[]>(`${where().api}/get-leads/enquiry?${query}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.map((l) => EnquiryLeadSchema.parse(l));
  }

  /** An enquiry sent through the public form, once its assignment on arrival is made (or found nobody). */
  async function enquire(email: string, extra: Record<string, unknown> = {}, base?: string): Promise<EnquiryLead> {
    const res = await sendEnquiry(email, extra, base);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stored = await eventually(async () => (await leads(`q=${encodeURIComponent(email)}`))[0]);
    await eventually(async () => !(await waitsForAssignment(stored._id)));
    return (await leads(`q=${encodeURIComponent(email)}`))[0]!;
  }

  /** A deal left waiting for its assignment, as an instance stopped between the answer and the assignment leaves it. */
  const leaveWaiting = (id: string) =>
    runSql(
      where().env,
      'UPDATE enquiries SET assignee_user_id = NULL, assigned_at = NULL, assign_pending = ? WHERE document_id = ?',
      [onPostgres ? true : 1, id],
    );

  const move = (id: string, body: Record<string, unknown>, token = where().admin) =>
    put<{ message?: string; lead: EnquiryLead; errors?: Array<{ field: string; message: string }> }>(
      `${where().api}/update-deal/${id}`,
      { token, json: body },
    );

  async function board(query = '', token = where().admin): Promise<DealBoard> {
    const res = await get<DealBoard>(`${where().api}/get-deal-board?${query}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return DealBoardSchema.parse(res.body);
  }

  const column = (b: DealBoard, stage: DealStage) => b.columns.find((c) => c.stage === stage)!;

  return { sendEnquiry, waitsForAssignment, enquire, leaveWaiting, leads, move, board, column };
}

const ROUND_ROBIN_LOCK_CLASS = 0x51_06;
const lockKey = (scope: string) => createHash('sha1').update(scope).digest().readInt32BE(0);

/** Runs `fn` while a connection of the test holds the round robin's lock (PostgreSQL), as a long assignment would. */
export async function holdTheRoundRobin<T>(
  env: Record<string, string>,
  fn: (client: Client) => Promise<T>,
): Promise<T> {
  const client = new Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1, $2)', [ROUND_ROBIN_LOCK_CLASS, lockKey('deal-round-robin')]);
    return await fn(client);
  } finally {
    await client.query('COMMIT').catch(() => undefined);
    await client.end();
  }
}
