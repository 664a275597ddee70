import { createHmac } from 'crypto';
import type { Core } from '@strapi/strapi';
import { PASSWORD_CHANGED_MESSAGE, type SessionInfo } from '@estate/contract';
import { authEnv } from './auth-env';
import { retryOnLostConnection } from '../database/db-retry';
import { unauthorized } from '../http/errors';

/*
 * Staff sign-ins are sessions of Strapi's own session manager (users-permissions in `refresh`
 * mode, docs/decisions/0013): each sign-in is a row of admin::session, each token a short-lived
 * access token naming that row. Ending a session deletes its row, so every token of it stops
 * working at the next request, on every CMS instance.
 *
 * The browser holds only the access token. Renewing asks the session manager for a new access
 * token of the same session with a refresh grant the server signs for the moment (a refresh token
 * that never leaves this process), so the manager's own checks apply: the row exists, is active,
 * belongs to the user, and is inside its idle and absolute ends (STAFF_SESSION_MAX).
 */

export const SESSION_ORIGIN = 'users-permissions';
const SESSION_UID = 'admin::session';
const USER_UID = 'plugin::users-permissions.user';
const ENDED = 'Your session is invalid or has expired. Please sign in again.';

/*
 * Why a session ended, where the 401 should say so. Ending a session deletes its row, which leaves
 * nothing to tell an expired token from one whose session was ended on purpose. A new password
 * (the contract's reset, the panel, users-permissions' change-password) ends every session of the
 * user instead by marking their rows with this status: the session manager, verifySession and the
 * list of sign-ins take only 'active' rows, so a marked row is as ended as a deleted one, and the
 * manager's own clean-up deletes it at its absolute end (STAFF_SESSION_MAX). Its token then answers
 * 401 with PASSWORD_CHANGED_MESSAGE; every other ended session keeps the usual 401.
 */
const PASSWORD_CHANGED = 'ended-password-changed';

interface OriginSessions {
  generateRefreshToken(
    userId: string,
    deviceId: string | undefined,
    options: { type: 'refresh' | 'session'; metadata?: Record<string, unknown> },
  ): Promise<{ token: string; sessionId: string; absoluteExpiresAt: string }>;
  generateAccessToken(refreshToken: string): Promise<{ token: string } | { error: string }>;
  validateAccessToken(token: string): { isValid: boolean; payload: AccessPayload | null };
  invalidateRefreshToken(userId: string, deviceId?: string): Promise<void>;
  revokeSessionById(userId: string, sessionId: string): Promise<boolean>;
}

interface AccessPayload {
  userId: string;
  sessionId: string;
  type: string;
  exp?: number;
}

interface SessionRow {
  userId: string;
  sessionId: string;
  origin: string;
  status: string;
  expiresAt: string | Date;
  absoluteExpiresAt?: string | Date | null;
}

export interface IssuedToken {
  token: string;
  /** When the token stops working unless renewed. */
  expiresAt: string;
  /** When the sign-in ends however often it is renewed. */
  sessionExpiresAt: string;
}

/** The session of a verified access token. */
export interface StaffSession {
  userId: number;
  sessionId: string;
  sessionExpiresAt: string;
}

function manager(): OriginSessions {
  const sessionManager = (strapi as unknown as { sessionManager?: (origin: string) => OriginSessions }).sessionManager;
  if (!sessionManager) throw new Error('Strapi session manager is not available');
  return sessionManager(SESSION_ORIGIN);
}

const secret = () => strapi.config.get('plugin::users-permissions.jwtSecret') as string;

