import type { Context, Next } from 'koa';
import { HttpError } from '../lib/errors';
import { isConnectionLost, isPoolTimeout } from '../lib/db-retry';
import {
  ACCOUNT_LIMIT,
  countAttempt,
  enforceRateLimit,
  LOGIN_LIMIT,
  loginLimiter,
  type LoginAttempt,
} from '../lib/rate-limit';

/*
 * users-permissions' own doors beside the contract (issue 9, finding 7). /api/auth/local issues
 * tokens the contract accepts for staff: it shares the contract login's limiter (per address and
 * per account, each attempt counted before the password is checked), so failures at either door
 * count together, per client address as the trusted proxies report it.
 * The plugin's own limiter is off (config/plugins.ts): it counted per socket address, i.e. every
 * visitor behind the web server as one, in memory per instance. Its routes that check a password
 * count failures the same way; those that create accounts or send mail count every request. Its
 * reset routes are closed: their codes never expire; staff reset through /api/admin/*-password.
 */

const FAILURES_COUNT = new Set(['/api/auth/local', '/api/auth/change-password']);
const EVERY_REQUEST_COUNTS = new Set(['/api/auth/local/register', '/api/auth/send-email-confirmation']);
const CLOSED = new Set(['/api/auth/forgot-password', '/api/auth/reset-password']);

function answer(ctx: Context, error: HttpError) {
  ctx.status = error.status;
  for (const [name, value] of Object.entries(error.headers ?? {})) ctx.set(name, value);
  ctx.body = { data: null, error: { status: error.status, name: 'AuthDoorError', message: error.message } };
}

async function guarded(ctx: Context, check: () => Promise<void>): Promise<boolean> {
  try {
    await check();
    return true;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    answer(ctx, error);
    return false;
  }
}

/**
 * Runs the door with its attempt counted first (429 once the allowance is spent); an answer that
 * is a refusal (4xx) leaves the count in place; a success or a server fault (5xx) gives it back.
 */
async function countingFailures(ctx: Context, next: Next, start: () => Promise<LoginAttempt>) {
  let attempt: LoginAttempt | undefined;
  if (!(await guarded(ctx, async () => void (attempt = await start())))) return;
  try {
    await next();
  } catch (error) {
    // Strapi's own refusals are thrown without a status (its error middleware maps them to 400).
    const status = (error as { status?: unknown }).status;
    const fault = (typeof status === 'number' && status >= 500) || isConnectionLost(error) || isPoolTimeout(error);
    if (fault) await attempt?.succeeded().catch(() => undefined);
    throw error;
  }
  // A success, or a failure of the server's own (5xx: no guess was judged), gives the count back.
  if ((ctx.status >= 200 && ctx.status < 300) || ctx.status >= 500) await attempt?.succeeded();
}

export default () =>
  async function authDoors(ctx: Context, next: Next) {
    if (ctx.method !== 'POST' || !ctx.path.startsWith('/api/auth/')) return next();
    const path = ctx.path.replace(/\/+$/, '').toLowerCase();
    if (CLOSED.has(path)) {
      return answer(
        ctx,
        new HttpError(404, 'Password reset is at /api/admin/forgot-password and /api/admin/reset-password'),
      );
    }
    if (EVERY_REQUEST_COUNTS.has(path)) {
      if (await guarded(ctx, () => enforceRateLimit(ctx, ACCOUNT_LIMIT()))) await next();
      return;
    }
    if (!FAILURES_COUNT.has(path)) return next();
    if (path === '/api/auth/local') {
      const identifier = (ctx.request as unknown as { body?: { identifier?: unknown } }).body?.identifier;
      const account = typeof identifier === 'string' ? identifier : '';
      return countingFailures(ctx, next, () => loginLimiter.attempt(ctx, account));
    }
    // A password change is made signed in: its guesses count against the address.
    return countingFailures(ctx, next, () => countAttempt(ctx, LOGIN_LIMIT()));
  };
