import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  FORBIDDEN_MESSAGE,
  permissionsOf,
  ROLE_LEAD_KINDS,
  ROUTES,
  STAFF_ROLE_LABELS,
  type RouteDef,
  type StaffRole,
} from '@estate/contract';
import { call, eventually, form, get, image, post, put, randomIp } from '../harness/client';
import { inviteCode, inviteMail, MEMBER_PASSWORD, withTeam, type Member, type Team } from '../harness/team';

/*
 * The agency's team on a CMS of its own (a fresh database, so its only administrator is the
 * bootstrap account): members are invited by mail and choose their password with the link; every
 * staff route answers each role as the contract's table says (403 naming the role where the role
 * lacks the route's permission); an agent works only their own listings and leads; the last
 * active administrator stays one.
 */

let api: (path: string) => string;
const PASSWORD = MEMBER_PASSWORD;

let members: Team['members'];
let adminToken: string;
let otherAgent: Member;
let profile: Team['profile'];

withTeam((team) => {
  ({ adminToken, members, otherAgent, profile } = team);
  api = (path: string) => `${team.api}${path}`;
});

describe('an invited member', () => {
  it('is listed with their role, and invited no more once their password is chosen', async () => {
    const list = await get(api('/get-staff-users'), { token: adminToken });
    expect(list.status).toBe(200);
    const agent = (list.body as Array<Record<string, unknown>>).find((u) => u.id === members.agent.id);
    expect(agent).toMatchObject({ role: 'agent', active: true, invited: false, teamMember: { name: 'Layla Haddad' } });
  });

  it('is in the audit trail: invited by the administrator, their password chosen by themselves, never shown', async () => {
    const res = await get(api(`/get-audit-entries?kind=staff-user&itemId=${members.editor.id}`), {
      token: adminToken,
    });
    expect(res.status).toBe(200);
    const entries = res.body as Array<{
      action: string;
      actor: { name: string };
      changes: Array<{ field: string; before: unknown; after: unknown; hidden?: boolean }>;
    }>;
    const invited = entries.find((e) => e.action === 'invite')!;
    expect(invited.actor.name).toBe(inject('staff').username);
    expect(invited.changes).toContainEqual({ field: 'role', before: null, after: 'editor' });
    const chosen = entries.find((e) => e.changes.some((c) => c.field === 'password'))!;
    expect(chosen.actor.name).toBe(members.editor.username);
    expect(chosen.changes).toContainEqual({ field: 'password', before: null, after: null, hidden: true });
    expect(JSON.stringify(entries)).not.toContain(PASSWORD);
  });

  it('keeps staff users’ entries of the audit trail to those who manage the team', async () => {
    const asEditor = await get(api('/get-audit-entries?kind=staff-user'), { token: members.editor.token });
    expect(asEditor.status).toBe(200);
    expect(asEditor.body).toEqual([]);
    const asAdmin = await get(api('/get-audit-entries?kind=staff-user'), { token: adminToken });
    expect((asAdmin.body as unknown[]).length).toBeGreaterThan(0);
  });

  it('sees their role and what it allows at /get-me', async () => {
    const me = await get(api('/get-me'), { token: members.agent.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ role: 'agent', leadKinds: ['enquiry', 'start-now'] });
    expect(me.body.permissions).toEqual(permissionsOf('agent'));
    expect(me.body.teamMember.name).toBe('Layla Haddad');
  });

  it('may not choose a common password, or one made of their own name; the link still works after', async () => {
    const email = `common.${Date.now().toString(36)}@agency.test`;
    const res = await post(api('/invite-staff-user'), {
      token: adminToken,
      json: { email, username: 'yasmin.aziz', role: 'marketing' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const code = inviteCode(await inviteMail(email));
    for (const [password, message] of [
      ['qwerty123456', /one of the most common/],
      ['Sunshine2026!!', /common one with digits or symbols added/],
      ['yasmin.aziz-2026', /must not contain your username/],
    ] as const) {
      const refused = await post(api('/reset-password'), {
        json: { code, password, passwordConfirmation: password },
        ip: randomIp(),
      });
      expect(refused.status, password).toBe(400);
      expect(refused.body.errors[0].field).toBe('password');
      expect(refused.body.errors[0].message).toMatch(message);
    }
    const chosen = await post(api('/reset-password'), {
      json: { code, password: PASSWORD, passwordConfirmation: PASSWORD },
      ip: randomIp(),
    });
    expect(chosen.status).toBe(200);
  });

  it('cannot be invited twice once in use, and a bad role is refused naming the field', async () => {
    const twice = await post(api('/invite-staff-user'), {
      token: adminToken,
      json: { email: members.editor.email, role: 'editor' },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.errors).toEqual([{ field: 'email', message: 'A user with that e-mail address already exists' }]);
    const bad = await post(api('/invite-staff-user'), {
      token: adminToken,
      json: { email: 'new.member@agency.test', role: 'owner' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('role');
  });
});

/* ------------------------------------------------------- every route x role */

const PARAMS: Record<string, string> = { id: 'no-such-document-id', slug: 'no-such-slug', portal: 'bayut' };
/** Calls that would end the caller's own session or need a real item are judged by the policy's answer alone. */
const SKIPPED_WHEN_ALLOWED = new Set(['logout']);

function pathFor(r: RouteDef, role: StaffRole): string {
  // A preview is of a kind the role writes; a lead of a kind the role works.
  const previewKind = role === 'marketing' ? 'post' : 'property';
  const kind = r.resource === 'preview' ? previewKind : ROLE_LEAD_KINDS[role][0];
  return r.path.replace(/:([A-Za-z]+)/g, (_, k: string) => (k === 'kind' ? kind : (PARAMS[k] ?? 'x')));
}

describe('every staff route, for every role', () => {
  const staffRoutes = ROUTES.filter((r) => r.access === 'staff');
  const cases = (['administrator', 'editor', 'agent', 'marketing'] as const).flatMap((role) =>
    staffRoutes.map((r) => [`${role}: ${r.method} ${r.path}`, role, r] as const),
  );

  it.each(cases)('%s', async (_, role, r) => {
    const allowed = permissionsOf(role).includes(r.permission!);
    if (allowed && SKIPPED_WHEN_ALLOWED.has(r.name)) return;
    const res = await call(r.method, api(pathFor(r, role)), {
      token: members[role].token,
      ...(r.method === 'GET' ? {} : { json: {} }),
    });
    if (allowed) {
      expect([401, 403, 500], JSON.stringify(res.body)).not.toContain(res.status);
    } else {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(FORBIDDEN_MESSAGE(STAFF_ROLE_LABELS[role]));
    }
  });

  it('keeps each role to its kinds of lead', async () => {
    const marketing = await get(api('/get-leads/enquiry'), { token: members.marketing.token });
    expect(marketing.status).toBe(403);
    expect(marketing.body.message).toMatch(/Your role \(Marketing\) does not allow this/);
    expect((await get(api('/get-leads/subscriber'), { token: members.agent.token })).status).toBe(403);
    expect((await get(api('/export-leads/subscriber'), { token: members.marketing.token })).status).toBe(200);
    expect((await get(api('/export-leads/enquiry'), { token: members.editor.token })).status).toBe(403);
  });
});

/* ------------------------------------------------------------ agents' own work */

describe('an agent', () => {
  let listing = '';

  it('adds listings as their own drafts, whatever agent or publication the body asks for', async () => {
    const res = await post(api('/add-property'), {
      token: members.agent.token,
      json: { title: 'Marina Gate penthouse', draft: false },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.property.publication).toBe('draft');
    expect(res.body.property.agent?._id).toBe(profile.agent);
    listing = res.body.property._id;
    const given = await post(api('/add-property'), {
      token: members.agent.token,
      json: { title: 'Someone else’s villa', agent: profile.other },
    });
    expect(given.status).toBe(403);
    expect(given.body.message).toMatch(/cannot give a listing to another agent/);
  });

  it('edits their own listing, and not another agent’s', async () => {
    const own = await put(api(`/update-property/${listing}`), {
      token: members.agent.token,
      json: { title: 'Marina Gate penthouse, full sea view' },
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const other = await put(api(`/update-property/${listing}`), {
      token: otherAgent.token,
      json: { title: 'Taken over' },
    });
    expect(other.status).toBe(403);
    expect(other.body.message).toMatch(/agents work only on their own listings/);
    expect((await call('DELETE', api(`/delete-property/${listing}`), { token: members.agent.token })).status).toBe(403);
  });

  it('publishes their own listings only once the settings let agents publish', async () => {
    const before = await post(api(`/publish-property/${listing}`), { token: members.agent.token, json: {} });
    expect(before.status).toBe(403);
    const on = await put(api('/update-settings'), { token: adminToken, json: { agentsMayPublish: true } });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.settings?.agentsMayPublish ?? on.body.agentsMayPublish).toBe(true);
    const other = await post(api(`/publish-property/${listing}`), { token: otherAgent.token, json: {} });
    expect(other.status).toBe(403);
    const own = await post(api(`/publish-property/${listing}`), { token: members.agent.token, json: {} });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.property.publication).toBe('published');
    await put(api('/update-settings'), { token: adminToken, json: { agentsMayPublish: false } });
  });

  it('takes an image out of their published listing in its draft only, while agents may not publish', async () => {
    const added = await post(api('/add-property'), {
      token: adminToken,
      form: form({ title: 'Jumeirah Bay mansion', agent: profile.agent }, { featuredImage: [image('front.png')] }),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const {
      _id: id,
      slug,
      featuredImage,
    } = added.body.property as { _id: string; slug: string; featuredImage: string };
    expect(added.body.property.publication).toBe('published');
    const removed = await post(api('/remove-image-property'), {
      token: members.agent.token,
      json: { propertyId: id, imageName: featuredImage },
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.property.featuredImage ?? null).toBeNull();
    expect(removed.body.property.publication).toBe('modified');
    // The site still shows what an editor published.
    expect((await get(api(`/get-property-slug/${slug}`))).body.featuredImage).toBe(featuredImage);
  });

  it('sees the enquiries about their own listings only', async () => {
    const slug = (await get(api(`/get-property/${listing}`), { token: adminToken })).body.slug as string;
    const email = `buyer.${Date.now()}@example.test`;
    const sent = await post(api('/send-email'), {
      json: {
        fname: 'Amira',
        lname: 'Saleh',
        email,
        phone: '+971501234567',
        message: 'Is it still available?',
        listing: slug,
      },
      ip: randomIp(),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const mine = await eventually(async () => {
      const res = await get(api(`/get-leads/enquiry?q=${encodeURIComponent(email)}`), { token: members.agent.token });
      return res.status === 200 && (res.body as unknown[]).length ? res : null;
    });
    const lead = (mine.body as Array<{ _id: string; agent: { _id: string } | null }>)[0];
    expect(lead.agent?._id).toBe(profile.agent);
    const theirs = await get(api(`/get-leads/enquiry?q=${encodeURIComponent(email)}`), { token: otherAgent.token });
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual([]);
    const opened = await get(api(`/get-lead/enquiry/${lead._id}`), { token: otherAgent.token });
    expect(opened.status).toBe(403);
    expect(opened.body.message).toMatch(/not yours/);
    const handled = await put(api(`/update-lead/enquiry/${lead._id}`), {
      token: members.agent.token,
      json: { handled: true },
    });
    expect(handled.status).toBe(200);
  });
});

/* ----------------------------------------------- what an agent reads of listings */

describe('an agent reading listings through the staff routes', () => {
  const tag = `Reads ${Date.now().toString(36)}`;
  /** The listings of this block, by what they are. */
  const ids = { ownDraft: '', ownOffMarket: '', otherDraft: '', otherOffMarket: '', otherPublic: '' };
  let otherDraftSlug = '';
  let development = '';

  const add = async (token: string, json: Record<string, unknown>) => {
    const res = await post(api('/add-property'), { token, json: { ...json, title: `${tag} ${json.title}` } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.property as { _id: string; slug: string };
  };
  const listed = async (token: string, query = '') => {
    const res = await get(api(`/get-properties?q=${encodeURIComponent(tag)}&limit=100${query}`), { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Number(res.headers.get('x-total-count'))).toBe((res.body as unknown[]).length);
    return res.body as Array<{ _id: string; title: string; publication: string }>;
  };

  beforeAll(async () => {
    const soon = new Date(Date.now() + 5 * 86_400_000).toISOString();
    ids.ownDraft = (await add(members.agent.token, { title: 'own draft' }))._id;
    ids.ownOffMarket = (
      await add(adminToken, { title: 'own off-market', agent: profile.agent, status: 'off-market' })
    )._id;
    const otherDraft = await add(adminToken, {
      title: 'other draft',
      agent: profile.other,
      draft: true,
      permitNumber: '7788991',
      permitExpiresAt: soon,
    });
    ids.otherDraft = otherDraft._id;
    otherDraftSlug = otherDraft.slug;
    ids.otherOffMarket = (
      await add(adminToken, { title: 'other off-market', agent: profile.other, status: 'off-market' })
    )._id;
    ids.otherPublic = (await add(adminToken, { title: 'other public', agent: profile.other }))._id;
    // Published, then changed in its draft only: the public still sees the published title.
    const changed = await put(api(`/update-property/${ids.otherPublic}`), {
      token: adminToken,
      json: { title: `${tag} other public, changed in draft`, draft: true },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const added = await post(api('/add-development'), {
      token: adminToken,
      json: { title: `${tag} development`, properties: [ids.otherPublic, ids.otherOffMarket, ids.otherDraft] },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    development = added.body.development._id as string;
  });

  it('lists the drafts of their own listings, whatever their status, and of the others only what the public sees', async () => {
    const seen = await listed(members.agent.token);
    expect(new Set(seen.map((p) => p._id))).toEqual(new Set([ids.ownDraft, ids.ownOffMarket, ids.otherPublic]));
    const other = seen.find((p) => p._id === ids.otherPublic)!;
    expect(other).toMatchObject({ title: `${tag} other public`, publication: 'published' });
    expect(seen.find((p) => p._id === ids.ownDraft)?.publication).toBe('draft');
    // The choice list and a sorted page are narrowed the same way.
    const choices = await get(api(`/get-properties?q=${encodeURIComponent(tag)}&fields=_id,title`), {
      token: members.agent.token,
    });
    expect(new Set((choices.body as Array<{ _id: string }>).map((c) => c._id))).toEqual(
      new Set([ids.ownDraft, ids.ownOffMarket, ids.otherPublic]),
    );
    const sorted = await listed(members.agent.token, '&sort=title:asc');
    expect(sorted.map((p) => p._id).sort()).toEqual(seen.map((p) => p._id).sort());
  });

  it('opens their own drafts, and gets a 404 for another agent’s draft or off-market listing, by id or slug', async () => {
    const own = await get(api(`/get-property/${ids.ownOffMarket}`), { token: members.agent.token });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ status: 'off-market' });
    expect((await get(api(`/get-property/${ids.ownDraft}`), { token: members.agent.token })).body.publication).toBe(
      'draft',
    );
    for (const id of [ids.otherDraft, ids.otherOffMarket]) {
      const res = await get(api(`/get-property/${id}`), { token: members.agent.token });
      expect(res.status, id).toBe(404);
    }
    expect((await get(api(`/get-property-slug/${otherDraftSlug}`), { token: members.agent.token })).status).toBe(404);
    const published = await get(api(`/get-property/${ids.otherPublic}`), { token: members.agent.token });
    expect(published.status).toBe(200);
    expect(published.body.title).toBe(`${tag} other public`);
  });

  it('sees a development’s listings as the public does, and the permit alerts of their own listings only', async () => {
    const draftOnly = await get(api(`/get-development/${development}`), { token: members.agent.token });
    expect(draftOnly.status).toBe(200);
    expect((draftOnly.body.properties as Array<{ _id: string }>).map((p) => p._id)).toEqual([ids.otherPublic]);
    const asAdmin = await get(api(`/get-development/${development}`), { token: adminToken });
    expect((asAdmin.body.properties as Array<{ _id: string }>).map((p) => p._id).sort()).toEqual(
      [ids.otherPublic, ids.otherOffMarket, ids.otherDraft].sort(),
    );
    const alerted = (token: string) =>
      get(api('/get-permit-alerts'), { token }).then((res) =>
        (res.body.expiring as Array<{ _id: string }>).some((a) => a._id === ids.otherDraft),
      );
    expect(await alerted(adminToken)).toBe(true);
    expect(await alerted(members.agent.token)).toBe(false);
  });

  it('leaves administrators and editors reading every listing as its latest draft', async () => {
    for (const token of [adminToken, members.editor.token]) {
      const seen = await listed(token);
      expect(new Set(seen.map((p) => p._id))).toEqual(new Set(Object.values(ids)));
      expect(seen.find((p) => p._id === ids.otherPublic)).toMatchObject({
        title: `${tag} other public, changed in draft`,
        publication: 'modified',
      });
      expect((await get(api(`/get-property/${ids.otherDraft}`), { token })).status).toBe(200);
    }
  });
});

/* ------------------------------------- the last administrator, from Strapi's doors */
