import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@estate/contract';

/* Time-based one-time codes (RFC 6238) as every authenticator app makes them: SHA-1, six digits, 30 s. */

export const totpOf = (secret: string, label = 'staff', issuerName = 'Estate') =>
  new TOTP({
    issuer: issuerName,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/**
 * The time step a six-digit code belongs to, when it is the code of this secret now or one step
 * either side (a phone's clock a little off); null otherwise.
 */
export function stepOfCode(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d+$/.test(code) || code.length !== TOTP_DIGITS) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}
