import type { Core } from '@strapi/strapi';
import { withConnection } from './row-loader';
import {
  attributesOf,
  COMPONENT_JOIN,
  FILE_UID as FILE,
  MEDIA_MORPH,
  type Attribute,
} from '../database/strapi-internals';

/**
 * Stored serialised forms (docs/decisions/0017): each entity of a stored type keeps its contract
 * answer, as serialize() made it, in FORMS_TABLE, so a list of 100 full properties is three short
 * statements (page ids, total, forms) instead of populating media and components row by row.
 *
 * Freshness does not depend on any one save path. Every write that can change a form, whatever
 * door it came through (the contract, the Strapi panel and REST API, the media library, a bulk
 * query), clears it in the write's own transaction through the query engine's lifecycles, and
 * bumps its stamp. A read that finds no form computes it from the live rows and stores it only
 * if the stamp it saw is still the stamp in the table and the form is still empty: a save that
 * committed in between (and so may be missing from what the read loaded) has bumped the stamp
 * or left a row the read did not see, and the stale form is dropped instead of kept.
 */

export const FORMS_TABLE = 'estate_stored_forms';

/** FAST_READS=false reads through the query engine's populate instead (for comparison). */
export const fastReads = () => process.env.FAST_READS !== 'false';

export interface Form {
  id: number;
  json: string | null;
  stamp: number;
}

/** Bindings per statement: well under SQLite's and PostgreSQL's limits. */
const CHUNK = 500;
const chunks = <T>(list: T[]) =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * The answers of `ids` (of type `uid`) as JSON texts, in the order of `ids`: stored forms where
 * present, otherwise computed by `compute` (which leaves out ids whose row is gone) and stored.
 * Texts, because a list answer is their concatenation: parsing a page of forms only to
 * stringify it again was most of what was left of its cost.
 */
export async function formsOf<Out>(
  uid: string,
  ids: number[],
  compute: (ids: number[]) => Promise<Map<number, Out>>,
  read?: Map<number, Form>,
): Promise<string[]> {
  if (!ids.length) return [];
  // `read`: the rows of these ids, already read with the page that listed them (lib/read/compiled-lists).
  const found = read ? new Map(read) : new Map<number, Form>();
  if (!read) {
    await withConnection(async (knex) => {
      for (const part of chunks(ids)) {
        const rows = (await knex(FORMS_TABLE)
          .select('entity_id as id', 'json', 'stamp')
          .where('uid', uid)
          .whereIn('entity_id', part)) as Array<{ id: number | string; json: string | null; stamp: number | string }>;
        for (const r of rows) found.set(Number(r.id), { id: Number(r.id), json: r.json, stamp: Number(r.stamp) });
      }
    });
  }
  const missing = ids.filter((id) => !found.get(id)?.json);
  if (missing.length) {
    const computed = await compute(missing);
    const fresh: Form[] = [];
    for (const id of missing) {
      const out = computed.get(id);
      if (out === undefined) continue;
      const json = JSON.stringify(out);
      fresh.push({ id, json, stamp: found.get(id)?.stamp ?? 0 });
      found.set(id, { id, json, stamp: -1 });
    }
    if (fresh.length) {
      await keep(uid, fresh).catch((error: Error) =>
        // A form not kept is computed again next time; the answer is right either way.
        strapi.log.warn(`stored forms: not kept (${error.message})`),
      );
    }
  }
  const out: string[] = [];
  for (const id of ids) {
    const json = found.get(id)?.json;
    if (json) out.push(json);
  }
  return out;
}

/** Store computed forms, each only if nothing cleared it since it was looked up (see above). */
async function keep(uid: string, forms: Form[]): Promise<void> {
  // Rows in one order for every writer (PostgreSQL would otherwise deadlock two overlapping pages).
  const sorted = [...forms].sort((a, b) => a.id - b.id);
  await withConnection(async (knex) => {
    for (const part of chunks(sorted)) {
      await knex.raw(
        `INSERT INTO ${FORMS_TABLE} (uid, entity_id, stamp, json) VALUES ${part.map(() => '(?, ?, ?, ?)').join(', ')}
         ON CONFLICT (uid, entity_id) DO UPDATE SET json = excluded.json
         WHERE ${FORMS_TABLE}.stamp = excluded.stamp AND ${FORMS_TABLE}.json IS NULL`,
        part.flatMap((f) => [uid, f.id, f.stamp, f.json]),
      );
    }
  });
}

