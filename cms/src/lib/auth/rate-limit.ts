import { createHash } from 'crypto';
import type { Context } from 'koa';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { clientIp } from './client-ip';
import { HttpError } from '../http/errors';
import { rateLimiter } from '../cache/rate-limiters';
import { storeConfig, type RateLimitSetting } from '../cache/store-config';

/**
 * Limits counted by rate-limiter-flexible (lib/cache/rate-limiters: Redis when configured, this
 * instance's memory while Redis is down or not configured), never evicted by cache pressure.
 * Every count is an atomic consume made before the work it guards, so concurrent requests
 * cannot all slip under the limit (docs/decisions/0012, 0097).
 */

export interface RateLimit extends RateLimitSetting {
  /** Counter name, e.g. 'leads' or 'login'. */
  name: string;
  message: string;
}

const tooMany = (message: string, retryAfter: number) =>
  new HttpError(429, message, undefined, { 'Retry-After': String(retryAfter) });

/** One counted hit, with the give-back to the limiter that counted it. */
interface CountedHit {
  undo(): Promise<void>;
}

/**
 * Counts one hit on `subject` (an address, an account) and throws 429 with Retry-After past the
 * limit. The window starts at the subject's first hit and lasts windowSeconds, so there is no
 * moment shared by all clients at which every allowance renews at once.
 */
async function count(limit: RateLimit, subject: string): Promise<CountedHit | null> {
  if (limit.max <= 0) return null;
  const limiter = rateLimiter(limit.name, limit);
  try {
    await limiter.consume(subject);
  } catch (refused) {
    if (!(refused instanceof RateLimiterRes)) throw refused;
    throw tooMany(limit.message, Math.max(1, Math.ceil(refused.msBeforeNext / 1000)));
  }
  return { undo: async () => void (await limiter.reward(subject).catch(() => undefined)) };
}

/** Counts this request against the client address's allowance; 429 once it is spent. */
export async function enforceRateLimit(ctx: Context, limit: RateLimit): Promise<void> {
  await count(limit, clientIp(ctx));
}

const LOGIN_MESSAGE = 'Too many sign-in attempts. Please wait a few minutes and try again.';
const ACCOUNT_MESSAGE = 'Too many sign-in attempts for this account. Please wait a few minutes and try again.';

export const LOGIN_LIMIT = (): RateLimit => ({ name: 'login', ...storeConfig().limits.login, message: LOGIN_MESSAGE });

export const LOGIN_ACCOUNT_LIMIT = (): RateLimit => ({
  name: 'login-account',
  ...storeConfig().limits.loginAccount,
  message: ACCOUNT_MESSAGE,
});

export const LEADS_LIMIT = (): RateLimit => ({
  name: 'leads',
  ...storeConfig().limits.leads,
  message: 'Too many requests from your address. Please try again later.',
});

/** A counted sign-in attempt: a success gives the counts back, so staff signing in often are never locked out. */
export interface LoginAttempt {
  succeeded(): Promise<void>;
}

/** The account part of a counter key: the identifier as typed, case-folded, never stored in clear. */
export const accountKey = (identifier: string) =>
  createHash('sha256').update(identifier.trim().toLowerCase()).digest('base64url').slice(0, 22);

/**
 * The sign-in limiter shared by every sign-in door. `hit` counts the attempt BEFORE the password
 * is checked, per address (LOGIN_RATE_LIMIT) and then per account (LOGIN_ACCOUNT_RATE_LIMIT, the
 * identifier as typed), both per LOGIN_RATE_WINDOW_SECONDS, and throws 429 past either. An
 * attempt refused by its address is not counted against the account, so one address can never
 * lock an account out; locking it out takes failures from several addresses.
 */
export const loginLimiter = {
  async hit(ip: string, account: string): Promise<LoginAttempt> {
    const address = await count(LOGIN_LIMIT(), ip);
    let perAccount: CountedHit | null;
    try {
      perAccount = await count(LOGIN_ACCOUNT_LIMIT(), accountKey(account));
    } catch (error) {
      // Refused for the account: this try was not made, the address keeps its allowance.
      await address?.undo();
      throw error;
    }
    return {
      succeeded: async () => {
        await Promise.all([address?.undo(), perAccount?.undo()]);
      },
    };
  },

  /** The same, with the client address of a request (X-Forwarded-For per TRUSTED_PROXIES). */
  attempt(ctx: Context, account: string): Promise<LoginAttempt> {
    return loginLimiter.hit(clientIp(ctx), account);
  },
};

/** Password reset requests and failed reset codes, per client address. */
export const RESET_LIMIT = (): RateLimit => ({
  name: 'password-reset',
  ...storeConfig().limits.passwordReset,
  message: 'Too many password reset attempts. Please wait a few minutes and try again.',
});

/**
 * Counts an attempt against the client address's allowance before it is made (429 once spent);
 * `succeeded()` gives it back, so only failures use the allowance up.
 */
export function countAttempt(ctx: Context, limit: RateLimit): Promise<LoginAttempt> {
  return countAttemptOn(limit, clientIp(ctx));
}

/** The same, against any subject's allowance (a member's codes, say). */
export async function countAttemptOn(limit: RateLimit, subject: string): Promise<LoginAttempt> {
  const hit = await count(limit, subject);
  return { succeeded: async () => void (await hit?.undo()) };
}

/** Codes of two-factor sign-in tried, per member, wherever they are typed. */
export const TWO_FACTOR_LIMIT = (): RateLimit => ({
  name: 'two-factor',
  ...storeConfig().limits.twoFactor,
  message: 'Too many codes tried for this account. Please wait a few minutes and try again.',
});
