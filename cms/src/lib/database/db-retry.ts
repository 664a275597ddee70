import { randomBytes } from 'crypto';
import type { Core } from '@strapi/strapi';
import { HttpError } from '../http/errors';

/*
 * Lost database connections (decision 0018). A PostgreSQL backend can end under a query: a
 * restart, a failover, an idle-session kill, pg_terminate_backend. The pool then hands out a
 * fresh connection, but the statement that was on the dead one fails. What is safe to run again
 * is run again here, on a fresh connection, before any answer is given:
 *
 *  - every statement that only reads (SELECT) and runs outside a transaction: public reads, the
 *    staff user lookup of login and of every staff request;
 *  - a new connection whose setup (Strapi's `SET search_path`) fails is discarded, and the pool
 *    makes another, instead of leaving the request waiting for a callback that never comes;
 *  - a lead insert (storeOnce): one INSERT whose documentId is chosen beforehand, so when the
 *    outcome is unknown the row is looked up on a fresh connection and inserted again only if absent.
 *
 * Anything else that fails for a lost connection answers 503 with Retry-After: the client may
 * try again, and nothing was half done (writes run in transactions, which the server rolls back).
 */

const LOST_CODES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, smart/fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
  '08007', // transaction_resolution_unknown
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);
const LOST_MESSAGES =
  /Connection terminated|terminating connection|connection error and is not queryable|Client was closed and is not queryable|server closed the connection unexpectedly|Connection ended unexpectedly|read ECONNRESET|write EPIPE/i;

/** How many times a statement or a lead insert is tried again after its connection was lost. */
export const DB_RETRIES = 5;
// Long enough for the pool to learn of connections ended with the same one (their error event),
// and, over all tries, to outlast a burst of terminations (a failover ends every backend at once,
// and the fresh connections of the first retries can be ended by the same burst): about 1.8 s.
const RETRY_DELAYS_MS = [30, 120, 300, 500, 800];

/** True when the error says the database connection went away (the statement's outcome is unknown). */
export function isConnectionLost(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth++
  ) {
    if (typeof e.code === 'string' && LOST_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && LOST_MESSAGES.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** No connection could be had in time (the pool is exhausted or the server unreachable). */
export function isPoolTimeout(error: unknown): boolean {
  const e = error as { name?: string; message?: string } | undefined;
  return e?.name === 'KnexTimeoutError' || /Timeout acquiring a connection/i.test(e?.message ?? '');
}

/** The database is not usable for the moment: what clients are told, with when to try again. */
export const DB_RETRY_AFTER_SECONDS = 2;
export function databaseUnavailable(): HttpError {
  return new HttpError(
    503,
    'The service is briefly unavailable (database connection lost): please try again in a moment',
    undefined,
    { 'Retry-After': String(DB_RETRY_AFTER_SECONDS) },
  );
}

const delay = (attempt: number) => new Promise((r) => setTimeout(r, RETRY_DELAYS_MS[attempt] ?? 400));

/** Run `fn` again after a lost connection, up to DB_RETRIES times; only for work safe to repeat. */
export async function retryOnLostConnection<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (!isConnectionLost(error) || attempt >= DB_RETRIES) throw error;
      await delay(attempt);
    }
  }
}

/* ---- knex: statements that only read are run again on a fresh connection ---- */

interface KnexBuilder {
  _method?: string;
  _connection?: unknown;
  sql?: string;
  toSQL?: () => { sql?: string } | Array<{ sql?: string }>;
}
interface Runner {
  run(): Promise<unknown>;
}
interface KnexClient {
  transacting?: boolean;
  runner(builder: KnexBuilder): Runner;
  __estateRetry?: boolean;
}

const READ_METHODS = new Set(['select', 'first', 'pluck', 'columnInfo']);
const READ_SQL = /^\s*(?:select|show)\b/i;
const WRITE_SQL = /\b(?:insert|update|delete|nextval|setval|pg_advisory|for\s+update|for\s+share)\b/i;

function readOnly(builder: KnexBuilder): boolean {
  if (builder._method && READ_METHODS.has(builder._method)) return true;
  if (builder._method && builder._method !== 'raw') return false;
  // A raw statement: only a plain SELECT that neither writes nor locks.
  const sql = typeof builder.sql === 'string' ? builder.sql : '';
  return READ_SQL.test(sql) && !WRITE_SQL.test(sql);
}

/**
 * Wraps the root knex client's runner: a read-only statement outside a transaction (a transaction
 * has a client of its own, and a statement pinned to a connection keeps it) that fails because
 * its connection was lost runs again, on a connection the pool checks out afresh.
 */
