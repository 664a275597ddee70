/*
 * Contacts (docs/decisions/0066): one record per person behind the leads. Every lead (an enquiry,
 * a booked viewing, a Start Now request, a subscription, a saved search) is linked to its contact
 * when it is stored, matched by e-mail address, else by phone number; staff read a contact with
 * the timeline of its leads and merge two contacts that turn out to be one person.
 */
import { z } from 'zod';
import { AuditEntrySchema } from './audit.js';
import { docId } from './fields.js';
import { LEAD_KINDS, LeadListingSchema, LeadViewingSchema } from './leads.js';
import { ListQuerySchema } from './list-queries.js';

/** A contact as the Contacts table lists it. */
export const ContactSchema = z
  .object({
    _id: z.string(),
    name: z.string().meta({ description: 'First and last name as a lead gave them; empty when no lead asked for it' }),
    email: z.string().meta({ description: 'The address it was first known by: trimmed, lower-case' }),
    phone: z.string().meta({
      description:
        'The phone number in E.164 (+971501234567), numbers without a country code read as UAE ones; the number as typed when it could not be read; empty when none',
    }),
    leadCount: z.number().meta({ description: 'Its leads the member may see' }),
    lastActivityAt: z.string().nullable().meta({ description: 'When its newest lead came' }),
    createdAt: z.string(),
  })
  .meta({ id: 'Contact' });
export type Contact = z.infer<typeof ContactSchema>;

/** What a timeline item is: a lead's kind, and a booked viewing apart from the other enquiries. */
export const CONTACT_ACTIVITIES = ['enquiry', 'viewing', 'start-now', 'subscriber', 'saved-search'] as const;
export type ContactActivity = (typeof CONTACT_ACTIVITIES)[number];

export const CONTACT_ACTIVITY_LABELS: Record<ContactActivity, string> = {
  enquiry: 'Enquiry',
  viewing: 'Viewing request',
  'start-now': 'Start Now request',
  subscriber: 'Newsletter subscription',
  'saved-search': 'Saved search',
};

/** One lead of a contact, as its timeline shows it. */
export const ContactTimelineItemSchema = z
  .object({
    kind: z.enum(LEAD_KINDS).meta({ description: "The lead's kind: its page is /leads/<kind>/<id>" }),
    _id: z.string().meta({ description: "The lead's id" }),
    activity: z.enum(CONTACT_ACTIVITIES),
    at: z.string().meta({ description: 'When the lead came' }),
    summary: z.string().meta({
      description: 'The first words of its message, the Start Now purpose, or the saved search',
    }),
    listing: LeadListingSchema.nullable(),
    viewing: LeadViewingSchema.nullable(),
    status: z.string().meta({
      description: 'new or handled; for a saved search its alerts: pending, confirmed or unsubscribed',
    }),
    handled: z.boolean(),
  })
  .meta({ id: 'ContactTimelineItem' });
export type ContactTimelineItem = z.infer<typeof ContactTimelineItemSchema>;

/** The most recent leads a contact's timeline holds; leadCount counts them all. */
export const CONTACT_TIMELINE_MAX = 200;

export const ContactDetailSchema = ContactSchema.extend({
  emails: z.array(z.string()).meta({ description: 'Every address its leads came from (merged contacts’ too)' }),
  phones: z.array(z.string()).meta({ description: 'Every phone number its leads came with, in E.164' }),
  timeline: z.array(ContactTimelineItemSchema).meta({
    description: `Its leads the member may see, newest first (the ${CONTACT_TIMELINE_MAX} most recent)`,
  }),
  history: z.array(AuditEntrySchema).meta({
    description:
      'The audit trail of the contact and of those leads, newest first (the 50 most recent); empty for a role without audit.read',
  }),
}).meta({ id: 'ContactDetail' });
export type ContactDetail = z.infer<typeof ContactDetailSchema>;

export const ContactQuerySchema = ListQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .meta({ description: 'Part of the name, e-mail address or phone number; a phone number matches in any spelling' }),
}).meta({ id: 'ContactQuery' });
export type ContactQuery = z.input<typeof ContactQuerySchema>;

export const MergeContactsInputSchema = z
  .object({
    from: docId('from').meta({ description: 'The contact that goes: its leads, addresses and numbers move' }),
    into: docId('into').meta({ description: 'The contact that stays' }),
  })
  .refine((v) => v.from !== v.into, { error: 'into must be another contact than from', path: ['into'] })
  .meta({ id: 'MergeContactsInput' });
export type MergeContactsInput = z.input<typeof MergeContactsInputSchema>;

export const MergeContactsResultSchema = z
  .object({ message: z.string(), contact: ContactDetailSchema })
  .meta({ id: 'MergeContactsResult' });
