import type { Area } from '@estate/contract';
import { imageSignature, storedImage, type ImageItem } from '@/components/form/image-item';
import {
  appendGallery,
  appendRows,
  appendSingleImage,
  appendText,
  type FormMode,
} from '@/components/form/listing-body';
import { blankSpaceRow, spaceRowsFrom, spaceRowsSignature, type SpaceRowValue } from '@/components/form/rows';

export interface AreaFormValues {
  title: string;
  /** Comma-separated, as staff type them. */
  tags: string;
  country: string;
  location: string;
  desc1: string;
  desc2: string;
  locationTitle: string;
  locationDescription: string;
  averageRentalYield: string;
  averageRentalYield2: string;
  averagePropertyPrice: string;
  isFeatured: boolean;
  properties: string[];
  developments: string[];
  featuredImage: ImageItem | null;
  galleryImages: ImageItem[];
  /** Shown as Highlights. */
  spaces: SpaceRowValue[];
  /** Shown as In the Area. */
  amenities: SpaceRowValue[];
}

/** Area tags: comma-separated, blank entries ignored (admin spec §5). */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

export function emptyAreaValues(): AreaFormValues {
  return {
    title: '',
    tags: '',
    country: '',
    location: '',
    desc1: '',
    desc2: '',
    locationTitle: '',
    locationDescription: '',
    averageRentalYield: '',
    averageRentalYield2: '',
    averagePropertyPrice: '',
    isFeatured: false,
    properties: [],
    developments: [],
    featuredImage: null,
    galleryImages: [],
    spaces: [blankSpaceRow()],
    amenities: [blankSpaceRow()],
  };
}

const orOneBlank = <T>(rows: T[], blank: () => T) => (rows.length ? rows : [blank()]);

export function areaValuesFrom(a: Area): AreaFormValues {
  return {
    title: a.title,
    tags: a.tags.join(', '),
    country: a.country ?? '',
    location: a.location,
    desc1: a.desc1,
    desc2: a.desc2,
    locationTitle: a.locationTitle,
    locationDescription: a.locationDescription,
    averageRentalYield: a.averageRentalYield,
    averageRentalYield2: a.averageRentalYield2,
    averagePropertyPrice: a.averagePropertyPrice,
    isFeatured: a.isFeatured,
    properties: a.properties.map((p) => p._id),
    developments: a.developments.map((d) => d._id),
    featuredImage: a.featuredImage ? storedImage(a.featuredImage) : null,
    galleryImages: a.galleryImages.map(storedImage),
    spaces: orOneBlank(spaceRowsFrom(a.spaces), blankSpaceRow),
    amenities: orOneBlank(spaceRowsFrom(a.amenities), blankSpaceRow),
  };
}

export function areaSignature(v: AreaFormValues) {
  return {
    ...v,
    tags: parseTags(v.tags),
    properties: [...v.properties].sort(),
    developments: [...v.developments].sort(),
    featuredImage: imageSignature(v.featuredImage),
    galleryImages: v.galleryImages.map(imageSignature),
    spaces: spaceRowsSignature(v.spaces),
    amenities: spaceRowsSignature(v.amenities),
  };
}

/** The multipart body of add-area / update-area (admin spec §7). */
export async function areaBody(
  v: AreaFormValues,
  mode: FormMode,
  upload: (file: File) => Promise<string>,
): Promise<FormData> {
  const body = new FormData();
  appendText(body, {
    title: v.title.trim(),
    desc1: v.desc1,
    desc2: v.desc2,
    location: v.location.trim(),
    locationTitle: v.locationTitle.trim(),
    locationDescription: v.locationDescription,
    averageRentalYield: v.averageRentalYield.trim(),
    averageRentalYield2: v.averageRentalYield2.trim(),
    averagePropertyPrice: v.averagePropertyPrice.trim(),
    tags: JSON.stringify(parseTags(v.tags)),
    isFeatured: v.isFeatured,
    country: v.country,
    properties: JSON.stringify(v.properties),
    developments: JSON.stringify(v.developments),
  });
  await appendRows(body, { spaces: v.spaces, amenities: v.amenities }, upload);
  appendGallery(body, 'galleryImages', v.galleryImages, mode);
  appendSingleImage(body, 'featuredImage', v.featuredImage);
  return body;
}
