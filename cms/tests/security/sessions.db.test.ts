import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RenewSessionResponseSchema, LoginResponseSchema } from '@estate/contract';
import { del, get, post, put, randomIp, signJwt } from '../harness/client';
import { startCms, type CmsInstance } from '../harness/stack';
import { makeStaff, signIn, statusWith } from './support';

/*
 * Tokens are revocable. Every staff sign-in is a session of Strapi's session
 * manager; Logout, a password change, blocking, demotion and deletion end the user's tokens at
 * once; tokens live STAFF_TOKEN_TTL (2h) and are renewed while in use, up to STAFF_SESSION_MAX
 * (12h) after signing in.
 */

const HOUR = 3600_000;
const near = (iso: string, expected: number, slack = 60_000) =>
  expect(Math.abs(new Date(iso).getTime() - expected)).toBeLessThan(slack);

describe("a member's list of their sign-ins", () => {
  const MAC_CHROME =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
  const IPHONE_SAFARI =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

  it('shows each device and address, marks this one, and ends another at once', async () => {
    const agent = await makeStaff();
    const login = (userAgent: string, ip: string) =>
      post('/login', {
        json: { username: agent.name, password: agent.password },
        ip,
        headers: { 'user-agent': userAgent },
      });
    const desk = (await login(MAC_CHROME, '198.51.100.21')).body.token as string;
    const phone = (await login(IPHONE_SAFARI, '198.51.100.22')).body.token as string;
    const list = await get('/get-sessions', { token: desk });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    const [newest, older] = list.body as Array<{ id: string; current: boolean; device: string; ip: string }>;
    expect(newest).toMatchObject({ current: false, device: 'Safari on iOS', ip: '198.51.100.22' });
    expect(older).toMatchObject({ current: true, device: 'Chrome on macOS', ip: '198.51.100.21' });
    const ended = await post(`/end-session/${newest.id}`, { token: desk, json: {} });
    expect(ended.status).toBe(200);
    expect(await statusWith(phone)).toBe(401);
    expect(await statusWith(desk)).toBe(200);
    expect((await get('/get-sessions', { token: desk })).body).toHaveLength(1);
  });

  it("cannot end another member's sign-in", async () => {
    const one = await makeStaff();
    const other = await makeStaff();
    const theirs = await signIn(other);
    const theirId = ((await get('/get-sessions', { token: theirs.token })).body as Array<{ id: string }>)[0].id;
    const mine = await signIn(one);
    const res = await post(`/end-session/${theirId}`, { token: mine.token, json: {} });
    expect(res.status).toBe(404);
    expect(await statusWith(theirs.token)).toBe(200);
  });
});

describe('a staff sign-in', () => {
  it('answers a token that lives hours, not days, and the end of the session', async () => {
    const agent = await makeStaff();
    const before = Date.now();
    const res = await signIn(agent);
    LoginResponseSchema.parse(res);
    near(res.expiresAt, before + 2 * HOUR);
    near(res.sessionExpiresAt, before + 12 * HOUR);
    const [, payload] = res.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp: number; iat: number };
    expect(claims.exp - claims.iat).toBe(2 * 3600);
    expect(await statusWith(res.token)).toBe(200);
  });

  it('is renewed with POST /renew-session: a new token of the same session, the same end', async () => {
    const agent = await makeStaff();
    const first = await signIn(agent);
    const renewed = await post('/renew-session', { token: first.token, json: {} });
    expect(renewed.status).toBe(200);
    const body = RenewSessionResponseSchema.parse(renewed.body);
    expect(body.sessionExpiresAt).toBe(new Date(first.sessionExpiresAt).toISOString());
    expect(await statusWith(body.token)).toBe(200);
  });

  it('refuses tokens in the old 7-day form and tokens of no stored session, though signed with the secret', async () => {
    const agent = await makeStaff();
    const now = Math.floor(Date.now() / 1000);
    expect(await statusWith(signJwt({ id: agent.id, iat: now, exp: now + 7 * 86400 }))).toBe(401);
    expect(
      await statusWith(signJwt({ userId: String(agent.id), sessionId: 'made-up', type: 'access', iat: now })),
    ).toBe(401);
    const renew = await post('/renew-session', { token: signJwt({ id: agent.id, iat: now }), json: {} });
    expect(renew.status).toBe(401);
  });
});

