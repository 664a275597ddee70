import { keptImages, type ImageItem } from './image-item';
import type { InAreaRowValue, SpaceRowValue } from './rows';

export type FormMode = 'add' | 'edit';

/**
 * A single image slot: a new file goes as a file. A stored image the user kept needs nothing
 * (the server keeps what is not mentioned), unless it was linked there from the gallery (made the
 * cover): its path goes as text. One removed was already removed through the server.
 */
export function appendSingleImage(body: FormData, field: string, item: ImageItem | null) {
  if (item?.kind === 'new') body.append(field, item.file, item.file.name);
  else if (item?.kind === 'stored' && item.linked) body.append(field, item.path);
}

/**
 * A gallery, in the order shown, without the images marked removed (those are removed through the
 * server before the save, removedStoredPaths). On add the files go as files. On update the stored
 * paths go back as text, in their order, and new files follow as files (the server appends them);
 * when the user put a new picture before a stored one, the new ones are uploaded first and the
 * whole order goes as paths.
 */
export async function appendGallery(
  body: FormData,
  field: string,
  items: readonly ImageItem[],
  mode: FormMode,
  upload: (file: File) => Promise<string>,
) {
  const kept = keptImages(items);
  if (mode === 'edit') {
    const lastStored = kept.findLastIndex((i) => i.kind === 'stored');
    const newFirst = kept.slice(0, lastStored).some((i) => i.kind === 'new');
    const paths: string[] = [];
    for (const item of kept) {
      if (item.kind === 'stored') paths.push(item.path);
      else if (newFirst) paths.push(await upload(item.file));
    }
    body.append(field, JSON.stringify(paths));
    if (newFirst) return;
  }
  for (const item of kept) if (item.kind === 'new') body.append(field, item.file, item.file.name);
}

/** The stored paths the user marked removed in the galleries: removed through the server on save. */
export function removedStoredPaths(values: { galleryImages?: ImageItem[]; floorPlans?: ImageItem[] }): string[] {
  return [...(values.galleryImages ?? []), ...(values.floorPlans ?? [])].flatMap((i) =>
    i.removed && i.kind === 'stored' ? [i.path] : [],
  );
}

interface ListingImages {
  featuredImage?: ImageItem | null;
  /** A review's client photo. */
  userImage?: ImageItem | null;
  galleryImages?: ImageItem[];
  floorPlans?: ImageItem[];
  brochure?: ImageItem | null;
  /** A listing's own film and 360° panorama. */
  film?: ImageItem | null;
  panorama?: ImageItem | null;
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
  if (isPath(next.film, path)) next.film = null;
  if (isPath(next.panorama, path)) next.panorama = null;
  if (next.spaces) next.spaces = next.spaces.map((r) => ({ ...r, images: r.images.filter((i) => !isPath(i, path)) }));
  if (next.amenities)
    next.amenities = next.amenities.map((r) => ({ ...r, images: r.images.filter((i) => !isPath(i, path)) }));
  if (next.inTheArea) next.inTheArea = next.inTheArea.map((r) => (isPath(r.image, path) ? { ...r, image: null } : r));
  return next;
}
