import type { Context, Next } from 'koa';
import { isUnder, routeForm } from '@estate/contract';
import { HttpError } from '../lib/http/errors';
import { isConnectionLost, isPoolTimeout } from '../lib/database/db-retry';
import { countAttempt, LOGIN_LIMIT, loginLimiter, type LoginAttempt } from '../lib/auth/rate-limit';
import { checkPassword } from '../lib/auth/passwords';
import { hasTwoFactor } from '../lib/auth/two-factor';

/*
 * users-permissions' own doors beside the contract (docs/decisions/0013, 0060). Its routes that
 * the contract replaces are gone (src/extensions/users-permissions): registration, e-mail
 * confirmation, provider sign-in and its reset routes, whose codes never expire; staff reset
 * through /api/admin/*-password. A request for one of them answers 404 here, whatever its method
 * and spelling (the panel's catch-all GET route would otherwise answer a POST with 405).
 * /api/auth/local stays for clients of Strapi's own REST API: it shares the contract login's
 * limiter (per address and per account, each attempt counted before the password is checked),
 * so failures at either door count together, per client address as the trusted proxies report
 * it; `change-password` counts failures the same way. The plugin's own limiter (config/plugins)
 * counts every request on these doors as a second guard.
 * An account with two-factor sign-in signs in only at the contract's door, which asks for its
 * code: at /api/auth/local its right password is refused before the plugin makes any session
 * (nor a refresh cookie), and a fault while checking answers 500 without one.
 * Paths are recognised in the router's spelling (routeForm): any case, trailing or doubled
 * slashes, percent-escapes.
 */

const FAILURES_COUNT = new Set(['/api/auth/local', '/api/auth/change-password']);
const RESET_ROUTES = new Set(['/api/auth/forgot-password', '/api/auth/reset-password']);
const CLOSED_ROUTES = new Set([
  '/api/auth/local/register',
  '/api/auth/email-confirmation',
  '/api/auth/send-email-confirmation',
]);

/** Why a path (in routeForm) is one of the closed doors, or null when it is not. */
function closedDoor(path: string): string | null {
  if (RESET_ROUTES.has(path)) return 'Password reset is at /api/admin/forgot-password and /api/admin/reset-password';
  if (CLOSED_ROUTES.has(path) || isUnder(path, '/api/connect') || /^\/api\/auth\/[^/]+\/callback$/.test(path))
    return 'Not found';
  return null;
}

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

const USE_CONTRACT_DOOR =
  'This account signs in with two-factor sign-in: sign in at /api/admin/login, then send a code to /api/admin/verify-two-factor';

const USER_UID = 'plugin::users-permissions.user';

/** Whether the body names, with its right password, an account that has a second factor. */
async function signsInWithSecondFactor(ctx: Context): Promise<boolean> {
  const body = (ctx.request as unknown as { body?: { identifier?: unknown; password?: unknown } }).body;
  const { identifier, password } = body ?? {};
  if (typeof identifier !== 'string' || typeof password !== 'string' || !identifier || !password) return false;
  const user = (await strapi.db.query(USER_UID).findOne({
    where: { provider: 'local', $or: [{ email: identifier.toLowerCase() }, { username: identifier }] },
    select: ['id', 'password'],
  })) as { id: number; password?: string | null } | null;
  if (!user || !(await hasTwoFactor(user.id))) return false;
  return checkPassword(password, user.password ?? undefined);
}

export default () =>
  async function authDoors(ctx: Context, next: Next) {
    const path = routeForm(ctx.path);
    const closed = closedDoor(path);
    if (closed) return answer(ctx, new HttpError(404, closed));
    if (ctx.method !== 'POST' || !FAILURES_COUNT.has(path)) return next();
    if (path === '/api/auth/local') {
      const identifier = (ctx.request as unknown as { body?: { identifier?: unknown } }).body?.identifier;
      const account = typeof identifier === 'string' ? identifier : '';
      return countingFailures(
        ctx,
        async () => {
          if (await signsInWithSecondFactor(ctx)) return answer(ctx, new HttpError(401, USE_CONTRACT_DOOR));
          return next();
        },
        () => loginLimiter.attempt(ctx, account),
      );
    }
    // A password change is made signed in: its guesses count against the address.
    return countingFailures(ctx, next, () => countAttempt(ctx, LOGIN_LIMIT()));
  };
