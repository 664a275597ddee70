import {
  API_PREFIX,
  AuditQuerySchema,
  coerceFormFields,
  fieldErrors,
  FORBIDDEN_MESSAGE,
  permissionsOf,
  STAFF_ROLE_LABELS,
  TOTAL_COUNT_HEADER,
  type AuditChange,
  type AuditEntry,
  type AuditKind,
} from '@estate/contract';
import { http, HttpResponse } from 'msw';
import { RESTORE_PERMISSION, restorableOf } from '../audit-rules';
import { db, record, signedInUser } from '../db';

/*
 * The audit trail as the CMS keeps it (docs/decisions/0064): the fake's saves of content record
 * who wrote, from where and each changed field before and after (crud.ts calls recordAudit);
 * GET get-audit-entries filters and pages them newest first; POST restore-audit-entry puts an
 * entry's earlier values back and records that as an entry of its own. The staff guard
 * (handlers/staff.ts) refuses both routes to a role without audit.read, as the CMS does.
 */

type Row = { _id: string; updatedAt: string } & Record<string, unknown>;

interface AuditedRows {
  rows: () => Row[];
  setRows: (rows: Row[]) => void;
}

/** Where each audited kind's rows are, for a restore: crud.ts registers each kind it serves. */
const ROWS = new Map<AuditKind, AuditedRows>();

export function auditedRows(kind: AuditKind, rows: AuditedRows) {
  ROWS.set(kind, rows);
}

/** Bookkeeping and media: not compared, as the CMS compares scalar fields only. */
const NOT_COMPARED = new Set([
  '_id',
  'createdAt',
  'updatedAt',
  'publication',
  'featuredImage',
  'galleryImages',
  'floorPlans',
  'brochure',
  'film',
  'panorama',
  'userImage',
  'images',
]);

const scalar = (value: unknown) =>
  value === null ||
  ['string', 'number', 'boolean'].includes(typeof value) ||
  (Array.isArray(value) && value.every((v) => typeof v === 'string'));

/** Blank text is no value, as the CMS reads it. */
const normal = (value: unknown) => (value === undefined || value === '' ? null : value);

/** The scalar fields that differ between two versions of an item (none before: a create). */
export function changesBetween(before: Row | null, after: Row, only?: ReadonlySet<string>): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const field of Object.keys(after)) {
    if (NOT_COMPARED.has(field) || (only && !only.has(field))) continue;
    const was = normal(before?.[field]);
    const now = normal(after[field]);
    if (!scalar(was) || !scalar(now) || JSON.stringify(was) === JSON.stringify(now)) continue;
    changes.push({ field, before: was, after: now });
  }
  return changes;
}

/** Appends an entry for the member who sent the request, as the CMS's trail does. */
export function recordAudit(
  request: Request,
  entry: Pick<AuditEntry, 'kind' | 'itemId' | 'title' | 'action' | 'changes'> & { restoredFrom?: number },
): AuditEntry {
  const user = signedInUser(request);
  const made: AuditEntry = {
    ...entry,
    id: Math.max(0, ...db.auditEntries.map((e) => e.id)) + 1,
    at: new Date().toISOString(),
    actor: user
      ? { kind: 'staff', id: String(user.id), name: user.username }
      : { kind: 'system', id: null, name: 'The site' },
    ip: request.headers.get('x-forwarded-for') ?? '127.0.0.1',
    restoredFrom: entry.restoredFrom ?? null,
    restorable: restorableOf(entry.kind, entry.action, entry.changes),
  };
  db.auditEntries = [...db.auditEntries, made];
  return made;
}

const invalid = (errors: Array<{ field: string; message: string }>, status = 400) =>
  HttpResponse.json({ message: errors[0]?.message ?? 'Invalid input', errors }, { status });

const dayStart = (day: string) => Date.parse(`${day}T00:00:00.000Z`);
const DAY_MS = 24 * 3600 * 1000;

