import { beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, call, get, newUser, panelAdmin, post, put, staff, unique } from '../harness/client';
import { runSql } from '../harness/database';
import { READER, startCms } from '../harness/stack';

/*
 * The audit trail: a write from each door (the staff admin's contract, the Strapi panel, Strapi's
 * REST API with an API token) is recorded with who, from where and the fields it changed; a
 * failed save records nothing; an entry's earlier values come back by a restore, itself recorded;
 * nothing changes or deletes an entry.
 */

interface Entry {
  id: number;
  at: string;
  actor: { kind: string; id: string | null; name: string };
  ip: string | null;
  kind: string;
  itemId: string | null;
  title: string;
  action: string;
  changes: Array<{ field: string; before: unknown; after: unknown; hidden?: boolean }>;
  restoredFrom: number | null;
  restorable: boolean;
}

let token: string;
let admin: string;
let apiToken: string;

const historyOf = async (itemId: string): Promise<Entry[]> => {
  const res = await get(`/get-audit-entries?itemId=${itemId}&limit=50`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Entry[];
};

beforeAll(async () => {
  token = await staff();
  admin = await panelAdmin();
  const created = await post<{ data: { accessKey: string } }>(`${baseUrl()}/admin/api-tokens`, {
    token: admin,
    json: { name: unique('audit'), description: 'audit trail tests', type: 'full-access', lifespan: null },
  });
  expect(created.status).toBe(201);
  apiToken = created.body.data.accessKey;
});

describe('the audit trail', () => {
  it('records a save from the staff admin with who, where from, and each changed field before and after', async () => {
    const title = unique('Audited villa');
    const added = await post('/add-property', {
      token,
      json: { title, price: 2_500_000 },
      ip: '203.0.113.77',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const id = added.body.property._id as string;
    const saved = await put(`/update-property/${id}`, {
      token,
      json: { price: 2_750_000, beds: 4 },
      ip: '203.0.113.77',
    });
    expect(saved.status).toBe(200);
    const [update, create] = await historyOf(id);
    expect(create).toMatchObject({ kind: 'property', action: 'create', title, actor: { kind: 'staff' } });
    expect(update).toMatchObject({ kind: 'property', itemId: id, action: 'update', restorable: true });
    expect(update.actor.name).toBeTruthy();
    expect(update.ip).toBe('203.0.113.77');
    expect(update.changes).toEqual(
      expect.arrayContaining([
        { field: 'price', before: 2_500_000, after: 2_750_000 },
        { field: 'beds', before: null, after: 4 },
      ]),
    );
    // Derived fields change with the price, and say so.
    expect(update.changes.map((c) => c.field)).toContain('priceAed');
    expect(Date.now() - Date.parse(update.at)).toBeLessThan(60_000);
  });

  it('records the Strapi panel and API tokens as themselves', async () => {
    const added = await post('/add-property', { token, json: { title: unique('Door test') } });
    const id = added.body.property._id as string;
    const panel = await put(`${baseUrl()}/content-manager/collection-types/api::property.property/${id}`, {
      token: admin,
      json: { beds: 6 },
    });
    expect(panel.status, JSON.stringify(panel.body)).toBe(200);
    const rest = await put(`${baseUrl()}/api/properties/${id}`, { token: apiToken, json: { data: { baths: 3 } } });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    const entries = await historyOf(id);
    const byPanel = entries.find((e) => e.changes.some((c) => c.field === 'beds'));
    const byToken = entries.find((e) => e.changes.some((c) => c.field === 'baths'));
    expect(byPanel?.actor.kind).toBe('panel');
    expect(byToken?.actor.kind).toBe('api-token');
    expect(byToken?.actor.name).toMatch(/^API token audit/);
  });

  it('records nothing for a save that fails, and nothing for one that changes nothing', async () => {
    const added = await post('/add-property', { token, json: { title: unique('Unchanged') } });
    const id = added.body.property._id as string;
    const before = (await historyOf(id)).length;
    const bad = await put(`/update-property/${id}`, { token, json: { price: -5 } });
    expect(bad.status).toBe(400);
    const same = await put(`/update-property/${id}`, { token, json: { title: added.body.property.title } });
    expect(same.status).toBe(200);
    expect((await historyOf(id)).length).toBe(before);
  });

  it('puts an earlier price back with a restore, recorded as a new write naming the entry', async () => {
    const added = await post('/add-property', { token, json: { title: unique('Restored'), price: 1_000_000 } });
    const id = added.body.property._id as string;
    await put(`/update-property/${id}`, { token, json: { price: 1_200_000 } });
    const change = (await historyOf(id)).find((e) => e.action === 'update')!;
    const restored = await post(`/restore-audit-entry/${change.id}`, { token, json: {} });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.entry).toMatchObject({ action: 'restore', restoredFrom: change.id, itemId: id });
    expect(restored.body.entry.changes).toEqual(
      expect.arrayContaining([{ field: 'price', before: 1_200_000, after: 1_000_000 }]),
    );
    const now = await get(`/get-property/${id}`, { token });
    expect(now.body.price).toBe(1_000_000);
    // Published, and the public sees the price put back.
    expect(now.body.publication).toBe('published');
    expect((await get(`/get-property/${id}`)).body.price).toBe(1_000_000);
  });

  it('records a change of a listing’s agent by name and id, and a restore puts the earlier agent back', async () => {
    const member = async (title: string) => {
      const res = await post('/add-team', {
        token,
        json: {
          title,
          description: 'Consultant',
          position: 'Property consultant',
          whatsapp: '+971 50 000 0000',
          email: 'team@agency.test',
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return { id: res.body.team._id as string, name: title };
    };
    const first = await member(unique('Layla Haddad'));
    const second = await member(unique('Omar Rahman'));
    const added = await post('/add-property', { token, json: { title: unique('Agented villa'), agent: first.id } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const id = added.body.property._id as string;
    const [create] = await historyOf(id);
    expect(create.changes).toContainEqual({ field: 'agent', before: null, after: first });

    expect((await put(`/update-property/${id}`, { token, json: { agent: second.id } })).status).toBe(200);
    const [change] = await historyOf(id);
    expect(change.changes).toEqual([{ field: 'agent', before: first, after: second }]);
    // The same agent again changes nothing, and is no event.
    expect((await put(`/update-property/${id}`, { token, json: { agent: second.id } })).status).toBe(200);
    expect((await historyOf(id))[0].id).toBe(change.id);

    const restored = await post(`/restore-audit-entry/${change.id}`, { token, json: {} });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.entry.changes).toEqual([{ field: 'agent', before: second, after: first }]);
    expect((await get(`/get-property/${id}`, { token })).body.agent._id).toBe(first.id);
  });

  it('records the listings a development shows, and that a staff user was linked to a team member in the panel, never whom', async () => {
    const one = await post('/add-property', { token, json: { title: unique('Tower unit') } });
    const two = await post('/add-property', { token, json: { title: unique('Tower penthouse') } });
    const ref = (res: typeof one) => ({ id: res.body.property._id as string, name: res.body.property.title as string });
    const added = await post('/add-development', {
      token,
      json: { title: unique('Audited tower'), properties: [ref(one).id] },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const development = added.body.development._id as string;
    const saved = await put(`/update-development/${development}`, {
      token,
      json: { properties: [ref(one).id, ref(two).id] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await historyOf(development))[0].changes).toEqual([
      { field: 'properties', before: [ref(one)], after: [ref(one), ref(two)] },
    ]);

    const user = await newUser('authenticated');
    const profile = await post('/add-team', {
      token,
      json: {
        title: unique('Sara Khan'),
        description: 'Consultant',
        position: 'Consultant',
        whatsapp: '+971 50 000 0000',
        email: 'sara@agency.test',
      },
    });
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    const teamId = profile.body.team._id as string;
    const panelPath = `${baseUrl()}/content-manager/collection-types/api::team.team/${teamId}`;
    const linked = await put(panelPath, {
      token: admin,
      json: { staffUser: { connect: [{ id: user.id }], disconnect: [] } },
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    const unlinked = await put(panelPath, {
      token: admin,
      json: { staffUser: { connect: [], disconnect: [{ id: user.id }] } },
    });
    expect(unlinked.status, JSON.stringify(unlinked.body)).toBe(200);
    const [off, on] = await historyOf(teamId);
    // The link is private to the team's user management: recorded as changed, never to whom.
    const hidden = { field: 'staffUser', before: null, after: null, hidden: true };
    expect(on).toMatchObject({ actor: { kind: 'panel' }, changes: [hidden], restorable: false });
    expect(off.changes).toEqual([hidden]);
  });

  it('refuses to restore what cannot be, naming why', async () => {
    const added = await post('/add-property', { token, json: { title: unique('Created only') } });
    const create = (await historyOf(added.body.property._id as string))[0];
    const res = await post(`/restore-audit-entry/${create.id}`, { token, json: {} });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/nothing that can be put back/);
    expect((await post('/restore-audit-entry/999999999', { token, json: {} })).status).toBe(404);
    const bad = await post('/restore-audit-entry/abc', { token, json: {} });
    expect(bad.status).toBe(404);
    expect(bad.body.message).toBe('Audit entry not found');
  });

  it('filters by person, kind and day, and refuses a bad filter naming it', async () => {
    // Days are the agency's, in Dubai time (UTC+4).
    const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
    const res = await get(`/get-audit-entries?kind=property&from=${today}&to=${today}`, { token });
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('x-total-count'))).toBeGreaterThan(0);
    const dubaiDay = (at: string) => new Date(Date.parse(at) + 4 * 3_600_000).toISOString().slice(0, 10);
    expect((res.body as Entry[]).every((e) => e.kind === 'property' && dubaiDay(e.at) === today)).toBe(true);
    const nobody = await get('/get-audit-entries?actor=no-such-person-at-all', { token });
    expect(nobody.body).toEqual([]);
    const bad = await get('/get-audit-entries?kind=spaceship', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('kind');
  });

  it('has no door that changes or deletes an entry', async () => {
    for (const [method, path] of [
      ['GET', '/api/audit-entries'],
      ['DELETE', '/api/audit-entries/1'],
      ['PUT', '/api/audit-entries/1'],
    ] as const) {
      const body = method === 'GET' ? {} : { json: { data: { title: 'x' } } };
      const res = await call(method, `${baseUrl()}${path}`, { token: apiToken, ...body });
      expect([403, 404, 405], `${method} ${path}`).toContain(res.status);
    }
    // The panel's administrators may read the trail through its API, never change it.
    const panelPath = `${baseUrl()}/content-manager/collection-types/api::staff.audit-entry`;
    const listed = await get(`${panelPath}?pageSize=1&sort=id:desc`, { token: admin });
    const target = (listed.body.results as Array<{ documentId: string; id: number; title: string }>)[0];
    expect(target).toBeTruthy();
    const removed = await call('DELETE', `${panelPath}/${target.documentId}`, { token: admin });
    expect(removed.status).toBeGreaterThanOrEqual(400);
    const edited = await put(`${panelPath}/${target.documentId}`, { token: admin, json: { title: 'rewritten' } });
    expect(edited.status).toBeGreaterThanOrEqual(400);
    const still = (await get(`/get-audit-entries?limit=500`, { token })).body as Entry[];
    expect(still.find((e) => e.id === target.id)?.title).toBe(target.title);
  });

  it('lets go of entries older than the retention the settings give, when a CMS starts and hourly', async () => {
    const env = inject('cmsEnv');
    const [sample] = await runSql(env, 'SELECT at FROM audit_entries ORDER BY id DESC LIMIT 1');
    const old = new Date(Date.now() - 3 * 365 * 86_400_000);
    // The column's own form: a Date on PostgreSQL, milliseconds or text on SQLite.
    const at = sample.at instanceof Date ? old : /^\d+$/.test(String(sample.at)) ? old.getTime() : old.toISOString();
    const tag = unique('old-entry').replace(/\W+/g, '-');
    await runSql(
      env,
      "INSERT INTO audit_entries (document_id, at, actor_kind, actor_name, kind, action, title) VALUES (?, ?, 'system', 'The site', 'property', 'update', ?)",
      [tag, at, tag],
    );
    const count = async () =>
      Number((await runSql(env, 'SELECT COUNT(*) AS n FROM audit_entries WHERE title = ?', [tag]))[0].n);
    expect(await count()).toBe(1);
    const second = await startCms(READER);
    try {
      await expect.poll(count, { timeout: 15_000 }).toBe(0);
    } finally {
      await second.stop();
    }
    // The recent entries stay.
    expect(((await get('/get-audit-entries?limit=5', { token })).body as Entry[]).length).toBe(5);
  });
});
