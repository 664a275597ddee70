import { randomBytes } from 'crypto';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { API_PREFIX, STAFF_ROLE_LABELS, type StaffRole } from '@estate/contract';
import { eventually, mails, post, randomIp } from './client';
import type { CapturedMail } from './fakes';
import { startCms, type CmsInstance } from './stack';

/*
 * Members of the agency's team on a CMS of a test's own: invited by an administrator, their
 * password chosen with the mailed link, then signed in, the way a new member starts.
 */

export const MEMBER_PASSWORD = 'A-Team-Passw0rd-2026';

export interface Member {
  id: number;
  username: string;
  email: string;
  token: string;
}

/** Signs in at the contract's door of the CMS at `api` (its /api/admin address). */
export async function signIn(api: string, username: string, password: string): Promise<string> {
  const res = await post(`${api}/login`, { json: { username, password }, ip: randomIp() });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.token, 'a token, not a two-factor challenge').toEqual(expect.any(String));
  return res.body.token as string;
}

/** The last mail to an address (an invitation), once it has come. */
export const inviteMail = (email: string) =>
  eventually(async () => (await mails()).filter((m: CapturedMail) => m.to.includes(email)).pop(), 20_000);

/** The code of an invitation's link. */
export function inviteCode(mail: CapturedMail): string {
  const match = /\/admin\/reset-password\?code=([\w%-]+)&invite=1/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return decodeURIComponent(match![1]);
}

/**
 * Invites a member with the role, sets their password with the mailed link (which then works no
 * more), and signs them in.
 */
