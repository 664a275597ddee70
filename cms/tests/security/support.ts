import { expect } from 'vitest';
import { baseUrl, get, newUser, panelAdmin, post, randomIp } from '../harness/client';

/** A staff member of the test's own (made with the Staff role in the Strapi panel). */
export interface Agent {
  id: number;
  name: string;
  email: string;
  password: string;
  /** The content-manager path of the user, for the panel's edits. */
  userPath: string;
  admin: string;
  roles: { staff: number; authenticated: number };
}

export async function makeStaff(password = 'Agent-Passw0rd!'): Promise<Agent> {
  const user = await newUser('staff', password);
  const admin = await panelAdmin();
  const roles = (await get(`${baseUrl()}/users-permissions/roles`, { token: admin })).body.roles as Array<{
    id: number;
    type: string;
  }>;
  return {
    id: user.id,
    name: user.username,
    email: user.email,
    password,
    userPath: `${baseUrl()}/content-manager/collection-types/plugin::users-permissions.user/${user.documentId}`,
    admin,
    roles: {
      staff: roles.find((r) => r.type === 'staff')!.id,
      authenticated: roles.find((r) => r.type === 'authenticated')!.id,
    },
  };
}

/** Signs an agent in through the contract; the whole answer. */
export async function signIn(agent: Pick<Agent, 'name' | 'password'>, url = '') {
  const res = await post(`${url ? `${url}/api/admin` : ''}/login`, {
    json: { username: agent.name, password: agent.password },
    ip: randomIp(),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { token: string; expiresAt: string; sessionExpiresAt: string; user: { id: number } };
}

/** The status a staff read answers with this token. */
export const statusWith = async (token: string, url = '') =>
  (await get(`${url ? `${url}/api/admin` : ''}/get-leads/enquiry`, { token })).status;
