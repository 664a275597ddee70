import { PROPERTY_TYPES, type Property } from '@estate/contract';
import { imageSignature, storedImage, type ImageItem } from '@/components/form/image-item';
import {
  appendGallery,
  appendRows,
  appendSingleImage,
  appendText,
  type FormMode,
} from '@/components/form/listing-body';
import {
  blankInAreaRow,
  blankSpaceRow,
  inAreaRowsFrom,
  inAreaRowsSignature,
  spaceRowsFrom,
  spaceRowsSignature,
  type InAreaRowValue,
  type SpaceRowValue,
} from '@/components/form/rows';

export interface PropertyFormValues {
  title: string;
  propertyType: string;
  country: string;
  location: string;
  price: string;
  beds: string;
  baths: string;
  space: string;
  desc1: string;
  desc2: string;
  locationTitle: string;
  locationDescription: string;
  medianPrice: string;
  medianPricePerSq: string;
  rentalYield: string;
  isFeatured: boolean;
  featuredImage: ImageItem | null;
  galleryImages: ImageItem[];
  spaces: SpaceRowValue[];
  amenities: SpaceRowValue[];
  inTheArea: InAreaRowValue[];
}

export const PROPERTY_TYPE_OPTIONS = PROPERTY_TYPES.map((t) => ({ value: t, label: t }));

export function emptyPropertyValues(): PropertyFormValues {
  return {
    title: '',
    propertyType: '',
    country: '',
    location: '',
    price: '',
    beds: '',
    baths: '',
    space: '',
    desc1: '',
    desc2: '',
    locationTitle: '',
    locationDescription: '',
    medianPrice: '',
    medianPricePerSq: '',
    rentalYield: '',
    isFeatured: false,
    featuredImage: null,
    galleryImages: [],
    spaces: [blankSpaceRow()],
    amenities: [blankSpaceRow()],
    inTheArea: [blankInAreaRow()],
  };
}

const orOneBlank = <T>(rows: T[], blank: () => T) => (rows.length ? rows : [blank()]);

export function propertyValuesFrom(p: Property): PropertyFormValues {
  return {
    title: p.title,
    propertyType: p.propertyType ?? '',
    country: p.country ?? '',
    location: p.location,
    price: p.price === null ? '' : String(p.price),
    beds: p.beds,
    baths: p.baths,
    space: p.space,
    desc1: p.desc1,
    desc2: p.desc2,
    locationTitle: p.locationTitle,
    locationDescription: p.locationDescription,
    medianPrice: p.medianPrice,
    medianPricePerSq: p.medianPricePerSq,
    rentalYield: p.rentalYield,
    isFeatured: p.isFeatured,
    featuredImage: p.featuredImage ? storedImage(p.featuredImage) : null,
    galleryImages: p.galleryImages.map(storedImage),
    spaces: orOneBlank(spaceRowsFrom(p.spaces), blankSpaceRow),
    amenities: orOneBlank(spaceRowsFrom(p.amenities), blankSpaceRow),
    inTheArea: orOneBlank(inAreaRowsFrom(p.inTheArea), blankInAreaRow),
  };
}

export function propertySignature(v: PropertyFormValues) {
  return {
    ...v,
    featuredImage: imageSignature(v.featuredImage),
    galleryImages: v.galleryImages.map(imageSignature),
    spaces: spaceRowsSignature(v.spaces),
    amenities: spaceRowsSignature(v.amenities),
    inTheArea: inAreaRowsSignature(v.inTheArea),
  };
}

/** The multipart body of add-property / update-property (admin spec §7). */
export async function propertyBody(
  v: PropertyFormValues,
  mode: FormMode,
  upload: (file: File) => Promise<string>,
): Promise<FormData> {
  const body = new FormData();
  appendText(body, {
    title: v.title.trim(),
    beds: v.beds.trim(),
    baths: v.baths.trim(),
    space: v.space.trim(),
    price: v.price.trim(),
    desc1: v.desc1,
    desc2: v.desc2,
    location: v.location.trim(),
    locationTitle: v.locationTitle.trim(),
    locationDescription: v.locationDescription,
    medianPrice: v.medianPrice.trim(),
    medianPricePerSq: v.medianPricePerSq.trim(),
    rentalYield: v.rentalYield.trim(),
    isFeatured: v.isFeatured,
    country: v.country,
    propertyType: v.propertyType,
  });
  await appendRows(body, { spaces: v.spaces, amenities: v.amenities, inTheArea: v.inTheArea }, upload);
  appendGallery(body, 'galleryImages', v.galleryImages, mode);
  appendSingleImage(body, 'featuredImage', v.featuredImage);
  return body;
}
