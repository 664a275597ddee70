import { z } from 'zod';
import { isHttpsOn, VIDEO_HOSTS, VIRTUAL_TOUR_HOSTS } from './embeds.js';
import { docId, imageRef, imageRefs, isCalendarDay, text } from './fields.js';

/*
 * The Dubai listing: reference, advertising permit, status, agent, off-plan details
 * and rich media. Every field is an addition: the specification's calls send none of them and
 * work as the specification defines them (docs/decisions/0024).
 */

/**
 * Where a listing stands. Available, under-offer and sold listings are public (sold and under
 * offer sort last); off-market listings are never public (their page is not found); a withdrawn
 * listing (the seller took it off the market) was public and is no longer advertised (its page
 * answers 410 Gone, like one whose permit expired).
 */
export const LISTING_STATUSES = ['available', 'under-offer', 'sold', 'withdrawn', 'off-market'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
/**
 * Public lists order by this rank first: available, then under offer, then sold. Ranks from
 * off-market's up are never public (every public condition is `statusRank < off-market's`), so a
 * status the public may not see ranks at or above it; stored ranks never change meaning.
 */
export const LISTING_STATUS_RANK: Record<ListingStatus, number> = {
  available: 0,
  'under-offer': 1,
  sold: 2,
  'off-market': 3,
  withdrawn: 4,
};

/** Whether a listing of this status may be shown to the public (its permit aside). */
export const isPublicStatus = (status: ListingStatus): boolean =>
  LISTING_STATUS_RANK[status] < LISTING_STATUS_RANK['off-market'];

/**
 * Why a listing's page answers 410 Gone: the seller withdrew it, or its advertising permit ran
 * out. Answered as `reason` beside the message, so the page can say which.
 */
export const GONE_REASONS = ['withdrawn', 'permit-expired'] as const;
export type GoneReason = (typeof GONE_REASONS)[number];

/*
 * Media the site hosts itself: a film (played in the page's own <video>) and a 360° panorama
 * (an equirectangular picture opened in the page's own viewer), besides the embedded links.
 */

/** Film containers a listing's film may be, by what their content says (MP4 with H.264, WebM). */
export const FILM_TYPES = ['video/mp4', 'video/webm'] as const;
export type FilmType = (typeof FILM_TYPES)[number];
/** A stored film's path: /uploads/<name>.mp4 or .webm (absolute URLs of our own uploads too). */
export const FILM_PATH = /^(https?:\/\/[^/]+)?\/uploads\/[^?#\s]+\.(mp4|webm)$/i;
/** A panorama is equirectangular: twice as wide as it is high (to this share), at least this wide. */
export const PANORAMA_RATIO_TOLERANCE = 0.01;
export const PANORAMA_MIN_WIDTH = 2048;
/** Whether a picture of this size can be a full 360° equirectangular panorama. */
export const isPanoramaSize = (width: number, height: number): boolean =>
  height > 0 && width >= PANORAMA_MIN_WIDTH && Math.abs(width / height - 2) <= 2 * PANORAMA_RATIO_TOLERANCE;

export const COMPLETION_STATUSES = ['ready', 'off-plan'] as const;
export type CompletionStatus = (typeof COMPLETION_STATUSES)[number];

/** A generated reference: prefix, a dash and a zero-padded sequence (EST-000042). */
export const REFERENCE_DIGITS = 6;
export function formatReference(prefix: string, sequence: number): string {
  return `${prefix}-${String(sequence).padStart(REFERENCE_DIGITS, '0')}`;
}

const hostedUrl = (field: string, hosts: readonly string[], what: string) =>
  text(field, 2048)
    .refine((v) => v === '' || isHttpsOn(v, hosts), {
      error: `${field} must be an https link to ${what} (${hosts.join(', ')})`,
    })
    .nullable()
    .transform((v) => v ?? '')
    .optional();

/** A quarter such as "Q4 2027". */
export const HANDOVER_PATTERN = /^Q[1-4] \d{4}$/;

/** A permit number: letters, digits, / and - (Trakheesi numbers are digits). */
export const isPermitNumber = (value: string) => /^[A-Za-z0-9][A-Za-z0-9/-]*$/.test(value);

/**
 * The moment a permit stops being valid. A date (YYYY-MM-DD) is valid through that whole day in
 * Dubai (UTC+4, no daylight saving), so it expires at the next midnight there; a full date-time
 * is taken as it is.
 */
export function permitExpiryInstant(value: string): Date | null {
  const v = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) {
    if (!isCalendarDay(v)) return null;
    return new Date(Date.parse(`${v}T00:00:00+04:00`) + 24 * 3600 * 1000);
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(v)) return null;
  const t = Date.parse(v);
  return Number.isNaN(t) ? null : new Date(t);
}

/** Payment plans: rows of milestone, percent and due; the percents add up to 100. */
export const PAYMENT_PLAN_MAX_ROWS = 30;

export const PaymentPlanRowSchema = z
  .object({
    milestone: z.string(),
    percent: z.number(),
    due: z.string(),
  })
  .meta({ id: 'PaymentPlanRow', description: 'One instalment: what it is for, its share and when it is due' });
export type PaymentPlanRow = z.infer<typeof PaymentPlanRowSchema>;

/** Whether percents add up to 100 (to a hundredth, so 33.33 + 33.33 + 33.34 does). */
export function planAddsUp(rows: ReadonlyArray<{ percent: number }>): boolean {
  const sum = rows.reduce((s, r) => s + Math.round(r.percent * 100), 0);
  return sum === 10000;
}

const planRowInput = z.object(
  {
    milestone: z
      .string({ error: 'paymentPlan: milestone must be text' })
      .trim()
      .min(1, { error: 'paymentPlan: every row needs a milestone' })
      .max(200, { error: 'paymentPlan: a milestone is at most 200 characters' }),
    percent: z
      .number({ error: 'paymentPlan: percent must be a number' })
      .gt(0, { error: 'paymentPlan: percent must be more than 0' })
      .max(100, { error: 'paymentPlan: percent must be at most 100' }),
    due: z
      .string({ error: 'paymentPlan: due must be text' })
      .trim()
      .max(200, { error: 'paymentPlan: due is at most 200 characters' })
      .optional()
      .transform((v) => v ?? ''),
  },
  { error: 'paymentPlan rows must be objects of milestone, percent and due' },
);

export const paymentPlanInput = z
  .array(planRowInput, { error: 'paymentPlan must be a list of rows' })
  .max(PAYMENT_PLAN_MAX_ROWS, { error: `paymentPlan: at most ${PAYMENT_PLAN_MAX_ROWS} rows` })
  .refine((rows) => rows.length === 0 || planAddsUp(rows), {
    error: 'paymentPlan: the percentages must add up to 100',
    path: [],
  })
  .nullable()
  .transform((v) => v ?? [])
  .optional();

/** '' reads as "none" for the optional choices and dates, as the clients send it. */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const offPlanInputFields = {
  completionStatus: z
    .preprocess(
      blankToNull,
      z
        .enum(COMPLETION_STATUSES, { error: `completionStatus must be one of ${COMPLETION_STATUSES.join(', ')}` })
        .nullable(),
    )
    .optional(),
  handoverDate: z
    .preprocess(
      blankToNull,
      z
        .string({ error: 'handoverDate must be a quarter such as Q4 2027' })
        .trim()
        .regex(HANDOVER_PATTERN, { error: 'handoverDate must be a quarter such as Q4 2027' })
        .nullable(),
    )
    .optional(),
  paymentPlan: paymentPlanInput,
};

/** Off-plan fields of properties and developments, as they are answered. */
export const offPlanFields = {
  completionStatus: z.enum(COMPLETION_STATUSES).nullable(),
  handoverDate: z.string().nullable().meta({ description: 'A quarter such as Q4 2027' }),
  paymentPlan: z.array(PaymentPlanRowSchema),
};

export const developmentExtraInputFields = offPlanInputFields;

export const propertyExtraInputFields = {
  referenceNumber: z.unknown().optional().meta({ description: 'Ignored: generated by the server on create' }),
  permitNumber: z
    .preprocess(
      (v) => (v === null ? '' : v),
      text('permitNumber', 50).refine((v) => v === '' || isPermitNumber(v), {
        error: 'permitNumber may hold only letters, digits, / and -',
      }),
    )
    .optional(),
  permitExpiresAt: z
    .preprocess(
      blankToNull,
      z
        .string({ error: 'permitExpiresAt must be a date (YYYY-MM-DD) or an ISO 8601 date-time' })
        .trim()
        .refine((v) => permitExpiryInstant(v) !== null, {
          error: 'permitExpiresAt must be a date (YYYY-MM-DD) or an ISO 8601 date-time',
        })
        .transform((v) => permitExpiryInstant(v)!.toISOString())
        .nullable(),
    )
    .optional()
    .meta({ description: 'YYYY-MM-DD (valid through that day in Dubai) or an ISO 8601 date-time' }),
  status: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
      z.enum(LISTING_STATUSES, { error: `status must be one of ${LISTING_STATUSES.join(', ')}` }),
    )
    .optional(),
  agent: z
    .preprocess(blankToNull, docId('agent').nullable())
    .optional()
    .meta({ description: 'Document id of the team member in charge, or null' }),
  ...offPlanInputFields,
  floorPlans: imageRefs('floorPlans', 30, 'floorPlans: at most 30 images').optional(),
  brochure: z
    .preprocess(
      blankToNull,
      z
        .string({ error: 'brochure must be a stored PDF path (/uploads/....pdf)' })
        .trim()
        .max(2048)
        .regex(/^(https?:\/\/[^/]+)?\/uploads\/[^?#\s]+\.pdf$/i, {
          error: 'brochure must be a stored PDF path (/uploads/....pdf)',
        })
        .nullable(),
    )
    .optional()
    .meta({
      description:
        'The stored brochure path to keep it; null or empty text removes it. A new one comes as the multipart file `brochure`',
    }),
  videoUrl: hostedUrl('videoUrl', VIDEO_HOSTS, 'YouTube or Vimeo'),
  virtualTourUrl: hostedUrl('virtualTourUrl', VIRTUAL_TOUR_HOSTS, 'a virtual tour service'),
  film: z
    .preprocess(
      blankToNull,
      z
        .string({ error: 'film must be a stored film path (/uploads/....mp4 or .webm)' })
        .trim()
        .max(2048)
        .regex(FILM_PATH, { error: 'film must be a stored film path (/uploads/....mp4 or .webm)' })
        .nullable(),
    )
    .optional()
    .meta({
      description:
        'The stored film path to keep it; null or empty text removes it. A new one comes as the multipart file `film`',
    }),
  panorama: z.preprocess(blankToNull, imageRef('panorama').nullable()).optional().meta({
    description:
      'The stored 360° panorama (an equirectangular image, twice as wide as high) to keep it; null or empty text removes it. A new one comes as the multipart file `panorama`',
  }),
};

