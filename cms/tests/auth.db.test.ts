import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LoginResponseSchema } from '@estate/contract';
import { LIMITS } from './harness/env';
import { errorFields, form, get, newUser, post, put, randomIp } from './harness/client';
import { makeStaff as makeAgent } from './security/support';

/*
 * Staff sign-in: by username or e-mail, a clear 401 for wrong credentials and for users who are
 * not staff, and a failure limit per client address that a forged X-Forwarded-For cannot reset.
 * Staff who are blocked or lose the role lose access at once.
 */

const FAILED = 'Invalid username or password';
let staffUser: { username: string; email: string; password: string };

beforeAll(() => {
  staffUser = inject('staff');
});

const login = (json: Record<string, unknown>, ip = randomIp()) => post('/login', { json, ip });

describe('login', () => {
  it('by username answers a token and the user, and the token opens staff routes', async () => {
    const res = await login({ username: staffUser.username, password: staffUser.password });
    expect(res.status).toBe(200);
    const body = LoginResponseSchema.parse(res.body);
    expect(body.user).toMatchObject({ username: staffUser.username, email: staffUser.email });
    expect(Object.keys(res.body.user).sort()).toEqual(['email', 'id', 'username']);
    expect((await get('/get-leads/enquiry', { token: body.token })).status).toBe(200);
  });

  it('by e-mail, in any letter case, answers a token', async () => {
    const res = await login({ username: staffUser.email.toUpperCase(), password: staffUser.password });
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
  });

  it('from a form post works too', async () => {
    const res = await post('/login', {
      form: form({ username: staffUser.username, password: staffUser.password }),
      ip: randomIp(),
    });
    expect(res.status).toBe(200);
  });

  it('with a wrong password or an unknown user answers 401 with the same message', async () => {
    const wrong = await login({ username: staffUser.username, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: FAILED });
    const unknown = await login({ username: 'nobody-here', password: 'whatever' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ message: FAILED });
  });

  it('without a username or password answers 400 naming the field', async () => {
    const noUser = await login({ password: 'x' });
    expect(noUser.status).toBe(400);
    expect(noUser.body.errors).toEqual([{ field: 'username', message: 'username is required' }]);
    const noPassword = await login({ username: 'staff' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.errors).toEqual([{ field: 'password', message: 'password is required' }]);
    const wrongType = await login({ username: ['staff'], password: 5 });
    expect(wrongType.status).toBe(400);
    expect(errorFields(wrongType.body).sort()).toEqual(['password', 'username']);
  });

  it('is refused with 401 and a message to a user who is not staff, even with the right password', async () => {
    const buyer = await newUser('authenticated');
    const res = await login({ username: buyer.username, password: buyer.password });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'This account has no staff access' });
    expect(res.body.token).toBeUndefined();
  });
});

describe('the sign-in failure limit', () => {
  it(`answers 429 with a message after ${LIMITS.loginFailuresPerWindow} failures, for that client only`, async () => {
    const ip = randomIp();
    for (let i = 0; i < LIMITS.loginFailuresPerWindow; i++) {
      expect((await login({ username: staffUser.username, password: `wrong-${i}` }, ip)).status).toBe(401);
    }
    // Even the right password waits now.
    const blocked = await login({ username: staffUser.username, password: staffUser.password }, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many sign-in attempts. Please wait a few minutes and try again.');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await login({ username: staffUser.username, password: staffUser.password })).status).toBe(200);
  });

  it('is not reset by a forged X-Forwarded-For (addresses prepended by the client)', async () => {
    const ip = randomIp();
    for (let i = 0; i < LIMITS.loginFailuresPerWindow; i++) await login({ username: 'staff', password: 'nope' }, ip);
    for (const forged of ['1.2.3.4', '8.8.8.8, 9.9.9.9']) {
      const res = await post('/login', {
        json: { username: staffUser.username, password: staffUser.password },
        headers: { 'x-forwarded-for': `${forged}, ${ip}` },
      });
      expect(res.status, forged).toBe(429);
    }
  });

  it('counts failures only: staff who sign in often are never locked out', async () => {
    const ip = randomIp();
    for (let i = 0; i < LIMITS.loginFailuresPerWindow + 3; i++) {
      expect((await login({ username: staffUser.username, password: staffUser.password }, ip)).status).toBe(200);
    }
  });
});

describe('a staff member who loses access', () => {
  async function makeStaff() {
    const agent = await makeAgent();
    const { name, password, userPath, admin } = agent;
    const authenticated = { id: agent.roles.authenticated };
    const signedIn = await login({ username: name, password });
    expect(signedIn.status).toBe(200);
    return { name, password, token: signedIn.body.token as string, userPath, admin, authenticated };
  }

  it('when blocked: cannot sign in, and the token in hand stops working at once', async () => {
    const agent = await makeStaff();
    expect((await get('/get-leads/enquiry', { token: agent.token })).status).toBe(200);
    expect((await put(agent.userPath, { token: agent.admin, json: { blocked: true } })).status).toBe(200);
    expect((await get('/get-leads/enquiry', { token: agent.token })).status).toBe(401);
    const res = await login({ username: agent.name, password: agent.password });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('This account is blocked');
  });

  it('when the staff role is taken away: the token in hand ends at once (401: the session is gone)', async () => {
    const agent = await makeStaff();
    expect((await put(agent.userPath, { token: agent.admin, json: { role: agent.authenticated.id } })).status).toBe(
      200,
    );
    expect((await get('/get-leads/enquiry', { token: agent.token })).status).toBe(401);
  });
});
