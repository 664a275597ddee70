import { normalisePath } from './images';

/*
 * Media that nothing uses any more is removed (docs/decisions/0011): when an entity is deleted or
 * an image leaves it, each file it no longer shows is removed from the media library (file,
 * formats, row) unless another entity still links it (any media field or component, of any type)
 * or a post's rich text shows it.
 */

const FILE_UID = 'plugin::upload.file';
const POST_UID = 'api::post.post';
const UPLOAD_PATH = /(?:^|["'(\s=])(\/uploads\/[^"'()\s?#<>]+)/g;

interface Attribute {
  type: string;
  component?: string;
}

type Populate = Record<string, unknown>;

const populates = new Map<string, Populate>();

/** A populate of every media field of a type or component, components included, ids and URLs only. */
function mediaPopulate(uid: string, depth = 0): Populate {
  const known = populates.get(uid);
  if (known) return known;
  const out: Populate = {};
  const model = strapi.getModel(uid as never) as unknown as { attributes: Record<string, Attribute> } | undefined;
  for (const [name, attribute] of Object.entries(model?.attributes ?? {})) {
    if (attribute.type === 'media') out[name] = { select: ['id', 'url'] };
    else if (attribute.type === 'component' && attribute.component && depth < 5) {
      const inner = mediaPopulate(attribute.component, depth + 1);
      if (Object.keys(inner).length) out[name] = { populate: inner };
    }
  }
  populates.set(uid, out);
  return out;
}

function collectIds(value: unknown, ids: Set<number>, urls: Set<string>): void {
  if (Array.isArray(value)) {
    for (const v of value) collectIds(v, ids, urls);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  if (typeof record.url === 'string' && typeof record.id === 'number' && record.url.startsWith('/uploads/')) {
    ids.add(record.id);
  }
  for (const [key, v] of Object.entries(record)) {
    if (key === 'richContent' && typeof v === 'string') for (const m of v.matchAll(UPLOAD_PATH)) urls.add(m[1]);
    else if (v && typeof v === 'object') collectIds(v, ids, urls);
  }
}

/** Ids of every media file an entity shows (all its rows: media fields, components, rich text). */
export async function mediaIdsOf(uid: string, documentId: string): Promise<number[]> {
  const populate = mediaPopulate(uid);
  const rich = uid === POST_UID;
  if (!Object.keys(populate).length && !rich) return [];
  const rows = (await strapi.db.query(uid).findMany({
    where: { documentId },
    select: ['id', ...(rich ? ['richContent'] : [])],
    populate,
  })) as unknown[];
  const ids = new Set<number>();
  const urls = new Set<string>();
  collectIds(rows, ids, urls);
  if (urls.size) {
    const files = (await strapi.db.query(FILE_UID).findMany({
      where: { url: { $in: [...urls].map(normalisePath) } },
      select: ['id'],
    })) as Array<{ id: number }>;
    for (const f of files) ids.add(f.id);
  }
  return [...ids];
}

/** Files among `ids` that some entity still links (the media morph table). */
async function linked(ids: number[]): Promise<Set<number>> {
  const meta = strapi.db.metadata.get(FILE_UID) as unknown as {
    attributes: { related?: { joinTable?: { name: string; joinColumn: { name: string } } } };
  };
  const joinTable = meta.attributes.related?.joinTable;
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
