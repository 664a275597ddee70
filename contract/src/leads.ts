import { z } from 'zod';
import { dealFilterFields, DealSchema } from './deals.js';
import { isCalendarDay, linkUrl, requiredEmail, requiredText, text } from './fields.js';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages.js';
import { viewingProblem } from './listing-tools.js';

/** Exact texts of the public error catalogue (public spec §8). */
export const MESSAGES = {
  contactSuccess: 'Thanks for contacting us...',
  subscribeSuccess: 'Thank you for subscribing! Please check your email for confirmation.',
  subscribeFailed: 'An error occurred. Please try again.',
  networkError: 'Network error. Please check your connection and try again.',
  noProperties: 'No properties found!',
  noDevelopments: 'No developments found!',
  mapAuthFailure: 'Error: AuthFailure',
} as const;

/**
 * A field a person never sees or fills in. A submission with it filled is a bot's: the server
 * answers as if it succeeded and stores nothing.
 */
export const HONEYPOT_FIELD = 'website';

const oneLine = (field: string, max: number) =>
  requiredText(field, max).refine((s) => !/[\r\n]/.test(s), { error: `${field} must be on one line` });

const email = requiredEmail('email').refine((s) => !/[\r\n]/.test(s), { error: 'email must be on one line' });

// Spaces of any kind (pasted numbers carry no-break spaces), never a line break: the phone goes into the mail.
const phone = text('phone', 40)
  .regex(/^[+\d\p{Zs}\t().-]*$/u, { error: 'phone may hold only digits, spaces and + ( ) - .' })
  .optional();

const pageURL = linkUrl('pageURL').optional();

/**
 * The language of the page a lead was sent from (docs/decisions/0101): the buyer's mails are
 * written in it and the agency's mail names it. Absent, English.
 */
