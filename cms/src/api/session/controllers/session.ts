import type { Context } from 'koa';
import {
  ForgotPasswordInputSchema,
  LoginInputSchema,
  LogoutInputSchema,
  ResetPasswordInputSchema,
  TwoFactorCodeInputSchema,
  VerifyTwoFactorInputSchema,
} from '@estate/contract';
import { parseInput, readBody } from '../../../lib/http/body';
import { notFound, unauthorized } from '../../../lib/http/errors';
import {
  countAttempt,
  enforceRateLimit,
  loginLimiter,
  RESET_LIMIT,
  type LoginAttempt,
} from '../../../lib/auth/rate-limit';
import { sessionOf } from '../../../lib/auth/auth';
import { clientIp } from '../../../lib/auth/client-ip';
import { authEnv } from '../../../lib/auth/auth-env';
import { accessIn, isStaffRoleType } from '../../../lib/auth/roles';
import {
  challengeFor,
  completeSignIn,
  disable as disableTwoFactor,
  enable as enableTwoFactor,
  hasTwoFactor,
  renewRecoveryCodes,
  startSetup,
} from '../../../lib/auth/two-factor';
import { checkPassword } from '../../../lib/auth/passwords';
import {
  assertResetEnabled,
  requestReset,
  RESET_DONE,
  RESET_REQUESTED,
  resetPassword,
} from '../../../lib/auth/password-reset';
import {
  endAllSessions,
  endOtherSessions,
  endOwnSession,
  endSession,
  listSessions,
  renewSession,
  startSession,
} from '../../../lib/auth/sessions';

const USER_UID = 'plugin::users-permissions.user';
const FAILED = 'Invalid username or password';

/**
 * A sign-in that failed for the server's own fault (the database went away: 503) was no guess at
 * a password: its count is given back, so a database blip can never lock staff out.
 */
async function notCountedIfFault<T>(attempt: LoginAttempt, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    await attempt.succeeded().catch(() => undefined);
    throw error;
  }
}

