import type { ImageItem } from './image-item';
import type { InAreaRowValue, SpaceRowValue } from './rows';

export type FormMode = 'add' | 'edit';

/**
 * A single image slot: a new file goes as a file. A stored image the user kept needs nothing
 * (the server keeps what is not mentioned); one removed was already removed through the server.
 */
export function appendSingleImage(body: FormData, field: string, item: ImageItem | null) {
  if (item?.kind === 'new') body.append(field, item.file, item.file.name);
}

/**
 * A gallery: on update the stored paths go back as text, in their order, so they are kept;
 * new files follow as files and are appended after them.
 */
export function appendGallery(body: FormData, field: string, items: readonly ImageItem[], mode: FormMode) {
  if (mode === 'edit') {
    const kept = items.flatMap((i) => (i.kind === 'stored' ? [i.path] : []));
    body.append(field, JSON.stringify(kept));
  }
  for (const item of items) if (item.kind === 'new') body.append(field, item.file, item.file.name);
}

interface ListingImages {
  featuredImage?: ImageItem | null;
  /** A review's client photo. */
  userImage?: ImageItem | null;
  galleryImages?: ImageItem[];
  floorPlans?: ImageItem[];
  brochure?: ImageItem | null;
  spaces?: SpaceRowValue[];
  amenities?: SpaceRowValue[];
  inTheArea?: InAreaRowValue[];
}

const isPath = (item: ImageItem | null | undefined, path: string) => item?.kind === 'stored' && item.path === path;

/**
 * The values once the server has unlinked an image: like the server, from the featured slot,
 * the gallery and every row that shows it.
 */
export function withoutStoredImage<V extends ListingImages>(values: V, path: string): V {
  const next = { ...values };
  if (isPath(next.featuredImage, path)) next.featuredImage = null;
  if (isPath(next.userImage, path)) next.userImage = null;
  if (next.galleryImages) next.galleryImages = next.galleryImages.filter((i) => !isPath(i, path));
  if (next.floorPlans) next.floorPlans = next.floorPlans.filter((i) => !isPath(i, path));
  if (isPath(next.brochure, path)) next.brochure = null;
  if (next.spaces) next.spaces = next.spaces.map((r) => ({ ...r, images: r.images.filter((i) => !isPath(i, path)) }));
  if (next.amenities)
    next.amenities = next.amenities.map((r) => ({ ...r, images: r.images.filter((i) => !isPath(i, path)) }));
  if (next.inTheArea) next.inTheArea = next.inTheArea.map((r) => (isPath(r.image, path) ? { ...r, image: null } : r));
  return next;
}
