import {
  COMPONENT_JOIN,
  FILE_UID as FILE,
  isMedia,
  MEDIA_MORPH,
  metaOf as meta,
  SCALAR,
  type Attribute,
  type Meta,
} from '../database/strapi-internals';
import type { Row } from './serialize';

/**
 * Populates rows the way the query engine's `populate` does (same shape, same order), with a
 * fixed handful of SQL statements and no per-row work beyond assembling plain objects
 * (docs/decisions/0017). Strapi's populate runs one statement per relation and per component
 * field and maps every nested row through its generic machinery; for a page of 100 full
 * properties that was 18-30 ms of CPU, most of the cost of an uncached answer.
 *
 * The populate specs are the ones of serialize.ts (populateFor): media as { select }, components
 * as { populate }, relations as { select, populate }. Anything else is not understood here, and
 * `canLoad` says so, so the caller can use the query engine instead.
 *
 * Order, as the query engine gives it: media and components by their join table's `order`,
 * relations by the join table's order column (the order staff set); ties by the join row's id.
 */

type Spec = { select?: string[]; populate?: Record<string, Spec> };
export type PopulateSpec = Record<string, Spec>;

/** What a query runs on: the connection, or the surrounding transaction. */
type Knex = typeof strapi.db.connection;

const column = (a: Attribute, name: string) => a.columnName ?? name;

/** A database value as the query engine hands it back for the attribute's type. */
function fromDb(type: string, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'boolean':
      return typeof value === 'boolean' ? value : ['1', 'true', 't'].includes(String(value));
    case 'integer':
    case 'float':
    case 'decimal':
      return Number(value);
    case 'datetime':
    case 'timestamp': {
      const d = value instanceof Date ? value : new Date(value as string | number);
      return Number.isNaN(d.getTime()) ? null : d.toISOString();
    }
    case 'json':
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    default:
      return value;
  }
}

/** The scalar attributes a spec selects (all of them without a select), with their columns. */
function scalarColumns(m: Meta, select?: string[]): Array<[name: string, column: string, type: string]> {
  const names = select ?? Object.keys(m.attributes).filter((n) => SCALAR.has(m.attributes[n].type));
  const out: Array<[string, string, string]> = [];
  for (const name of names) {
    if (name === 'id') out.push(['id', 'id', 'integer']);
    else {
      const a = m.attributes[name];
      if (a && SCALAR.has(a.type)) out.push([name, column(a, name), a.type]);
    }
  }
  if (!out.some(([n]) => n === 'id')) out.unshift(['id', 'id', 'integer']);
  return out;
}

type Kind = 'media' | 'component' | 'relation';

const single = (a: Attribute) => a.relation === 'manyToOne' || a.relation === 'oneToOne';

function kindOf(a: Attribute | undefined): Kind | null {
  if (!a || a.type !== 'relation' || !a.relation) return null;
  if (isMedia(a)) return 'media';
  if (a.relation === 'oneToMany' && a.joinTable?.on?.field) return 'component';
  if (a.relation === 'manyToMany' && a.joinTable?.orderColumnName) return 'relation';
  // One related row through a join table (a listing's agent).
  if (single(a) && a.joinTable && !a.joinTable.on) return 'relation';
  return null;
}

/** Whether this loader understands a populate spec for a type (and every nested one). */
export function canLoad(uid: string, populate: PopulateSpec): boolean {
  const m = meta(uid);
  return Object.entries(populate).every(([name, spec]) => {
    const a = m.attributes[name];
    const kind = kindOf(a);
    if (!kind) return false;
    if (kind === 'media') return !spec.populate;
    return canLoad(a.target!, spec.populate ?? {});
  });
}

interface MediaWant {
  uid: string;
  field: string;
  single: boolean;
  select: string[];
  owners: Row[];
}

/** Rows of one table through a join table, grouped by the owner's id, in join order. */
async function loadJoined(
  knex: Knex,
  a: Attribute,
  ownerIds: number[],
  fields: string[],
  select: string[] | undefined,
): Promise<Map<number, Row[]>> {
  const jt = a.joinTable!;
  const target = meta(a.target!);
  const cols = scalarColumns(target, select);
  const q = knex
    .select([
      ...cols.map(([name, col]) => `t.${col} as ${name}`),
      `j.${jt.joinColumn.name} as __owner`,
      ...(fields.length > 1 || jt.on?.field ? [`j.${COMPONENT_JOIN.field} as __field`] : []),
    ])
    .from({ t: target.tableName })
    .join({ j: jt.name }, `t.${jt.inverseJoinColumn.referencedColumn}`, `j.${jt.inverseJoinColumn.name}`)
    .whereIn(`j.${jt.joinColumn.name}`, ownerIds)
    .orderBy([
      { column: `j.${jt.joinColumn.name}`, order: 'asc' },
      // Components order by `order`, ordered relations by their order column; a single relation has neither.
      ...(jt.orderColumnName || jt.on
        ? [{ column: `j.${jt.orderColumnName ?? COMPONENT_JOIN.order}`, order: 'asc' as const }]
        : []),
      { column: 'j.id', order: 'asc' },
    ]);
  if (jt.on?.field) q.whereIn(`j.${COMPONENT_JOIN.field}`, fields);
  const rows = (await q) as Array<Record<string, unknown>>;
  const out = new Map<number, Row[]>();
  for (const raw of rows) {
    const row: Row = {};
    for (const [name, , type] of cols) row[name] = fromDb(type, raw[name]);
    if (raw.__field !== undefined) row.__field = raw.__field;
    const owner = Number(raw.__owner);
    let list = out.get(owner);
    if (!list) out.set(owner, (list = []));
    list.push(row);
  }
  return out;
}

