import { AUDIT_RETENTION_DEFAULT_DAYS } from '@estate/contract';
import { AUDIT_UID } from './trail';
import { tableOf } from '../database/strapi-internals';
import { settingsRow } from '../read/settings-row';

/*
 * The audit trail's only deletion: entries older than the settings' auditRetentionDays, removed
 * once an hour by every CMS instance (the same condition; whichever runs first removes them).
 */

const HOUR = 3_600_000;
let timer: NodeJS.Timeout | undefined;

async function retentionDays(): Promise<number> {
  const row = await settingsRow<{
    auditRetentionDays?: unknown;
  }>(['auditRetentionDays']);
  const days = Number(row?.auditRetentionDays);
  return Number.isInteger(days) && days > 0 ? days : AUDIT_RETENTION_DEFAULT_DAYS;
}

/** Removes the entries older than the retention; answers how many. */
export async function pruneAuditTrail(now = Date.now()): Promise<number> {
  const cutoff = new Date(now - (await retentionDays()) * 24 * HOUR);
  // Straight on the table: the trail's guard refuses every other deletion (lib/audit/trail).
  const table = tableOf(AUDIT_UID);
  return Number(await strapi.db.getConnection(table).where('at', '<', cutoff).del());
}

export function startAuditRetention(): void {
  const run = () =>
    pruneAuditTrail().catch((error: unknown) =>
      strapi.log.warn(`audit trail retention: ${error instanceof Error ? error.message : String(error)}`),
    );
  void run();
  timer = setInterval(run, HOUR);
  timer.unref();
}

export function stopAuditRetention(): void {
  if (timer) clearInterval(timer);
  timer = undefined;
}
