import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { isAuditRef, type AuditActorKind, type AuditChange, type AuditKind, type AuditRef } from '@estate/contract';
import { clientIp } from '../auth/client-ip';
import { rowOf, hasDrafts } from '../read/publication';
import { DEFAULT_LANGUAGE } from '@estate/contract';
import { SCALAR as COLUMN_TYPES } from '../database/strapi-internals';

/*
 * The audit trail (docs/decisions/0064). Every write of content and leads passes the document
 * service, whoever makes it (the contract's routes, the Strapi panel, Strapi's REST API with an
 * API token): a document service middleware records it there, inside the save's transaction, so
 * a save that fails leaves no entry and an entry never names a save that did not happen. Who
 * wrote is read from the request the write belongs to (Strapi's request context): the staff
 * member the contract's policy signed in, the panel's administrator, or the API token. Staff user
 * changes are recorded by lib/auth/staff-users, which writes users directly.
 */

export const AUDIT_UID = 'api::staff.audit-entry';

export const KIND_OF_UID: Readonly<Record<string, AuditKind>> = {
  'api::property.property': 'property',
  'api::development.development': 'development',
  'api::area.area': 'area',
  'api::post.post': 'post',
  'api::team.team': 'team',
  'api::review.review': 'review',
  'api::insta.insta': 'insta',
  'api::setting.setting': 'setting',
  'api::enquiry.enquiry': 'enquiry',
  'api::start-now-enquiry.start-now-enquiry': 'start-now',
  'api::subscriber.subscriber': 'subscriber',
  'api::saved-search.saved-search': 'saved-search',
  // A merge deletes the contact that goes and fills the one that stays (lib/leads/contacts).
  'api::contact.contact': 'contact',
  // Users edited in the Strapi panel; the staff admin's changes record themselves (lib/auth/staff-users).
  'plugin::users-permissions.user': 'staff-user',
};

/**
 * Staff users are named by their numeric id, as the staff admin's routes name them, and so are
 * the roles a change of a user's role names.
 */
const NUMERIC_IDS = new Set(['plugin::users-permissions.user', 'plugin::users-permissions.role']);

export const UID_OF_KIND = Object.fromEntries(Object.entries(KIND_OF_UID).map(([uid, kind]) => [kind, uid])) as Record<
  AuditKind,
  string | undefined
>;

/** Bookkeeping every row has: not a change anyone made. */
const BOOKKEEPING = new Set([
  'id',
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'createdBy',
  'updatedBy',
  'locale',
  'localizations',
]);
/** The server's own bookkeeping on saves (a sort key, the outbox's mail state): no one's change. */
const NOT_AUDITED = /^(statusRank|mail[A-Z]\w*|\w+MailSentAt)$/;
/** Values never kept in the trail, whatever their type: only that they changed. */
const SECRET = /password|token|secret|hash/i;
/**
 * Attribute types whose values are kept (the row's own columns); relations are compared by the
 * items they name (relationChanges), media and components not at all.
 */
const COMPARED = new Set([...COLUMN_TYPES, 'customField']);
/** The fields a related item is called by, the first one it has filled in first. */
const NAME_FIELDS = ['title', 'name', 'username', 'userName', 'agencyName', 'label', 'email', 'fname'];

type Data = Record<string, unknown>;
interface Attribute {
  type: string;
  private?: boolean;
  /** Relations: the related type, and how many items each side has (manyToOne, oneToMany, ...). */
  target?: string;
  relation?: string;
}

/** Who is behind the current request, and from where. */
export interface Actor {
  kind: AuditActorKind;
  id: string | null;
  name: string;
  ip: string | null;
}

interface RequestState {
  user?: { id?: number | string; username?: string; firstname?: string; lastname?: string; email?: string };
  auth?: { strategy?: { name?: string }; credentials?: { id?: number | string; name?: string } };
  /** A restore in progress: the entry whose values it puts back (lib/audit/entries). */
  auditRestoreOf?: number;
  /** Who the request's writes are by when no one is signed in (a member using their mailed link). */
  auditActor?: Omit<Actor, 'ip'>;
  /** The id of the entry the request's last recorded write made. */
  auditEntryId?: number;
}

/** The entry the current request's last recorded write made, if any. */
export function lastEntryId(): number | undefined {
  return (requestContext()?.state as RequestState | undefined)?.auditEntryId;
}

