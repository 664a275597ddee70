import { createHash, randomBytes, timingSafeEqual } from 'crypto';
import { authEnv } from './auth-env';
import { actAs } from '../audit/trail';
import { assertUncommonPassword } from './common-passwords';
import { isStaffRoleType } from './roles';
import { badRequest, notFound } from '../http/errors';

/*
 * "Forgot password" of the staff admin (docs/decisions/0013). The mail carries a random code in
 * a link to PUBLIC_SITE_URL/admin/reset-password; the user row keeps only its SHA-256 and its
 * expiry (in users-permissions' resetPasswordToken, as "<hash>.<expires ms>"), so a database
 * reader cannot use it, and it works once within PASSWORD_RESET_TTL. Setting the password ends
 * every session of the user (lib/auth/sessions). users-permissions' own reset routes, whose codes
 * never expire, are gone (src/extensions/users-permissions): this is the only reset door, and the
 * stored value is no code at it (a code is hashed before it is looked up).
 */

const USER_UID = 'plugin::users-permissions.user';

export const RESET_REQUESTED =
  'If that address belongs to a staff account, a link to choose a new password is on its way. It works for a limited time.';
export const RESET_DONE = 'Your password has been changed. Please sign in with the new one.';
const INVALID_CODE = 'This reset link is invalid or has already been used. Please ask for a new one.';
const EXPIRED_CODE = 'This reset link has expired. Please ask for a new one.';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function assertResetEnabled(): void {
  if (!authEnv().passwordResetEnabled) throw notFound('Password reset is switched off on this site');
}

interface ResetUser {
  id: number;
  username: string;
  email: string;
  blocked?: boolean;
  resetPasswordToken?: string | null;
  role?: { type?: string } | null;
}

/** The queued "forgot password" requests, mailed (or dropped) by the outbox (lib/mail/outbox). */
export const RESET_REQUEST_UID = 'api::session.password-reset-request';

/**
 * Queues a reset for the address. Every request does exactly this, whether or not the address has
 * an account, so neither the answer nor its timing tells which: the lookup, the new code and the
 * mail are the outbox's work after the answer ({@link issueResetCode}, lib/mail/reset-mail).
 */
export async function requestReset(email: string): Promise<void> {
  // The link's site and how long it works are those of the CMS that took the request, whichever
  // instance's outbox then mails it.
  const { passwordResetTtlSeconds, publicUrl } = authEnv();
  await strapi.db.query(RESET_REQUEST_UID).create({
    data: {
      email: email.toLowerCase(),
      ttlSeconds: passwordResetTtlSeconds,
      siteUrl: publicUrl,
      mailStatus: 'pending',
    },
  });
}

/**
 * Queues the invitation of a staff member just made (lib/auth/staff-users): the same one-time
 * link as a reset, living STAFF_INVITE_TTL, in a mail that welcomes them with their role.
 */
export async function queueInvite(email: string, roleLabel: string): Promise<void> {
  const { staffInviteTtlSeconds, publicUrl } = authEnv();
  await strapi.db.query(RESET_REQUEST_UID).create({
    data: {
      email: email.toLowerCase(),
      ttlSeconds: staffInviteTtlSeconds,
      siteUrl: publicUrl,
      purpose: 'invite',
      roleLabel,
      mailStatus: 'pending',
    },
  });
}

export type ResetPurpose = 'reset' | 'invite';

/** A queued request as the outbox reads it back. */
export interface ResetRequest {
  email: string;
  ttlSeconds?: number | null;
  siteUrl?: string | null;
  purpose?: string | null;
  roleLabel?: string | null;
}

/** A code just issued to a staff member, for the mail that carries its link (lib/mail/reset-mail). */
export interface ResetCode {
  username: string;
  email: string;
  code: string;
  ttlSeconds: number;
  /** The site whose /admin/reset-password the link opens. */
  siteUrl: string;
  purpose: ResetPurpose;
  /** The role an invitation gives. */
  roleLabel: string;
}

