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

export function makeStaffUser(overrides: Partial<StaffUser> & Pick<StaffUser, 'id' | 'username' | 'role'>): StaffUser {
  return {
    email: `${overrides.username}@example.com`,
    active: true,
    invited: false,
    teamMember: null,
    createdAt: CREATED,
    ...overrides,
  };
}

/** The seeded members: the administrator is the account the login form signs in as ("staff"). */
export function seedStaff(): { users: StaffUser[]; sessions: Map<string, number> } {
  const users = [
    makeStaffUser({ id: 1, username: 'staff', role: 'administrator' }),
    makeStaffUser({ id: 2, username: 'editor', role: 'editor' }),
    makeStaffUser({ id: 3, username: 'agent', role: 'agent' }),
    makeStaffUser({ id: 4, username: 'marketing', role: 'marketing' }),
  ];
  const sessions = new Map(users.map((u) => [ROLE_TOKENS[u.role], u.id]));
  return { users, sessions };
}
