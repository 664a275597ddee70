import { LISTING_STATUSES, PROPERTY_TYPES, type ListingStatus, type Property } from '@estate/contract';
import {
  choice,
  defineForm,
  gallery,
  image,
  link,
  optional,
  shown,
  text,
  type FormValuesOf,
} from '@/components/form/form-definition';
import { saleFields } from '@/components/form/listing-fields';
import { offPlanFields } from '@/components/form/off-plan';

export const PROPERTY_TYPE_OPTIONS = PROPERTY_TYPES.map((t) => ({ value: t, label: t }));

const STATUS_LABELS: Record<ListingStatus, string> = {
  available: 'Available',
  'under-offer': 'Under offer',
  sold: 'Sold',
  withdrawn: 'Withdrawn by the seller (page says so)',
  'off-market': 'Off-market (never public)',
};
export const STATUS_OPTIONS = LISTING_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

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

export const propertyForm = defineForm<Property>()({
  ...saleFields,
  beds: text(),
  baths: text(),
  space: text(),
  propertyType: text(),
  // The Dubai listing's fields.
  /** Shown on edit, never sent: the server gives it on create. */
  referenceNumber: shown(),
  status: { ...choice<ListingStatus>('available'), display: (value: ListingStatus) => STATUS_LABELS[value] },
  /** The team member in charge (document id), or ''. */
  agent: link(),
  permitNumber: text(),
  /** YYYY-MM-DD, the last day the permit is valid (in Dubai), or ''. */
  permitExpiresAt: { ...optional<string>(), from: permitDayOf },
  videoUrl: text(),
  virtualTourUrl: text(),
  ...offPlanFields,
  floorPlans: gallery(),
  brochure: image(),
  film: image(),
  panorama: image(),
});

export type PropertyFormValues = FormValuesOf<typeof propertyForm.fields>;