/**
 * The code of a queued request, as the outbox mails it: a new code is stored (its SHA-256 and
 * expiry) for the staff member with that address; null (nothing stored, nothing sent) when the
 * address has no active staff account. A retry after a failed send stores a fresh code, so only
 * the link of the mail that went out works.
 */
export async function issueResetCode(request: ResetRequest): Promise<ResetCode | null> {
  const email = request.email;
  const user = (await strapi.db.query(USER_UID).findOne({
    where: { provider: 'local', email: email.toLowerCase() },
    select: ['id', 'username', 'email', 'blocked'],
    populate: { role: { select: ['type'] } },
  })) as ResetUser | null;
  if (!user || user.blocked || !isStaffRoleType(user.role?.type)) return null;
  const ttlSeconds = request.ttlSeconds || authEnv().passwordResetTtlSeconds;
  const siteUrl = request.siteUrl || authEnv().publicUrl;
  const purpose: ResetPurpose = request.purpose === 'invite' ? 'invite' : 'reset';
  const code = randomBytes(32).toString('base64url');
  const expires = Date.now() + ttlSeconds * 1000;
  const mark = purpose === 'invite' ? INVITE_MARK : '';
  await strapi.db.query(USER_UID).update({
    where: { id: user.id },
    data: { resetPasswordToken: `${sha256(code)}.${expires}${mark}` },
  });
  const roleLabel = request.roleLabel ?? '';
  return { username: user.username, email: user.email, code, ttlSeconds, siteUrl, purpose, roleLabel };
}

/** The stored token of an invitation ends with this: its link works while resets are switched off. */
export const INVITE_MARK = '.invite';

/**
 * Sets the new password for a valid, unexpired code (once); 400 naming `code` otherwise. With
 * invitesOnly (password reset switched off) only an invitation's code is taken: 404 for any other.
 */
export async function resetPassword(code: string, password: string, { invitesOnly = false } = {}): Promise<void> {
  const hash = sha256(code);
  const user = (await strapi.db.query(USER_UID).findOne({
    where: { provider: 'local', resetPasswordToken: { $startsWith: `${hash}.` } },
    select: ['id', 'username', 'email', 'blocked', 'resetPasswordToken'],
  })) as ResetUser | null;
  const [storedHash, expires, mark] = (user?.resetPasswordToken ?? '').split('.');
  if (invitesOnly && `.${mark}` !== INVITE_MARK) assertResetEnabled();
  const matches =
    !!storedHash && storedHash.length === hash.length && timingSafeEqual(Buffer.from(storedHash), Buffer.from(hash));
  if (!user || !matches || user.blocked) throw badRequest(INVALID_CODE, [{ field: 'code', message: INVALID_CODE }]);
  if (!(Number(expires) > Date.now())) {
    await strapi.db.query(USER_UID).update({ where: { id: user.id }, data: { resetPasswordToken: null } });
    throw badRequest(EXPIRED_CODE, [{ field: 'code', message: EXPIRED_CODE }]);
  }
  // A common password is refused while the code still works: the member chooses another.
  assertUncommonPassword(password, [user.username, user.email]);
  // Claim the code first, so two requests with the same link cannot both set a password.
  const claimed = await strapi.db.query(USER_UID).updateMany({
    where: { id: user.id, resetPasswordToken: user.resetPasswordToken },
    data: { resetPasswordToken: null },
  });
  if (!claimed.count) throw badRequest(INVALID_CODE, [{ field: 'code', message: INVALID_CODE }]);
  // users-permissions hashes the password; the change ends every session (lib/auth/sessions).
  // An invited member's account counts as confirmed once they have chosen their password. The
  // audit trail records the change as the member's own, by the mailed link.
  actAs({ kind: 'staff', id: String(user.id), name: user.username });
  await strapi.plugin('users-permissions').service('user').edit(user.id, { password, confirmed: true });
}