describe('Logout', () => {
  it('ends every token of the user (all sign-ins), and renewing one of them is refused', async () => {
    const agent = await makeStaff();
    const [a, b] = [await signIn(agent), await signIn(agent)];
    const out = await post('/logout', { token: a.token, json: {} });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: 'You have been signed out' });
    expect(await statusWith(a.token)).toBe(401);
    expect(await statusWith(b.token)).toBe(401);
    expect((await post('/renew-session', { token: b.token, json: {} })).status).toBe(401);
    // A new sign-in works as before.
    expect(await statusWith((await signIn(agent)).token)).toBe(200);
  });

  it("with { scope: 'session' } ends only the sign-in whose token it is", async () => {
    const agent = await makeStaff();
    const [a, b] = [await signIn(agent), await signIn(agent)];
    const renewedA = (await post('/renew-session', { token: a.token, json: {} })).body.token as string;
    expect((await post('/logout', { token: a.token, json: { scope: 'session' } })).status).toBe(200);
    expect(await statusWith(a.token)).toBe(401);
    expect(await statusWith(renewedA)).toBe(401);
    expect(await statusWith(b.token)).toBe(200);
  });

  it('answers 400 naming scope for an unknown scope, and 401 without a live token', async () => {
    const agent = await makeStaff();
    const { token } = await signIn(agent);
    const bad = await post('/logout', { token, json: { scope: 'everyone' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'scope', message: 'scope must be "all" or "session"' }]);
    expect((await post('/logout', { json: {} })).status).toBe(401);
  });
});

describe('changes to a user made in the Strapi panel', () => {
  it('a new password ends every token of the user', async () => {
    const agent = await makeStaff();
    const { token } = await signIn(agent);
    expect((await put(agent.userPath, { token: agent.admin, json: { password: 'Another-Passw0rd!' } })).status).toBe(
      200,
    );
    expect(await statusWith(token)).toBe(401);
    expect(await statusWith((await signIn({ name: agent.name, password: 'Another-Passw0rd!' })).token)).toBe(200);
  });

  it('blocking ends every token of the user', async () => {
    const agent = await makeStaff();
    const { token } = await signIn(agent);
    expect((await put(agent.userPath, { token: agent.admin, json: { blocked: true } })).status).toBe(200);
    expect(await statusWith(token)).toBe(401);
    expect((await post('/renew-session', { token, json: {} })).status).toBe(401);
  });

  it('taking the staff role away ends every token of the user (401, not 403)', async () => {
    const agent = await makeStaff();
    const { token } = await signIn(agent);
    expect((await put(agent.userPath, { token: agent.admin, json: { role: agent.roles.authenticated } })).status).toBe(
      200,
    );
    expect(await statusWith(token)).toBe(401);
  });

  it('an edit that changes none of these keeps the tokens', async () => {
    const agent = await makeStaff();
    const { token } = await signIn(agent);
    expect((await put(agent.userPath, { token: agent.admin, json: { confirmed: true } })).status).toBe(200);
    expect(await statusWith(token)).toBe(200);
  });

  it('deleting the user ends its tokens', async () => {
    const agent = await makeStaff();
    const { token } = await signIn(agent);
    expect((await del(agent.userPath, { token: agent.admin })).status).toBe(200);
    expect(await statusWith(token)).toBe(401);
  });
});

// The two lifetimes run side by side: each is mostly waiting for its clock.
describe.concurrent('token and session lifetimes (a CMS with STAFF_TOKEN_TTL=3s, STAFF_SESSION_MAX=9s)', () => {
  let cms: CmsInstance;
  beforeAll(async () => {
    cms = await startCms({ STAFF_TOKEN_TTL: '3s', STAFF_SESSION_MAX: '9s' });
  });
  afterAll(async () => {
    await cms?.stop();
  });
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('a token left alone stops working after its TTL and cannot be renewed', { timeout: 30_000 }, async () => {
    const agent = await makeStaff();
    const { token } = await signIn(agent, cms.url);
    expect(await statusWith(token, cms.url)).toBe(200);
    await sleep(4_000);
    expect(await statusWith(token, cms.url)).toBe(401);
    expect((await post(`${cms.url}/api/admin/renew-session`, { token, json: {} })).status).toBe(401);
  });

  it(
    'renewing while in use keeps the sign-in up to STAFF_SESSION_MAX, never past it',
    { timeout: 60_000 },
    async () => {
      const agent = await makeStaff();
      const first = await signIn(agent, cms.url);
      const end = new Date(first.sessionExpiresAt).getTime();
      let token = first.token;
      let renewals = 0;
      let refusedAt = 0;
      while (Date.now() < end + 5_000) {
        await sleep(1_500);
        const renewed = await post(`${cms.url}/api/admin/renew-session`, { token, json: {}, ip: randomIp() });
        if (renewed.status !== 200) {
          expect(renewed.status).toBe(401);
          refusedAt = Date.now();
          break;
        }
        token = renewed.body.token as string;
        renewals++;
        // Each renewed token works, even after the first token's own TTL has passed.
        expect(await statusWith(token, cms.url)).toBe(200);
      }
      expect(renewals).toBeGreaterThanOrEqual(4);
      expect(refusedAt).toBeGreaterThanOrEqual(end - 500);
      expect(refusedAt).toBeLessThan(end + 2_500);
      // The last token is younger than its TTL, but its session has ended.
      expect(await statusWith(token, cms.url)).toBe(401);
    },
  );
});
