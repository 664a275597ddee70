import type {
  Area,
  AuditEntry,
  ContactDetail,
  Development,
  EnquiryLead,
  Insta,
  Post,
  Property,
  Review,
  Settings,
  StartNowLead,
  SavedSearchLead,
  SubscriberLead,
  Team,
  Viewing,
} from '@estate/contract';
import { AUDIT_RETENTION_DEFAULT_DAYS, BUYING_COSTS_DEFAULTS, NO_LISTING_EXTRAS, NO_OFF_PLAN } from '@estate/contract';
import { restorableOf } from './audit-rules';

let seq = 0;
const nextId = (prefix: string) => {
  seq += 1;
  return `${prefix}${String(seq).padStart(4, '0')}`;
};
const NOW = '2026-11-20T10:00:00.000Z';

export function makeProperty(overrides: Partial<Property> = {}): Property {
  const title = overrides.title ?? 'Palm Jumeirah Signature Villa';
  return {
    _id: nextId('prop'),
    imageTexts: {},
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    title,
    featuredImage: '/uploads/villa.jpg',
    galleryImages: ['/uploads/gallery-1.jpg', '/uploads/gallery-2.jpg'],
    location: 'Palm Jumeirah',
    country: 'Dubai',
    desc1: 'A beachfront villa with private pool.',
    desc2: 'Designed by a leading studio.',
    spaces: [{ title: 'Bedrooms', images: ['/uploads/bedroom.jpg'] }],
    amenities: [{ title: 'Pool', images: ['/uploads/pool.jpg'] }],
    inTheArea: [{ title: 'Marina', description: 'Ten minutes away', image: '/uploads/marina.jpg' }],
    locationTitle: 'Life on the Palm',
    locationDescription: 'Quiet crescents and beaches.',
    medianPrice: '12,000,000',
    medianPricePerSq: '4,100',
    rentalYield: '5.2%',
    isFeatured: true,
    isFullWidthFeatured: false,
    latitude: null,
    longitude: null,
    createdAt: NOW,
    updatedAt: NOW,
    propertyType: 'Villa',
    space: '7200',
    beds: '5',
    baths: '6',
    price: 3_500_000,
    priceAed: 12_853_750,
    priceEur: 3_010_000,
    referenceNumber: 'EST-000001',
    ...NO_LISTING_EXTRAS,
    publication: 'published',
    ...overrides,
  };
}

export function makeDevelopment(overrides: Partial<Development> = {}): Development {
  const title = overrides.title ?? 'Emaar Beachfront Residences';
  return {
    _id: nextId('dev'),
    imageTexts: {},
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    title,
    featuredImage: '/uploads/tower.jpg',
    galleryImages: ['/uploads/tower-1.jpg'],
    location: 'Dubai Harbour',
    country: 'Dubai',
    desc1: 'Twin towers on the water.',
    desc2: '',
    spaces: [],
    amenities: [],
    inTheArea: [],
    locationTitle: '',
    locationDescription: '',
    medianPrice: '',
    medianPricePerSq: '',
    rentalYield: '',
    isFeatured: false,
    isFullWidthFeatured: false,
    latitude: null,
    longitude: null,
    createdAt: NOW,
    updatedAt: NOW,
    units: '240',
    bedUnits: '1-4',
    pentHouses: '6',
    price: 900_000,
    dPriceAed: 3_305_250,
    dPriceEur: 774_000,
    isSold: false,
    properties: [],
    ...NO_OFF_PLAN,
    publication: 'published',
    ...overrides,
  };
}

export function makePost(overrides: Partial<Post> = {}): Post {
  const title = overrides.title ?? 'Why Dubai Harbour is the next address';
  return {
    _id: nextId('post'),
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    title,
    description: 'A short teaser for the article.',
    featuredImage: '/uploads/harbour.jpg',
    richContent: '<p>Body text.</p>',
    createdAt: NOW,
    updatedAt: NOW,
    publication: 'published',
    ...overrides,
  };
}

