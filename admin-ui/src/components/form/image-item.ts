/**
 * An image in a form: one already stored on the server, or a file just picked. A gallery's image
 * the user removed stays in the list, marked, until the form is saved (the removal can be undone);
 * a stored image `linked` to a slot from elsewhere (a gallery image made the cover) is sent by path.
 */
export type ImageItem = (
  { kind: 'stored'; path: string; linked?: boolean } | { kind: 'new'; file: File; id: string }
) & { removed?: boolean };

let counter = 0;
export function newImage(file: File): ImageItem {
  counter += 1;
  return { kind: 'new', file, id: `new-${counter}-${file.name}` };
}

export function storedImage(path: string): ImageItem {
  return { kind: 'stored', path };
}

export function imageKey(item: ImageItem): string {
  return item.kind === 'stored' ? item.path : item.id;
}

/** Whether two items are the same picture (one stored path, or one picked file). */
export function sameImage(a: ImageItem | null, b: ImageItem | null): boolean {
  if (!a || !b) return false;
  if (a.kind === 'stored') return b.kind === 'stored' && a.path === b.path;
  return b.kind === 'new' && a.file === b.file;
}

/** A stable description of an image for change detection. */
export function imageSignature(item: ImageItem | null): string | null {
  if (!item) return null;
  return item.kind === 'stored' ? item.path : `new:${item.id}:${item.file.size}`;
}

/** The images a gallery keeps: those not marked removed. */
export const keptImages = (items: readonly ImageItem[]) => items.filter((i) => !i.removed);