/**
 * Fill the populated fields of `rows` (of type `uid`, each with its `id`), collecting the media
 * every level asks for in `media`, loaded afterwards in one statement.
 */
async function populateLevel(knex: Knex, uid: string, rows: Row[], populate: PopulateSpec, media: MediaWant[]) {
  if (!rows.length) return;
  const m = meta(uid);
  const ids = rows.map((r) => Number(r.id));
  // Components of one table share a statement whatever the field (spaces and amenities).
  const components = new Map<string, Array<[string, Spec]>>();
  const relations: Array<[string, Spec]> = [];
  for (const [name, spec] of Object.entries(populate)) {
    const a = m.attributes[name];
    const kind = kindOf(a);
    if (kind === 'media') {
      media.push({
        uid,
        field: name,
        single: a.relation === 'morphOne',
        select: spec.select ?? ['id', 'url'],
        owners: rows,
      });
    } else if (kind === 'component') {
      const key = `${a.joinTable!.name} ${a.target}`;
      components.set(key, [...(components.get(key) ?? []), [name, spec]]);
    } else if (kind === 'relation') relations.push([name, spec]);
  }

  for (const group of components.values()) {
    const a = m.attributes[group[0][0]];
    const byField = new Map(group.map(([name]) => [m.attributes[name].joinTable!.on!.field, name]));
    const found = await loadJoined(knex, a, ids, [...byField.keys()], undefined);
    for (const row of rows) {
      for (const name of byField.values()) row[name] = [];
      for (const c of found.get(Number(row.id)) ?? []) {
        const name = byField.get(c.__field as string)!;
        delete c.__field;
        (row[name] as Row[]).push(c);
      }
    }
    // Each field is populated with its own spec (they may ask for different media).
    for (const [name, spec] of group) {
      const mine = rows.flatMap((r) => r[name] as Row[]);
      await populateLevel(knex, a.target!, mine, spec.populate ?? {}, media);
    }
  }

  for (const [name, spec] of relations) {
    const a = m.attributes[name];
    const found = await loadJoined(knex, a, ids, [], spec.select);
    const all: Row[] = [];
    for (const row of rows) {
      const list = found.get(Number(row.id)) ?? [];
      for (const r of list) delete r.__field;
      row[name] = single(a) ? (list[0] ?? null) : list;
      all.push(...list);
    }
    await populateLevel(knex, a.target!, all, spec.populate ?? {}, media);
  }
}

/** Every media field asked for, in one statement over the morph join table. */
async function loadMedia(knex: Knex, wants: MediaWant[]) {
  const live = wants.filter((w) => w.owners.length);
  for (const w of wants) for (const o of w.owners) o[w.field] = w.single ? null : [];
  if (!live.length) return;
  const fileMeta = meta(FILE);
  const select = [...new Set(['id', ...live.flatMap((w) => w.select)])];
  const cols = scalarColumns(fileMeta, select);
  const rows = (await knex
    .select([
      ...cols.map(([name, col]) => `f.${col} as ${name}`),
      `r.${MEDIA_MORPH.ownerId} as __owner`,
      `r.${MEDIA_MORPH.ownerType} as __type`,
      `r.${MEDIA_MORPH.field} as __field`,
    ])
    .from({ f: fileMeta.tableName })
    .join({ r: MEDIA_MORPH.table }, 'f.id', `r.${MEDIA_MORPH.file}`)
    .where((outer) => {
      for (const w of live) {
        outer.orWhere((q) =>
          q
            .where(`r.${MEDIA_MORPH.ownerType}`, w.uid)
            .where(`r.${MEDIA_MORPH.field}`, w.field)
            .whereIn(
              `r.${MEDIA_MORPH.ownerId}`,
              w.owners.map((o) => Number(o.id)),
            ),
        );
      }
    })
    .orderBy([
      { column: `r.${MEDIA_MORPH.order}`, order: 'asc' },
      { column: 'r.id', order: 'asc' },
    ])) as Array<Record<string, unknown>>;

  const index = new Map<string, Row[]>();
  for (const raw of rows) {
    const key = `${raw.__type} ${raw.__field} ${raw.__owner}`;
    let list = index.get(key);
    if (!list) index.set(key, (list = []));
    list.push(raw);
  }
  for (const w of live) {
    const wanted = cols.filter(([name]) => w.select.includes(name));
    for (const owner of w.owners) {
      const found = index.get(`${w.uid} ${w.field} ${owner.id}`) ?? [];
      const files = found.map((raw) => {
        const file: Row = {};
        for (const [name, , type] of wanted) file[name] = fromDb(type, raw[name]);
        return file;
      });
      owner[w.field] = w.single ? (files[0] ?? null) : files;
    }
  }
}

/** The rows of a raw statement's answer (an array on SQLite, `{ rows }` on PostgreSQL). */
export const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<Record<string, unknown>>;

/** Runs `fn` on the surrounding transaction when there is one (SQLite has a single connection). */
export function withConnection<T>(fn: (knex: Knex) => Promise<T>): Promise<T> {
  if (strapi.db.inTransaction())
    return strapi.db.transaction(({ trx }) => fn(trx as unknown as Knex)) as unknown as Promise<T>;
  return fn(strapi.db.connection);
}

/** Populate `rows` (query-engine rows of `uid`, with their ids) in place, as `populate` asks. */
export function populateRows(uid: string, rows: Row[], populate: PopulateSpec): Promise<Row[]> {
  return withConnection(async (knex) => {
    const media: MediaWant[] = [];
    await populateLevel(knex, uid, rows, populate, media);
    await loadMedia(knex, media);
    return rows;
  });
}
