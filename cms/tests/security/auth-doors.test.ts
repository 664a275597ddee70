import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LIMITS } from '../harness/env';
import { PASSWORD_CHANGED_MESSAGE } from '@estate/contract';
import { eventually, get, mails, newUser, post, randomIp } from '../harness/client';
import { runSql } from '../harness/database';
import type { CapturedMail } from '../harness/fakes';
import { startCms, type CmsInstance } from '../harness/stack';
import { makeStaff, signIn, statusWith } from './support';

/*
 * One sign-in limit for both doors, and a password reset that works end to
 * end from the staff admin. users-permissions' /api/auth/local counts its failures in the same
 * counter as the contract's /login; "forgot password" mails a link to
 * PUBLIC_SITE_URL/admin/reset-password with a code that works once and expires; the plugin's own
 * reset routes (codes that never expire) are closed.
 */

const ENDED = 'Your session is invalid or has expired. Please sign in again.';
const REQUESTED = /If that address belongs to a staff account, a link to choose a new password is on its way/;
const NEW_PASSWORD = 'A-Brand-New-Passw0rd';

const mailTo = (address: string) => eventually(async () => (await mails()).filter((m) => m.to.includes(address)).pop());
const codeIn = (mail: CapturedMail) => {
  const match = /\/admin\/reset-password\?code=([\w%-]+)/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return decodeURIComponent(match![1]);
};

describe("users-permissions' sign-in door", () => {
  it('shares the failure limit with the contract login: failures at either door count together', async () => {
    const agent = await makeStaff();
    const ip = randomIp();
    const half = Math.ceil(LIMITS.loginFailuresPerWindow / 2);
    for (let i = 0; i < half; i++) {
      const res = await post('/api/auth/local', { json: { identifier: agent.name, password: 'wrong-guess' }, ip });
      expect(res.status).toBe(400);
    }
    for (let i = half; i < LIMITS.loginFailuresPerWindow; i++) {
      expect((await post('/login', { json: { username: agent.name, password: 'wrong-guess' }, ip })).status).toBe(401);
    }
    // The allowance is spent: both doors refuse even the right password from this address.
    const local = await post('/api/auth/local', { json: { identifier: agent.name, password: agent.password }, ip });
    expect(local.status).toBe(429);
    expect(local.body.error.message).toBe('Too many sign-in attempts. Please wait a few minutes and try again.');
    expect(Number(local.headers.get('retry-after'))).toBeGreaterThan(0);
    const contract = await post('/login', { json: { username: agent.name, password: agent.password }, ip });
    expect(contract.status).toBe(429);
  });

  it('counts failures only, and its tokens are session tokens that Logout ends', async () => {
    const agent = await makeStaff();
    const ip = randomIp();
    let jwt = '';
    for (let i = 0; i < LIMITS.loginFailuresPerWindow + 2; i++) {
      const res = await post('/api/auth/local', { json: { identifier: agent.name, password: agent.password }, ip });
      expect(res.status).toBe(200);
      jwt = res.body.jwt as string;
    }
    expect(await statusWith(jwt)).toBe(200);
    expect((await post('/logout', { token: jwt, json: {} })).status).toBe(200);
    expect(await statusWith(jwt)).toBe(401);
  });

  it('has its own reset routes closed (their codes never expire)', async () => {
    for (const path of ['/api/auth/forgot-password', '/api/auth/reset-password']) {
      const res = await post(path, { json: { email: 'staff@estate.test' }, ip: randomIp() });
      expect(res.status, path).toBe(404);
      expect(res.body.error.message).toMatch(/\/api\/admin\/forgot-password/);
    }
  });
});

