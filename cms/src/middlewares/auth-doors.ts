import type { Context, Next } from 'koa';
import { HttpError } from '../lib/errors';
import { loginLimiter, type LoginAttempt } from '../lib/rate-limit';

/*
 * users-permissions' own sign-in door, /api/auth/local, issues tokens the contract accepts for
 * staff. It shares the contract login's limiter (issue 9, finding 7): the same counters per
 * address and per account, each attempt counted before the password is checked, so failures at
 * either door count together. Its reset routes are closed: their codes never
 * expire; the staff admin resets through /api/admin/forgot-password and /reset-password.
 */

const SIGN_IN = '/api/auth/local';
const CLOSED = new Set(['/api/auth/forgot-password', '/api/auth/reset-password']);

function answer(ctx: Context, error: HttpError) {
  ctx.status = error.status;
  for (const [name, value] of Object.entries(error.headers ?? {})) ctx.set(name, value);
  ctx.body = { data: null, error: { status: error.status, name: 'AuthDoorError', message: error.message } };
}

export default () =>
  async function authDoors(ctx: Context, next: Next) {
    const path = ctx.path.replace(/\/+$/, '');
    if (ctx.method === 'POST' && CLOSED.has(path)) {
      answer(ctx, new HttpError(404, 'Password reset is at /api/admin/forgot-password and /api/admin/reset-password'));
      return;
    }
    if (ctx.method !== 'POST' || path !== SIGN_IN) return next();
    const identifier = (ctx.request as unknown as { body?: { identifier?: unknown } }).body?.identifier;
    let attempt: LoginAttempt;
    try {
      attempt = await loginLimiter.attempt(ctx, typeof identifier === 'string' ? identifier : '');
    } catch (error) {
      if (error instanceof HttpError) return answer(ctx, error);
      throw error;
    }
    await next();
    // Only a sign-in that worked gives the count back.
    if (ctx.status === 200) await attempt.succeeded();
  };
