import { imageSignature, type ImageItem } from './image-item';

/** A titled set of images: spaces, amenities, area highlights. */
export interface SpaceRowValue {
  key: string;
  title: string;
  images: ImageItem[];
}

/** A nearby place with one picture. */
export interface InAreaRowValue {
  key: string;
  title: string;
  description: string;
  image: ImageItem | null;
}

let counter = 0;
const nextKey = () => {
  counter += 1;
  return `row-${counter}`;
};

export const blankSpaceRow = (): SpaceRowValue => ({ key: nextKey(), title: '', images: [] });
export const blankInAreaRow = (): InAreaRowValue => ({ key: nextKey(), title: '', description: '', image: null });

export function spaceRowsFrom(rows: ReadonlyArray<{ title: string; images: string[] }>): SpaceRowValue[] {
  return rows.map((r) => ({
    key: nextKey(),
    title: r.title,
    images: r.images.map((path) => ({ kind: 'stored' as const, path })),
  }));
}

export function inAreaRowsFrom(
  rows: ReadonlyArray<{ title: string; description: string; image: string | null }>,
): InAreaRowValue[] {
  return rows.map((r) => ({
    key: nextKey(),
    title: r.title,
    description: r.description,
    image: r.image ? { kind: 'stored' as const, path: r.image } : null,
  }));
}

/**
 * Remove a row by position. On an edit form, removing the last row leaves one empty row
 * (admin spec §4), so the section never disappears from a stored listing.
 */
export function removeRowAt<T>(rows: readonly T[], index: number, blank: () => T, resetToOne: boolean): T[] {
  const next = rows.filter((_, i) => i !== index);
  return next.length === 0 && resetToOne ? [blank()] : next;
}

export function spaceRowsSignature(rows: readonly SpaceRowValue[]) {
  return rows.map((r) => ({ t: r.title, i: r.images.map(imageSignature) }));
}

export function inAreaRowsSignature(rows: readonly InAreaRowValue[]) {
  return rows.map((r) => ({ t: r.title, d: r.description, i: imageSignature(r.image) }));
}

/** Rows as the contract wants them, every picked file first uploaded to a stored path. */
export async function serializeSpaceRows(
  rows: readonly SpaceRowValue[],
  upload: (file: File) => Promise<string>,
): Promise<Array<{ title: string; images: string[] }>> {
  const out: Array<{ title: string; images: string[] }> = [];
  for (const row of rows) {
    const images: string[] = [];
    for (const item of row.images) images.push(item.kind === 'stored' ? item.path : await upload(item.file));
    out.push({ title: row.title.trim(), images });
  }
  return out;
}

export async function serializeInAreaRows(
  rows: readonly InAreaRowValue[],
  upload: (file: File) => Promise<string>,
): Promise<Array<{ title: string; description: string; image: string | null }>> {
  const out: Array<{ title: string; description: string; image: string | null }> = [];
  for (const row of rows) {
    let image: string | null = null;
    if (row.image) image = row.image.kind === 'stored' ? row.image.path : await upload(row.image.file);
    out.push({ title: row.title.trim(), description: row.description.trim(), image });
  }
  return out;
}
