/*
 * The audit trail (docs/decisions/0064): every write to the site's content, leads and team, from
 * every door (the staff admin, the Strapi panel, Strapi's REST API with an API token), with who,
 * when, from which address, what, and each changed field before and after. Append only; a past
 * value is restored by a new write, itself in the trail.
 */
import { z } from 'zod';
import { docId } from './fields.js';
import { isoDay } from './leads.js';

/** What an entry is about: a kind of content, a kind of lead, a staff user or the settings. */
export const AUDIT_KINDS = [
  'property',
  'development',
  'area',
  'post',
  'team',
  'review',
  'insta',
  'setting',
  'enquiry',
  'start-now',
  'subscriber',
  'saved-search',
  'contact',
  'staff-user',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  property: 'Property',
  development: 'Development',
  area: 'Area',
  post: 'Blog post',
  team: 'Team member',
  review: 'Review',
  insta: 'Instagram',
  setting: 'Settings',
  enquiry: 'Enquiry',
  'start-now': 'Start Now request',
  subscriber: 'Subscriber',
  'saved-search': 'Saved search',
  contact: 'Contact',
  'staff-user': 'Staff user',
};

/** Who wrote: a staff member (the staff admin), a Strapi panel administrator, an API token, or the site itself. */
export const AUDIT_ACTOR_KINDS = ['staff', 'panel', 'api-token', 'system'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/**
 * A related item as a change of a relation names it (a listing's agent, a user's role, the staff
 * user a team member is linked to): its id (the document id; the number of a user or a role) and
 * what it is called then. A relation to many items changes from one list of them to another.
 */
export interface AuditRef {
  id: string;
  name: string;
}

export const isAuditRef = (value: unknown): value is AuditRef =>
  !!value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.keys(value).length === 2 &&
  typeof (value as AuditRef).id === 'string' &&
  typeof (value as AuditRef).name === 'string';

const CHANGE_VALUE =
  'The stored value; for a relation the related item ({ id, name }, AuditRef), a list of them, or null';

/** A field a write changed; secrets are never kept (hidden: true, no values). */
export const AuditChangeSchema = z
  .object({
    field: z.string(),
    before: z.unknown().meta({ description: CHANGE_VALUE }),
    after: z.unknown().meta({ description: CHANGE_VALUE }),
    hidden: z.boolean().optional().meta({ description: 'A secret (a password, a token): only that it changed' }),
  })
  .meta({ id: 'AuditChange' });
export type AuditChange = z.infer<typeof AuditChangeSchema>;

export const AuditEntrySchema = z
  .object({
    id: z.number(),
    at: z.string(),
    actor: z.object({ kind: z.enum(AUDIT_ACTOR_KINDS), id: z.string().nullable(), name: z.string() }),
    ip: z.string().nullable(),
    kind: z.enum(AUDIT_KINDS),
    itemId: z.string().nullable().meta({ description: 'The document id (or user id) written' }),
    title: z.string().meta({ description: 'The item as it was called then' }),
    action: z.string().meta({
      description:
        'create, update, delete, publish, unpublish, restore, invite, deactivate, reactivate, describe-image (a picture it shows was described)',
    }),
    changes: z.array(AuditChangeSchema),
    restoredFrom: z
      .number()
      .nullable()
      .meta({ description: 'For a restore: the entry whose earlier values it put back' }),
    restorable: z
      .boolean()
      .meta({ description: 'Whether its earlier values can be put back (content with changed fields)' }),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditQuerySchema = z
  .object({
    actor: z.string().trim().max(200).optional().meta({ description: 'Part of the name of who wrote' }),
    kind: z.enum(AUDIT_KINDS, { error: `kind must be one of ${AUDIT_KINDS.join(', ')}` }).optional(),
    itemId: docId('itemId').optional(),
    from: isoDay('from').meta({ description: 'First day, inclusive, in Dubai time' }),
    to: isoDay('to').meta({ description: 'Last day, inclusive, in Dubai time' }),
    limit: z.number().int().min(1).max(500).optional(),
    offset: z.number().int().min(0).optional(),
  })
  .meta({ id: 'AuditQuery' });
export type AuditQuery = z.input<typeof AuditQuerySchema>;

export const RestoreResultSchema = z
  .object({ message: z.string(), entry: AuditEntrySchema })
  .meta({ id: 'RestoreResult' });
