import { HttpError } from '../http/errors';
import { matchesImageName } from '../uploads/images';
import type { ResourceSpec } from './spec';

/*
 * What a resource's save writes, worked out before anything is stored (lib/resource/service): the
 * stored images a body names, its fields as the content type stores them, its relations checked
 * by document id; and what removing one image changes.
 */

type Input = Record<string, unknown>;

const toCount = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  return typeof v === 'number' ? v : parseInt(String(v), 10);
};
const toAmount = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  return typeof v === 'number' ? v : Number(String(v).replace(/,/g, ''));
};

const blankSpace = (r: { title?: string; images?: unknown[] }) => !r.title && !(r.images ?? []).length;
const blankInArea = (r: { title?: string; description?: string; image?: unknown }) =>
  !r.title && !r.description && !r.image;

/** The stored images a body names, each with the field that names it (in messages). */
export function imageRefs(spec: ResourceSpec<unknown>, input: Input): Array<{ field: string; path: string }> {
  const refs: Array<{ field: string; path: string }> = [];
  for (const field of spec.singleImages) {
    if (typeof input[field] === 'string' && input[field]) refs.push({ field, path: input[field] as string });
  }
  for (const field of spec.galleries) {
    for (const p of (input[field] as string[] | undefined) ?? []) refs.push({ field, path: p });
  }
  spec.spaceRows.forEach((field) =>
    ((input[field] as Array<{ images?: string[] }> | undefined) ?? []).forEach((r, i) =>
      (r.images ?? []).forEach((p, j) => refs.push({ field: `${field}.${i}.images.${j}`, path: p })),
    ),
  );
  spec.inTheAreaRows.forEach((field) =>
    ((input[field] as Array<{ image?: string | null }> | undefined) ?? []).forEach((r, i) => {
      if (r.image) refs.push({ field: `${field}.${i}.image`, path: r.image });
    }),
  );
  return refs;
}

/**
 * The body's fields as the content type stores them: scalars (counts and amounts as numbers,
 * renamed fields under their stored name), single images and component rows by stored image id,
 * blank rows dropped. Galleries, relations and new files are the caller's.
 */
export function fieldData(spec: ResourceSpec<unknown>, input: Input, idOf: (path: string) => number): Input {
  const data: Record<string, unknown> = {};
  const special = new Set<string>([
    ...spec.singleImages,
    ...spec.galleries,
    ...spec.spaceRows,
    ...spec.inTheAreaRows,
    ...Object.keys(spec.relations),
    ...Object.keys(spec.singleRelations ?? {}),
  ]);
  for (const [key, value] of Object.entries(input)) {
    if (special.has(key) || value === undefined) continue;
    if (spec.counts?.includes(key)) data[key] = toCount(value);
    else if (spec.amounts?.includes(key)) data[key] = toAmount(value);
    else data[spec.stored?.[key] ?? key] = value;
  }
  for (const field of spec.singleImages) {
    if (typeof input[field] === 'string' && input[field]) data[field] = idOf(input[field] as string);
    else if (input[field] === null && spec.clearable?.includes(field)) data[field] = null;
  }
  for (const field of spec.spaceRows) {
    const list = input[field] as Array<{ title: string; images: string[] }> | undefined;
    if (list)
      data[field] = list.filter((r) => !blankSpace(r)).map((r) => ({ title: r.title, images: r.images.map(idOf) }));
  }
  for (const field of spec.inTheAreaRows) {
    const list = input[field] as Array<{ title: string; description: string; image?: string | null }> | undefined;
    if (list) {
      data[field] = list
        .filter((r) => !blankInArea(r))
        .map((r) => ({ title: r.title, description: r.description, image: r.image ? idOf(r.image) : null }));
    }
  }
  return data;
}

/** The relations a body sets, every document id checked to exist: 400 naming the unknown ones. */
export async function resolveRelations(spec: ResourceSpec<unknown>, input: Input): Promise<Input> {
  const out: Record<string, unknown> = {};
  for (const [field, target] of Object.entries(spec.relations)) {
    const ids = input[field] as string[] | undefined;
    if (ids === undefined) continue;
    const unique = [...new Set(ids)];
    const found = unique.length
      ? ((await strapi.db.query(target).findMany({
          where: { documentId: { $in: unique } },
          select: ['documentId'],
        })) as Array<{ documentId: string }>)
      : [];
    const have = new Set(found.map((f) => f.documentId));
    const missing = unique.filter((id) => !have.has(id));
    if (missing.length) {
      throw new HttpError(
        400,
        `${field}: unknown id${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`,
        missing.map((id) => ({ field, message: `unknown id ${id}` })),
      );
    }
    out[field] = unique;
  }
  for (const [field, target] of Object.entries(spec.singleRelations ?? {})) {
    const id = input[field] as string | null | undefined;
    if (id === undefined) continue;
    if (id === null) {
      out[field] = null;
      continue;
    }
    const found = await strapi.db.query(target).findOne({ where: { documentId: id }, select: ['id'] });
    if (!found) throw new HttpError(400, `${field}: unknown id ${id}`, [{ field, message: `unknown id ${id}` }]);
    out[field] = id;
  }
  return out;
}

/**
 * The changes that unlink an image from a row (as populateWritable loads it): from a single image
 * field, a gallery, or any component row that shows it. Empty when the row does not show it.
 */
export function withoutImage(spec: ResourceSpec<unknown>, row: Input, imageName: string): Input {
  const data: Record<string, unknown> = {};
  const matches = (f: unknown) => !!f && matchesImageName(f as { url?: string }, imageName);
  const ids = (list: unknown) => (Array.isArray(list) ? list : []) as Array<{ id: number }>;

  for (const field of spec.singleImages) {
    if (matches(row[field])) data[field] = null;
  }
  for (const field of spec.galleries) {
    const list = ids(row[field]);
    const kept = list.filter((f) => !matches(f));
    if (kept.length !== list.length) data[field] = kept.map((f) => f.id);
  }
  for (const field of spec.spaceRows) {
    const list = ids(row[field]) as unknown as Array<{ title?: string; images?: Array<{ id: number }> }>;
    if (list.some((r) => ids(r.images).some(matches))) {
      data[field] = list.map((r) => ({
        title: r.title ?? '',
        images: ids(r.images)
          .filter((f) => !matches(f))
          .map((f) => f.id),
      }));
    }
  }
  for (const field of spec.inTheAreaRows) {
    const list = ids(row[field]) as unknown as Array<{
      title?: string;
      description?: string;
      image?: { id: number } | null;
    }>;
    if (list.some((r) => matches(r.image))) {
      data[field] = list.map((r) => ({
        title: r.title ?? '',
        description: r.description ?? '',
        image: matches(r.image) ? null : (r.image?.id ?? null),
      }));
    }
  }
  return data;
}