describe('password reset from the staff admin', () => {
  it('mails a link to /admin/reset-password; the code sets a new password once and ends every session', async () => {
    const agent = await makeStaff();
    const { token } = await signIn(agent);
    const asked = await post('/forgot-password', { json: { email: agent.email.toUpperCase() }, ip: randomIp() });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toMatch(REQUESTED);
    const mail = await mailTo(agent.email);
    expect(mail.subject).toMatch(/choose a new password/);
    expect(mail.text).toMatch(/^http:\/\/localhost:3000\/admin\/reset-password\?code=/m);
    expect(mail.html).toContain('/admin/reset-password?code=');
    const code = codeIn(mail);

    const reset = await post('/reset-password', {
      json: { code, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
      ip: randomIp(),
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: 'Your password has been changed. Please sign in with the new one.' });
    expect(await statusWith(token)).toBe(401);
    expect(
      (await post('/login', { json: { username: agent.name, password: agent.password }, ip: randomIp() })).status,
    ).toBe(401);
    expect(await statusWith((await signIn({ name: agent.name, password: NEW_PASSWORD })).token)).toBe(200);

    const again = await post('/reset-password', {
      json: { code, password: 'Yet-Another-Passw0rd', passwordConfirmation: 'Yet-Another-Passw0rd' },
      ip: randomIp(),
    });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual([
      { field: 'code', message: expect.stringMatching(/invalid or has already been used/) },
    ]);
  });

  it('tells a session the reset ended that the password was changed; other ended sessions still read as expired', async () => {
    const agent = await makeStaff();
    const ended = (await signIn(agent)).token;
    const signedOut = (await signIn(agent)).token;
    expect((await post('/logout', { token: signedOut, json: { scope: 'session' } })).status).toBe(200);
    await post('/forgot-password', { json: { email: agent.email }, ip: randomIp() });
    const code = codeIn(await mailTo(agent.email));
    const reset = await post('/reset-password', {
      json: { code, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
      ip: randomIp(),
    });
    expect(reset.status).toBe(200);

    // Every door a staff token opens says why it no longer does: a read, a renewal, the sign-ins.
    for (const res of [
      await get('/get-leads/enquiry', { token: ended }),
      await post('/renew-session', { token: ended, json: {} }),
      await get('/get-sessions', { token: ended }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(PASSWORD_CHANGED_MESSAGE);
    }
    // The session ended by Logout before the reset, a token of no session and none at all: unchanged.
    const loggedOut = await get('/get-leads/enquiry', { token: signedOut });
    expect(loggedOut.status).toBe(401);
    expect(loggedOut.body.message).toBe(ENDED);
    expect((await get('/get-leads/enquiry', { token: `${ended}x` })).body.message).toBe(ENDED);
    expect((await get('/get-leads/enquiry')).status).toBe(401);
    expect((await get('/get-leads/enquiry')).body.message).not.toBe(PASSWORD_CHANGED_MESSAGE);

    // A sign-in with the new password is a live session, and its own list holds only itself.
    const fresh = (await signIn({ name: agent.name, password: NEW_PASSWORD })).token;
    expect(await statusWith(fresh)).toBe(200);
    const sessions = await get('/get-sessions', { token: fresh });
    expect(sessions.body).toHaveLength(1);
  });

  it('answers the same for an unknown address and a user who is not staff, and mails neither', async () => {
    const visitorEmail = (await newUser('authenticated')).email;
    for (const email of ['nobody-at-all@agency.test', visitorEmail]) {
      const res = await post('/forgot-password', { json: { email }, ip: randomIp() });
      expect(res.status).toBe(200);
      expect(res.body.message).toMatch(REQUESTED);
    }
    // A staff member's request afterwards is mailed: by then the others would have been too.
    const agent = await makeStaff();
    await post('/forgot-password', { json: { email: agent.email }, ip: randomIp() });
    await mailTo(agent.email);
    const sent = (await mails()).flatMap((m) => m.to);
    expect(sent).not.toContain('nobody-at-all@agency.test');
    expect(sent).not.toContain(visitorEmail);
    // Handled requests are not kept: no address somebody typed stays in the database.
    const kept = () =>
      runSql(inject('cmsEnv'), 'SELECT COUNT(*) AS n FROM password_reset_requests WHERE email IN (?, ?, ?)', [
        'nobody-at-all@agency.test',
        visitorEmail,
        agent.email,
      ]);
    await eventually(async () => Number((await kept())[0]!.n) === 0);
  });

  it('answers 400 naming the field for bad input', async () => {
    const ip = randomIp();
    const noEmail = await post('/forgot-password', { json: {}, ip });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.errors).toEqual([{ field: 'email', message: 'email is required' }]);
    const short = await post('/reset-password', {
      json: { code: 'x', password: 'short', passwordConfirmation: 'short' },
      ip,
    });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual([{ field: 'password', message: 'password must be at least 12 characters' }]);
    const mismatch = await post('/reset-password', {
      json: { code: 'x', password: NEW_PASSWORD, passwordConfirmation: `${NEW_PASSWORD}!` },
      ip,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual([
      { field: 'passwordConfirmation', message: 'passwordConfirmation must match password' },
    ]);
    const wrongCode = await post('/reset-password', {
      json: { code: 'not-a-code', password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
      ip,
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.errors[0].field).toBe('code');
  });

  it('limits requests per address (each may send a mail)', async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i++) {
      expect((await post('/forgot-password', { json: { email: 'someone@agency.test' }, ip })).status).toBe(200);
    }
    const res = await post('/forgot-password', { json: { email: 'someone@agency.test' }, ip });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/Too many password reset attempts/);
  });
});

describe('a CMS with PASSWORD_RESET_TTL=2s and its own PUBLIC_SITE_URL', () => {
  let cms: CmsInstance;
  beforeAll(async () => {
    cms = await startCms({ PASSWORD_RESET_TTL: '2s', PUBLIC_SITE_URL: 'https://estate.example/' });
  });
  afterAll(async () => {
    await cms?.stop();
  });

  it('links to PUBLIC_SITE_URL/admin/reset-password, and a code used after its TTL is refused', async () => {
    const agent = await makeStaff();
    const asked = await post(`${cms.url}/api/admin/forgot-password`, { json: { email: agent.email }, ip: randomIp() });
    expect(asked.status).toBe(200);
    const mail = await mailTo(agent.email);
    expect(mail.text).toMatch(/^https:\/\/estate\.example\/admin\/reset-password\?code=/m);
    expect(mail.text).toMatch(/within 2 seconds/);
    await new Promise((r) => setTimeout(r, 2_500));
    const late = await post(`${cms.url}/api/admin/reset-password`, {
      json: { code: codeIn(mail), password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
      ip: randomIp(),
    });
    expect(late.status).toBe(400);
    expect(late.body.errors).toEqual([
      { field: 'code', message: 'This reset link has expired. Please ask for a new one.' },
    ]);
    expect(await statusWith((await signIn(agent, cms.url)).token, cms.url)).toBe(200);
  });
});

describe('a CMS with PASSWORD_RESET_ENABLED=false', () => {
  let cms: CmsInstance;
  beforeAll(async () => {
    cms = await startCms({ PASSWORD_RESET_ENABLED: 'false' });
  });
  afterAll(async () => {
    await cms?.stop();
  });

  it('answers 404 with a message to both reset routes', async () => {
    for (const path of ['forgot-password', 'reset-password']) {
      const res = await post(`${cms.url}/api/admin/${path}`, {
        json: { email: 'staff@estate.test', code: 'x', password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
        ip: randomIp(),
      });
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe('Password reset is switched off on this site');
    }
  });
});
