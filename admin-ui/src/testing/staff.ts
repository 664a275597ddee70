import type { StaffRole, StaffUser } from '@estate/contract';

/*
 * The staff accounts of the fake server (docs/decisions/0063): one signed-in member per role, each
 * with the bearer token a test signs in with, so a test says which role it plays.
 */

/** The administrator's token: the member the tests sign in as unless they name a role. */
export const STAFF_TOKEN = 'staff-token';

/** The token of the seeded member of each role. */
export const ROLE_TOKENS: Record<StaffRole, string> = {
  administrator: STAFF_TOKEN,
  editor: `${STAFF_TOKEN}-editor`,
  agent: `${STAFF_TOKEN}-agent`,
  marketing: `${STAFF_TOKEN}-marketing`,
};

const CREATED = '2026-11-01T09:00:00.000Z';

const HOUR = 3600_000;
/** A sign-in lasts this long however often its token is renewed (the CMS's STAFF_SESSION_MAX). */
export const SIGN_IN_MAX_MS = 12 * HOUR;

/**
 * A live sign-in of a staff member as the fake server keeps it (a session of the CMS): GET
 * get-sessions lists the member's own, POST end-session/:id ends one.
 */
export interface FakeSignIn {
  id: string;
  userId: number;
  signedInAt: string;
  expiresAt: string;
  device: string;
  ip: string | null;
  /** The bearer tokens of the sign-in (the first and each renewal's): ending it ends them all. */
  tokens: string[];
}

let signInSeq = 0;

/** A sign-in of the member that began an hour ago, with a token of its own unless one is given. */
export function makeSignIn(userId: number, overrides: Partial<Omit<FakeSignIn, 'userId'>> = {}): FakeSignIn {
  signInSeq += 1;
  const signedInAt = overrides.signedInAt ?? new Date(Date.now() - HOUR).toISOString();
  return {
    id: `sess-${userId}-${signInSeq}`,
    userId,
    signedInAt,
    expiresAt: new Date(Date.parse(signedInAt) + SIGN_IN_MAX_MS).toISOString(),
    device: 'Chrome on macOS',
    ip: '203.0.113.10',
    tokens: [`${STAFF_TOKEN}-sign-in-${signInSeq}`],
    ...overrides,
  };
}

export function makeStaffUser(overrides: Partial<StaffUser> & Pick<StaffUser, 'id' | 'username' | 'role'>): StaffUser {
  return {
    email: `${overrides.username}@example.com`,
    active: true,
    invited: false,
    twoFactor: false,
    teamMember: null,
    createdAt: CREATED,
    ...overrides,
  };
}

/**
 * The seeded members: the administrator is the account the login form signs in as ("staff"). Each
 * is signed in once, on the device a test plays (its role's token): that sign-in is their current one.
 */
export function seedStaff(): { users: StaffUser[]; sessions: Map<string, number>; signIns: FakeSignIn[] } {
  const users = [
    makeStaffUser({ id: 1, username: 'staff', role: 'administrator' }),
    makeStaffUser({ id: 2, username: 'editor', role: 'editor' }),
    makeStaffUser({ id: 3, username: 'agent', role: 'agent' }),
    makeStaffUser({ id: 4, username: 'marketing', role: 'marketing' }),
  ];
  const sessions = new Map(users.map((u) => [ROLE_TOKENS[u.role], u.id]));
  const signIns = users.map((u) => makeSignIn(u.id, { tokens: [ROLE_TOKENS[u.role]] }));
  return { users, sessions, signIns };
}
