import type { AuditChange, AuditKind, Permission } from '@estate/contract';

/*
 * The CMS's rules of the audit trail (docs/decisions/0064) that the fake server and the fixtures
 * share: which entries can be restored, and what a restore of each kind takes.
 */

/** The permission a restore of each kind takes: the kind's write permission. */
export const RESTORE_PERMISSION: Partial<Record<AuditKind, Permission>> = {
  property: 'listings.write',
  development: 'content.write',
  area: 'content.write',
  team: 'content.write',
  post: 'marketing.write',
  review: 'marketing.write',
  insta: 'marketing.write',
  setting: 'settings.write',
};

/** Content edits (and restores) whose changed fields are not all secrets can be put back. */
export function restorableOf(kind: AuditKind, action: string, changes: readonly AuditChange[]): boolean {
  return !!RESTORE_PERMISSION[kind] && (action === 'update' || action === 'restore') && changes.some((c) => !c.hidden);
}