export async function inviteMember(
  api: string,
  adminToken: string,
  role: StaffRole,
  teamMemberId?: string,
): Promise<Member> {
  const email = `${role}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@agency.test`;
  const res = await post(`${api}/invite-staff-user`, {
    token: adminToken,
    json: { email, role, ...(teamMemberId ? { teamMemberId } : {}) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.user).toMatchObject({ email, role, active: true, invited: true });
  const mail = await inviteMail(email);
  expect(mail.subject).toMatch(/your staff account/);
  expect(mail.text).toContain(`as ${STAFF_ROLE_LABELS[role]}`);
  expect(mail.text).toMatch(/within 7 days/);
  const code = inviteCode(mail);
  const body = { code, password: MEMBER_PASSWORD, passwordConfirmation: MEMBER_PASSWORD };
  const set = await post(`${api}/reset-password`, { json: body, ip: randomIp() });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  const again = await post(`${api}/reset-password`, { json: body, ip: randomIp() });
  expect(again.status).toBe(400);
  expect(again.body.errors[0].field).toBe('code');
  const username = res.body.user.username as string;
  return { id: res.body.user.id, username, email, token: await signIn(api, username, MEMBER_PASSWORD) };
}

/** A team member's profile (an agent's card on their listings), added by staff: its id. */
export async function addProfile(
  api: string,
  token: string,
  name: string,
  email = `${randomBytes(4).toString('hex')}@agency.test`,
  { position = 'Consultant', description = 'Consultant' }: { position?: string; description?: string } = {},
): Promise<string> {
  const res = await post(`${api}/add-team`, {
    token,
    json: { title: name, description, position, whatsapp: '+971 50 000 0000', email },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.team._id as string;
}

/** An agent of the team with the public profile a listing names. */
export type ProfiledAgent = Member & { profile: string };

/**
 * The people a deal passes between and the home it is about: agents `a` and `b` with their
 * profiles, a marketing member, and a listing (named `title`) of agent `a`.
 */
export async function agentsWithListing(
  api: string,
  adminToken: string,
  title: string,
): Promise<{
  agents: Record<'a' | 'b', ProfiledAgent>;
  marketing: Member;
  listing: { _id: string; slug: string; referenceNumber: string };
}> {
  const agents = {} as Record<'a' | 'b', ProfiledAgent>;
  for (const key of ['a', 'b'] as const) {
    const id = await addProfile(api, adminToken, `Agent ${key.toUpperCase()} ${randomBytes(4).toString('hex')}`);
    agents[key] = { ...(await inviteMember(api, adminToken, 'agent', id)), profile: id };
  }
  const marketing = await inviteMember(api, adminToken, 'marketing');
  const res = await post(`${api}/add-property`, {
    token: adminToken,
    json: { title, country: 'United Arab Emirates', agent: agents.a.profile },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { agents, marketing, listing: res.body.property };
}

/**
 * A CMS on a fresh database, the run's staff user signed in on it as its administrator, and a
 * member of each of `roles` invited in that order.
 */
export async function startWithMembers<R extends StaffRole>(
  roles: readonly R[],
): Promise<{ cms: CmsInstance; api: string; admin: string; members: Record<R, Member> }> {
  const cms = await startCms({}, { freshDatabase: true });
  const api = `${cms.url}${API_PREFIX}`;
  const { username, password } = inject('staff');
  const admin = await signIn(api, username, password);
  const members = {} as Record<R, Member>;
  for (const role of roles) members[role] = await inviteMember(api, admin, role);
  return { cms, api, admin, members };
}

/** A team on a CMS of its own: every role once, a second agent, and the two agents' profiles. */
export interface Team {
  cms: CmsInstance;
  /** The CMS's contract address (…/api/admin). */
  api: string;
  adminToken: string;
  members: Record<StaffRole, Member>;
  otherAgent: Member;
  /** The profiles (team member document ids) of the agent and of the other agent. */
  profile: { agent: string; other: string };
}

/**
 * Starts a CMS on a fresh database (its only administrator the bootstrap account) and builds the
 * team of Team: an editor, a marketing member and two agents, each with a profile of their own.
 */
export async function startTeam(): Promise<Team> {
  const cms = await startCms({}, { freshDatabase: true });
  const api = `${cms.url}${API_PREFIX}`;
  const { username, password } = inject('staff');
  const adminToken = await signIn(api, username, password);
  const profile = {
    agent: await addProfile(api, adminToken, 'Layla Haddad', 'layla.haddad@agency.test'),
    other: await addProfile(api, adminToken, 'Omar Rahman', 'omar.rahman@agency.test'),
  };
  const invite = (role: StaffRole, teamMemberId?: string) => inviteMember(api, adminToken, role, teamMemberId);
  const members = { administrator: { id: 0, username, email: '', token: adminToken } } as Record<StaffRole, Member>;
  members.editor = await invite('editor');
  members.marketing = await invite('marketing');
  members.agent = await invite('agent', profile.agent);
  const otherAgent = await invite('agent', profile.other);
  return { cms, api, adminToken, members, otherAgent, profile };
}

/**
 * The team of startTeam for one test file: started before its tests and handed to `use` (which
 * keeps what the tests need), its CMS stopped after them.
 */
export function withTeam(use: (team: Team) => void): void {
  let cms: CmsInstance | undefined;
  beforeAll(async () => {
    const team = await startTeam();
    cms = team.cms;
    use(team);
  }, 180_000);
  afterAll(async () => {
    await cms?.stop();
  });
}

/** A CMS of a describe block's own, on a fresh database: started before its tests, stopped after. */
export interface OwnCms {
  readonly cms: CmsInstance;
  /** A contract path on it (…/api/admin/<path>). */
  url(path: string): string;
  /** The run's staff user signed in on it. */
  staffToken(): Promise<string>;
}

export function ownCms(): OwnCms {
  let cms: CmsInstance | undefined;
  beforeAll(async () => {
    cms = await startCms({}, { freshDatabase: true });
  }, 180_000);
  afterAll(async () => {
    await cms?.stop();
  });
  const started = () => {
    if (!cms) throw new Error('the CMS of this block is not started');
    return cms;
  };
  return {
    get cms() {
      return started();
    },
    url: (path) => `${started().url}${API_PREFIX}${path}`,
    staffToken: () => {
      const { username, password } = inject('staff');
      return signIn(`${started().url}${API_PREFIX}`, username, password);
    },
  };
}