/** The agent of a listing as a listing shows it: the team member's card. */
export const AgentCardSchema = z
  .object({
    _id: z.string(),
    title: z.string().meta({ description: "The member's name" }),
    position: z.string(),
    whatsapp: z.string(),
    phone: z.string(),
    email: z.string(),
    featuredImage: z.string().nullable(),
  })
  .meta({ id: 'AgentCard', description: 'The team member in charge of a listing' });
export type AgentCard = z.infer<typeof AgentCardSchema>;

export const propertyExtraFields = {
  referenceNumber: z.string().meta({ description: 'Generated on create, e.g. EST-000042; never reused' }),
  permitNumber: z.string().meta({ description: 'DLD / RERA advertising permit (Trakheesi) number' }),
  permitExpiresAt: z.string().nullable().meta({ description: 'ISO 8601 date-time the permit stops being valid' }),
  status: z.enum(LISTING_STATUSES),
  agent: AgentCardSchema.nullable(),
  ...offPlanFields,
  floorPlans: z.array(z.string()),
  brochure: z.string().nullable().meta({ description: 'Stored PDF path' }),
  videoUrl: z.string(),
  virtualTourUrl: z.string(),
  // Answers stored or cached before the fields existed read as having none.
  film: z.string().nullable().default(null).meta({ description: 'Stored film path (MP4 or WebM), played on the page' }),
  panorama: z
    .string()
    .nullable()
    .default(null)
    .meta({ description: 'Stored equirectangular 360° picture, opened in the page’s own viewer' }),
};

