import { LISTING_STATUSES, PROPERTY_TYPES, type ListingStatus, type Property } from '@estate/contract';
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
  NONE,
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

export interface PropertyFormValues extends OffPlanValues {
  /** Shown on edit, never sent: the server gives it on create. */
  referenceNumber: string;
  status: ListingStatus;
  /** The team member in charge (document id), or ''. */
  agent: string;
  permitNumber: string;
  /** YYYY-MM-DD, the last day the permit is valid (in Dubai), or ''. */
  permitExpiresAt: string;
  floorPlans: ImageItem[];
  brochure: ImageItem | null;
  videoUrl: string;
  virtualTourUrl: string;
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

const STATUS_LABELS: Record<ListingStatus, string> = {
  available: 'Available',
  'under-offer': 'Under offer',
  sold: 'Sold',
  'off-market': 'Off-market (never public)',
};
export const STATUS_OPTIONS = LISTING_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

const DAY = 24 * 3600 * 1000;
const DUBAI_OFFSET = 4 * 3600 * 1000;

/**
 * The stored expiry instant as the day the form shows: the last day the permit is valid in Dubai
 * (the contract stores a date as the next midnight there, `permitExpiryInstant`).
 */
export function permitDayOf(instant: string | null): string {
  if (!instant) return '';
  const t = Date.parse(instant);
  if (Number.isNaN(t)) return '';
  return new Date(t - 1 + DUBAI_OFFSET).toISOString().slice(0, 10);
}

/** Days until the permit ends (negative once it has), for the hint beside the date. */
export function permitDaysLeft(day: string, now = Date.now()): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const end = Date.parse(`${day}T00:00:00+04:00`) + DAY;
  return Math.ceil((end - now) / DAY) - 1;
}

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
    referenceNumber: '',
    status: 'available',
    agent: '',
    permitNumber: '',
    permitExpiresAt: '',
    ...emptyOffPlanValues(),
    floorPlans: [],
    brochure: null,
    videoUrl: '',
    virtualTourUrl: '',
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
    referenceNumber: p.referenceNumber,
    status: p.status,
    agent: p.agent?._id ?? '',
    permitNumber: p.permitNumber,
    permitExpiresAt: permitDayOf(p.permitExpiresAt),
    ...offPlanValuesFrom(p),
    floorPlans: p.floorPlans.map(storedImage),
    brochure: p.brochure ? storedImage(p.brochure) : null,
    videoUrl: p.videoUrl,
    virtualTourUrl: p.virtualTourUrl,
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
    paymentPlan: planSignature(v.paymentPlan),
    floorPlans: v.floorPlans.map(imageSignature),
    brochure: imageSignature(v.brochure),
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
  // The Dubai listing's fields (issue 12); the reference is the server's.
  appendText(body, {
    status: v.status,
    agent: v.agent || NONE,
    permitNumber: v.permitNumber.trim(),
    permitExpiresAt: v.permitExpiresAt || NONE,
    videoUrl: v.videoUrl.trim(),
    virtualTourUrl: v.virtualTourUrl.trim(),
  });
  appendOffPlan(body, v);
  appendGallery(body, 'floorPlans', v.floorPlans, mode);
  appendSingleImage(body, 'brochure', v.brochure);
  return body;
}