/** A refresh grant for one session, signed here and used at once (HS256, as the manager verifies). */
function refreshGrant(userId: string, sessionId: string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const head = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ userId, sessionId, type: 'refresh', iat: now, exp: now + 60 })}`;
  return `${head}.${createHmac('sha256', secret()).update(head).digest('base64url')}`;
}

function expiryOf(token: string): string {
  const payload = manager().validateAccessToken(token).payload;
  const seconds = payload?.exp ?? Math.floor(Date.now() / 1000) + authEnv().tokenTtlSeconds;
  return new Date(seconds * 1000).toISOString();
}

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : '');

/**
 * A new sign-in of a user: a session row and its first access token. Run again on a fresh
 * connection when the database connection is lost: the password was right, and a repeat only
 * risks a session row whose token was never handed out, which ends at its own expiry.
 */
export async function startSession(userId: number, device: SignInDevice = {}): Promise<IssuedToken> {
  const sessions = manager();
  return retryOnLostConnection(async () => {
    // Where the sign-in came from is kept with it, for the member's list of their sessions.
    const metadata = { userAgent: (device.userAgent ?? '').slice(0, 400), ip: device.ip ?? null };
    const session = await sessions.generateRefreshToken(String(userId), undefined, { type: 'session', metadata });
    const access = await sessions.generateAccessToken(session.token);
    if ('error' in access) throw new Error(`the session manager refused a new session: ${access.error}`);
    return { token: access.token, expiresAt: expiryOf(access.token), sessionExpiresAt: session.absoluteExpiresAt };
  });
}

/** A fresh access token of the same session: 401 once the session has ended or reached its end. */
export async function renewSession(session: StaffSession): Promise<IssuedToken> {
  const access = await manager().generateAccessToken(refreshGrant(String(session.userId), session.sessionId));
  if ('error' in access) throw unauthorized(ENDED);
  return { token: access.token, expiresAt: expiryOf(access.token), sessionExpiresAt: session.sessionExpiresAt };
}

/**
 * The session behind an access token, or 401: the token must be the session manager's, unexpired,
 * and its session row still there, active and inside both of its ends.
 */
export async function verifySession(token: string): Promise<StaffSession> {
  const { isValid, payload } = manager().validateAccessToken(token);
  if (!isValid || !payload?.sessionId || !payload.userId) throw unauthorized(ENDED);
  const row = (await strapi.db.query(SESSION_UID).findOne({
    where: { sessionId: payload.sessionId },
    select: ['userId', 'sessionId', 'origin', 'status', 'expiresAt', 'absoluteExpiresAt'],
  })) as SessionRow | null;
  const now = Date.now();
  if (row?.status === PASSWORD_CHANGED && row.origin === SESSION_ORIGIN && row.userId === String(payload.userId)) {
    throw unauthorized(PASSWORD_CHANGED_MESSAGE);
  }
  if (
    !row ||
    row.origin !== SESSION_ORIGIN ||
    row.status !== 'active' ||
    row.userId !== String(payload.userId) ||
    new Date(row.expiresAt).getTime() <= now ||
    (row.absoluteExpiresAt && new Date(row.absoluteExpiresAt).getTime() <= now)
  ) {
    throw unauthorized(ENDED);
  }
  const userId = Number(payload.userId);
  if (!Number.isSafeInteger(userId)) throw unauthorized(ENDED);
  return { userId, sessionId: row.sessionId, sessionExpiresAt: iso(row.absoluteExpiresAt ?? row.expiresAt) };
}

/** Where a sign-in came from. */
export interface SignInDevice {
  userAgent?: string;
  ip?: string;
}

/** A browser and system in words, from a User-Agent header: "Chrome on macOS". */
export function deviceName(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\/|Opera/.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\/|Chromium\/|CriOS\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : '';
  const system = /iPhone|iPad|iPod/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Mac OS X|Macintosh/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux|X11/.test(userAgent)
            ? 'Linux'
            : '';
  if (browser && system) return `${browser} on ${system}`;
  return browser || system || (userAgent ? 'Another program' : 'Unknown device');
}

/** The member's live sign-ins, newest first; `current` marks the one asking. */
export async function listSessions(session: StaffSession): Promise<SessionInfo[]> {
  const now = Date.now();
  const rows = (await strapi.db.query(SESSION_UID).findMany({
    where: { userId: String(session.userId), origin: SESSION_ORIGIN, status: 'active' },
    select: ['sessionId', 'createdAt', 'expiresAt', 'absoluteExpiresAt', 'metadata'],
    orderBy: [{ createdAt: 'desc' }],
  })) as Array<SessionRow & { createdAt: string | Date; metadata?: { userAgent?: string; ip?: string | null } | null }>;
  return rows
    .filter(
      (r) =>
        new Date(r.expiresAt).getTime() > now &&
        (!r.absoluteExpiresAt || new Date(r.absoluteExpiresAt).getTime() > now),
    )
    .map((r) => ({
      id: r.sessionId,
      current: r.sessionId === session.sessionId,
      signedInAt: iso(r.createdAt),
      expiresAt: iso(r.absoluteExpiresAt ?? r.expiresAt),
      device: deviceName(r.metadata?.userAgent ?? ''),
      ip: r.metadata?.ip ?? null,
    }));
}

/** Ends one of the member's own sessions by its id: false when they have none by that id. */
export async function endOwnSession(userId: number, sessionId: string): Promise<boolean> {
  return manager().revokeSessionById(String(userId), sessionId);
}

/** Ends one session (Logout of this sign-in only). */
export async function endSession(session: StaffSession): Promise<void> {
  await manager().revokeSessionById(String(session.userId), session.sessionId);
}

/**
 * Ends every session of the member but this one (turning on two-factor sign-in: whoever signed in
 * with the password alone elsewhere is out).
 */
export async function endOtherSessions(session: StaffSession): Promise<void> {
  const rows = (await strapi.db.query(SESSION_UID).findMany({
    where: { userId: String(session.userId), origin: SESSION_ORIGIN, status: 'active' },
    select: ['sessionId'],
  })) as Array<{ sessionId: string }>;
  for (const row of rows) if (row.sessionId !== session.sessionId) await endOwnSession(session.userId, row.sessionId);
}

/** Ends every session of a user: Logout, blocking, demotion, deletion. */
export async function endAllSessions(userId: number | string): Promise<void> {
  await manager().invalidateRefreshToken(String(userId));
}

/** Ends every session of a user whose password has just changed, noting why (PASSWORD_CHANGED above). */
export async function endSessionsForNewPassword(userId: number | string): Promise<void> {
  await strapi.db.query(SESSION_UID).updateMany({
    where: { userId: String(userId), origin: SESSION_ORIGIN, status: 'active' },
    data: { status: PASSWORD_CHANGED },
  });
}

type UserEvent = {
  action: string;
  params: { data?: Record<string, unknown>; where?: Record<string, unknown> };
  result?: { id?: number } | { count?: number } | null;
  state: Record<string, unknown>;
};

/**
 * Whoever changes a user (the staff admin's reset, the Strapi panel, users-permissions' own
 * routes, a script): a new password, blocking or a role that is no longer staff ends every
 * session of that user, in the same request.
 */
export function registerSessionRevocation(strapi: Core.Strapi, isStaffRole: (type?: string) => boolean): void {
  const ids = async (event: UserEvent): Promise<number[]> => {
    const result = event.result as { id?: number } | null | undefined;
    if (result && typeof result.id === 'number') return [result.id];
    if (!event.params.where) return [];
    const rows = (await strapi.db.query(USER_UID).findMany({ where: event.params.where, select: ['id'] })) as Array<{
      id: number;
    }>;
    return rows.map((r) => r.id);
  };
  const afterChange = async (event: UserEvent) => {
    const data = event.params.data ?? {};
    const password = typeof data.password === 'string' && data.password !== '';
    const blocked = data.blocked === true || data.blocked === 'true';
    const role = 'role' in data;
    if (!password && !blocked && !role) return;
    for (const id of await ids(event)) {
      if (blocked) {
        await endAllSessions(id);
        continue;
      }
      if (password) {
        await endSessionsForNewPassword(id);
        continue;
      }
      const user = (await strapi.db.query(USER_UID).findOne({
        where: { id },
        select: ['id'],
        populate: { role: { select: ['type'] } },
      })) as { role?: { type?: string } | null } | null;
      if (!isStaffRole(user?.role?.type)) await endAllSessions(id);
    }
  };
  strapi.db.lifecycles.subscribe({
    models: [USER_UID],
    afterUpdate: afterChange,
    // The rows an updateMany changes, taken before it (its filter may not match them afterwards).
    async beforeUpdateMany(event: UserEvent) {
      event.state.userIds = await ids(event);
    },
    async afterUpdateMany(event: UserEvent) {
      await afterChange({
        ...event,
        result: null,
        params: { data: event.params.data, where: { id: { $in: (event.state.userIds as number[]) ?? [] } } },
      });
    },
    async beforeDelete(event: UserEvent) {
      event.state.userIds = await ids(event);
    },
    async afterDelete(event: UserEvent) {
      for (const id of (event.state.userIds as number[] | undefined) ?? []) await endAllSessions(id);
    },
  } as unknown as Parameters<Core.Strapi['db']['lifecycles']['subscribe']>[0]);
}
