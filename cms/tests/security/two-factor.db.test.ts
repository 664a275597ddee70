import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import {
  API_PREFIX,
  LoginResponseSchema,
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_SETUP_REQUIRED,
  TwoFactorChallengeSchema,
  TwoFactorSetupSchema,
} from '@estate/contract';
import { get, post, put, randomIp } from '../harness/client';
import { startCms, type CmsInstance } from '../harness/stack';
import { inviteMember, MEMBER_PASSWORD, signIn, type Member } from '../harness/team';

/*
 * Two-factor sign-in on a CMS of its own (the setting that requires it of administrators holds
 * for every administrator of the database). Members set it up with the secret of a QR code, then
 * sign in in two steps; a code works once, recovery codes once each, and codes tried are counted
 * per member. The codes are made here the way an authenticator app makes them (RFC 6238).
 */

let cms: CmsInstance;
const api = (path = '') => `${cms.url}${API_PREFIX}${path}`;
let adminToken: string;

const PERIOD_MS = 30_000;
/** The code an app shows for the secret at a moment (now, or a step later: a code not yet used). */
const codeAt = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at,
  });

interface Enrolled extends Member {
  secret: string;
  recoveryCodes: string[];
  /** The code that turned it on (used once already). */
  usedCode: string;
}

/** Sets up two-factor sign-in for a member: the QR code's secret, then its current code. */
async function enrol(member: Member): Promise<Enrolled> {
  const setup = await post(api('/start-two-factor-setup'), { token: member.token, json: {} });
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  const { secret } = TwoFactorSetupSchema.parse(setup.body);
  const usedCode = codeAt(secret);
  const on = await post(api('/enable-two-factor'), { token: member.token, json: { code: usedCode } });
  expect(on.status, JSON.stringify(on.body)).toBe(200);
  return { ...member, secret, usedCode, recoveryCodes: on.body.recoveryCodes as string[] };
}

