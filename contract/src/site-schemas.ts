/*
 * Site-wide data that belongs to no kind of content: the agency's settings and the body that
 * changes them, the configured countries, the distinct values of a field, the content version
 * and the currency rates.
 */
import { z } from 'zod';
import { COUNTRY_NAMES } from './countries.js';
import { bool, linkUrl, requiredEmail, text } from './fields.js';
import { UNANSWERED_HOURS_DEFAULT, UNANSWERED_HOURS_MAX, UNANSWERED_HOURS_MIN } from './deals.js';
import { TASK_DIGEST_HOUR_DEFAULT, TASK_DIGEST_HOUR_MAX, TASK_DIGEST_HOUR_MIN } from './tasks.js';
import { BuyingCostsInputSchema, BuyingCostsSchema } from './listing-tools-schemas.js';
import { Timestamp, phoneText } from './schema-parts.js';
import { LanguageQuerySchema, TranslationNoteSchema } from './translations.js';

/** How long the audit trail keeps entries, in days: the default and the bounds staff may choose. */
export const AUDIT_RETENTION_DEFAULT_DAYS = 730;
export const AUDIT_RETENTION_MIN_DAYS = 30;
export const AUDIT_RETENTION_MAX_DAYS = 3650;

export const SettingsSchema = z
  .object({
    agencyName: z.string(),
    phone: z.string(),
    email: z.string(),
    whatsapp: z.string(),
    address: z.string(),
    instagramUrl: z.string(),
    linkedinUrl: z.string(),
    youtubeUrl: z.string(),
    founderName: z.string().meta({ description: 'Team member title sorted first on the About page' }),
    permitRequiredInDubai: z.boolean().meta({
      description:
        'When on, a Dubai listing that is not off-market cannot be published (by add and update, or from a draft) without a permit number',
    }),
    agentsMayPublish: z.boolean().meta({
      description:
        'When on, staff with the Agent role publish their own listings; when off (the default) their saves stay drafts until an editor or administrator publishes them',
    }),
    requireTwoFactorForAdministrators: z.boolean().meta({
      description:
        'When on, administrators must sign in with a second factor: one without it may only set it up until it is on',
    }),
    auditRetentionDays: z.number().meta({
      description: 'How many days the audit trail keeps its entries (older ones are removed every hour)',
    }),
    dealRoundRobin: z.boolean().meta({
      description:
        'When on, a new enquiry whose listing has no active agent is assigned to the agents in turn; when off it waits unassigned',
    }),
    dealUnansweredHours: z.number().meta({
      description: `After how many hours a new deal nobody answered is flagged (default ${UNANSWERED_HOURS_DEFAULT})`,
    }),
    taskDigestHour: z.number().meta({
      description: `The hour (Dubai time, 0-23) each member's morning digest of tasks and viewings goes out (default ${TASK_DIGEST_HOUR_DEFAULT})`,
    }),
    // The listing calculator's constants (docs/decisions/0037): the defaults until staff change them.
    buyingCosts: BuyingCostsSchema,
    updatedAt: Timestamp.nullable(),
    translation: TranslationNoteSchema.optional().meta({
      description: 'Read in a language (`?language=`): the texts still in English (the address)',
    }),
  })
  .meta({ id: 'Settings', description: 'Agency contact details shown across the public site' });
export type Settings = z.infer<typeof SettingsSchema>;

/** The settings' query: the language of the visitor-facing texts (docs/decisions/0102). */
export const SettingsQuerySchema = LanguageQuerySchema;

