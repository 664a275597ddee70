import type { Context } from 'koa';
import { clientIp } from './client-ip';
import { HttpError } from './errors';
import { store } from './store';

export interface RateLimit {
  /** Counter name, e.g. 'leads' or 'login'. */
  name: string;
  /** Requests allowed per window and client. */
  max: number;
  windowSeconds: number;
  message: string;
}

function windowKey(ctx: Context, limit: RateLimit): { key: string; retryAfter: number } {
  const now = Math.floor(Date.now() / 1000);
  const window = Math.floor(now / limit.windowSeconds);
  return {
    key: `rl:${limit.name}:${window}:${clientIp(ctx)}`,
    retryAfter: Math.max(1, (window + 1) * limit.windowSeconds - now),
  };
}

const tooMany = (limit: RateLimit, retryAfter: number) =>
  new HttpError(429, limit.message, undefined, { 'Retry-After': String(retryAfter) });

/**
 * A fixed-window counter per client address in the shared store, so the limit holds across CMS
 * instances. Counts this request and throws 429 with Retry-After once the allowance is spent.
 */
export async function enforceRateLimit(ctx: Context, limit: RateLimit): Promise<void> {
  if (limit.max <= 0) return;
  const { key, retryAfter } = windowKey(ctx, limit);
  if ((await store().incr(key, limit.windowSeconds + 1)) > limit.max) throw tooMany(limit, retryAfter);
}

/** 429 when the client has spent its allowance, without counting this request. */
export async function assertUnderLimit(ctx: Context, limit: RateLimit): Promise<void> {
  if (limit.max <= 0) return;
  const { key, retryAfter } = windowKey(ctx, limit);
  if (Number((await store().get(key)) ?? 0) >= limit.max) throw tooMany(limit, retryAfter);
}

/** Count a request against the allowance (failed sign-ins). */
export async function recordAttempt(ctx: Context, limit: RateLimit): Promise<void> {
  if (limit.max <= 0) return;
  await store().incr(windowKey(ctx, limit).key, limit.windowSeconds + 1);
}

const num = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && process.env[name] !== '' && process.env[name] !== undefined ? v : fallback;
};

export const LOGIN_LIMIT = (): RateLimit => ({
  name: 'login',
  max: num('LOGIN_RATE_LIMIT', 10),
  windowSeconds: num('LOGIN_RATE_WINDOW_SECONDS', 300),
  message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
});

export const LEADS_LIMIT = (): RateLimit => ({
  name: 'leads',
  max: num('LEADS_RATE_LIMIT', 10),
  windowSeconds: num('LEADS_RATE_WINDOW_SECONDS', 600),
  message: 'Too many requests from your address. Please try again later.',
});

/** Password reset requests and failed reset codes, per client address. */
export const RESET_LIMIT = (): RateLimit => ({
  name: 'password-reset',
  max: num('PASSWORD_RESET_RATE_LIMIT', 5),
  windowSeconds: num('PASSWORD_RESET_RATE_WINDOW_SECONDS', 900),
  message: 'Too many password reset attempts. Please wait a few minutes and try again.',
});

/** users-permissions' routes that create accounts or send account mail, per client address. */
export const ACCOUNT_LIMIT = (): RateLimit => ({
  name: 'account',
  max: num('ACCOUNT_RATE_LIMIT', 20),
  windowSeconds: num('ACCOUNT_RATE_WINDOW_SECONDS', 600),
  message: 'Too many requests from your address. Please try again later.',
});