/** Clear the forms of `ids`, leaving a row with a new stamp (so a read in flight cannot store its form). */
export async function clearForms(uid: string, ids: number[]): Promise<void> {
  const unique = [...new Set(ids.map(Number).filter((id) => Number.isFinite(id)))].sort((a, b) => a - b);
  if (!unique.length) return;
  await withConnection(async (knex) => {
    for (const part of chunks(unique)) {
      await knex.raw(
        `INSERT INTO ${FORMS_TABLE} (uid, entity_id, stamp, json) VALUES ${part.map(() => '(?, ?, 1, NULL)').join(', ')}
         ON CONFLICT (uid, entity_id) DO UPDATE SET json = NULL, stamp = ${FORMS_TABLE}.stamp + 1`,
        part.flatMap((id) => [uid, id]),
      );
    }
  });
}

/* ------------------------------------------------------------- what clears a form */

/** The stored types and, for each, the component join table and component types its forms show. */
interface Stored {
  uid: string;
  componentTable: string | null;
  componentTypes: string[];
}

function describe(uid: string): Stored {
  const components = Object.values(attributesOf(uid)).filter(
    (a) => a.type === 'relation' && a.relation === 'oneToMany' && !!a.target && a.target in strapi.components,
  );
  return {
    uid,
    componentTable: components[0]?.joinTable?.name ?? null,
    componentTypes: [...new Set(components.map((a) => a.target!))],
  };
}

/** Entities of each stored type that show one of these files, directly or in a component row. */
async function ownersOfFiles(types: Stored[], fileIds: number[]): Promise<Map<string, number[]>> {
  const out = new Map<string, number[]>();
  if (!fileIds.length) return out;
  await withConnection(async (knex) => {
    for (const t of types) {
      const ids = new Set<number>();
      for (const part of chunks(fileIds)) {
        const direct = (await knex(MEDIA_MORPH.table)
          .distinct(`${MEDIA_MORPH.ownerId} as id`)
          .whereIn(MEDIA_MORPH.file, part)
          .where(MEDIA_MORPH.ownerType, t.uid)) as Array<{ id: number }>;
        direct.forEach((r) => ids.add(Number(r.id)));
        if (t.componentTable && t.componentTypes.length) {
          const viaRows = (await knex({ r: MEDIA_MORPH.table })
            .distinct(`c.${COMPONENT_JOIN.owner} as id`)
            .join({ c: t.componentTable }, function () {
              this.on(`c.${COMPONENT_JOIN.component}`, '=', `r.${MEDIA_MORPH.ownerId}`).andOn(
                `c.${COMPONENT_JOIN.type}`,
                '=',
                `r.${MEDIA_MORPH.ownerType}`,
              );
            })
            .whereIn(`r.${MEDIA_MORPH.file}`, part)
            .whereIn(`r.${MEDIA_MORPH.ownerType}`, t.componentTypes)) as Array<{ id: number }>;
          viaRows.forEach((r) => ids.add(Number(r.id)));
        }
      }
      out.set(t.uid, [...ids]);
    }
  });
  return out;
}

type Event = {
  model: { uid: string };
  params?: { where?: Record<string, unknown> };
  result?: unknown;
  state: Record<string, unknown>;
};

const idOf = (v: unknown) => (v && typeof v === 'object' && 'id' in v ? Number((v as { id: unknown }).id) : NaN);
const idsWhere = async (uid: string, where: Record<string, unknown> | undefined) =>
  ((await strapi.db.query(uid).findMany({ where: where ?? {}, select: ['id'] })) as Array<{ id: number }>).map((r) =>
    Number(r.id),
  );

/** The types whose answers are stored (registerFormClearing). */
const storing = new Set<string>();

/** Clear the forms of the rows that match, for a type whose answers are stored. */
export async function clearFormsOf(uid: string, where: Record<string, unknown>): Promise<void> {
  if (storing.has(uid)) await clearForms(uid, await idsWhere(uid, where));
}

/**
 * Clear the forms of `uids` on every write the query engine makes to them (document service,
 * panel, REST API, bulk queries) and on every change of a file they show (media library).
 */
