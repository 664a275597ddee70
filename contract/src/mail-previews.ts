/*
 * The previews of the mails the agency sends (docs/decisions/0099): every kind, rendered with
 * sample data by the same templates as the real mails, for staff who look after the settings.
 */
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages.js';
import type { RouteSpec } from './route-def.js';
import type { RouteName } from './route-paths.js';

/** Every kind of mail, with what staff read it as. */
export const MAIL_PREVIEW_KINDS = {
  enquiry: 'Enquiry, to the agency',
  viewingRequest: 'Viewing request, to the agency',
  startNow: 'Start Now enquiry, to the agency',
  welcome: 'Welcome, to a new subscriber',
  alertConfirmation: 'Property alert confirmation, to the visitor',
  alertDigest: 'Property alert new listings, to the visitor',
  viewingRequested: 'Viewing requested, to the buyer',
  viewingConfirmed: 'Viewing confirmed, to the buyer',
  viewingRescheduled: 'Viewing moved, to the buyer',
  viewingCancelled: 'Viewing cancelled, to the buyer',
  passwordReset: 'Password reset, to a member of the team',
  staffInvite: 'Invitation, to a new member of the team',
  assignment: 'Enquiry assigned, to a member of the team',
  taskDigest: 'Morning digest, to a member of the team',
  permitReminder: 'Permit about to expire, to the listing’s agent',
} as const;

export type MailPreviewKind = keyof typeof MAIL_PREVIEW_KINDS;
export const MAIL_PREVIEW_KIND_NAMES = Object.keys(MAIL_PREVIEW_KINDS) as MailPreviewKind[];

const kind = z.enum(MAIL_PREVIEW_KIND_NAMES as [MailPreviewKind, ...MailPreviewKind[]]);

/** A kind of mail in the list of previews. */
export const MailPreviewSummarySchema = z
  .object({
    kind,
    label: z.string().meta({ description: 'What the mail is, and to whom' }),
    subject: z.string().meta({ description: 'Its subject with the sample data' }),
  })
  .meta({ id: 'MailPreviewSummary' });
export type MailPreviewSummary = z.infer<typeof MailPreviewSummarySchema>;

/** One mail rendered with sample data, as it would be sent. */
export const MailPreviewSchema = z
  .object({
    kind,
    label: z.string(),
    to: z.string(),
    replyTo: z.string().nullable(),
    subject: z.string(),
    html: z.string().meta({ description: 'The HTML part: a whole document, to show in a sandboxed frame' }),
    text: z.string().meta({ description: 'The plain-text part' }),
    attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
  })
  .meta({ id: 'MailPreview' });
export type MailPreview = z.infer<typeof MailPreviewSchema>;

/** The language of the sample buyer (docs/decisions/0101): their mails are written in it; staff mails stay English. */
export const MailPreviewQuerySchema = z
  .object({
    language: z
      .enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(', ')}` })
      .default(DEFAULT_LANGUAGE)
      .meta({ description: "The sample buyer's language (en, ar, ru, zh); default en" }),
  })
  .meta({ id: 'MailPreviewQuery' });
export type MailPreviewQuery = z.input<typeof MailPreviewQuerySchema>;

export const MAIL_PREVIEW_ROUTE_SPECS = {
  getMailPreviews: {
    access: 'staff',
    permission: 'settings.write',
    resource: 'staff',
    summary: 'Every kind of mail the agency sends, with its subject on sample data',
    query: MailPreviewQuerySchema,
    response: z.array(MailPreviewSummarySchema),
    errors: [400, 401, 403, 429],
  },
  getMailPreview: {
    access: 'staff',
    permission: 'settings.write',
    resource: 'staff',
    summary: 'One kind of mail rendered with sample data: recipient, subject, HTML and plain text, attachments',
    query: MailPreviewQuerySchema,
    response: MailPreviewSchema,
    errors: [400, 401, 403, 404, 429],
  },
} as const satisfies { [N in RouteName]?: RouteSpec };
