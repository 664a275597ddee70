/*
 * Two-factor sign-in of staff (docs/decisions/0065): time-based one-time codes (TOTP, RFC 6238)
 * from an authenticator app, and single-use recovery codes for a lost phone. A member whose
 * account has it signs in in two steps: the password answers a short-lived challenge instead of a
 * token, and the challenge with a code answers the token.
 */
import { z } from 'zod';
import { requiredText } from './fields.js';

/** Digits of a code and seconds each code lasts: what every authenticator app expects. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** How many recovery codes a member gets at a time; each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the challenge of a sign-in's first step lasts. */
export const TWO_FACTOR_CHALLENGE_SECONDS = 300;

/** The 403 of every route but the setup's for an administrator who must still set it up. */
export const TWO_FACTOR_SETUP_REQUIRED =
  'Set up two-factor sign-in to continue: the agency requires it for administrators';

/** What the sign-in's first step answers for an account with two-factor sign-in. */
export const TwoFactorChallengeSchema = z
  .object({
    twoFactorRequired: z.literal(true),
    challenge: z.string().meta({ description: 'Send it back with a code to POST /verify-two-factor' }),
    challengeExpiresAt: z.string(),
  })
  .meta({ id: 'TwoFactorChallenge' });
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallengeSchema>;

/** A code as typed: six digits from the app, or a recovery code; spaces and dashes are ignored. */
const code = requiredText('code', 40).meta({
  description: 'The six-digit code of the authenticator app, or one of the recovery codes',
});

export const VerifyTwoFactorInputSchema = z
  .object({ challenge: requiredText('challenge', 1000), code })
  .meta({ id: 'VerifyTwoFactorInput' });

export const TwoFactorCodeInputSchema = z.object({ code }).meta({ id: 'TwoFactorCodeInput' });

/** The secret of a setup that is not on yet: shown once, as a QR code and as text to type. */
export const TwoFactorSetupSchema = z
  .object({
    secret: z.string().meta({ description: 'Base32, for apps that cannot scan' }),
    otpauthUri: z.string().meta({ description: 'The otpauth:// address the QR code holds' }),
    qrCode: z.string().meta({ description: 'The QR code as an SVG data: address' }),
    expiresAt: z.string().meta({ description: 'Confirm with a code before this, or start again' }),
  })
  .meta({ id: 'TwoFactorSetup' });
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

/** New recovery codes, shown once: the server keeps only their hashes. */
export const RecoveryCodesSchema = z
  .object({ message: z.string(), recoveryCodes: z.array(z.string()) })
  .meta({ id: 'RecoveryCodes' });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

/** The signed-in member's two-factor sign-in, as GET /get-me tells it. */
export const TwoFactorStatusSchema = z
  .object({
    enabled: z.boolean(),
    /** The agency requires it of this member (administrators, when the setting is on). */
    required: z.boolean(),
    recoveryCodesLeft: z.number().int(),
  })
  .meta({ id: 'TwoFactorStatus' });
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

/** A recovery code as shown: two groups of five, e.g. "k7qm2-x9dfa". */
export const formatRecoveryCode = (raw: string) => `${raw.slice(0, 5)}-${raw.slice(5)}`;

/** A code as typed, without spaces or dashes and in lower case. */
export const normaliseCode = (typed: string) => typed.replace(/[\s-]+/g, '').toLowerCase();
