import type { Area, Development, Post, Property, Rates, Review, Settings, Team } from '@estate/contract';
import { BUYING_COSTS_DEFAULTS, NO_LISTING_EXTRAS, NO_OFF_PLAN } from '@estate/contract';

/** Test data typed by the contract: each factory gives a complete entity, overridable field by field. */
let seq = 0;
const id = () => `doc${++seq}`;
const now = '2025-07-01T10:00:00.000Z';

export function aProperty(over: Partial<Property> = {}): Property {
  const n = ++seq;
  return {
    _id: id(),
    imageTexts: {},
    slug: `villa-${n}`,
    title: `Frond Villa ${n}`,
    featuredImage: `/uploads/villa_${n}.jpg`,
    galleryImages: [`/uploads/living_${n}.jpg`, `/uploads/pool_${n}.jpg`],
    location: 'Palm Jumeirah',
    country: 'Dubai',
    desc1: 'A beachfront villa on the fronds.',
    desc2: 'Five bedrooms, a private beach and a pool.',
    spaces: [],
    amenities: [],
    inTheArea: [],
    locationTitle: 'Palm Jumeirah',
    locationDescription: 'The island of fronds.',
    medianPrice: 'AED 12,000,000',
    medianPricePerSq: 'AED 3,100',
    rentalYield: '5.1%',
    isFeatured: false,
    isFullWidthFeatured: false,
    latitude: 25.1124,
    longitude: 55.139,
    createdAt: now,
    updatedAt: now,
    propertyType: 'Villa',
    space: '6500',
    beds: '5',
    baths: '6',
    price: 4_000_000,
    priceAed: 14_690_000,
    priceEur: 3_440_000,
    referenceNumber: 'EST-000001',
    ...NO_LISTING_EXTRAS,
    publication: 'published',
    ...over,
  };
}

export function aDevelopment(over: Partial<Development> = {}): Development {
  const n = ++seq;
  return {
    _id: id(),
    imageTexts: {},
    slug: `tower-${n}`,
    title: `Meridian Tower ${n}`,
    featuredImage: `/uploads/tower_${n}.jpg`,
    galleryImages: [],
    location: 'Downtown Dubai',
    country: 'Dubai',
    desc1: 'A tower by the boulevard.',
    desc2: '',
    spaces: [],
    amenities: [],
    inTheArea: [],
    locationTitle: 'Downtown',
    locationDescription: '',
    medianPrice: '',
    medianPricePerSq: '',
    rentalYield: '',
    isFeatured: false,
    isFullWidthFeatured: false,
    latitude: 25.1972,
    longitude: 55.2744,
    createdAt: now,
    updatedAt: now,
    units: '312',
    bedUnits: '1-4',
    pentHouses: '6',
    price: 900_000,
    dPriceAed: 3_305_250,
    dPriceEur: 774_000,
    isSold: false,
    properties: [],
    ...NO_OFF_PLAN,
    publication: 'published',
    ...over,
  };
}

export function anArea(over: Partial<Area> = {}): Area {
  const n = ++seq;
  return {
    _id: id(),
    imageTexts: {},
    slug: `area-${n}`,
    title: `Area ${n}`,
    tags: ['Beachfront'],
    featuredImage: `/uploads/area_${n}.jpg`,
    galleryImages: [],
    desc1: 'Living by the sea.',
    desc2: '',
    spaces: [],
    amenities: [],
    location: 'Dubai',
    country: 'Dubai',
    locationTitle: '',
    locationDescription: '',
    averageRentalYield: '5%',
    averageRentalYield2: '',
    averagePropertyPrice: 'AED 9,000,000',
    isFeatured: false,
    latitude: 25.1,
    longitude: 55.2,
    properties: [],
    developments: [],
    createdAt: now,
    updatedAt: now,
    publication: 'published',
    ...over,
  };
}

export function aPost(over: Partial<Post> = {}): Post {
  const n = ++seq;
  return {
    _id: id(),
    slug: `post-${n}`,
    title: `Market note ${n}`,
    description: 'A short note on the market.',
    featuredImage: `/uploads/post_${n}.jpg`,
    richContent: '<p>Body</p>',
    createdAt: now,
    updatedAt: now,
    publication: 'published',
    ...over,
  };
}

export function aTeamMember(over: Partial<Team> = {}): Team {
  const n = ++seq;
  return {
    _id: id(),
    title: `Advisor ${n}`,
    position: 'Senior Partner',
    description: 'Advises on prime villas.',
    whatsapp: '+971500000000',
    phone: '+97143889120',
    email: `advisor${n}@estate.local`,
    featuredImage: `/uploads/team_${n}.jpg`,
    createdAt: now,
    updatedAt: now,
    ...over,
  };
}

export function aReview(over: Partial<Review> = {}): Review {
  return {
    _id: id(),
    title: 'Sold above asking',
    description: 'Excellent advice from start to finish.',
    userName: 'Aisha Rahman',
    userImage: null,
    createdAt: now,
    updatedAt: now,
    ...over,
  };
}

export const SETTINGS: Settings = {
  agencyName: 'Estate',
  phone: '+971 4 388 9120',
  email: 'hello@estate.local',
  whatsapp: '+971585550142',
  address: 'Marina Plaza, Dubai',
  instagramUrl: 'https://www.instagram.com/estate',
  linkedinUrl: '',
  youtubeUrl: '',
  founderName: 'Alexander Whitmore',
  permitRequiredInDubai: false,
  agentsMayPublish: false,
  requireTwoFactorForAdministrators: false,
  dealRoundRobin: true,
  dealUnansweredHours: 4,
  taskDigestHour: 8,
  auditRetentionDays: 730,
  buyingCosts: { ...BUYING_COSTS_DEFAULTS },
  updatedAt: now,
};

export const RATES: Rates = {
  base: 'AED',
  rates: { AED: 1, USD: 0.2723, EUR: 0.2342, GBP: 0.2015, INR: 24.01 },
  source: 'fallback',
  updatedAt: now,
};
