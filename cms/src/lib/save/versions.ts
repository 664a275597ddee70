import { AsyncLocalStorage } from 'node:async_hooks';
import { HttpError } from '../http/errors';
import { rowOf } from '../read/publication';

/*
 * Lost updates (docs/decisions/0014). An update may state the version it was loaded from: the
 * item's updatedAt as the client read it. The save then claims the row with one conditional
 * statement, inside the save's own transaction and before anything is written:
 *
 *   UPDATE <table> SET updated_at = now WHERE document_id = ? AND updated_at = <version>
 *
 * No row claimed means someone saved in between (a staff admin, the Strapi panel, any other
 * path: every save moves updatedAt) and the save answers 409 with nothing written. Two saves of
 * the same version cannot both claim: the database serialises writes to the row (a row lock on
 * PostgreSQL, the write lock on SQLite), and the second one finds the timestamp already moved.
 */

interface Expected {
  uid: string;
  documentId: string;
  version: Date;
  label: string;
  claimed: boolean;
}

const expected = new AsyncLocalStorage<Expected>();

/** What a stale save answers: 409, naming the version field. */
export function staleVersion(label: string): HttpError {
  const message = `${label} was changed by someone else since you loaded it: reload it to see the latest version, then save again`;
  return new HttpError(409, message, [{ field: 'version', message }]);
}

/** The instant a version names, or null when none was given. */
export function parseVersion(version: unknown): Date | null {
  if (typeof version !== 'string' || version.trim() === '') return null;
  const at = new Date(version.trim());
  return Number.isNaN(at.getTime()) ? null : at;
}

/** True when a stored updatedAt is the version the client loaded (millisecond precision). */
export function isVersion(stored: unknown, version: Date): boolean {
  if (stored === null || stored === undefined) return false;
  const at = stored instanceof Date ? stored : new Date(stored as string | number);
  return at.getTime() === version.getTime();
}

/**
 * Runs a save of one document expecting it still to be at `version`: the save hooks
 * ({@link claimExpectedVersion}) claim the row in the save's transaction.
 */
export function expectingVersion<T>(
  claim: { uid: string; documentId: string; version: Date; label: string },
  save: () => Promise<T>,
): Promise<T> {
  return expected.run({ ...claim, claimed: false }, save);
}

/**
 * Called by the save hooks inside the transaction of an update, before it writes: claims the
 * row at the expected version, or throws the 409 (rolling the transaction back).
 */
export async function claimExpectedVersion(uid: string, documentId: string | undefined): Promise<void> {
  const claim = expected.getStore();
  if (!claim || claim.claimed || claim.uid !== uid || claim.documentId !== documentId) return;
  claim.claimed = true;
  const { count } = (await strapi.db.query(uid).updateMany({
    // The draft row: staff load and save a document's latest version (docs/decisions/0036).
    where: { documentId, updatedAt: claim.version, ...rowOf(uid, true) },
    data: { updatedAt: new Date() },
  })) as { count: number };
  if (!count) throw staleVersion(claim.label);
}
