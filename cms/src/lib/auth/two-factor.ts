import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'crypto';
import { Secret } from 'otpauth';
import QRCode from 'qrcode';
import {
  formatRecoveryCode,
  normaliseCode,
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_CHALLENGE_SECONDS,
  type StaffRole,
  type TwoFactorChallenge,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@estate/contract';
import { transactionLock, type Transaction } from '../database/locks';
import { badRequest, conflict, HttpError, unauthorized } from '../http/errors';
import { record } from '../audit/trail';
import { countAttemptOn, TWO_FACTOR_LIMIT } from './rate-limit';
import { stepOfCode, totpOf } from './totp';
import { settingsRow } from '../read/settings-row';

/*
 * Two-factor sign-in of staff (docs/decisions/0065). A member's authenticator secret is kept
 * encrypted (AES-256-GCM under a key derived from ENCRYPTION_KEY), their recovery codes as keyed
 * hashes only, and the step of the last code used, so no code works twice. Every code tried counts
 * against the member's allowance (TWO_FACTOR_RATE_LIMIT per TWO_FACTOR_RATE_WINDOW_SECONDS) before
 * it is checked, wherever it is tried; a right one gives its count back.
 */

const TWO_FACTOR_UID = 'api::staff.two-factor';
const USER_UID = 'plugin::users-permissions.user';
/** How long a setup's QR code may wait for its first code. */
const SETUP_SECONDS = 10 * 60;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const SIGN_IN_AGAIN = 'This sign-in has expired. Please sign in again.';
const WRONG_CODE = 'That code is not right. Enter the current code of your authenticator app, or a recovery code.';

interface TwoFactorRow {
  id: number;
  secret?: string | null;
  pendingSecret?: string | null;
  pendingUntil?: string | Date | null;
  enabledAt?: string | Date | null;
  recoveryCodes?: unknown;
  lastStep?: string | number | null;
}

/* ---- keys, encryption and hashes ---- */

function keyFor(purpose: string): Buffer {
  const base =
    (strapi.config.get('admin.secrets.encryptionKey') as string | undefined) ||
    (strapi.config.get('plugin::users-permissions.jwtSecret') as string);
  return Buffer.from(hkdfSync('sha256', base, 'estate-two-factor', purpose, 32));
}

function encrypt(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor('secret'), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

const KEY_CHANGED =
  "Two-factor sign-in of this account cannot be checked: the server's ENCRYPTION_KEY is not the one it was set up with. An administrator must reset it (docs/operations.md)";

/** The secret sealed by encrypt(); 409 when this server's key cannot open it (ENCRYPTION_KEY changed). */
function decrypt(sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  try {
    if (version !== 'v1' || !iv || !tag || !body) throw new Error('a two-factor secret in an unknown form');
    const decipher = createDecipheriv('aes-256-gcm', keyFor('secret'), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch (error) {
    strapi.log.error(`two-factor: a stored secret cannot be decrypted (${(error as Error).message})`);
    throw conflict(KEY_CHANGED);
  }
}

const recoveryHash = (normalised: string) =>
  createHmac('sha256', keyFor('recovery')).update(normalised).digest('base64url');

function newRecoveryCodes(): { shown: string[]; hashes: string[] } {
  const shown: string[] = [];
  const hashes: string[] = [];
  for (let i = 0; i < RECOVERY_CODE_COUNT; i++) {
    const raw = Array.from(randomBytes(10), (b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
    shown.push(formatRecoveryCode(raw));
    hashes.push(recoveryHash(raw));
  }
  return { shown, hashes };
}

const hashesOf = (row: TwoFactorRow): string[] =>
  Array.isArray(row.recoveryCodes) ? row.recoveryCodes.filter((h): h is string => typeof h === 'string') : [];

/* ---- codes ---- */

async function issuer(): Promise<string> {
  const row = await settingsRow<{
    agencyName?: string;
  }>(['agencyName']);
  return row?.agencyName?.trim() || 'Estate';
}

/* ---- the stored row ---- */

async function rowOf(userId: number): Promise<TwoFactorRow | null> {
  return (await strapi.db.query(TWO_FACTOR_UID).findOne({ where: { user: { id: userId } } })) as TwoFactorRow | null;
}

async function removeRow(userId: number): Promise<void> {
  const row = await rowOf(userId);
  if (row) await strapi.db.query(TWO_FACTOR_UID).delete({ where: { id: row.id } });
}

const isOn = (row: TwoFactorRow | null): row is TwoFactorRow & { secret: string } => !!row?.enabledAt && !!row.secret;

/** Whether the user signs in with a second factor. */
export async function hasTwoFactor(userId: number): Promise<boolean> {
  return isOn(await rowOf(userId));
}

/** Of these users, those who sign in with a second factor. */
export async function usersWithTwoFactor(userIds: number[]): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const rows = (await strapi.db.query(TWO_FACTOR_UID).findMany({
    where: { user: { id: { $in: userIds } }, enabledAt: { $notNull: true }, secret: { $notNull: true } },
    select: ['id'],
    populate: { user: { select: ['id'] } },
  })) as Array<{ user?: { id: number } | null }>;
  return new Set(rows.flatMap((r) => (r.user ? [r.user.id] : [])));
}

/** Whether the agency requires a second factor of this role (administrators, when the setting is on). */
export async function requiredFor(role: StaffRole): Promise<boolean> {
  if (role !== 'administrator') return false;
  const row = await settingsRow<{
    requireTwoFactorForAdministrators?: unknown;
  }>(['requireTwoFactorForAdministrators']);
  const v = row?.requireTwoFactorForAdministrators;
  return v === true || v === 1 || v === '1' || v === 'true';
}

/** Whether the member must set up two-factor sign-in before anything else. */
export async function mustSetUp(userId: number, role: StaffRole): Promise<boolean> {
  return (await requiredFor(role)) && !(await hasTwoFactor(userId));
}

export async function statusOf(userId: number, role: StaffRole): Promise<TwoFactorStatus> {
  const row = await rowOf(userId);
  const enabled = isOn(row);
  return { enabled, required: await requiredFor(role), recoveryCodesLeft: enabled ? hashesOf(row).length : 0 };
}

/** Runs `work` holding the member's two-factor lock, inside a transaction. */
async function locked<T>(userId: number, work: () => Promise<T>): Promise<T> {
  return (await strapi.db.transaction(async ({ trx }) => {
    await transactionLock(trx as unknown as Transaction, `two-factor:${userId}`);
    return work();
  })) as T;
}

/**
 * Uses up a code of a member whose second factor is on: a current app code newer than the last one
 * used, or one of their recovery codes. Counted first; false for a wrong code.
 */
async function useCode(userId: number, typed: string): Promise<boolean> {
  const attempt = await countAttemptOn(TWO_FACTOR_LIMIT(), String(userId));
  const used = await locked(userId, async () => {
    const row = await rowOf(userId);
    if (!isOn(row)) return false;
    const code = normaliseCode(typed);
    const step = stepOfCode(decrypt(row.secret), code);
    if (step !== null) {
      const last = row.lastStep == null ? -1 : Number(row.lastStep);
      if (step <= last) return false;
      await strapi.db.query(TWO_FACTOR_UID).update({ where: { id: row.id }, data: { lastStep: step } });
      return true;
    }
    if (!/^[a-z0-9]{10}$/.test(code)) return false;
    const hash = recoveryHash(code);
    const hashes = hashesOf(row);
    const index = hashes.findIndex(
      (h) => h.length === hash.length && timingSafeEqual(Buffer.from(h), Buffer.from(hash)),
    );
    if (index < 0) return false;
    await strapi.db.query(TWO_FACTOR_UID).update({
      where: { id: row.id },
      data: { recoveryCodes: hashes.filter((_, i) => i !== index) },
    });
    return true;
  });
  if (used) await attempt.succeeded();
  return used;
}

const wrongCode = () => badRequest(WRONG_CODE, [{ field: 'code', message: WRONG_CODE }]);

/* ---- signing in ---- */

/** Ties a challenge to the password it was won with: a new password voids the challenges of the old. */
const passwordMark = (passwordHash: string | null | undefined) =>
  createHash('sha256')
    .update(passwordHash ?? '')
    .digest('base64url')
    .slice(0, 16);

const challengeSignature = (payload: string) =>
  createHmac('sha256', keyFor('challenge')).update(payload).digest('base64url');

/** What the first step answers an account with a second factor: a signed, short-lived challenge. */
export function challengeFor(user: { id: number; password?: string | null }, now = Date.now()): TwoFactorChallenge {
  const expires = Math.floor(now / 1000) + TWO_FACTOR_CHALLENGE_SECONDS;
  const payload = Buffer.from(JSON.stringify({ u: user.id, e: expires, p: passwordMark(user.password) })).toString(
    'base64url',
  );
  return {
    twoFactorRequired: true,
    challenge: `${payload}.${challengeSignature(payload)}`,
    challengeExpiresAt: new Date(expires * 1000).toISOString(),
  };
}

function readChallenge(challenge: string): { userId: number; mark: string } {
  const [payload, signature] = challenge.split('.');
  const expected = payload ? challengeSignature(payload) : '';
  if (
    !signature ||
    signature.length !== expected.length ||
    !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
  )
    throw unauthorized(SIGN_IN_AGAIN);
  let parsed: { u?: unknown; e?: unknown; p?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof parsed;
  } catch {
    throw unauthorized(SIGN_IN_AGAIN);
  }
  const { u, e, p } = parsed;
  if (typeof u !== 'number' || typeof e !== 'number' || typeof p !== 'string' || e * 1000 <= Date.now())
    throw unauthorized(SIGN_IN_AGAIN);
  return { userId: u, mark: p };
}

export interface SignedInUser {
  id: number;
  username: string;
  email: string;
  blocked?: boolean | null;
  role?: { type?: string | null } | null;
}

/**
 * The second step: the member a valid challenge names, once their code is right (401 with what to
 * do otherwise; 429 past the allowance). The account is read again: blocked, demoted, or given a
 * new password since the first step, the challenge no longer holds.
 */
export async function completeSignIn(
  challenge: string,
  code: string,
  isStaff: (type?: string | null) => boolean,
): Promise<SignedInUser> {
  const { userId, mark } = readChallenge(challenge);
  const user = (await strapi.db.query(USER_UID).findOne({
    where: { id: userId },
    select: ['id', 'username', 'email', 'password', 'blocked'],
    populate: { role: { select: ['type'] } },
  })) as (SignedInUser & { password?: string | null }) | null;
  if (!user || user.blocked || !isStaff(user.role?.type) || passwordMark(user.password) !== mark)
    throw unauthorized(SIGN_IN_AGAIN);
  // Turned off since the first step (an administrator's reset): the password alone signs in now.
  if (!(await hasTwoFactor(userId))) throw unauthorized(SIGN_IN_AGAIN);
  if (!(await useCode(userId, code))) throw new HttpError(401, WRONG_CODE, [{ field: 'code', message: WRONG_CODE }]);
  return { id: user.id, username: user.username, email: user.email };
}

/* ---- setting it up, turning it off ---- */

export interface Member {
  id: number;
  username: string;
  email: string;
  role: StaffRole;
}

const ALREADY_ON = 'Two-factor sign-in is already on: turn it off first to move it to another app';

/** A new secret for the member's app, kept until a code of it confirms it. */
export async function startSetup(member: Member): Promise<TwoFactorSetup> {
  const secret = new Secret({ size: 20 }).base32;
  const expiresAt = new Date(Date.now() + SETUP_SECONDS * 1000);
  await locked(member.id, async () => {
    const row = await rowOf(member.id);
    if (isOn(row)) throw conflict(ALREADY_ON);
    const data = { pendingSecret: encrypt(secret), pendingUntil: expiresAt };
    if (row) await strapi.db.query(TWO_FACTOR_UID).update({ where: { id: row.id }, data });
    else await strapi.db.query(TWO_FACTOR_UID).create({ data: { ...data, user: member.id } });
  });
  const otpauthUri = totpOf(secret, member.email || member.username, await issuer()).toString();
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    secret,
    otpauthUri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    expiresAt: expiresAt.toISOString(),
  };
}

const twoFactorEntry = (member: Pick<Member, 'id' | 'username'>, action: string, before: boolean, after: boolean) =>
  record({
    kind: 'staff-user',
    itemId: String(member.id),
    title: member.username,
    action,
    changes: before === after ? [] : [{ field: 'twoFactor', before, after }],
  });

/** Turns it on with a code of the setup's secret; answers the recovery codes, shown this once. */
export async function enable(member: Member, typed: string): Promise<string[]> {
  const attempt = await countAttemptOn(TWO_FACTOR_LIMIT(), String(member.id));
  const shown = await locked(member.id, async () => {
    const row = await rowOf(member.id);
    if (isOn(row)) throw conflict(ALREADY_ON);
    if (!row?.pendingSecret || !row.pendingUntil || new Date(row.pendingUntil).getTime() <= Date.now())
      throw conflict('Start the setup again: its QR code has expired');
    const secret = decrypt(row.pendingSecret);
    const step = stepOfCode(secret, normaliseCode(typed));
    if (step === null) return null;
    const codes = newRecoveryCodes();
    await strapi.db.query(TWO_FACTOR_UID).update({
      where: { id: row.id },
      data: {
        secret: row.pendingSecret,
        pendingSecret: null,
        pendingUntil: null,
        enabledAt: new Date(),
        lastStep: step,
        recoveryCodes: codes.hashes,
      },
    });
    await twoFactorEntry(member, 'two-factor-on', false, true);
    return codes.shown;
  });
  if (!shown) throw wrongCode();
  await attempt.succeeded();
  return shown;
}

/** Turns it off with a code; refused when the agency requires it of the member. */
export async function disable(member: Member, typed: string): Promise<void> {
  if (await requiredFor(member.role))
    throw conflict('The agency requires two-factor sign-in for administrators: it cannot be turned off');
  if (!(await hasTwoFactor(member.id))) throw conflict('Two-factor sign-in is not on');
  if (!(await useCode(member.id, typed))) throw wrongCode();
  await locked(member.id, async () => {
    await removeRow(member.id);
    await twoFactorEntry(member, 'two-factor-off', true, false);
  });
}

/** New recovery codes for a code; the old ones stop working. */
export async function renewRecoveryCodes(member: Member, typed: string): Promise<string[]> {
  if (!(await hasTwoFactor(member.id))) throw conflict('Two-factor sign-in is not on');
  if (!(await useCode(member.id, typed))) throw wrongCode();
  return locked(member.id, async () => {
    const row = await rowOf(member.id);
    if (!isOn(row)) throw conflict('Two-factor sign-in is not on');
    const codes = newRecoveryCodes();
    await strapi.db.query(TWO_FACTOR_UID).update({ where: { id: row.id }, data: { recoveryCodes: codes.hashes } });
    await twoFactorEntry(member, 'recovery-codes', true, true);
    return codes.shown;
  });
}

/** An administrator turns off another member's second factor (a lost phone). */
export async function resetFor(user: { id: number; username: string }): Promise<boolean> {
  return locked(user.id, async () => {
    const had = await hasTwoFactor(user.id);
    await removeRow(user.id);
    await twoFactorEntry(user, 'two-factor-reset', had, false);
    return had;
  });
}