/** Records the current request's further writes as this member's. */
export function actAs(actor: Omit<Actor, 'ip'>): void {
  const ctx = requestContext();
  if (ctx) (ctx.state as RequestState).auditActor = actor;
}

const requestContext = (): Context | undefined => strapi.requestContext.get() as Context | undefined;

export function currentActor(): Actor {
  const ctx = requestContext();
  if (!ctx) return { kind: 'system', id: null, name: 'The site', ip: null };
  const state = ctx.state as RequestState;
  const ip = clientIp(ctx) || null;
  if (state.auditActor) return { ...state.auditActor, ip };
  const strategy = state.auth?.strategy?.name;
  // Strapi's API tokens: content-api-token (REST), admin-token (the admin API), api-token (older names).
  if (strategy && /(^|-)token$/.test(strategy)) {
    const token = state.auth?.credentials;
    return {
      kind: 'api-token',
      id: token?.id != null ? String(token.id) : null,
      name: `API token ${token?.name ?? ''}`.trim(),
      ip,
    };
  }
  const user = state.user;
  if (strategy === 'admin' && user) {
    const name = [user.firstname, user.lastname].filter(Boolean).join(' ') || user.email || 'Panel administrator';
    return { kind: 'panel', id: user.id != null ? String(user.id) : null, name, ip };
  }
  if (user?.username) return { kind: 'staff', id: String(user.id), name: user.username, ip };
  return { kind: 'system', id: null, name: 'The site', ip };
}

function attributesOf(uid: string): Record<string, Attribute> {
  return (strapi.getModel(uid as Parameters<typeof strapi.getModel>[0])?.attributes ?? {}) as Record<string, Attribute>;
}

/** A stored value in one form whatever the database returns (0/1, numeric strings, dates). */
function normal(attr: Attribute, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  switch (attr.type) {
    case 'integer':
    case 'biginteger':
    case 'float':
    case 'decimal': {
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n) ? n : null;
    }
    case 'boolean':
      return value === true || value === 1 || value === '1' || value === 'true';
    case 'datetime':
    case 'date': {
      const d = value instanceof Date ? value : new Date(String(value));
      if (Number.isNaN(d.getTime())) return String(value);
      return attr.type === 'date' ? d.toISOString().slice(0, 10) : d.toISOString();
    }
    case 'json':
    case 'blocks':
      return typeof value === 'string' ? safeJson(value) : value;
    default:
      return String(value);
  }
}

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The scalar fields a write changed, before and after; secrets only as changed. */
export function changesOf(uid: string, before: Data | null, data: Data): AuditChange[] {
  const attributes = attributesOf(uid);
  const changes: AuditChange[] = [];
  for (const [field, raw] of Object.entries(data)) {
    const attr = attributes[field];
    if (!attr || BOOKKEEPING.has(field) || NOT_AUDITED.test(field) || !COMPARED.has(attr.type)) continue;
    const after = normal(attr, raw);
    const was = before ? normal(attr, before[field]) : null;
    if (same(was, after)) continue;
    if (attr.private || SECRET.test(field)) changes.push({ field, before: null, after: null, hidden: true });
    else changes.push({ field, before: was, after });
  }
  return changes;
}

/* ---------------------------------------------------------------- relations */

const toMany = (attr: Attribute) => /ToMany$/.test(attr.relation ?? '');

/** A relation's input that changes nothing: a connect and disconnect of no items (the panel's untouched field). */
function leavesAlone(input: unknown): boolean {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return false;
  const { connect, disconnect, set } = input as { connect?: unknown; disconnect?: unknown; set?: unknown };
  const none = (list: unknown) => list === undefined || (Array.isArray(list) && !list.length);
  return set === undefined && none(connect) && none(disconnect);
}

/**
 * The relation fields a write's data sets: each one to another content type (a listing's agent,
 * a user's role, the staff user of a team member), not Strapi's bookkeeping (who created or last
 * updated it) nor an input that leaves the field alone.
 */
function relationFieldsIn(uid: string, data: Data): string[] {
  const attributes = attributesOf(uid);
  return Object.keys(data).filter((field) => {
    const attr = attributes[field];
    return (
      attr?.type === 'relation' &&
      !!attr.target &&
      !BOOKKEEPING.has(field) &&
      !NOT_AUDITED.test(field) &&
      !SECRET.test(field) &&
      !leavesAlone(data[field])
    );
  });
}