/** The first step: the password answers a challenge, not a token. */
async function challengeOf(member: Member): Promise<string> {
  const res = await post(api('/login'), {
    json: { username: member.username, password: MEMBER_PASSWORD },
    ip: randomIp(),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const body = TwoFactorChallengeSchema.parse(res.body);
  expect(res.body).not.toHaveProperty('token');
  return body.challenge;
}

const verify = (challenge: string, code: string) =>
  post(api('/verify-two-factor'), { json: { challenge, code }, ip: randomIp() });

beforeAll(async () => {
  cms = await startCms({}, { freshDatabase: true });
  const { username, password } = inject('staff');
  adminToken = await signIn(api(), username, password);
}, 180_000);

afterAll(async () => {
  await cms?.stop();
});

describe('setting up two-factor sign-in', () => {
  let member: Member;
  beforeAll(async () => {
    member = await inviteMember(api(), adminToken, 'editor');
  }, 60_000);

  it('shows a QR code of an otpauth address naming the agency, and the secret to type', async () => {
    const res = await post(api('/start-two-factor-setup'), { token: member.token, json: {} });
    expect(res.status).toBe(200);
    const setup = TwoFactorSetupSchema.parse(res.body);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(new URL(setup.otpauthUri).searchParams.get('secret')).toBe(setup.secret);
    expect(new URL(setup.otpauthUri).searchParams.get('digits')).toBe('6');
    expect(setup.otpauthUri).toContain(encodeURIComponent(member.email));
    const svg = Buffer.from(setup.qrCode.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
    // A wrong code leaves it off, and says which field was wrong.
    const wrong = await post(api('/enable-two-factor'), { token: member.token, json: { code: '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'code', message: expect.stringMatching(/not right/) }]);
    const me = await get(api('/get-me'), { token: member.token });
    expect(me.body.twoFactor).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
  });

  it('is on once a code of the app confirms it: ten recovery codes, shown once; the list and the trail say so', async () => {
    // A sign-in elsewhere made with the password alone ends when it is turned on; this one stays.
    const elsewhere = await signIn(api(), member.username, MEMBER_PASSWORD);
    const enrolled = await enrol(member);
    expect((await get(api('/get-me'), { token: elsewhere })).status).toBe(401);
    expect(enrolled.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of enrolled.recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect(new Set(enrolled.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    const me = await get(api('/get-me'), { token: member.token });
    expect(me.body.twoFactor).toEqual({ enabled: true, required: false, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    const users = await get(api('/get-staff-users'), { token: adminToken });
    expect((users.body as Array<{ id: number; twoFactor: boolean }>).find((u) => u.id === member.id)?.twoFactor).toBe(
      true,
    );
    const trail = await get(api(`/get-audit-entries?kind=staff-user&itemId=${member.id}`), { token: adminToken });
    const on = (trail.body as Array<{ action: string; changes: unknown[] }>).find((e) => e.action === 'two-factor-on');
    expect(on?.changes).toEqual([{ field: 'twoFactor', before: false, after: true }]);
    // Nothing of the secret or the codes is in the trail.
    expect(JSON.stringify(trail.body)).not.toContain(enrolled.secret);
    // Set up twice, the first app would stop working unnoticed: refused while on.
    const again = await post(api('/start-two-factor-setup'), { token: member.token, json: {} });
    expect(again.status).toBe(409);
  });
});

describe('signing in with a second factor', () => {
  let member: Enrolled;
  beforeAll(async () => {
    member = await enrol(await inviteMember(api(), adminToken, 'marketing'));
  }, 60_000);

  it('takes two steps: the password answers a challenge, a code of the app the token; a code works once', async () => {
    const challenge = await challengeOf(member);
    // The code that turned it on was used: it does not sign in (the same code, even when a new
    // period began since).
    const replay = await verify(challenge, member.usedCode);
    expect(replay.status).toBe(401);
    expect(replay.body.errors).toEqual([{ field: 'code', message: expect.stringMatching(/not right/) }]);
    const next = codeAt(member.secret, Date.now() + PERIOD_MS);
    const res = await verify(challenge, next.replace(/^(\d{3})/, '$1 '));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { token } = LoginResponseSchema.parse(res.body);
    expect((await get(api('/get-me'), { token })).status).toBe(200);
    expect((await verify(challenge, next)).status).toBe(401);
  });

  it('takes a recovery code once instead, and new recovery codes replace the old', async () => {
    const [first, second, third] = member.recoveryCodes;
    const signedIn = await verify(await challengeOf(member), first.toUpperCase());
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const token = signedIn.body.token as string;
    expect((await verify(await challengeOf(member), first)).status).toBe(401);
    const me = await get(api('/get-me'), { token });
    expect(me.body.twoFactor.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
    const renewed = await post(api('/renew-recovery-codes'), { token, json: { code: second } });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    expect(renewed.body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect((await verify(await challengeOf(member), third)).status).toBe(401);
    member.recoveryCodes = renewed.body.recoveryCodes as string[];
  });

  it('refuses a challenge that was altered, and a code without a challenge', async () => {
    const challenge = await challengeOf(member);
    const [payload, signature] = challenge.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { u: number };
    const forged = `${Buffer.from(JSON.stringify({ ...claims, u: 1 })).toString('base64url')}.${signature}`;
    const res = await verify(forged, member.recoveryCodes[0]);
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/sign in again/);
    const missing = await post(api('/verify-two-factor'), { json: { code: '123456' }, ip: randomIp() });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].field).toBe('challenge');
  });

  it("wins no token at Strapi's own sign-in door, and leaves no session there", async () => {
    const before = await get(api('/get-sessions'), { token: member.token });
    // Asked for the refresh token as a cookie, too: nothing is made, so nothing is set.
    const res = await post(`${cms.url}/api/auth/local`, {
      json: { identifier: member.username, password: MEMBER_PASSWORD },
      headers: { 'x-strapi-refresh-cookie': 'httpOnly' },
      ip: randomIp(),
    });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toMatch(/two-factor sign-in/);
    expect(JSON.stringify(res.body)).not.toMatch(/"jwt"|refreshToken/);
    expect(res.headers.get('set-cookie') ?? '').not.toMatch(/refresh/i);
    const after = await get(api('/get-sessions'), { token: member.token });
    expect(after.body).toHaveLength((before.body as unknown[]).length);
  });

  it('turns off with a code, then the password alone signs in', async () => {
    const res = await post(api('/disable-two-factor'), {
      token: member.token,
      json: { code: member.recoveryCodes[1] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await signIn(api(), member.username, MEMBER_PASSWORD)).toEqual(expect.any(String));
  });
});

describe('codes tried', () => {
  it('are limited per member: past the allowance even the right code waits', async () => {
    const member = await enrol(await inviteMember(api(), adminToken, 'agent'));
    const challenge = await challengeOf(member);
    for (let i = 0; i < 5; i++) expect((await verify(challenge, `00000${i}`)).status).toBe(401);
    const res = await verify(challenge, member.recoveryCodes[0]);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // From any address, and in the member's own settings as well.
    const inSettings = await post(api('/renew-recovery-codes'), {
      token: member.token,
      json: { code: member.recoveryCodes[0] },
      ip: randomIp(),
    });
    expect(inSettings.status).toBe(429);
  });
});

describe("an administrator's reset (a lost phone)", () => {
  it('turns the second factor off and ends every session of the member; not their own', async () => {
    const member = await enrol(await inviteMember(api(), adminToken, 'editor'));
    const res = await post(api(`/reset-staff-two-factor/${member.id}`), { token: adminToken, json: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user).toMatchObject({ id: member.id, twoFactor: false });
    expect((await get(api('/get-me'), { token: member.token })).status).toBe(401);
    expect(await signIn(api(), member.username, MEMBER_PASSWORD)).toEqual(expect.any(String));
    const trail = await get(api(`/get-audit-entries?kind=staff-user&itemId=${member.id}`), { token: adminToken });
    const reset = (trail.body as Array<{ action: string; actor: { name: string } }>).find(
      (e) => e.action === 'two-factor-reset',
    );
    expect(reset?.actor.name).toBe(inject('staff').username);
    const me = await get(api('/get-me'), { token: adminToken });
    const own = await post(api(`/reset-staff-two-factor/${me.body.user.id}`), { token: adminToken, json: {} });
    expect(own.status).toBe(400);
    expect((await post(api('/reset-staff-two-factor/999999'), { token: adminToken, json: {} })).status).toBe(404);
  });
});

describe('required for administrators', () => {
  it('lets an administrator without it only set it up; it cannot then be turned off', async () => {
    // The setting holds for every administrator: the one who turns it on has it already.
    const admin = await enrol({ ...(await get(api('/get-me'), { token: adminToken })).body.user, token: adminToken });
    const other = await inviteMember(api(), adminToken, 'administrator');
    const on = await put(api('/update-settings'), {
      token: adminToken,
      json: { requireTwoFactorForAdministrators: true },
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.settings?.requireTwoFactorForAdministrators ?? on.body.requireTwoFactorForAdministrators).toBe(true);

    const refused = await get(api('/get-permit-alerts'), { token: other.token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(TWO_FACTOR_SETUP_REQUIRED);
    // Nor do the public routes show them what only staff see (drafts): they read as the public.
    const draft = await post(api('/add-property'), {
      token: admin.token,
      json: { title: 'Draft villa on the Palm', draft: true },
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const draftId = draft.body.property._id as string;
    expect((await get(api(`/get-property/${draftId}`), { token: admin.token })).status).toBe(200);
    expect((await get(api(`/get-property/${draftId}`), { token: other.token })).status).toBe(404);
    const me = await get(api('/get-me'), { token: other.token });
    expect(me.status).toBe(200);
    expect(me.body.twoFactor).toEqual({ enabled: false, required: true, recoveryCodesLeft: 0 });
    // Other roles are not asked.
    const editor = await inviteMember(api(), adminToken, 'editor');
    expect((await get(api('/get-permit-alerts'), { token: editor.token })).status).toBe(200);

    const enrolled = await enrol(other);
    expect((await get(api('/get-permit-alerts'), { token: other.token })).status).toBe(200);
    const off = await post(api('/disable-two-factor'), {
      token: other.token,
      json: { code: enrolled.recoveryCodes[0] },
    });
    expect(off.status).toBe(409);
    expect(off.body.message).toMatch(/requires two-factor sign-in/);

    const back = await put(api('/update-settings'), {
      token: admin.token,
      json: { requireTwoFactorForAdministrators: false },
    });
    expect(back.status).toBe(200);
  });
});