/** A listing whose permit runs out soon or ran out: the staff dashboard's permit list. */
export const PermitAlertSchema = z
  .object({
    _id: z.string(),
    slug: z.string(),
    title: z.string(),
    referenceNumber: z.string(),
    permitNumber: z.string(),
    permitExpiresAt: z.string(),
    status: z.enum(LISTING_STATUSES),
    expired: z.boolean(),
    draft: z.boolean().meta({ description: 'Never published (or unpublished): the alert is about its draft' }),
  })
  .meta({ id: 'PermitAlert' });
export type PermitAlert = z.infer<typeof PermitAlertSchema>;

/** Permits running out within this many days are listed as expiring. */
export const PERMIT_WARNING_DAYS = 14;

export const PermitAlertsSchema = z
  .object({ expiring: z.array(PermitAlertSchema), expired: z.array(PermitAlertSchema) })
  .meta({ id: 'PermitAlerts', description: `Permits expiring within ${PERMIT_WARNING_DAYS} days, and expired ones` });
export type PermitAlerts = z.infer<typeof PermitAlertsSchema>;

/** The off-plan fields of a listing that has none (what the server answers for one saved without them). */
export const NO_OFF_PLAN: { completionStatus: null; handoverDate: null; paymentPlan: PaymentPlanRow[] } = {
  completionStatus: null,
  handoverDate: null,
  paymentPlan: [],
};

/** The Dubai fields of a property saved without them (its reference aside, which the server gives). */
export const NO_LISTING_EXTRAS = {
  permitNumber: '',
  permitExpiresAt: null,
  status: 'available' as ListingStatus,
  agent: null,
  ...NO_OFF_PLAN,
  floorPlans: [] as string[],
  brochure: null,
  videoUrl: '',
  virtualTourUrl: '',
  film: null,
  panorama: null,
};