/** The populate that loads these relations with only what names their items. */
function relationPopulate(uid: string, fields: string[]): Record<string, { select: string[] }> {
  const attributes = attributesOf(uid);
  return Object.fromEntries(
    fields.map((field) => {
      const named = attributesOf(attributes[field].target!);
      return [field, { select: ['id', 'documentId', ...NAME_FIELDS.filter((f) => named[f])] }];
    }),
  );
}

function refOf(target: string, row: Data): AuditRef {
  const name = NAME_FIELDS.map((f) => row[f]).find((v) => typeof v === 'string' && v.trim());
  return {
    id: String((NUMERIC_IDS.has(target) ? row.id : row.documentId) ?? row.id),
    name: typeof name === 'string' ? name.trim().slice(0, 300) : '',
  };
}

/** A loaded relation as the trail keeps it: the related item, the list of them, or null. */
function relationValue(attr: Attribute, loaded: unknown): AuditRef | AuditRef[] | null {
  const rows = (Array.isArray(loaded) ? loaded : loaded ? [loaded] : []) as Data[];
  const refs = rows.map((row) => refOf(attr.target!, row));
  return toMany(attr) ? refs : (refs[0] ?? null);
}

const idsOf = (value: AuditRef | AuditRef[] | null) =>
  (Array.isArray(value) ? value : value ? [value] : []).map((r) => r.id);

/**
 * Whether a relation's input names exactly the items `loaded` holds (a document id or number, or
 * a list of them, as the contract's saves give them): then it changes nothing, known without
 * reading the row again.
 */
function namesLoaded(attr: Attribute, input: unknown, loaded: unknown): boolean {
  const rows = (Array.isArray(loaded) ? loaded : loaded ? [loaded] : []) as Data[];
  const given = Array.isArray(input) ? input : input === null ? [] : [input];
  if (!toMany(attr) && given.length > 1) return false;
  if (given.length !== rows.length) return false;
  return given.every((id, i) =>
    typeof id === 'number' ? rows[i].id === id : typeof id === 'string' && rows[i].documentId === id,
  );
}

/**
 * The relations a write changed, each from the items it named before to those it names after;
 * `before` is the row as it was, loaded with these relations (null for a new item). The row is
 * read again only when an input may have changed what it names.
 */
async function relationChanges(
  uid: string,
  documentId: string | null,
  fields: string[],
  before: Data | null,
  data: Data,
): Promise<AuditChange[]> {
  if (!fields.length || !documentId) return [];
  const attributes = attributesOf(uid);
  const open = fields.filter((field) => !before || !namesLoaded(attributes[field], data[field], before[field]));
  if (!open.length) return [];
  const after = await currentRow(uid, documentId, relationPopulate(uid, open));
  const changes: AuditChange[] = [];
  for (const field of open) {
    const attr = attributes[field];
    const was = relationValue(attr, before?.[field]);
    const now = relationValue(attr, after?.[field]);
    if (same(idsOf(was), idsOf(now))) continue;
    // A private relation (a team member's staff user) is recorded as changed, never by whom:
    // nor can a restore put it back.
    if (attr.private) changes.push({ field, before: null, after: null, hidden: true });
    else changes.push({ field, before: was, after: now });
  }
  return changes;
}

/**
 * A change's value as a write puts it back: for a relation the related items by their ids (the
 * number of a user or role, else the document id), as the document service takes them.
 */
export function writableValue(uid: string, field: string, value: unknown): unknown {
  const attr = attributesOf(uid)[field];
  if (attr?.type !== 'relation' || !attr.target) return value;
  const idOf = (ref: AuditRef) => (NUMERIC_IDS.has(attr.target!) ? Number(ref.id) : ref.id);
  if (toMany(attr)) return Array.isArray(value) ? value.filter(isAuditRef).map(idOf) : [];
  return isAuditRef(value) ? idOf(value) : null;
}

const titleOf = (row: Data | null | undefined): string => {
  if (!row) return '';
  for (const key of ['title', 'userName', 'agencyName', 'username', 'label', 'email', 'fname']) {
    const v = row[key];
    if (typeof v === 'string' && v.trim()) return v.trim().slice(0, 300);
  }
  return '';
};

export interface EntryInput {
  kind: AuditKind;
  itemId: string | null;
  title: string;
  action: string;
  changes: AuditChange[];
  restoredFrom?: number | null;
}