export function makeTeam(overrides: Partial<Team> = {}): Team {
  return {
    _id: nextId('team'),
    title: 'Amelia Hart',
    position: 'Partner',
    description: 'Twenty years in prime property.',
    whatsapp: '+971 50 000 0000',
    phone: '',
    email: 'amelia@example.com',
    featuredImage: '/uploads/amelia.jpg',
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

export function makeArea(overrides: Partial<Area> = {}): Area {
  const title = overrides.title ?? 'Palm Jumeirah';
  return {
    _id: nextId('area'),
    imageTexts: {},
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    title,
    tags: ['Beachfront', 'Villas'],
    featuredImage: '/uploads/palm.jpg',
    galleryImages: [],
    desc1: 'The iconic island.',
    desc2: '',
    spaces: [{ title: 'Beaches', images: ['/uploads/beach.jpg'] }],
    amenities: [{ title: 'Dining', images: [] }],
    location: 'Palm Jumeirah',
    country: 'Dubai',
    locationTitle: '',
    locationDescription: '',
    averageRentalYield: '5%',
    averageRentalYield2: '6%',
    averagePropertyPrice: '9,000,000',
    isFeatured: false,
    latitude: null,
    longitude: null,
    properties: [],
    developments: [],
    createdAt: NOW,
    updatedAt: NOW,
    publication: 'published',
    ...overrides,
  };
}

export function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    _id: nextId('rev'),
    title: 'Flawless from search to keys',
    description: 'They found us the right villa in a week.',
    userName: 'J. Morgan',
    userImage: '/uploads/morgan.jpg',
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

export function makeInsta(overrides: Partial<Insta> = {}): Insta {
  return {
    _id: nextId('insta'),
    images: ['/uploads/insta-1.jpg', '/uploads/insta-2.jpg'],
    updatedAt: NOW,
    ...overrides,
  };
}

export function makeSettings(overrides: Partial<Settings> = {}): Settings {
  return {
    agencyName: 'Maison Estates',
    phone: '+971 4 000 0000',
    email: 'hello@example.com',
    whatsapp: '+971 50 000 0000',
    address: 'Dubai Marina',
    instagramUrl: 'https://instagram.com/example',
    linkedinUrl: '',
    youtubeUrl: '',
    founderName: 'Amelia Hart',
    permitRequiredInDubai: false,
    agentsMayPublish: false,
    requireTwoFactorForAdministrators: false,
    dealRoundRobin: true,
    dealUnansweredHours: 4,
    taskDigestHour: 8,
    auditRetentionDays: AUDIT_RETENTION_DEFAULT_DAYS,
    buyingCosts: { ...BUYING_COSTS_DEFAULTS },
    updatedAt: NOW,
    ...overrides,
  };
}

const leadCommon = {
  pageURL: 'http://localhost:3000/property/palm-villa',
  listingSlug: 'palm-villa',
  utm: { utm_source: 'newsletter' },
  handled: false,
  handledAt: null,
  mailStatus: 'sent' as const,
  mailAttempts: 1,
  mailLastError: '',
  mailSentAt: NOW,
  createdAt: NOW,
  language: 'en' as const,
  contactId: null,
};

/** A new deal nobody holds yet (docs/decisions/0068). */
export function makeDeal(overrides: Partial<EnquiryLead['deal']> = {}): EnquiryLead['deal'] {
  return {
    stage: 'new',
    lostReason: '',
    assignee: null,
    assignedAt: null,
    stageChangedAt: null,
    firstResponseAt: null,
    unanswered: false,
    ...overrides,
  };
}

export function makeEnquiry(overrides: Partial<EnquiryLead> = {}): EnquiryLead {
  return {
    kind: 'enquiry',
    _id: nextId('enq'),
    ...leadCommon,
    email: 'sara@example.com',
    fname: 'Sara',
    lname: 'Khan',
    phone: '+971 55 123 4567',
    message: 'Is the villa still available?',
    listing: null,
    agent: null,
    viewing: null,
    deal: makeDeal(),
    ...overrides,
  };
}

/** A booked viewing (docs/decisions/0083), requested, with agent #3 holding it. */
export function makeViewing(overrides: Partial<Viewing> = {}): Viewing {
  return {
    _id: nextId('enq'),
    date: '2026-12-08',
    time: '10:00',
    state: 'requested',
    sequence: 0,
    buyer: { name: 'Sara Khan', email: 'sara@example.com', phone: '+971 55 123 4567' },
    listing: { _id: 'prop-palm', slug: 'palm-villa', referenceNumber: 'EST-0042', title: 'Palm Villa' },
    assignee: { id: 3, name: 'agent', active: true },
    changedAt: null,
    undeliveredMails: [],
    ...overrides,
  };
}

export function makeStartNow(overrides: Partial<StartNowLead> = {}): StartNowLead {
  return {
    kind: 'start-now',
    _id: nextId('sn'),
    ...leadCommon,
    email: 'omar@example.com',
    fname: 'Omar',
    lname: 'Haddad',
    phone: '+44 7700 900000',
    message: 'Looking for a second home.',
    purpose: 'Buy',
    propertyType: 'Villa',
    projectType: 'Off-plan',
    usage: 'Holiday home',
    community: 'Palm Jumeirah',
    budget: 'AED 10M',
    size: '5 bedrooms',
    brandedInterest: 'Yes',
    timeline: 'Within 3 months',
    financeOption: 'Buying cash',
    visaHelp: 'Yes',
    offMarketAccess: 'Yes',
    investmentPreference: 'Both',
    portfolioType: 'Long-term portfolio',
    propertyAdvice: 'No',
    locationStatus: 'Abroad',
    workedWithAdvisor: 'No',
    ...overrides,
  };
}

export function makeSavedSearch(overrides: Partial<SavedSearchLead> = {}): SavedSearchLead {
  return {
    kind: 'saved-search',
    _id: nextId('search'),
    ...leadCommon,
    email: 'buyer@example.com',
    label: 'Villas in Dubai · AED 5M–10M',
    filters: { propertyType: 'Villa', country: 'Dubai', minPrice: 5_000_000, maxPrice: 10_000_000 },
    status: 'confirmed',
    confirmedAt: '2026-11-20T08:00:00.000Z',
    unsubscribedAt: null,
    lastDigestAt: '2026-11-24T07:00:00.000Z',
    lastDigestListings: 3,
    digestCount: 2,
    ...overrides,
  };
}

export function makeSubscriber(overrides: Partial<SubscriberLead> = {}): SubscriberLead {
  return {
    kind: 'subscriber',
    _id: nextId('sub'),
    ...leadCommon,
    email: 'reader@example.com',
    subscribeCount: 1,
    ...overrides,
  };
}

let auditSeq = 1000;

/**
 * An audit entry as the CMS answers it: by default the administrator ("staff") changed a
 * property's price from the staff area; restorable as the CMS decides it unless told.
 */
export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  auditSeq += 1;
  const kind = overrides.kind ?? 'property';
  const action = overrides.action ?? 'update';
  const changes = overrides.changes ?? [{ field: 'price', before: 2_500_000, after: 2_750_000 }];
  return {
    id: auditSeq,
    at: '2026-12-02T10:05:00.000Z',
    actor: { kind: 'staff', id: '1', name: 'staff' },
    ip: '203.0.113.77',
    kind,
    itemId: 'prop0001',
    title: 'Palm Jumeirah Signature Villa',
    action,
    changes,
    restoredFrom: null,
    restorable: restorableOf(kind, action, changes),
    ...overrides,
  };
}

/**
 * A contact as get-contact answers it (docs/decisions/0066); the fake's list answers its summary.
 * Without a timeline it has one enquiry, at its last activity.
 */
export function makeContact(overrides: Partial<ContactDetail> = {}): ContactDetail {
  const _id = overrides._id ?? nextId('cont');
  const email = overrides.email ?? 'sara@example.com';
  const lastActivityAt = overrides.lastActivityAt ?? NOW;
  const timeline = overrides.timeline ?? [
    {
      kind: 'enquiry' as const,
      _id: nextId('enq'),
      activity: 'enquiry' as const,
      at: lastActivityAt,
      summary: 'Is the villa still available?',
      listing: null,
      viewing: null,
      status: 'new',
      handled: false,
    },
  ];
  return {
    _id,
    name: 'Sara Khan',
    email,
    phone: '+971501234567',
    leadCount: timeline.length,
    lastActivityAt,
    createdAt: '2026-11-01T09:00:00.000Z',
    emails: [email],
    phones: ['+971501234567'],
    timeline,
    history: [],
    ...overrides,
  };
}