export const languageField = z
  .enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(', ')}` })
  .default(DEFAULT_LANGUAGE)
  .meta({
    description: "The language of the visitor's page (en, ar, ru, zh); the buyer's mails are in it. Default en",
  });

/** Where a lead came from, beyond the page: the listing and the campaign parameters. */
const attributionFields = {
  pageURL,
  listingSlug: text('listingSlug', 200).optional(),
  utm_source: text('utm_source', 200).optional(),
  utm_medium: text('utm_medium', 200).optional(),
  utm_campaign: text('utm_campaign', 200).optional(),
  utm_term: text('utm_term', 200).optional(),
  utm_content: text('utm_content', 200).optional(),
  language: languageField,
  [HONEYPOT_FIELD]: z.string().max(2048).optional(),
};

/** Who the lead is: the name and address every lead form asks for, and a phone number. */
const contactFields = {
  fname: oneLine('fname', 100),
  lname: oneLine('lname', 100),
  email,
  phone,
};

export const EnquiryInputSchema = z
  .object({
    ...contactFields,
    message: requiredText('message', 5000),
    ...attributionFields,
    listing: text('listing', 200).optional().meta({
      description:
        'The property whose page the enquiry was sent from: its id or slug. The lead keeps the listing and its agent, and the notification goes to that agent too',
    }),
  })
  .meta({ id: 'EnquiryInput', description: 'The contact form' });
export type EnquiryInput = z.input<typeof EnquiryInputSchema>;

/* ---- a viewing booked from a listing (docs/decisions/0037) ---- */

/**
 * A viewing request: stored as an enquiry with its listing, agent, day and slot, and notified like
 * one. The day is among the next 14 (Dubai time, today included), the slot a half hour from 09:00
 * to 19:00 still ahead: anything else is a 400 naming date or time.
 */
export const ViewingInputSchema = z
  .object({
    ...contactFields,
    message: text('message', 5000).optional(),
    listing: requiredText('listing', 200).meta({ description: "The property's id or slug" }),
    date: z
      .string({ error: (iss) => (iss.input == null ? 'date is required' : 'date must be a date (YYYY-MM-DD)') })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date must be a date (YYYY-MM-DD)', abort: true })
      .refine(isCalendarDay, { error: 'date must be a real calendar date (YYYY-MM-DD)', abort: true })
      .meta({ description: 'The day of the viewing (YYYY-MM-DD, Dubai time)' }),
    time: z
      .string({ error: (iss) => (iss.input == null ? 'time is required' : 'time must be a time (HH:MM)') })
      .trim()
      .regex(/^\d{2}:\d{2}$/, { error: 'time must be a time (HH:MM)', abort: true })
      .meta({ description: 'The half-hour slot (HH:MM, Dubai time, 09:00 to 19:00)' }),
    ...attributionFields,
  })
  .superRefine((v, ctx) => {
    const problem = viewingProblem(v.date, v.time);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  })
  .meta({ id: 'ViewingInput', description: 'Book a viewing of a listing' });
export type ViewingInput = z.input<typeof ViewingInputSchema>;

/** The viewing an enquiry asks for (Dubai time). */
export const LeadViewingSchema = z
  .object({ date: z.string().meta({ description: 'YYYY-MM-DD' }), time: z.string().meta({ description: 'HH:MM' }) })
  .meta({ id: 'LeadViewing' });
export type LeadViewing = z.infer<typeof LeadViewingSchema>;

/** The Start Now answers: options and defaults of public spec §9. */
export const START_NOW_OPTIONS = {
  purpose: ['Buy', 'Sell', 'Invest'],
  propertyType: ['Apartment', 'Villa', 'Townhouse', 'Plot', 'Commercial'],
  projectType: ['Ready now', 'Off-plan'],
  usage: ['Personal use', 'Holiday home', 'Investment purposes'],
  timeline: ['Immediately', 'Within 3 months', '6 months', 'Just exploring'],
  financeOption: ['Finance', 'Buying cash'],
  visaHelp: ['Yes', 'No'],
  offMarketAccess: ['Yes', 'No'],
  investmentPreference: ['High-yield rentals', 'Capital appreciation', 'Both'],
  portfolioType: ['Long-term portfolio', 'Short-term flip opportunity'],
  propertyAdvice: ['Yes', 'No'],
  locationStatus: ['Dubai', 'Abroad'],
  workedWithAdvisor: ['Yes', 'No'],
} as const;
export type StartNowChoiceField = keyof typeof START_NOW_OPTIONS;

export const START_NOW_DEFAULTS: { [K in StartNowChoiceField]: (typeof START_NOW_OPTIONS)[K][number] } = {
  purpose: 'Buy',
  propertyType: 'Apartment',
  projectType: 'Ready now',
  usage: 'Personal use',
  timeline: 'Immediately',
  financeOption: 'Finance',
  visaHelp: 'Yes',
  offMarketAccess: 'Yes',
  investmentPreference: 'High-yield rentals',
  portfolioType: 'Long-term portfolio',
  propertyAdvice: 'Yes',
  locationStatus: 'Dubai',
  workedWithAdvisor: 'Yes',
};

const choice = <K extends StartNowChoiceField>(field: K) => {
  const options = START_NOW_OPTIONS[field] as readonly string[];
  return z
    .string({ error: `${field} must be text` })
    .trim()
    .refine((v) => v === '' || options.includes(v), { error: `${field} must be one of ${options.join(', ')}` })
    .optional();
};

export const StartNowInputSchema = z
  .object({
    ...contactFields,
    message: text('message', 5000).optional(),
    purpose: choice('purpose'),
    propertyType: choice('propertyType'),
    projectType: choice('projectType'),
    usage: choice('usage'),
    community: text('community', 200).optional(),
    budget: text('budget', 200).optional(),
    size: text('size', 200).optional(),
    brandedInterest: text('brandedInterest', 200).optional(),
    timeline: choice('timeline'),
    financeOption: choice('financeOption'),
    visaHelp: choice('visaHelp'),
    offMarketAccess: choice('offMarketAccess'),
    investmentPreference: choice('investmentPreference'),
    portfolioType: choice('portfolioType'),
    propertyAdvice: choice('propertyAdvice'),
    locationStatus: choice('locationStatus'),
    workedWithAdvisor: choice('workedWithAdvisor'),
    ...attributionFields,
  })
  .meta({ id: 'StartNowInput', description: 'The five-step Start Now enquiry' });
export type StartNowInput = z.input<typeof StartNowInputSchema>;

/** Every Start Now answer field, in the order the form asks them. */
export const START_NOW_FIELDS = [
  'purpose',
  'propertyType',
  'projectType',
  'usage',
  'community',
  'budget',
  'size',
  'brandedInterest',
  'timeline',
  'financeOption',
  'visaHelp',
  'offMarketAccess',
  'investmentPreference',
  'portfolioType',
  'propertyAdvice',
  'locationStatus',
  'workedWithAdvisor',
] as const;

export const SubscribeInputSchema = z
  .object({ email, pageURL, language: languageField, [HONEYPOT_FIELD]: z.string().max(2048).optional() })
  .meta({ id: 'SubscribeInput' });
export type SubscribeInput = z.input<typeof SubscribeInputSchema>;

/* ---------------------------------------------------------------------------------------------
 * Leads as staff see them (the admin Leads section)
 * ------------------------------------------------------------------------------------------- */

export const LEAD_KINDS = ['enquiry', 'start-now', 'subscriber', 'saved-search'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

const leadCommon = {
  _id: z.string(),
  email: z.string(),
  pageURL: z.string(),
  listingSlug: z.string(),
  utm: z.record(z.string(), z.string()),
  handled: z.boolean(),
  handledAt: z.string().nullable(),
  mailStatus: z.enum(MAIL_STATUSES),
  mailAttempts: z.number(),
  mailLastError: z.string(),
  mailSentAt: z.string().nullable(),
  createdAt: z.string(),
  language: z
    .enum(LANGUAGES)
    .meta({ description: 'The language of the page it was sent from; its buyer mails are in it' }),
  contactId: z
    .string()
    .nullable()
    .meta({ description: 'The contact the lead is linked to (its page is /contacts/<id>); null until linked' }),
};

/** The listing an enquiry was sent from, as it was then (kept if the listing changes or goes). */
export const LeadListingSchema = z
  .object({
    _id: z.string().meta({ description: "The property's id" }),
    slug: z.string(),
    referenceNumber: z.string(),
    title: z.string(),
  })
  .meta({ id: 'LeadListing' });
export type LeadListing = z.infer<typeof LeadListingSchema>;

/** The listing's agent when the enquiry came, who was notified as well. */
export const LeadAgentSchema = z
  .object({
    _id: z.string().meta({ description: "The team member's id" }),
    name: z.string(),
    email: z.string(),
    mailSentAt: z.string().nullable().meta({ description: 'When the notification reached the agent' }),
  })
  .meta({ id: 'LeadAgent' });
export type LeadAgent = z.infer<typeof LeadAgentSchema>;

export const EnquiryLeadSchema = z
  .object({
    kind: z.literal('enquiry'),
    ...leadCommon,
    fname: z.string(),
    lname: z.string(),
    phone: z.string(),
    message: z.string(),
    listing: LeadListingSchema.nullable(),
    agent: LeadAgentSchema.nullable(),
    viewing: LeadViewingSchema.nullable().meta({ description: 'The requested viewing, for a booked viewing' }),
    deal: DealSchema.meta({ description: 'Its stage, assignee and response in the pipeline (docs/decisions/0068)' }),
  })
  .meta({ id: 'EnquiryLead' });

export const StartNowLeadSchema = z
  .object({
    kind: z.literal('start-now'),
    ...leadCommon,
    fname: z.string(),
    lname: z.string(),
    phone: z.string(),
    message: z.string(),
    ...(Object.fromEntries(START_NOW_FIELDS.map((f) => [f, z.string()])) as Record<
      (typeof START_NOW_FIELDS)[number],
      z.ZodString
    >),
  })
  .meta({ id: 'StartNowLead' });

export const SubscriberLeadSchema = z
  .object({ kind: z.literal('subscriber'), ...leadCommon, subscribeCount: z.number() })
  .meta({ id: 'SubscriberLead' });

/**
 * A saved search with e-mail alerts (docs/decisions/0039). Its mail state is that of the
 * confirmation e-mail; the digests have their own rows and the last one is summarised here.
 */
export const SavedSearchLeadSchema = z
  .object({
    kind: z.literal('saved-search'),
    ...leadCommon,
    label: z.string().meta({ description: 'A readable name of the filters, e.g. "Villas in Dubai · AED 5M–10M"' }),
    filters: z.record(z.string(), z.unknown()).meta({ description: 'The saved filters (SavedSearchFilters)' }),
    status: z.enum(['pending', 'confirmed', 'unsubscribed']),
    confirmedAt: z.string().nullable(),
    unsubscribedAt: z.string().nullable(),
    lastDigestAt: z.string().nullable().meta({ description: 'When the last digest was queued' }),
    lastDigestListings: z.number().meta({ description: 'How many new listings the last digest held' }),
    digestCount: z.number().meta({ description: 'Digests queued so far' }),
  })
  .meta({ id: 'SavedSearchLead' });

export const LeadSchema = z
  .discriminatedUnion('kind', [EnquiryLeadSchema, StartNowLeadSchema, SubscriberLeadSchema, SavedSearchLeadSchema])
  .meta({ id: 'Lead' });
export type Lead = z.infer<typeof LeadSchema>;
export type EnquiryLead = z.infer<typeof EnquiryLeadSchema>;
export type StartNowLead = z.infer<typeof StartNowLeadSchema>;
export type SubscriberLead = z.infer<typeof SubscriberLeadSchema>;
export type SavedSearchLead = z.infer<typeof SavedSearchLeadSchema>;

/** An optional day (YYYY-MM-DD) of a list's filter. */
export const isoDay = (field: string) =>
  z
    .string({ error: `${field} must be a date (YYYY-MM-DD)` })
    .trim()
    // abort: a value that is not YYYY-MM-DD gets one message, not also the calendar check's.
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${field} must be a date (YYYY-MM-DD)`, abort: true })
    .refine(isCalendarDay, { error: `${field} must be a real calendar date (YYYY-MM-DD)` })
    .optional();

/** Filters of the lead tables and of their CSV export. Dates are inclusive days in UTC. */
export const LeadQuerySchema = z
  .object({
    q: z.string().trim().max(200).optional().meta({ description: 'Matches name, e-mail, phone or message' }),
    from: isoDay('from'),
    to: isoDay('to'),
    handled: z.boolean({ error: 'handled must be true or false' }).optional(),
    mailStatus: z.enum(MAIL_STATUSES, { error: `mailStatus must be one of ${MAIL_STATUSES.join(', ')}` }).optional(),
    // The pipeline's filters: enquiries only (docs/decisions/0068).
    ...dealFilterFields,
    limit: z.number().int().min(1).max(1000).optional(),
    offset: z.number().int().min(0).optional(),
  })
  .meta({ id: 'LeadQuery' });
export type LeadQuery = z.input<typeof LeadQuerySchema>;

export const LeadUpdateSchema = z
  .object({ handled: z.boolean({ error: 'handled must be true or false' }) })
  .meta({ id: 'LeadUpdate' });