/** Appends an entry for the current request's actor. */
export async function record(entry: EntryInput, actor: Actor = currentActor()): Promise<void> {
  const created = (await strapi.db.query(AUDIT_UID).create({
    data: {
      at: new Date(),
      actorKind: actor.kind,
      actorId: actor.id,
      actorName: actor.name.slice(0, 200),
      ip: actor.ip?.slice(0, 64) ?? null,
      kind: entry.kind,
      itemId: entry.itemId,
      title: entry.title.slice(0, 300),
      action: entry.action,
      changes: entry.changes,
      restoredFrom: entry.restoredFrom ?? null,
    },
  })) as { id: number };
  const state = requestContext()?.state as RequestState | undefined;
  if (state) state.auditEntryId = created.id;
}

const AUDITED_ACTIONS = new Set(['create', 'update', 'delete', 'publish', 'unpublish']);

/**
 * The row a write starts from: the draft (the latest) of a kind with drafts, else the row; with
 * the relations `populate` names.
 */
async function currentRow(
  uid: string,
  documentId: string | null | undefined,
  populate: Record<string, unknown> = {},
  locale?: string,
): Promise<Data | null> {
  if (!documentId) return null;
  // The English row, or a translation's (its draft for a kind with drafts).
  const where = locale
    ? { documentId, locale, ...(hasDrafts(uid) ? { publishedAt: { $null: true } } : {}) }
    : { documentId, ...rowOf(uid, true) };
  const loads = Object.keys(populate).length ? { populate } : {};
  return (await strapi.db.query(uid).findOne({ where, ...loads })) as Data | null;
}

const APPEND_ONLY = 'The audit trail is append only: its entries cannot be changed or deleted';

export function registerAuditTrail(strapi: Core.Strapi): void {
  // Whatever the door (the panel's content manager included), entries are never changed or
  // deleted; retention removes old ones on the table itself (lib/audit/retention).
  const refuse = () => {
    throw new errors.ForbiddenError(APPEND_ONLY);
  };
  strapi.db.lifecycles.subscribe({
    models: [AUDIT_UID],
    beforeUpdate: refuse,
    beforeUpdateMany: refuse,
    beforeDelete: refuse,
    beforeDeleteMany: refuse,
  });
  strapi.documents.use(async (context, next) => {
    const kind = KIND_OF_UID[context.uid];
    if (!kind || !AUDITED_ACTIONS.has(context.action)) return next();
    const params = context.params as { data?: Data; documentId?: string; locale?: string };
    // A translation's write (docs/decisions/0102) is an event of its own, never restorable onto
    // the English; its publication follows the item's, which is recorded.
    const translation =
      typeof params.locale === 'string' && params.locale !== '*' && params.locale !== DEFAULT_LANGUAGE
        ? params.locale
        : undefined;
    if (translation && (context.action === 'publish' || context.action === 'unpublish')) return next();
    const action = translation
      ? `${context.action === 'delete' ? 'translation-delete' : 'translate'}-${translation}`
      : context.action;
    const data = params.data ?? {};
    const writes = context.action === 'create' || context.action === 'update';
    const relations = writes && !translation ? relationFieldsIn(context.uid, data) : [];
    const before =
      context.action === 'update' || context.action === 'delete'
        ? await currentRow(context.uid, params.documentId, relationPopulate(context.uid, relations), translation)
        : null;
    const english = translation ? await currentRow(context.uid, params.documentId) : null;
    const result = await next();
    const answer = result as unknown as { documentId?: unknown; entries?: Array<{ documentId?: unknown }> } | null;
    const written = (answer?.entries ? answer.entries[0] : answer) as Data | null | undefined;
    const documentId = params.documentId ?? (typeof written?.documentId === 'string' ? written.documentId : null);
    const itemId = NUMERIC_IDS.has(context.uid) ? String(before?.id ?? written?.id ?? '') || null : documentId;
    const changes = writes
      ? [
          ...changesOf(context.uid, before, data),
          ...(await relationChanges(context.uid, documentId, relations, before, data)),
        ]
      : [];
    // A save that changed nothing is no event of the item's history.
    if (context.action === 'update' && !changes.length) return result;
    const restoring = (requestContext()?.state as RequestState | undefined)?.auditRestoreOf;
    await record({
      kind,
      itemId,
      // A translation's entry is named by its item's English title.
      title: titleOf(english) || titleOf(before) || titleOf(params.data) || titleOf(written),
      action: restoring && action === 'update' ? 'restore' : action,
      changes,
      restoredFrom: restoring && action === 'update' ? restoring : null,
    });
    return result;
  });
}
