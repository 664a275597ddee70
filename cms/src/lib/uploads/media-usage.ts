import { normalisePath } from './images';
import { rowsOf, withConnection } from '../read/row-loader';
import {
  columnIn,
  COMPONENT_JOIN,
  FILE_UID,
  isComponent,
  isMedia,
  MEDIA_MORPH,
  metaOf as meta,
} from '../database/strapi-internals';

/*
 * Media that nothing uses any more is removed (docs/decisions/0011): when an entity is deleted or
 * an image leaves it, each file it no longer shows is removed from the media library (file,
 * formats, row) unless another entity still links it (any media field or component, of any type)
 * or a post's rich text shows it.
 */

const POST_UID = 'api::post.post';
const UPLOAD_PATH = /(?:^|["'(\s=])(\/uploads\/[^"'()\s?#<>]+)/g;

type Knex = typeof strapi.db.connection;
type Query = ReturnType<Knex['select']>;

/** A component field on the way from an entity's rows down to a component that shows media. */
interface Step {
  table: string;
  field: string;
  owner: string;
  row: string;
}

/**
 * The statements that select the file ids shown by the rows `ids` of `uid`: one per model or
 * component that has media fields, joined down the component fields that lead to it (at most 5
 * levels, as the schema allows). The ids are literal, so each statement is an index lookup
 * whatever the planner knows of the tables (a bulk load leaves it without statistics).
 */
function mediaBranches(knex: Knex, uid: string, ids: number[], path: Step[] = []): Query[] {
  const m = meta(uid);
  const branches: Query[] = [];
  const mediaFields = Object.entries(m.attributes)
    .filter(([, a]) => isMedia(a))
    .map(([name]) => name);
  if (mediaFields.length) {
    const q = knex
      .select(`r.${MEDIA_MORPH.file}`)
      .from({ r: MEDIA_MORPH.table })
      .where(`r.${MEDIA_MORPH.ownerType}`, uid)
      .whereIn(`r.${MEDIA_MORPH.field}`, mediaFields);
    if (!path.length) q.whereIn(`r.${MEDIA_MORPH.ownerId}`, ids);
    let below = `r.${MEDIA_MORPH.ownerId}`;
    path.forEach((step, i) => {
      const alias = `j${i}`;
      q.join({ [alias]: step.table }, below, `${alias}.${step.row}`);
      // Without statistics (a bulk load leaves none) both databases took the index of
      // `field = ?` (one value) over the owners' `IN (?, ?)`: SQLite walked every component row of
      // that field (18 ms per lookup, two per save, at 10,000 listings), PostgreSQL combined both
      // indexes (2 ms). `|| ''` keeps the field test off its index in both, so the lookup starts
      // from the owners' rows.
      q.whereRaw("?? || '' = ?", [`${alias}.${COMPONENT_JOIN.field}`, step.field]);
      below = `${alias}.${step.owner}`;
    });
    if (path.length) q.whereIn(below, ids);
    branches.push(q);
  }
  if (path.length >= 5) return branches;
  for (const a of Object.values(m.attributes)) {
    if (!isComponent(a)) continue;
    const jt = a.joinTable!;
    const step = { table: jt.name, field: jt.on!.field, owner: jt.joinColumn.name, row: jt.inverseJoinColumn.name };
    // The innermost step is joined first: the path is walked from the media back up to the rows.
    branches.push(...mediaBranches(knex, a.target!, ids, [step, ...path]));
  }
  return branches;
}

/**
 * Ids of every media file an entity shows (all its rows: media fields, components, rich text).
 * Two statements whatever the type's fields (its rows, then one union of index lookups on the
 * morph table), where the query engine's populate runs one per media and component field. A save
 * asks twice, before and after it writes (lib/save/save-hooks).
 */
export async function mediaIdsOf(uid: string, documentId: string): Promise<number[]> {
  const m = meta(uid);
  const rich = uid === POST_UID;
  return withConnection(async (knex) => {
    const rows = (await knex
      .select({ id: 'id', ...(rich ? { text: columnIn(m, 'richContent') } : {}) })
      .from(m.tableName)
      .where(columnIn(m, 'documentId'), documentId)) as Array<{
      id: unknown;
      text?: unknown;
    }>;
    if (!rows.length) return [];
    const ids = new Set<number>();
    const branches = mediaBranches(
      knex,
      uid,
      rows.map((r) => Number(r.id)),
    );
    if (branches.length) {
      const union = branches.map((b) => b.toSQL());
      // Only files stored by this CMS count (their URL is /uploads/..., local folder or bucket
      // alike). The union is worked out once, then looked up in the files by id.
      const found = (await knex.raw(
        `WITH u AS MATERIALIZED (${union.map((b) => b.sql).join(' UNION ALL ')}) ` +
          `SELECT DISTINCT u.${MEDIA_MORPH.file} AS id FROM u JOIN ?? AS f ON f.id = u.${MEDIA_MORPH.file} WHERE f.url LIKE ?`,
        [...union.flatMap((b) => b.bindings), meta(FILE_UID).tableName, '/uploads/%'],
      )) as unknown;
      for (const r of rowsOf(found)) ids.add(Number(r.id));
    }
    if (rich) {
      const urls = new Set<string>();
      for (const { text } of rows)
        if (typeof text === 'string') for (const match of text.matchAll(UPLOAD_PATH)) urls.add(match[1]);
      if (urls.size) {
        const files = (await strapi.db.query(FILE_UID).findMany({
          where: { url: { $in: [...urls].map(normalisePath) } },
          select: ['id'],
        })) as Array<{ id: number }>;
        for (const f of files) ids.add(f.id);
      }
    }
    return [...ids];
  });
}

/** Files among `ids` that some entity still links (the media morph table). */
async function linked(ids: number[]): Promise<Set<number>> {
  const joinTable = meta(FILE_UID).attributes.related?.joinTable;
  if (!joinTable) return new Set(ids); // unknown layout: keep everything
  const rows = (await strapi.db
    .getConnection(joinTable.name)
    .distinct(joinTable.joinColumn.name)
    .whereIn(joinTable.joinColumn.name, ids)) as Array<Record<string, unknown>>;
  return new Set(rows.map((r) => Number(r[joinTable.joinColumn.name])));
}

/** Whether a post's rich text shows this upload. */
async function inRichText(url: string): Promise<boolean> {
  const count = (await strapi.db.query(POST_UID).count({ where: { richContent: { $contains: url } } })) as number;
  return Number(count) > 0;
}

/**
 * Remove the files among `ids` that nothing uses any more. Never fails the caller: a file that
 * could not be removed is logged and stays (it is only unused, not wrong).
 */
export async function removeUnusedMedia(ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)].filter((id) => Number.isInteger(id));
  const removed: number[] = [];
  if (!unique.length) return removed;
  try {
    const used = await linked(unique);
    const candidates = unique.filter((id) => !used.has(id));
    if (!candidates.length) return removed;
    const files = (await strapi.db.query(FILE_UID).findMany({ where: { id: { $in: candidates } } })) as Array<{
      id: number;
      url: string;
    }>;
    const upload = strapi.plugin('upload').service('upload');
    for (const file of files) {
      if (await inRichText(file.url)) continue;
      await upload.remove(file);
      removed.push(file.id);
    }
  } catch (error) {
    strapi.log.warn(`could not remove unused media ${unique.join(', ')}: ${(error as Error).message}`);
  }
  return removed;
}
