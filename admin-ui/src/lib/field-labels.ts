import type { AuditKind } from '@estate/contract';
import { START_NOW_LABELS } from '@/lib/start-now-labels';

/*
 * The names the trail's fields go by in the staff area: the labels the add and edit forms (and
 * the detail pages) already give them, so "price" reads as the form's Price. A field no form
 * names is its name split into words ("geocodedLocation" → "Geocoded location").
 */

/** Labels shared by every kind that has the field. */
const COMMON: Readonly<Record<string, string>> = {
  title: 'Title',
  slug: 'Slug',
  desc1: 'First description',
  desc2: 'Second description',
  description: 'Description',
  location: 'Location',
  locationTitle: 'Location title',
  locationDescription: 'Location description',
  country: 'Country',
  isFeatured: 'Is Featured',
  isFullWidthFeatured: 'Full-width featured',
  isSold: 'Is Sold',
  medianPrice: 'Median price',
  medianPricePerSq: 'Median price per sq. ft.',
  rentalYield: 'Rental yield',
  price: 'Price',
  priceAed: 'Price in AED',
  priceEur: 'Price in EUR',
  dPriceAed: 'Price in AED',
  dPriceEur: 'Price in EUR',
  propertyType: 'Property type',
  beds: 'Beds',
  baths: 'Baths',
  space: 'Space (sq. ft.)',
  referenceNumber: 'Reference number',
  // The contract calls a listing's status `status`; the CMS stores it as `listingStatus`.
  status: 'Status',
  listingStatus: 'Status',
  permitNumber: 'Permit number',
  permitExpiresAt: 'Permit expiry date',
  completionStatus: 'Completion status',
  handoverDate: 'Handover',
  videoUrl: 'Video URL',
  virtualTourUrl: 'Virtual tour URL',
  units: 'Units',
  bedUnits: 'Bed Units',
  pentHouses: 'Penthouses',
  tags: 'Tags',
  averageRentalYield: 'Average rental yield',
  averageRentalYield2: 'Average rental yield (second figure)',
  averagePropertyPrice: 'Average property price',
  richContent: 'Content',
  // Relations: the related items, by name.
  agent: 'Agent',
  properties: 'Properties',
  developments: 'Developments',
  areas: 'Areas',
  position: 'Position',
  whatsapp: 'WhatsApp',
  phone: 'Phone',
  email: 'Email',
  userName: 'User name',
  password: 'Password',
  // Leads, as their detail page names them.
  fname: 'First name',
  lname: 'Last name',
  message: 'Message',
  pageURL: 'Page',
  listingSlug: 'Listing',
  subscribeCount: 'Sign-ups',
  handled: 'Handled',
  handledAt: 'Handled on',
  mailAttempts: 'Attempts',
  mailSentAt: 'Sent',
};

/** Where a kind's form names a field otherwise. */
const BY_KIND: Partial<Record<AuditKind, Readonly<Record<string, string>>>> = {
  development: { price: 'Starting price' },
  team: { title: 'Name', staffUser: 'Staff user' },
  setting: {
    agencyName: 'Agency name',
    founderName: 'Founder name',
    address: 'Address',
    instagramUrl: 'Instagram URL',
    linkedinUrl: 'LinkedIn URL',
    youtubeUrl: 'YouTube URL',
    permitRequiredInDubai: 'Require an advertising permit for Dubai listings',
    agentsMayPublish: 'Agents publish their own listings',
    requireTwoFactorForAdministrators: 'Require two-factor sign-in for administrators',
    dealRoundRobin: 'Assign to the agents in turn',
    dealUnansweredHours: 'Flag as unanswered after (hours)',
    taskDigestHour: 'Morning digest at (Dubai time)',
  },
  // An enquiry's deal in the pipeline (docs/decisions/0068), its notes (0082) and its booked viewing (0083).
  enquiry: {
    stage: 'Stage',
    lostReason: 'Lost because',
    assignee: 'Assigned to',
    note: 'Note',
    viewing: 'Viewing',
    viewingMail: "Buyer's viewing mail",
  },
  // The Start Now answers, with the question each answers on the lead page.
  'start-now': START_NOW_LABELS,
  // A merge names the contact that went into this one, and how many leads came with it.
  contact: { merged: 'Merged', leadsMoved: 'Leads moved', phoneRaw: 'Phone as typed', note: 'Note' },

  'staff-user': {
    username: 'Username',
    email: 'E-mail',
    role: 'Role',
    teamMember: 'Team member',
    twoFactor: 'Two-factor sign-in',
    // A mail to the member that could not be sent, sent again or dismissed by an administrator.
    mail: 'Mail to them',
  },
};

/** "averageRentalYield2" → "Average rental yield 2"; "is_featured" → "Is featured". */
export function fieldWords(field: string): string {
  const words = field
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([0-9])([A-Za-z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A picture's text as the trail names it, with the picture's path (docs/decisions/0087): kept as it is. */
const PICTURE_TEXT = /^(alternative text|caption) of \//;

/** What the staff area calls a field of a kind. */
export function fieldLabel(kind: AuditKind, field: string): string {
  if (PICTURE_TEXT.test(field)) return field.charAt(0).toUpperCase() + field.slice(1);
  return BY_KIND[kind]?.[field] ?? COMMON[field] ?? fieldWords(field);
}

/*
 * What an add or edit form calls its fields where the trail's name differs: the form's own labels
 * (the price it asks for in US dollars, the pictures and rows it edits), for the dialog that
 * shows a save someone else's save overtook.
 */
const FORM_COMMON: Readonly<Record<string, string>> = {
  price: 'Price (USD)',
  featuredImage: 'Featured image',
  galleryImages: 'Gallery images',
  floorPlans: 'Floor plan images',
  brochure: 'Brochure',
  film: 'Film',
  panorama: '360° panorama',
  spaces: 'Spaces',
  amenities: 'Amenities',
  inTheArea: 'In the area',
  paymentPlan: 'Payment plan',
  handoverDate: 'Handover',
  images: 'Images',
};

const FORM_BY_KIND: Partial<Record<AuditKind, Readonly<Record<string, string>>>> = {
  development: { price: 'Starting price (USD)' },
  area: { spaces: 'Highlights', amenities: 'In the Area' },
  team: { featuredImage: 'Photo' },
  review: { userImage: 'User image' },
};

/** What the add and edit form of a kind calls a field. */
export function formFieldLabel(kind: AuditKind, field: string): string {
  return FORM_BY_KIND[kind]?.[field] ?? FORM_COMMON[field] ?? fieldLabel(kind, field);
}
