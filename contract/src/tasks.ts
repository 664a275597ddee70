/*
 * Notes and tasks (docs/decisions/0082): the deal work around contacts and enquiries. A note is a
 * staff member's text on a contact or a deal (an enquiry), shown with its author and time; a task
 * is something to do by a due time, held by an active member who works deals, optionally linked
 * to a contact and a deal. Days are the agency's: Dubai time (UTC+4 all year).
 */
import { z } from 'zod';
import { DealAssigneeSchema, DEAL_STAGES } from './deals.js';
import { bool, docId, requiredText, text } from './fields.js';
import { LeadListingSchema } from './leads.js';
import { dubaiToday } from './listing-tools.js';

export const NOTE_MAX_LENGTH = 5000;
export const TASK_TITLE_MAX_LENGTH = 200;
export const TASK_DETAILS_MAX_LENGTH = 5000;

/** The hour (Dubai time) the morning digest of tasks and viewings goes out: the default and the bounds. */
export const TASK_DIGEST_HOUR_DEFAULT = 8;
export const TASK_DIGEST_HOUR_MIN = 0;
export const TASK_DIGEST_HOUR_MAX = 23;

/** The stored digest hour, or the default when none (a settings row older than the digest) or out of bounds. */
export function digestHourOf(value: unknown): number {
  if (value === null || value === undefined || value === '') return TASK_DIGEST_HOUR_DEFAULT;
  const hour = Number(value);
  return Number.isInteger(hour) && hour >= TASK_DIGEST_HOUR_MIN && hour <= TASK_DIGEST_HOUR_MAX
    ? hour
    : TASK_DIGEST_HOUR_DEFAULT;
}

/** Who wrote a note or made a task: the staff user's id (null once deleted) and their name then. */
export const StaffRefSchema = z.object({ id: z.number().nullable(), name: z.string() }).meta({ id: 'StaffRef' });
export type StaffRef = z.infer<typeof StaffRefSchema>;

/* ---- notes ---- */

export const NoteSchema = z
  .object({
    _id: z.string(),
    text: z.string(),
    contactId: z.string().nullable().meta({ description: 'The contact it is about (a deal note: the deal’s contact)' }),
    dealId: z.string().nullable().meta({ description: 'The deal (enquiry) it is about, if any' }),
    author: StaffRefSchema,
    createdAt: z.string(),
    editedAt: z.string().nullable().meta({ description: 'When its text last changed, null if never' }),
    editable: z.boolean().meta({ description: 'Whether the signed-in member may edit and delete it' }),
  })
  .meta({ id: 'Note' });
export type Note = z.infer<typeof NoteSchema>;

export const NoteInputSchema = z
  .object({
    text: requiredText('text', NOTE_MAX_LENGTH),
    contactId: docId('contactId').optional().meta({ description: 'The contact the note is about' }),
    dealId: docId('dealId').optional().meta({ description: 'The deal (enquiry) the note is about' }),
  })
  .refine((v) => v.contactId !== undefined || v.dealId !== undefined, {
    error: 'contactId or dealId is required',
    path: ['contactId'],
  })
  .meta({ id: 'NoteInput' });
export type NoteInput = z.input<typeof NoteInputSchema>;

export const NoteUpdateSchema = z.object({ text: requiredText('text', NOTE_MAX_LENGTH) }).meta({ id: 'NoteUpdate' });
export type NoteUpdate = z.input<typeof NoteUpdateSchema>;

export const NoteQuerySchema = z
  .object({
    contact: docId('contact').optional().meta({ description: 'The notes of a contact (its deals’ notes included)' }),
    deal: docId('deal').optional().meta({ description: 'The notes of a deal' }),
  })
  .refine((v) => v.contact !== undefined || v.deal !== undefined, {
    error: 'contact or deal is required',
    path: ['contact'],
  })
  .meta({ id: 'NoteQuery' });
export type NoteQuery = z.input<typeof NoteQuerySchema>;

/* ---- tasks ---- */

const DUBAI_OFFSET = '+04:00';
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;
const ZONED_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A date and time: ISO 8601 with Z or an offset as given, without one in Dubai time (what a
 * datetime-local input sends). Answered as the instant in UTC (toISOString).
 */
export const dueTime = (field: string) =>
  z
    .string({
      error: (iss) =>
        iss.input === undefined || iss.input === null
          ? `${field} is required`
          : `${field} must be a date and time (YYYY-MM-DDTHH:MM)`,
    })
    .trim()
    .min(1, { error: `${field} is required`, abort: true })
    .refine((v) => LOCAL_DATE_TIME.test(v) || ZONED_DATE_TIME.test(v), {
      error: `${field} must be a date and time (YYYY-MM-DDTHH:MM)`,
      abort: true,
    })
    .transform((v, ctx) => {
      const t = Date.parse(LOCAL_DATE_TIME.test(v) ? `${v}${DUBAI_OFFSET}` : v);
      // A day or hour that does not exist (2026-02-30T10:00, 25:00) parses as NaN.
      const [, month, day] = v.slice(0, 10).split('-').map(Number) as [number, number, number];
      const valid = !Number.isNaN(t) && new Date(Date.UTC(2000, month - 1, day)).getUTCDate() === day;
      if (!valid) {
        ctx.addIssue({ code: 'custom', message: `${field} must be a real date and time` });
        return z.NEVER;
      }
      return new Date(t).toISOString();
    });

