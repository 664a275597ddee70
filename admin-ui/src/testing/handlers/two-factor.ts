import {
  API_PREFIX,
  fieldErrors,
  formatRecoveryCode,
  normaliseCode,
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_CHALLENGE_SECONDS,
  TwoFactorCodeInputSchema,
  type StaffUser,
  type TwoFactorChallenge,
} from '@estate/contract';
import { http, HttpResponse } from 'msw';
import { db, record, signedInUser } from '../db';

/*
 * Two-factor sign-in as the CMS answers it (docs/decisions/0065), with codes a test can type: the
 * authenticator app's current code is always TOTP_CODE, and a member's recovery codes are known
 * (recoveryCodesOf). The sign-in's second step is in handlers/auth.ts beside the first.
 */

/** The code the fake's authenticator app shows now, for every member. */
export const TOTP_CODE = '123456';
/** The secret of every setup the fake begins (base32, as apps take it). */
export const SETUP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const SIGN_IN_AGAIN = 'This sign-in has expired. Please sign in again.';
export const WRONG_CODE =
  'That code is not right. Enter the current code of your authenticator app, or a recovery code.';
export const SETUP_EXPIRED = 'Start the setup again: its QR code has expired';
export const REQUIRED_FOR_ADMINISTRATORS =
  'The agency requires two-factor sign-in for administrators: it cannot be turned off';
const ALREADY_ON = 'Two-factor sign-in is already on: turn it off first to move it to another app';
const NOT_ON = 'Two-factor sign-in is not on';

/** A 1×1 SVG as the CMS's QR code would come: an image the page shows as it is. */
const QR_CODE = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>')}`;

let generation = 0;

/** Ten recovery codes as the CMS shows them ("k7qm2-x9dfa"), different at each call. */
function newRecoveryCodes(): string[] {
  generation += 1;
  const letters = 'abcdefghjkmnpqrstuvwxyz';
  return Array.from({ length: RECOVERY_CODE_COUNT }, (_, i) =>
    formatRecoveryCode(`k7qm${letters[generation % letters.length]}x9df${letters[i]}`),
  );
}

/** The recovery codes a member has left, as shown to them. */
export const recoveryCodesOf = (userId: number): string[] => db.recoveryCodes.get(userId) ?? [];

function setTwoFactor(userId: number, on: boolean, codes: string[] = []) {
  db.staffUsers = db.staffUsers.map((u) => (u.id === userId ? { ...u, twoFactor: on } : u));
  if (on) db.recoveryCodes.set(userId, codes);
  else db.recoveryCodes.delete(userId);
}

/** A member who has set up two-factor sign-in already; answers their recovery codes. */
export function turnOnTwoFactor(userId: number): string[] {
  const codes = newRecoveryCodes();
  setTwoFactor(userId, true, codes);
  return codes;
}

/** Turns it off, as an administrator's reset does. */
export const turnOffTwoFactor = (userId: number) => setTwoFactor(userId, false);

/** Whether the agency requires a second factor of the member (administrators, when the setting is on). */
export const requiredFor = (user: StaffUser) =>
  user.role === 'administrator' && db.settings.requireTwoFactorForAdministrators;

/** A code of a member whose second factor is on: the app's current one, or a recovery code (used up). */
export function takeCode(userId: number, typed: string): boolean {
  const code = normaliseCode(typed);
  if (code === TOTP_CODE) return true;
  const left = recoveryCodesOf(userId);
  const index = left.findIndex((c) => normaliseCode(c) === code);
  if (index < 0) return false;
  db.recoveryCodes.set(
    userId,
    left.filter((_, i) => i !== index),
  );
  return true;
}

/** What the first step answers an account with a second factor. */
export function challengeFor(user: StaffUser): TwoFactorChallenge {
  const challenge = `challenge-${user.id}-${db.challenges.size + 1}`;
  const challengeExpiresAt = new Date(Date.now() + TWO_FACTOR_CHALLENGE_SECONDS * 1000).toISOString();
  db.challenges.set(challenge, { userId: user.id, expiresAt: challengeExpiresAt });
  return { twoFactorRequired: true, challenge, challengeExpiresAt };
}

const problem = (status: number, message: string, field?: string) =>
  HttpResponse.json({ message, ...(field ? { errors: [{ field, message }] } : {}) }, { status });

export const wrongCode = (status = 400) => problem(status, WRONG_CODE, 'code');

/** The code of a request's body, or the 400 of a body without one. */
async function codeOf(request: Request): Promise<string | Response> {
  const entry = await record(request);
  const parsed = TwoFactorCodeInputSchema.safeParse(entry.body ?? {});
  if (parsed.success) return parsed.data.code;
  const errors = fieldErrors(parsed.error);
  return HttpResponse.json({ message: errors[0]?.message ?? 'Invalid input', errors }, { status: 400 });
}

// The staff guard (handlers/staff.ts) let these through: the token is an active member's.
export const twoFactorHandlers = [
  http.post(`${API_PREFIX}/start-two-factor-setup`, async ({ request }) => {
    await record(request);
    const user = signedInUser(request)!;
    if (user.twoFactor) return problem(409, ALREADY_ON);
    const expiresAt = new Date(Date.now() + 10 * 60_000).toISOString();
    db.twoFactorSetups.set(user.id, expiresAt);
    return HttpResponse.json({
      secret: SETUP_SECRET,
      otpauthUri: `otpauth://totp/Estate:${encodeURIComponent(user.email)}?secret=${SETUP_SECRET}&issuer=Estate`,
      qrCode: QR_CODE,
      expiresAt,
    });
  }),
  http.post(`${API_PREFIX}/enable-two-factor`, async ({ request }) => {
    const code = await codeOf(request);
    if (code instanceof Response) return code;
    const user = signedInUser(request)!;
    if (user.twoFactor) return problem(409, ALREADY_ON);
    const until = db.twoFactorSetups.get(user.id);
    if (!until || Date.parse(until) <= Date.now()) return problem(409, SETUP_EXPIRED);
    if (normaliseCode(code) !== TOTP_CODE) return wrongCode();
    db.twoFactorSetups.delete(user.id);
    const recoveryCodes = turnOnTwoFactor(user.id);
    return HttpResponse.json({
      message: 'Two-factor sign-in is on: you are signed out everywhere else',
      recoveryCodes,
    });
  }),
  http.post(`${API_PREFIX}/disable-two-factor`, async ({ request }) => {
    const code = await codeOf(request);
    if (code instanceof Response) return code;
    const user = signedInUser(request)!;
    if (requiredFor(user)) return problem(409, REQUIRED_FOR_ADMINISTRATORS);
    if (!user.twoFactor) return problem(409, NOT_ON);
    if (!takeCode(user.id, code)) return wrongCode();
    turnOffTwoFactor(user.id);
    return HttpResponse.json({ message: 'Two-factor sign-in is off' });
  }),
  http.post(`${API_PREFIX}/renew-recovery-codes`, async ({ request }) => {
    const code = await codeOf(request);
    if (code instanceof Response) return code;
    const user = signedInUser(request)!;
    if (!user.twoFactor) return problem(409, NOT_ON);
    if (!takeCode(user.id, code)) return wrongCode();
    const recoveryCodes = turnOnTwoFactor(user.id);
    return HttpResponse.json({ message: 'New recovery codes: the old ones no longer work', recoveryCodes });
  }),
];
