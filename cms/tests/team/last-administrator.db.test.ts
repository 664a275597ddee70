import { beforeAll, describe, expect, it } from 'vitest';
import { call, del, get, post, put, randomIp } from '../harness/client';
import { PANEL_ADMIN } from '../harness/env';
import type { CmsInstance } from '../harness/stack';
import { MEMBER_PASSWORD, withTeam, type Member, type Team } from '../harness/team';

/*
 * The agency always keeps an active administrator, whatever door a change comes through: the
 * Strapi panel, its REST API with a token, or the staff admin's team screen (a team on a CMS of
 * its own, harness/team startTeam).
 */

let cms: CmsInstance;
let api: (path: string) => string;
const PASSWORD = MEMBER_PASSWORD;

let members: Team['members'];
let adminToken: string;
let otherAgent: Member;

withTeam((team) => {
  ({ cms, adminToken, members, otherAgent } = team);
  api = (path: string) => `${team.api}${path}`;
});

describe('the Strapi panel and REST API', () => {
  const USERS = 'plugin::users-permissions.user';
  let panel: string;
  let apiToken: string;
  let me: { id: number; documentId: string };
  let roleIds: Record<string, number>;

  const userDocument = async (id: number) => {
    const res = await get(`${cms.url}/content-manager/collection-types/${USERS}?pageSize=100`, { token: panel });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.results as Array<{ id: number; documentId: string }>).find((u) => u.id === id)!;
  };
  const editUser = (documentId: string, json: Record<string, unknown>) =>
    put(`${cms.url}/content-manager/collection-types/${USERS}/${documentId}`, { token: panel, json });
  const roleOf = async (id: number) =>
    (
      (await get(api('/get-staff-users'), { token: adminToken })).body as Array<{
        id: number;
        role: string;
        active: boolean;
      }>
    ).find((u) => u.id === id);

  beforeAll(async () => {
    const login = await post(`${cms.url}/admin/login`, {
      json: { email: PANEL_ADMIN.email, password: PANEL_ADMIN.password },
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    panel = login.body.data.token as string;
    const created = await post(`${cms.url}/admin/api-tokens`, {
      token: panel,
      json: { name: `roles ${Date.now()}`, description: 'last administrator', type: 'full-access', lifespan: null },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    apiToken = created.body.data.accessKey as string;
    const id = (await get(api('/get-me'), { token: adminToken })).body.user.id as number;
    me = await userDocument(id);
    const roles = (await get(`${cms.url}/users-permissions/roles`, { token: panel })).body.roles as Array<{
      id: number;
      type: string;
    }>;
    roleIds = Object.fromEntries(roles.map((r) => [r.type, r.id]));
  });

  it('refuses to demote, block or delete the last active administrator, through the panel and with an API token', async () => {
    const LAST = 'The last active administrator cannot be demoted, blocked or deleted';
    const refusals = [
      await editUser(me.documentId, { role: { connect: [{ id: roleIds['staff-editor'] }], disconnect: [] } }),
      await editUser(me.documentId, { blocked: true }),
      await call('DELETE', `${cms.url}/content-manager/collection-types/${USERS}/${me.documentId}`, { token: panel }),
      await put(`${cms.url}/api/users/${me.id}`, { token: apiToken, json: { role: roleIds.authenticated } }),
      await put(`${cms.url}/api/users/${me.id}`, { token: apiToken, json: { blocked: true } }),
      await del(`${cms.url}/api/users/${me.id}`, { token: apiToken }),
    ];
    for (const res of refusals) {
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error.message).toBe(LAST);
    }
    // Nothing of it happened: still an active administrator, still signed in, nothing in the trail.
    expect(await roleOf(me.id)).toMatchObject({ role: 'administrator', active: true });
    expect((await get(api('/get-me'), { token: adminToken })).status).toBe(200);
    const entries = (await get(api(`/get-audit-entries?kind=staff-user&itemId=${me.id}`), { token: adminToken }))
      .body as Array<{ actor: { kind: string } }>;
    expect(entries.filter((e) => e.actor.kind !== 'staff' && e.actor.kind !== 'system')).toEqual([]);
  });

  it('keeps the staff roles: deleting one (which would move its users elsewhere unseen) is refused', async () => {
    for (const type of ['staff', 'staff-agent']) {
      const res = await call('DELETE', `${cms.url}/users-permissions/roles/${roleIds[type]}`, { token: panel });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error.message).toMatch(/staff roles .* cannot be deleted/);
    }
    expect(await roleOf(me.id)).toMatchObject({ role: 'administrator', active: true });
    expect(await roleOf(members.agent.id)).toMatchObject({ role: 'agent' });
  });

  it('lets an administrator go once another is there, and records the role change by name', async () => {
    const marketing = await userDocument(members.marketing.id);
    const promoted = await editUser(marketing.documentId, {
      role: { connect: [{ id: roleIds.staff }], disconnect: [] },
    });
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);
    expect(await roleOf(members.marketing.id)).toMatchObject({ role: 'administrator' });
    // Two administrators: either may be demoted now (the other stays).
    const back = await put(`${cms.url}/api/users/${members.marketing.id}`, {
      token: apiToken,
      json: { role: roleIds['staff-marketing'] },
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(await roleOf(members.marketing.id)).toMatchObject({ role: 'marketing' });

    const entries = (
      await get(api(`/get-audit-entries?kind=staff-user&itemId=${members.marketing.id}`), { token: adminToken })
    ).body as Array<{ actor: { kind: string }; changes: Array<{ field: string; before: unknown; after: unknown }> }>;
    const byPanel = entries.find((e) => e.actor.kind === 'panel');
    expect(byPanel?.changes).toContainEqual({
      field: 'role',
      before: { id: String(roleIds['staff-marketing']), name: 'Marketing' },
      after: { id: String(roleIds.staff), name: 'Administrator' },
    });
    const byToken = entries.find((e) => e.actor.kind === 'api-token');
    expect(byToken?.changes).toContainEqual({
      field: 'role',
      before: { id: String(roleIds.staff), name: 'Administrator' },
      after: { id: String(roleIds['staff-marketing']), name: 'Marketing' },
    });
  });
});

/* ----------------------------------------------------- changes to the team */

describe('the team screen', () => {
  it('keeps the last active administrator one, and lets another be made first', async () => {
    const me = (await get(api('/get-me'), { token: adminToken })).body.user.id as number;
    const demote = await put(api(`/update-staff-user/${me}`), { token: adminToken, json: { role: 'editor' } });
    expect(demote.status).toBe(409);
    expect(demote.body.errors).toEqual([
      { field: 'role', message: 'The last active administrator cannot be demoted or deactivated' },
    ]);
    const deactivate = await put(api(`/update-staff-user/${me}`), { token: adminToken, json: { active: false } });
    expect(deactivate.status).toBe(409);
    expect(deactivate.body.errors[0].field).toBe('active');
  });

  it('changes a role from the member’s next request, and a deactivation ends their sessions at once', async () => {
    const editor = members.editor;
    expect((await get(api('/export-leads/enquiry'), { token: editor.token })).status).toBe(403);
    const promoted = await put(api(`/update-staff-user/${editor.id}`), {
      token: adminToken,
      json: { role: 'administrator' },
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body.user.role).toBe('administrator');
    expect((await get(api('/export-leads/enquiry'), { token: editor.token })).status).toBe(200);

    const off = await put(api(`/update-staff-user/${otherAgent.id}`), { token: adminToken, json: { active: false } });
    expect(off.status).toBe(200);
    expect(off.body.user.active).toBe(false);
    expect((await get(api('/get-me'), { token: otherAgent.token })).status).toBe(401);
    const again = await post(api('/login'), {
      json: { username: otherAgent.username, password: PASSWORD },
      ip: randomIp(),
    });
    expect(again.status).toBe(401);
  });

  it('is the administrators’ only: others get 403; an unknown user is a 404, a bad profile is named', async () => {
    expect((await get(api('/get-staff-users'), { token: members.marketing.token })).status).toBe(403);
    const badId = await put(api('/update-staff-user/abc'), { token: adminToken, json: { role: 'agent' } });
    expect(badId.status).toBe(404);
    expect(badId.body.message).toBe('Staff user not found');
    const badProfile = await put(api(`/update-staff-user/${members.marketing.id}`), {
      token: adminToken,
      json: { teamMemberId: 'no-such-member' },
    });
    expect(badProfile.status).toBe(400);
    expect(badProfile.body.errors[0].field).toBe('teamMemberId');
  });
});