export const SettingsInputSchema = z
  .object({
    agencyName: text('agencyName', 200).optional(),
    phone: phoneText('phone'),
    email: z.union([z.literal(''), requiredEmail('email')]).optional(),
    whatsapp: phoneText('whatsapp'),
    address: text('address', 500).optional(),
    instagramUrl: linkUrl('instagramUrl').optional(),
    linkedinUrl: linkUrl('linkedinUrl').optional(),
    youtubeUrl: linkUrl('youtubeUrl').optional(),
    founderName: text('founderName', 200).optional(),
    permitRequiredInDubai: bool('permitRequiredInDubai').optional(),
    agentsMayPublish: bool('agentsMayPublish').optional(),
    requireTwoFactorForAdministrators: bool('requireTwoFactorForAdministrators').optional(),
    auditRetentionDays: z
      .number({ error: 'auditRetentionDays must be a whole number of days' })
      .int({ error: 'auditRetentionDays must be a whole number of days' })
      .min(AUDIT_RETENTION_MIN_DAYS, { error: `auditRetentionDays must be at least ${AUDIT_RETENTION_MIN_DAYS}` })
      .max(AUDIT_RETENTION_MAX_DAYS, { error: `auditRetentionDays must be at most ${AUDIT_RETENTION_MAX_DAYS}` })
      .optional(),
    dealRoundRobin: bool('dealRoundRobin').optional(),
    dealUnansweredHours: z
      .number({ error: 'dealUnansweredHours must be a whole number of hours' })
      .int({ error: 'dealUnansweredHours must be a whole number of hours' })
      .min(UNANSWERED_HOURS_MIN, { error: `dealUnansweredHours must be at least ${UNANSWERED_HOURS_MIN}` })
      .max(UNANSWERED_HOURS_MAX, { error: `dealUnansweredHours must be at most ${UNANSWERED_HOURS_MAX}` })
      .optional(),
    taskDigestHour: z
      .number({ error: 'taskDigestHour must be a whole hour from 0 to 23' })
      .int({ error: 'taskDigestHour must be a whole hour from 0 to 23' })
      .min(TASK_DIGEST_HOUR_MIN, { error: 'taskDigestHour must be a whole hour from 0 to 23' })
      .max(TASK_DIGEST_HOUR_MAX, { error: 'taskDigestHour must be a whole hour from 0 to 23' })
      .optional(),
    buyingCosts: BuyingCostsInputSchema.nullable().optional().meta({
      description: 'The calculator constants to change (the others keep theirs); null restores every default',
    }),
  })
  .meta({ id: 'SettingsInput' });

export const CountrySchema = z.object({ name: z.enum(COUNTRY_NAMES) }).meta({ id: 'Country' });

/** Distinct values of one field (locations, countries), trimmed, one per case-insensitive spelling. */
export const DistinctValuesSchema = z.array(z.string()).meta({ id: 'DistinctValues' });

/** The content version: an opaque token, new whenever committed content changes (decision 0004). */
export const ContentVersionSchema = z.object({ version: z.string().min(1) }).meta({ id: 'ContentVersion' });
export type ContentVersion = z.infer<typeof ContentVersionSchema>;

/** The kinds of content with a public page of their own, as the sitemap lists them. */
export const SITEMAP_KINDS = ['property', 'development', 'area', 'post'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];
/** The most entries one answer of getSitemapEntries holds, and how many it holds unless asked for fewer. */
export const SITEMAP_PAGE_MAX = 5000;

/** A page of the sitemap's entries: one kind, after the cursor the previous page answered. */
export const SitemapEntriesQuerySchema = z
  .object({
    kind: z.enum(SITEMAP_KINDS, { error: `kind must be one of ${SITEMAP_KINDS.join(', ')}` }).meta({
      description: 'Whose pages: listings, developments, areas or posts',
    }),
    after: z
      .string({ error: 'after must be text' })
      .trim()
      .min(1, { error: 'after must be the next cursor of the previous page' })
      .max(64, { error: 'after must be at most 64 characters' })
      .optional()
      .meta({ description: "The previous answer's next cursor; none for the first page" }),
    limit: z
      .number({ error: 'limit must be a number' })
      .int({ error: 'limit must be a whole number' })
      .min(1, { error: `limit must be between 1 and ${SITEMAP_PAGE_MAX}` })
      .max(SITEMAP_PAGE_MAX, { error: `limit must be between 1 and ${SITEMAP_PAGE_MAX}` })
      .optional()
      .meta({ description: `Entries in this page (default ${SITEMAP_PAGE_MAX})` }),
  })
  .meta({ id: 'SitemapEntriesQuery' });
export type SitemapEntriesQuery = z.input<typeof SitemapEntriesQuerySchema>;

export const SitemapEntrySchema = z
  .object({
    slug: z.string(),
    updatedAt: Timestamp,
    slugs: z.record(z.string(), z.string()).optional().meta({
      description: "The page's slug in the languages where a translation gives it one of its own (docs/decisions/0102)",
    }),
  })
  .meta({ id: 'SitemapEntry', description: 'A public page: its slug and when its content last changed' });
export type SitemapEntry = z.infer<typeof SitemapEntrySchema>;

export const SitemapEntriesSchema = z
  .object({
    items: z.array(SitemapEntrySchema),
    next: z.string().nullable().meta({
      description: 'The cursor of the next page (pass it as after), or null when this page is the last',
    }),
  })
  .meta({ id: 'SitemapEntries' });
export type SitemapEntries = z.infer<typeof SitemapEntriesSchema>;

export const RatesSchema = z
  .object({
    base: z.literal('AED'),
    rates: z.record(z.string(), z.number()).meta({ description: 'Units of each currency one dirham buys' }),
    source: z.enum(['live', 'fallback']),
    updatedAt: Timestamp,
  })
  .meta({ id: 'Rates' });
export type Rates = z.infer<typeof RatesSchema>;