const assigneeId = (field: string) =>
  z
    .number({ error: `${field} must be a staff user id` })
    .int({ error: `${field} must be a staff user id` })
    .positive({ error: `${field} must be a staff user id` });

/** What a task links to: a contact and a deal, each with what it is called. */
export const TaskLinkSchema = z.object({ _id: z.string(), name: z.string() }).meta({ id: 'TaskLink' });

export const TaskSchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    details: z.string(),
    dueAt: z.string().meta({ description: 'When it is due (UTC, ISO 8601)' }),
    assignee: DealAssigneeSchema,
    contact: TaskLinkSchema.nullable(),
    deal: TaskLinkSchema.nullable(),
    done: z.boolean(),
    doneAt: z.string().nullable(),
    createdBy: StaffRefSchema,
    createdAt: z.string(),
    overdue: z.boolean().meta({ description: 'Not done and due before now' }),
  })
  .meta({ id: 'Task' });
export type Task = z.infer<typeof TaskSchema>;

export const TaskInputSchema = z
  .object({
    title: requiredText('title', TASK_TITLE_MAX_LENGTH),
    details: text('details', TASK_DETAILS_MAX_LENGTH).optional(),
    dueAt: dueTime('dueAt'),
    assigneeId: assigneeId('assigneeId').meta({
      description: 'An active member who works deals (GET /get-deal-assignees)',
    }),
    contactId: docId('contactId').nullable().optional(),
    dealId: docId('dealId')
      .nullable()
      .optional()
      .meta({ description: 'A deal (enquiry); its contact is linked too when contactId is not given' }),
  })
  .meta({ id: 'TaskInput' });
export type TaskInput = z.input<typeof TaskInputSchema>;

export const TaskUpdateSchema = z
  .object({
    title: requiredText('title', TASK_TITLE_MAX_LENGTH).optional(),
    details: text('details', TASK_DETAILS_MAX_LENGTH).optional(),
    dueAt: dueTime('dueAt').optional(),
    assigneeId: assigneeId('assigneeId').optional(),
    contactId: docId('contactId').nullable().optional(),
    dealId: docId('dealId').nullable().optional(),
    done: bool('done').optional(),
  })
  .meta({ id: 'TaskUpdate' });
export type TaskUpdate = z.input<typeof TaskUpdateSchema>;

export const TaskQuerySchema = z
  .object({
    contact: docId('contact').optional(),
    deal: docId('deal').optional(),
    assignee: z
      .string({ error: 'assignee must be a staff user id or me' })
      .trim()
      .regex(/^(me|[1-9]\d{0,8})$/, { error: 'assignee must be a staff user id or me' })
      .optional(),
    done: bool('done').optional(),
  })
  .meta({ id: 'TaskQuery' });
export type TaskQuery = z.input<typeof TaskQuerySchema>;

/** A booked viewing of today that the member holds (the dashboard and the morning digest). */
export const TodayViewingSchema = z
  .object({
    _id: z.string().meta({ description: "The enquiry's id" }),
    name: z.string().meta({ description: 'The buyer' }),
    time: z.string().meta({ description: 'HH:MM, Dubai time' }),
    listing: LeadListingSchema.nullable(),
    contactId: z.string().nullable(),
    stage: z.enum(DEAL_STAGES),
  })
  .meta({ id: 'TodayViewing' });
export type TodayViewing = z.infer<typeof TodayViewingSchema>;

/** The signed-in member's tasks by when they are due, and their viewings of the day. */
export const MyTasksSchema = z
  .object({
    day: z.string().meta({ description: 'Today in Dubai (YYYY-MM-DD)' }),
    overdue: z.array(TaskSchema).meta({ description: 'Not done, due before now' }),
    today: z.array(TaskSchema).meta({ description: 'Due from now to the end of the day, and done today' }),
    upcoming: z.array(TaskSchema).meta({ description: 'Not done, due after today (the 50 soonest)' }),
    viewings: z.array(TodayViewingSchema),
  })
  .meta({ id: 'MyTasks' });
export type MyTasks = z.infer<typeof MyTasksSchema>;

/** The instant a Dubai day starts, and the day of an instant. */
export const dubaiDayStart = (day: string) => new Date(`${day}T00:00:00.000${DUBAI_OFFSET}`);
export const dubaiDayOf = (instant: string | number | Date) => dubaiToday(new Date(instant).getTime());
