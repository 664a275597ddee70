/*
 * The viewings calendar (docs/decisions/0083): a viewing booked from a listing (an enquiry with a
 * day and a slot, docs/decisions/0037) is requested, then confirmed, moved or cancelled by staff.
 * The buyer is mailed at each change with an iCalendar file. routes.ts joins this table with the
 * other *-routes.ts modules.
 */
import { z } from 'zod';
import { dealAssigneeFilter, DealAssigneeSchema } from './deals.js';
import { isCalendarDay } from './fields.js';
import { VIEWING_FIRST_SLOT, VIEWING_LAST_SLOT, VIEWING_SLOTS } from './listing-tools.js';
import type { RouteSpec } from './route-def.js';
import type { RouteName } from './route-paths.js';
import { UndeliveredViewingMailSchema } from './undelivered-mails.js';

export const VIEWING_STATES = ['requested', 'confirmed', 'cancelled'] as const;
export type ViewingState = (typeof VIEWING_STATES)[number];

export const VIEWING_STATE_LABELS: Record<ViewingState, string> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
};

export const VIEWING_ACTIONS = ['confirm', 'reschedule', 'cancel'] as const;
export type ViewingAction = (typeof VIEWING_ACTIONS)[number];

/** The days a week of the calendar shows, from its first. */
export const VIEWING_WEEK_DAYS = 7;
/** How long a viewing lasts (its calendar entry and the calendar's block). */
export const VIEWING_MINUTES = 30;

/** The message the public form shows when the slot is taken (409). */
export const VIEWING_SLOT_TAKEN = 'This time is no longer available: please choose another time.';

const day = (field: string) =>
  z
    .string({ error: (iss) => (iss.input == null ? `${field} is required` : `${field} must be a date (YYYY-MM-DD)`) })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${field} must be a date (YYYY-MM-DD)`, abort: true })
    .refine(isCalendarDay, { error: `${field} must be a real calendar date (YYYY-MM-DD)`, abort: true });

const slot = (field: string) =>
  z
    .string({ error: `${field} must be a time (HH:MM)` })
    .trim()
    .refine((t) => VIEWING_SLOTS.includes(t), {
      error: `${field} must be a half-hour slot from ${VIEWING_FIRST_SLOT} to ${VIEWING_LAST_SLOT} (Dubai time)`,
    });

/** A booked viewing as the calendar shows it. */
export const ViewingSchema = z
  .object({
    _id: z.string().meta({ description: "The enquiry's id" }),
    date: z.string().meta({ description: 'YYYY-MM-DD, Dubai time' }),
    time: z.string().meta({ description: 'HH:MM, Dubai time' }),
    state: z.enum(VIEWING_STATES),
    sequence: z.number().meta({ description: 'How many times it changed since it was booked' }),
    buyer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
    listing: z.object({ _id: z.string(), slug: z.string(), referenceNumber: z.string(), title: z.string() }).nullable(),
    assignee: DealAssigneeSchema.nullable(),
    changedAt: z.string().nullable().meta({ description: 'When staff last confirmed, moved or cancelled it' }),
    undeliveredMails: z.array(UndeliveredViewingMailSchema).meta({
      description: "The buyer's mails about it that could not be sent (a later change's mail replaces them)",
    }),
  })
  .meta({ id: 'Viewing' });
export type Viewing = z.infer<typeof ViewingSchema>;

export const ViewingWeekQuerySchema = z
  .object({
    from: day('from').meta({ description: 'The first day of the week (YYYY-MM-DD, Dubai time)' }),
    assignee: dealAssigneeFilter('assignee').meta({
      description: "Whose viewings: a staff user's id, me, or none (unassigned); an agent sees only their own",
    }),
  })
  .meta({ id: 'ViewingWeekQuery' });
export type ViewingWeekQuery = z.input<typeof ViewingWeekQuerySchema>;

export const ViewingWeekSchema = z
  .object({
    from: z.string(),
    to: z.string().meta({ description: 'The last day shown (from + 6 days)' }),
    viewings: z.array(ViewingSchema).meta({ description: 'By day and time; cancelled ones included' }),
  })
  .meta({ id: 'ViewingWeek' });
export type ViewingWeek = z.infer<typeof ViewingWeekSchema>;

/** A change of a viewing: confirm it, move it to another day and slot, or cancel it. */
export const ViewingUpdateSchema = z
  .object({
    action: z.enum(VIEWING_ACTIONS, { error: `action must be one of: ${VIEWING_ACTIONS.join(', ')}` }),
    date: day('date').optional().meta({ description: 'The new day (reschedule)' }),
    time: slot('time').optional().meta({ description: 'The new slot (reschedule)' }),
  })
  .superRefine((v, ctx) => {
    if (v.action !== 'reschedule') return;
    if (!v.date) ctx.addIssue({ code: 'custom', path: ['date'], message: 'date is required to reschedule' });
    if (!v.time) ctx.addIssue({ code: 'custom', path: ['time'], message: 'time is required to reschedule' });
  })
  .meta({ id: 'ViewingUpdate' });
export type ViewingUpdate = z.input<typeof ViewingUpdateSchema>;

export const ViewingSavedSchema = z.object({ message: z.string(), viewing: ViewingSchema });

export const VIEWING_ROUTE_SPECS = {
  getViewings: {
    access: 'staff',
    permission: 'deals.read',
    resource: 'lead',
    summary: 'The booked viewings of a week (7 days from a date), optionally of one member; an agent sees their own',
    query: ViewingWeekQuerySchema,
    response: ViewingWeekSchema,
    errors: [400, 401, 403, 429],
  },
  getViewing: {
    access: 'staff',
    permission: 'deals.read',
    resource: 'lead',
    summary: "A booked viewing by its enquiry's id",
    response: ViewingSchema,
    errors: [401, 403, 404, 429],
  },
  updateViewing: {
    access: 'staff',
    permission: 'deals.write',
    resource: 'lead',
    summary:
      'Confirm, reschedule or cancel a viewing; the buyer is mailed with an iCalendar file; recorded in the audit trail',
    body: ViewingUpdateSchema,
    response: ViewingSavedSchema,
    errors: [400, 401, 403, 404, 409, 413, 429],
  },
  resendViewingMail: {
    access: 'staff',
    permission: 'deals.write',
    resource: 'lead',
    summary:
      "Queue a buyer's viewing mail that could not be sent again (the id is the mail's, from the viewing's undeliveredMails); recorded in the audit trail",
    response: ViewingSavedSchema,
    errors: [401, 403, 404, 409, 429],
  },
} as const satisfies { [N in RouteName]?: RouteSpec };