export function registerFormClearing(strapi: Core.Strapi, uids: string[]): void {
  for (const uid of uids) storing.add(uid);
  let types: Stored[] | null = null;
  const stored = () => (types ??= uids.map(describe));

  const clearResult = async (event: Event) => {
    const id = idOf(event.result);
    const where = event.params?.where;
    const ids = Number.isFinite(id) ? [id] : where && 'id' in where ? [Number(where.id)] : [];
    await clearForms(event.model.uid, ids);
  };
  const rememberMatches = async (event: Event) => {
    event.state.formIds = await idsWhere(event.model.uid, event.params?.where);
  };
  const clearMatches = (event: Event) => clearForms(event.model.uid, (event.state.formIds as number[]) ?? []);

  strapi.db.lifecycles.subscribe({
    models: uids,
    afterCreate: clearResult,
    afterCreateMany: async (event: Event) =>
      clearForms(event.model.uid, ((event.result as { ids?: number[] })?.ids ?? []).map(Number)),
    afterUpdate: clearResult,
    beforeUpdateMany: rememberMatches,
    afterUpdateMany: clearMatches,
    afterDelete: clearResult,
    beforeDeleteMany: rememberMatches,
    afterDeleteMany: clearMatches,
  } as never);

  // Another entity a form shows (a listing's agent): its change or removal clears its owners' forms.
  const linked = () =>
    stored().flatMap((t) =>
      Object.values(attributesOf(t.uid))
        .filter(
          (a) =>
            a.type === 'relation' &&
            (a.relation === 'manyToOne' || a.relation === 'oneToOne') &&
            !!a.target &&
            a.target !== FILE &&
            !!a.joinTable,
        )
        .map((a) => ({ owner: t.uid, target: a.target!, joinTable: a.joinTable! })),
    );
  const targets = [
    ...new Set(
      uids.flatMap((uid) =>
        Object.values(
          (strapi.getModel(uid as never) as unknown as { attributes: Record<string, Attribute> }).attributes,
        )
          .filter((a) => a.type === 'relation' && (a.relation === 'manyToOne' || a.relation === 'oneToOne'))
          .map((a) => a.target!)
          .filter((t) => !!t && t !== FILE),
      ),
    ),
  ];
  const ownersOfLinked = async (target: string, ids: number[]) => {
    const out = new Map<string, number[]>();
    if (!ids.length) return out;
    await withConnection(async (knex) => {
      for (const link of linked().filter((l) => l.target === target)) {
        const jt = link.joinTable;
        const rows = (await knex(jt.name)
          .distinct(`${jt.joinColumn.name} as id`)
          .whereIn(jt.inverseJoinColumn.name, ids)) as Array<{ id: number }>;
        out.set(link.owner, [...(out.get(link.owner) ?? []), ...rows.map((r) => Number(r.id))]);
      }
    });
    return out;
  };
  if (targets.length) {
    const remember = async (event: Event) => {
      event.state.owners = await ownersOfLinked(event.model.uid, await idsWhere(event.model.uid, event.params?.where));
    };
    const clearRemembered = async (event: Event) =>
      clearOwners((event.state.owners as Map<string, number[]>) ?? new Map());
    strapi.db.lifecycles.subscribe({
      models: targets,
      afterUpdate: async (event: Event) => {
        const id = idOf(event.result);
        if (Number.isFinite(id)) await clearOwners(await ownersOfLinked(event.model.uid, [id]));
      },
      beforeUpdateMany: remember,
      afterUpdateMany: clearRemembered,
      beforeDelete: remember,
      afterDelete: clearRemembered,
      beforeDeleteMany: remember,
      afterDeleteMany: clearRemembered,
    } as never);
  }

  // A file replaced in the media library keeps its id and changes its path; a deleted one
  // leaves the entities that showed it (its links go with it, so they are found before).
  const clearOwners = async (owners: Map<string, number[]>) => {
    for (const [uid, ids] of owners) await clearForms(uid, ids);
  };
  strapi.db.lifecycles.subscribe({
    models: [FILE],
    afterUpdate: async (event: Event) => {
      const id = idOf(event.result);
      if (Number.isFinite(id)) await clearOwners(await ownersOfFiles(stored(), [id]));
    },
    beforeUpdateMany: async (event: Event) => {
      event.state.owners = await ownersOfFiles(stored(), await idsWhere(FILE, event.params?.where));
    },
    afterUpdateMany: async (event: Event) => clearOwners((event.state.owners as Map<string, number[]>) ?? new Map()),
    beforeDelete: async (event: Event) => {
      event.state.owners = await ownersOfFiles(stored(), await idsWhere(FILE, event.params?.where));
    },
    afterDelete: async (event: Event) => clearOwners((event.state.owners as Map<string, number[]>) ?? new Map()),
    beforeDeleteMany: async (event: Event) => {
      event.state.owners = await ownersOfFiles(stored(), await idsWhere(FILE, event.params?.where));
    },
    afterDeleteMany: async (event: Event) => clearOwners((event.state.owners as Map<string, number[]>) ?? new Map()),
  } as never);
}