export default {
  /**
   * Staff sign-in against users-permissions, by username or e-mail. Only staff get a token; the
   * same message answers a wrong username or password, so it tells nothing about which was wrong.
   * The token is an access token of a new session (lib/auth/sessions).
   */
  async login(ctx: Context) {
    const body = readBody(ctx);
    const { username, password } = parseInput(LoginInputSchema, body.fields, body.multipart);
    // Counted before the password is checked (concurrent guesses cannot slip under the limit);
    // a success gives the count back, so only failures use up the allowance.
    const attempt = await loginLimiter.attempt(ctx, username);
    const identifier = username.toLowerCase();
    const user = (await notCountedIfFault(attempt, () =>
      strapi.db.query(USER_UID).findOne({
        where: { provider: 'local', $or: [{ email: identifier }, { username }] },
        populate: { role: { select: ['type'] } },
      }),
    )) as {
      id: number;
      username: string;
      email: string;
      password?: string;
      blocked?: boolean;
      confirmed?: boolean;
      role?: { type?: string };
    } | null;
    // An unknown user costs the same hash comparison as a known one: timing tells nothing.
    const valid = await checkPassword(password, user?.password);
    if (!user || !valid) throw unauthorized(FAILED);
    if (user.blocked) throw unauthorized('This account is blocked');
    if (!isStaffRoleType(user.role?.type)) throw unauthorized('This account has no staff access');
    await attempt.succeeded();
    // With a second factor, the password wins only a challenge for POST /verify-two-factor.
    if (await hasTwoFactor(user.id)) {
      ctx.body = challengeFor(user);
      return;
    }
    const session = await startSession(user.id, { userAgent: ctx.get('user-agent'), ip: clientIp(ctx) });
    ctx.body = { ...session, user: { id: user.id, username: user.username, email: user.email } };
  },

  /** The second step of a sign-in with two-factor: the challenge and a code answer the token. */
  async verifyTwoFactor(ctx: Context) {
    const body = readBody(ctx);
    const { challenge, code } = parseInput(VerifyTwoFactorInputSchema, body.fields, body.multipart);
    const user = await completeSignIn(challenge, code, isStaffRoleType);
    const session = await startSession(user.id, { userAgent: ctx.get('user-agent'), ip: clientIp(ctx) });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { ...session, user };
  },

  async startTwoFactorSetup(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await startSetup(accessIn(ctx).user);
  },

  async enableTwoFactor(ctx: Context) {
    const body = readBody(ctx);
    const { code } = parseInput(TwoFactorCodeInputSchema, body.fields, body.multipart);
    const recoveryCodes = await enableTwoFactor(accessIn(ctx).user, code);
    // Sign-ins made elsewhere with the password alone end; this one stays.
    await endOtherSessions(sessionOf(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { message: 'Two-factor sign-in is on: you are signed out everywhere else', recoveryCodes };
  },

  async disableTwoFactor(ctx: Context) {
    const body = readBody(ctx);
    const { code } = parseInput(TwoFactorCodeInputSchema, body.fields, body.multipart);
    await disableTwoFactor(accessIn(ctx).user, code);
    ctx.body = { message: 'Two-factor sign-in is off' };
  },

  async renewRecoveryCodes(ctx: Context) {
    const body = readBody(ctx);
    const { code } = parseInput(TwoFactorCodeInputSchema, body.fields, body.multipart);
    const recoveryCodes = await renewRecoveryCodes(accessIn(ctx).user, code);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { message: 'New recovery codes: the old ones no longer work', recoveryCodes };
  },

  /** A fresh token of the signed-in session (is-staff has verified it); 401 once it has ended. */
  async renewSession(ctx: Context) {
    ctx.body = await renewSession(sessionOf(ctx));
  },

  /** Ends every session of the user, or with { scope: 'session' } only this one. */
  async logout(ctx: Context) {
    const body = readBody(ctx);
    const { scope = 'all' } = parseInput(LogoutInputSchema, body.fields, body.multipart);
    const session = sessionOf(ctx);
    if (scope === 'session') await endSession(session);
    else await endAllSessions(session.userId);
    ctx.body = { message: 'You have been signed out' };
  },

  /** The member's own live sign-ins. */
  async getSessions(ctx: Context) {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await listSessions(sessionOf(ctx));
  },

  /** Ends one of the member's own sign-ins; 404 for an id that is not one of theirs. */
  async endSession(ctx: Context) {
    const session = sessionOf(ctx);
    if (!(await endOwnSession(session.userId, String(ctx.params.id)))) throw notFound('Session not found');
    ctx.body = { message: 'That sign-in has ended' };
  },

  /** Mails a reset link to a staff member; the same answer whether or not the address is known. */
  async forgotPassword(ctx: Context) {
    assertResetEnabled();
    const body = readBody(ctx);
    const { email } = parseInput(ForgotPasswordInputSchema, body.fields, body.multipart);
    // Every request counts: each may send a mail.
    await enforceRateLimit(ctx, RESET_LIMIT());
    // The same work for every address. The outbox's next round (OUTBOX_POLL_MS) looks it up and
    // mails, on its own clock: work started by this request would slow the requests right after
    // it, for staff addresses only.
    await requestReset(email);
    ctx.body = { message: RESET_REQUESTED };
  },

  /** Sets a new password with the code of a reset link, once; every session of the user ends. */
  async resetPassword(ctx: Context) {
    // With resets switched off, an invitation's link still works (lib/auth/password-reset).
    const invitesOnly = !authEnv().passwordResetEnabled;
    const body = readBody(ctx);
    const { code, password } = parseInput(ResetPasswordInputSchema, body.fields, body.multipart);
    // Guessing codes counts against the same allowance as asking for them; counted before the
    // code is checked, so concurrent guesses cannot slip under it, and given back on success.
    const attempt = await countAttempt(ctx, RESET_LIMIT());
    await resetPassword(code, password, { invitesOnly });
    await attempt.succeeded();
    ctx.body = { message: RESET_DONE };
  },
};
