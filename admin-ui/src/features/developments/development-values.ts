import type { Development } from '@estate/contract';
import { imageSignature, storedImage, type ImageItem } from '@/components/form/image-item';
import {
  appendGallery,
  appendRows,
  appendSingleImage,
  appendText,
  type FormMode,
} from '@/components/form/listing-body';
import {
  appendOffPlan,
  emptyOffPlanValues,
  offPlanValuesFrom,
  planSignature,
  type OffPlanValues,
} from '@/components/form/off-plan';
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

export interface DevelopmentFormValues extends OffPlanValues {
  title: string;
  country: string;
  location: string;
  units: string;
  bedUnits: string;
  pentHouses: string;
  price: string;
  desc1: string;
  desc2: string;
  locationTitle: string;
  locationDescription: string;
  medianPrice: string;
  medianPricePerSq: string;
  rentalYield: string;
  isFeatured: boolean;
  isSold: boolean;
  properties: string[];
  featuredImage: ImageItem | null;
  galleryImages: ImageItem[];
  spaces: SpaceRowValue[];
  amenities: SpaceRowValue[];
  inTheArea: InAreaRowValue[];
}

export function emptyDevelopmentValues(): DevelopmentFormValues {
  return {
    title: '',
    country: '',
    location: '',
    units: '',
    bedUnits: '',
    pentHouses: '',
    price: '',
    desc1: '',
    desc2: '',
    locationTitle: '',
    locationDescription: '',
    medianPrice: '',
    medianPricePerSq: '',
    rentalYield: '',
    isFeatured: false,
    isSold: false,
    properties: [],
    featuredImage: null,
    galleryImages: [],
    spaces: [blankSpaceRow()],
    amenities: [blankSpaceRow()],
    inTheArea: [blankInAreaRow()],
    ...emptyOffPlanValues(),
  };
}

const orOneBlank = <T>(rows: T[], blank: () => T) => (rows.length ? rows : [blank()]);

export function developmentValuesFrom(d: Development): DevelopmentFormValues {
  return {
    title: d.title,
    country: d.country ?? '',
    location: d.location,
    units: d.units,
    bedUnits: d.bedUnits,
    pentHouses: d.pentHouses,
    price: d.price === null ? '' : String(d.price),
    desc1: d.desc1,
    desc2: d.desc2,
    locationTitle: d.locationTitle,
    locationDescription: d.locationDescription,
    medianPrice: d.medianPrice,
    medianPricePerSq: d.medianPricePerSq,
    rentalYield: d.rentalYield,
    isFeatured: d.isFeatured,
    isSold: d.isSold,
    properties: d.properties.map((p) => p._id),
    featuredImage: d.featuredImage ? storedImage(d.featuredImage) : null,
    galleryImages: d.galleryImages.map(storedImage),
    spaces: orOneBlank(spaceRowsFrom(d.spaces), blankSpaceRow),
    amenities: orOneBlank(spaceRowsFrom(d.amenities), blankSpaceRow),
    inTheArea: orOneBlank(inAreaRowsFrom(d.inTheArea), blankInAreaRow),
    ...offPlanValuesFrom(d),
  };
}

export function developmentSignature(v: DevelopmentFormValues) {
  return {
    ...v,
    properties: [...v.properties].sort(),
    featuredImage: imageSignature(v.featuredImage),
    galleryImages: v.galleryImages.map(imageSignature),
    spaces: spaceRowsSignature(v.spaces),
    amenities: spaceRowsSignature(v.amenities),
    inTheArea: inAreaRowsSignature(v.inTheArea),
    paymentPlan: planSignature(v.paymentPlan),
  };
}

/** The multipart body of add-development / update-development (admin spec §7). */
export async function developmentBody(
  v: DevelopmentFormValues,
  mode: FormMode,
  upload: (file: File) => Promise<string>,
): Promise<FormData> {
  const body = new FormData();
  appendText(body, {
    title: v.title.trim(),
    units: v.units.trim(),
    bedUnits: v.bedUnits.trim(),
    pentHouses: v.pentHouses.trim(),
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
    isSold: v.isSold,
    country: v.country,
    properties: JSON.stringify(v.properties),
  });
  await appendRows(body, { spaces: v.spaces, amenities: v.amenities, inTheArea: v.inTheArea }, upload);
  appendGallery(body, 'galleryImages', v.galleryImages, mode);
  appendSingleImage(body, 'featuredImage', v.featuredImage);
  appendOffPlan(body, v);
  return body;
}