function retryReads(client: KnexClient): void {
  if (client.__estateRetry) return;
  client.__estateRetry = true;
  const runner = client.runner.bind(client);
  client.runner = (builder: KnexBuilder) => {
    const first = runner(builder);
    if (client.transacting || builder._connection || !readOnly(builder)) return first;
    const runFirst = first.run.bind(first);
    first.run = async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await (attempt === 0 ? runFirst() : runner(builder).run());
        } catch (error) {
          if (!isConnectionLost(error) || attempt >= DB_RETRIES) throw error;
          await delay(attempt);
        }
      }
    };
    return first;
  };
}

/* ---- a new connection whose setup fails is discarded, not left hanging ---- */

interface PgConnection {
  __knex__disposed?: unknown;
  end?: () => unknown;
}

/**
 * Strapi runs `SET search_path` on each new PostgreSQL connection and calls the pool back only on
 * success: a connection whose backend ends during that statement would hold the request until the
 * acquire timeout (and the rejection goes unhandled). Here the failure marks the connection
 * disposed instead, so the pool's validation drops it and creates another.
 */
function safeConnectionSetup(db: Core.Strapi['db']): void {
  const dialect = db.dialect as unknown as {
    initialize(conn: unknown): Promise<void>;
    __estateSafe?: boolean;
  };
  if (dialect.__estateSafe) return;
  dialect.__estateSafe = true;
  const initialize = dialect.initialize.bind(dialect);
  dialect.initialize = async (conn: unknown) => {
    try {
      await initialize(conn);
    } catch (error) {
      const c = conn as PgConnection;
      c.__knex__disposed = error instanceof Error ? error : new Error(String(error));
      try {
        void Promise.resolve(c.end?.()).catch(() => undefined);
      } catch {
        /* already closed */
      }
      strapi.log.warn(`database: a new connection failed its setup and is discarded: ${(error as Error).message}`);
    }
  };
}

/**
 * A statement whose connection is lost can reject a promise nobody waits for any more (a check
 * Strapi's validator started in parallel with one that had already failed the request): by
 * Node's default that ends the process, and with it every request in flight. Such a rejection
 * is logged; any other unhandled rejection ends the process, as by Node's default.
 */
let guarded = false;
function surviveLostConnectionRejections(): void {
  if (guarded) return;
  guarded = true;
  process.on('unhandledRejection', (reason) => {
    if (!isConnectionLost(reason)) throw reason;
    strapi.log.warn(`database: a statement on a lost connection was not awaited: ${(reason as Error).message}`);
  });
}

/** Installs the retries on Strapi's database (PostgreSQL; SQLite has no connections to lose). */
export function installDbRetry(strapi: Core.Strapi): void {
  const db = strapi.db;
  if (!db || db.dialect.client !== 'postgres') return;
  safeConnectionSetup(db);
  retryReads((db.connection as unknown as { client: KnexClient }).client);
  surviveLostConnectionRejections();
}

/* ---- inserts whose outcome may be unknown ---- */

/** A document id in Strapi's own shape (24 characters, a-z and 0-9, starting with a letter). */
export function newDocumentId(): string {
  const bytes = randomBytes(24);
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(bytes, (b, i) => (i === 0 ? alphabet[b % 26] : alphabet[b % 36])).join('');
}

/**
 * Inserts a row once, whatever happens to the connection: a single INSERT (no transaction, no
 * Strapi validation: the caller has validated), with the document id fixed before the first try;
 * after a lost connection the row is looked up on a fresh one (the insert may have been committed
 * before the connection died) and inserted again only when it is absent. Answers 503 when the
 * database stays unreachable. For types without draft and publish, relations or components (the
 * leads). Returns the document id.
 */
export async function storeOnce(uid: string, data: Record<string, unknown>): Promise<string> {
  // A caller may choose the id (a saved search derives its link tokens from it).
  const documentId = typeof data.documentId === 'string' ? data.documentId : newDocumentId();
  const row = { ...data, documentId, publishedAt: new Date() };
  for (let attempt = 0; ; attempt++) {
    try {
      await strapi.db.query(uid).create({ data: row, select: ['id'] });
      return documentId;
    } catch (error) {
      if (isPoolTimeout(error)) throw databaseUnavailable();
      if (!isConnectionLost(error)) throw error;
      let stored: unknown;
      try {
        stored = await strapi.db.query(uid).findOne({ where: { documentId }, select: ['id'] });
      } catch (readError) {
        if (isConnectionLost(readError) || isPoolTimeout(readError)) throw databaseUnavailable();
        throw readError;
      }
      if (stored) return documentId;
      if (attempt >= DB_RETRIES) throw databaseUnavailable();
      strapi.log.warn(`database: connection lost while storing a ${uid}; not stored, trying again`);
      await delay(attempt);
    }
  }
}
