/*
 * Mails the outbox could not send for good (docs/decisions/0068 and 0083): a buyer's viewing mail
 * and a mail to a member of the team (a deal assigned, the morning digest, a permit reminder) are
 * kept as failed, with their last error, until staff send them again (or dismiss a team mail).
 * What the mail server said is put in plain words for staff; its own words come along.
 */
import { z } from 'zod';
import { MessageSchema } from './shared-schemas.js';
import type { RouteSpec } from './route-def.js';
import type { RouteName } from './route-paths.js';

const SAID: ReadonlyArray<[RegExp, string]> = [
  [
    /EAUTH|Invalid login|authenticat/i,
    'The mail server refused the agency’s sign-in: the mail settings need checking.',
  ],
  [
    /recipients? (were |was )?rejected|EENVELOPE|user unknown|no such user|mailbox unavailable|5\.1\.\d/i,
    'The recipient’s address was refused: it may be misspelt, full or no longer in use.',
  ],
  [/ECONNREFUSED|ENOTFOUND|EAI_AGAIN|getaddrinfo|EHOSTUNREACH|ENETUNREACH/i, 'The mail server could not be reached.'],
  [/ETIMEDOUT|timed? ?out/i, 'The mail server did not answer in time.'],
  [
    /ECONNRESET|socket hang up|connection closed|closed unexpectedly|EPIPE/i,
    'The connection to the mail server broke off.',
  ],
  [/\b4\d\d\b/, 'The mail server was busy and asked to try again later.'],
  [/\b5\d\d\b/, 'The mail server refused the message.'],
];

/** What a mail server's error means, in a sentence staff can act on. */
export function mailErrorInWords(error: string): string {
  for (const [pattern, words] of SAID) if (pattern.test(error)) return words;
  return 'The mail could not be sent.';
}

const failure = {
  queuedAt: z.string().meta({ description: 'When the mail was queued' }),
  failedAt: z.string().nullable().meta({ description: 'When its last attempt failed (it is not tried again)' }),
  attempts: z.number(),
  error: z.string().meta({ description: 'What the mail server said at the last attempt' }),
  reason: z.string().meta({ description: 'The error in plain words (mailErrorInWords)' }),
};

/** A mail to a member of the team that failed for good. */
export const UndeliveredStaffMailSchema = z
  .object({
    _id: z.string(),
    to: z.string(),
    subject: z.string(),
    ...failure,
  })
  .meta({ id: 'UndeliveredStaffMail' });
export type UndeliveredStaffMail = z.infer<typeof UndeliveredStaffMailSchema>;

/** A buyer's mail about a viewing that failed for good: which change it told of, and why it failed. */
export const UndeliveredViewingMailSchema = z
  .object({
    _id: z.string(),
    change: z.enum(['requested', 'confirmed', 'rescheduled', 'cancelled']),
    sequence: z.number().meta({ description: 'The viewing’s change it told of (0: the booking)' }),
    to: z.string(),
    ...failure,
  })
  .meta({ id: 'UndeliveredViewingMail' });
export type UndeliveredViewingMail = z.infer<typeof UndeliveredViewingMailSchema>;

export const UNDELIVERED_MAIL_ROUTE_SPECS = {
  getUndeliveredStaffMails: {
    access: 'staff',
    permission: 'users.manage',
    resource: 'staff',
    summary:
      'The mails to members of the team (a deal assigned, the morning digest, a permit reminder) that could not be sent, newest first',
    response: z.array(UndeliveredStaffMailSchema),
    errors: [401, 403, 429],
  },
  resendStaffMail: {
    access: 'staff',
    permission: 'users.manage',
    resource: 'staff',
    summary: 'Queue a mail to a member of the team that could not be sent again; recorded in the audit trail',
    response: MessageSchema,
    errors: [401, 403, 404, 409, 429],
  },
  dismissStaffMail: {
    access: 'staff',
    permission: 'users.manage',
    resource: 'staff',
    summary: 'Remove a mail to a member of the team that could not be sent; recorded in the audit trail',
    response: MessageSchema,
    errors: [401, 403, 404, 409, 429],
  },
} as const satisfies { [N in RouteName]?: RouteSpec };
