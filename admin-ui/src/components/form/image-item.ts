/** An image in a form: one already stored on the server, or a file just picked. */
export type ImageItem = { kind: 'stored'; path: string } | { kind: 'new'; file: File; id: string };

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

/** A stable description of an image for change detection. */
export function imageSignature(item: ImageItem | null): string | null {
  if (!item) return null;
  return item.kind === 'stored' ? item.path : `new:${item.id}:${item.file.size}`;
}