export const auditHandlers = [
  http.get(`${API_PREFIX}/get-audit-entries`, ({ request }) => {
    const url = new URL(request.url);
    db.requests.push({
      method: 'GET',
      path: url.pathname + url.search,
      body: null,
      form: null,
      headers: request.headers,
    });
    const coerced = coerceFormFields(AuditQuerySchema, Object.fromEntries(url.searchParams));
    const parsed = AuditQuerySchema.safeParse(coerced.data);
    if (coerced.errors.length) return invalid(coerced.errors);
    if (!parsed.success) return invalid(fieldErrors(parsed.error));
    const q = parsed.data;
    if (q.from && q.to && q.from > q.to) return invalid([{ field: 'from', message: 'from must not be after to' }]);
    // Days are whole days in UTC, as the CMS counts them.
    const entries = db.auditEntries
      .filter((e) => !q.actor || e.actor.name.toLowerCase().includes(q.actor.toLowerCase()))
      .filter((e) => !q.kind || e.kind === q.kind)
      .filter((e) => !q.itemId || e.itemId === q.itemId)
      .filter((e) => !q.from || Date.parse(e.at) >= dayStart(q.from))
      .filter((e) => !q.to || Date.parse(e.at) < dayStart(q.to) + DAY_MS)
      .sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
    const offset = q.offset ?? 0;
    return HttpResponse.json(entries.slice(offset, offset + (q.limit ?? 50)), {
      headers: { [TOTAL_COUNT_HEADER]: String(entries.length) },
    });
  }),
  http.post(`${API_PREFIX}/restore-audit-entry/:id`, async ({ request, params }) => {
    await record(request);
    const id = Number(params.id);
    if (!/^\d+$/.test(String(params.id)) || !Number.isSafeInteger(id) || id <= 0) {
      return invalid([{ field: 'id', message: 'id must be the id of an audit entry' }]);
    }
    const entry = db.auditEntries.find((e) => e.id === id);
    if (!entry) return HttpResponse.json({ message: 'Audit entry not found' }, { status: 404 });
    if (!entry.restorable || !entry.itemId) {
      return HttpResponse.json(
        { message: 'This entry changed nothing that can be put back (only content edits can be restored)' },
        { status: 409 },
      );
    }
    // The guard let the request through: its token is an active member's.
    const user = signedInUser(request)!;
    const granted = permissionsOf(user.role, { agentsMayPublish: db.settings.agentsMayPublish });
    const needed = RESTORE_PERMISSION[entry.kind];
    if (!needed || !granted.includes(needed)) {
      return HttpResponse.json({ message: FORBIDDEN_MESSAGE(STAFF_ROLE_LABELS[user.role]) }, { status: 403 });
    }
    const store = ROWS.get(entry.kind);
    const row = store?.rows().find((r) => r._id === entry.itemId);
    if (!store || !row) {
      return HttpResponse.json(
        { message: `The ${entry.title || 'item'} this entry is about no longer exists` },
        { status: 404 },
      );
    }
    const back = entry.changes.filter((c) => !c.hidden);
    const restored: Row = { ...row, ...Object.fromEntries(back.map((c) => [c.field, c.before])) };
    const changes = changesBetween(row, restored, new Set(back.map((c) => c.field)));
    if (!changes.length) {
      return HttpResponse.json(
        { message: 'The values put back were already the item’s: nothing changed' },
        { status: 409 },
      );
    }
    const saved = { ...restored, updatedAt: new Date().toISOString() };
    store.setRows(store.rows().map((r) => (r._id === row._id ? saved : r)));
    const made = recordAudit(request, {
      kind: entry.kind,
      itemId: entry.itemId,
      title: typeof row.title === 'string' ? row.title : entry.title,
      action: 'restore',
      changes,
      restoredFrom: entry.id,
    });
    return HttpResponse.json({ message: 'The earlier values are back', entry: made });
  }),
];
