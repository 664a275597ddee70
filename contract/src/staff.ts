/*
 * The agency's team in the staff admin (docs/decisions/0063): four roles, what each may do, and
 * the staff user routes' schemas. Every staff route of the table declares the permission it needs
 * (route-def.ts); the CMS refuses a request whose user's role lacks it, and narrows what a role
 * sees where the role sees only part of a list (an agent's own listings and leads).
 */
import { z } from 'zod';
import { bool, docId, requiredEmail, requiredText } from './fields.js';
import { LEAD_KINDS, type LeadKind } from './leads.js';
import { TwoFactorStatusSchema } from './two-factor.js';

export const STAFF_ROLES = ['administrator', 'editor', 'agent', 'marketing'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  administrator: 'Administrator',
  editor: 'Editor',
  agent: 'Agent',
  marketing: 'Marketing',
};

export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  administrator: 'Everything: all content, leads and their export, the site settings and the team',
  editor: 'All content, its history and the leads inbox; no team, settings or lead export',
  agent: 'Their own listings (drafts unless the settings let agents publish) and their own leads',
  marketing: 'Blog posts, reviews, Instagram, subscribers and saved searches',
};

/**
 * What a staff route needs. `staff`: any signed-in staff member (their session, image upload,
 * permit alerts). The rest name an area and what is done there.
 */
export const PERMISSIONS = [
  'staff',
  'listings.write',
  'listings.delete',
  'listings.publish',
  /* Every listing as CSV (docs/decisions/0090). */
  'listings.export',
  'content.write',
  'content.delete',
  'content.publish',
  'marketing.write',
  'marketing.delete',
  'marketing.publish',
  'leads.read',
  'leads.write',
  'leads.export',
  'deals.read',
  'deals.write',
  'reports.read',
  'settings.write',
  'users.manage',
  'audit.read',
  /* A contact's data export and erasure (docs/decisions/0085). */
  'contacts.privacy',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * The permissions of each role. An agent's listings.publish is granted only while the settings'
 * agentsMayPublish is on ({@link permissionsOf}).
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  administrator: PERMISSIONS,
  editor: PERMISSIONS.filter(
    (p) => !['leads.export', 'settings.write', 'users.manage', 'contacts.privacy'].includes(p),
  ),
  agent: ['staff', 'listings.write', 'leads.read', 'leads.write', 'deals.read', 'deals.write'],
  marketing: [
    'staff',
    'marketing.write',
    'marketing.delete',
    'marketing.publish',
    'leads.read',
    'leads.write',
    'leads.export',
    'reports.read',
  ],
};

/** The area of the staff admin each editable kind belongs to, for the permissions of its routes. */
const AREA_OF: Record<string, 'listings' | 'content' | 'marketing'> = {
  property: 'listings',
  development: 'content',
  area: 'content',
  team: 'content',
  post: 'marketing',
  review: 'marketing',
  insta: 'marketing',
};

/** The permission to write, delete or publish a kind: permissionFor('post', 'publish') is marketing.publish. */
export function permissionFor(resource: string, action: 'write' | 'delete' | 'publish'): Permission {
  const area = AREA_OF[resource];
  if (!area) throw new Error(`no staff area for ${resource}`);
  return `${area}.${action}`;
}

/** The settings that change what a role may do. */
export interface RoleSettings {
  agentsMayPublish?: boolean;
}

export function permissionsOf(role: StaffRole, settings: RoleSettings = {}): Permission[] {
  const granted = [...ROLE_PERMISSIONS[role]];
  if (role === 'agent' && settings.agentsMayPublish) granted.push('listings.publish');
  return granted;
}

/** The kinds of lead each role works: agents the buyers' requests, marketing the audience. */
export const ROLE_LEAD_KINDS: Record<StaffRole, readonly LeadKind[]> = {
  administrator: LEAD_KINDS,
  editor: LEAD_KINDS,
  agent: ['enquiry', 'start-now'],
  marketing: ['subscriber', 'saved-search'],
};

/** Roles that see only their own listings and leads. */
export const OWN_ONLY_ROLES: readonly StaffRole[] = ['agent'];

const role = (field: string) => z.enum(STAFF_ROLES, { error: `${field} must be one of: ${STAFF_ROLES.join(', ')}` });

/** A staff member as the team screen lists them. */
export const StaffUserSchema = z
  .object({
    id: z.number(),
    username: z.string(),
    email: z.string(),
    role: z.enum(STAFF_ROLES),
    /** false once deactivated: no sign-in, every session ended. */
    active: z.boolean(),
    /** true until the invited member has chosen a password. */
    invited: z.boolean(),
    /** Whether they sign in with a second factor (an administrator can turn it off for a lost phone). */
    twoFactor: z.boolean(),
    /** The team member profile of an agent (listings name it as their agent): its document id and name. */
    teamMember: z.object({ _id: z.string(), name: z.string() }).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'StaffUser' });
export type StaffUser = z.infer<typeof StaffUserSchema>;

/** The signed-in member: who they are, their role and what it lets them do now. */
export const MeSchema = z
  .object({
    user: z.object({ id: z.number(), username: z.string(), email: z.string() }),
    role: z.enum(STAFF_ROLES),
    permissions: z.array(z.enum(PERMISSIONS)),
    leadKinds: z.array(z.enum(LEAD_KINDS)),
    teamMember: z.object({ _id: z.string(), name: z.string() }).nullable(),
    twoFactor: TwoFactorStatusSchema,
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof MeSchema>;

/** A team member's document id, or null to unlink the profile. */
const teamMemberId = docId('teamMemberId').nullable();

export const InviteStaffUserInputSchema = z
  .object({
    email: requiredEmail('email'),
    username: requiredText('username', 60)
      .min(3, { error: 'username must be at least 3 characters' })
      .regex(/^[\p{L}\p{N}._-]+$/u, { error: 'username may hold letters, digits, dots, dashes and underscores only' })
      .optional(),
    role: role('role'),
    teamMemberId: teamMemberId.optional(),
  })
  .meta({ id: 'InviteStaffUserInput' });

export const UpdateStaffUserInputSchema = z
  .object({
    role: role('role').optional(),
    active: bool('active').optional(),
    teamMemberId: teamMemberId.optional(),
  })
  .meta({ id: 'UpdateStaffUserInput' });

export const StaffUserResultSchema = z
  .object({ message: z.string(), user: StaffUserSchema })
  .meta({ id: 'StaffUserResult' });

/** What a role lacks, in words, for the 403 of a route it may not use. */
export const FORBIDDEN_MESSAGE = (label: string) => `Your role (${label}) does not allow this`;
