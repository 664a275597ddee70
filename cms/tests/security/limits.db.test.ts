import { describe, expect, it } from 'vitest';
import { post } from '../harness/client';
import { LIMITS } from '../harness/env';
import { newStaffUser, randomIpv4 } from '../harness/security';

/*
 * Sign-in limits count every attempt atomically before the password is checked, per address and
 * per account; one address cannot lock anybody else out; an unknown user is answered as a known
 * one (and in the same time: the bench's doors section measures it, a timed test would not hold
 * on a busy machine).
 */

const login = (username: string, password: string, ip: string) => post('/login', { json: { username, password }, ip });

describe('Sign-in limits', () => {
  it('let no more than the allowance through when 40 attempts arrive at once', async () => {
    const user = await newStaffUser();
    const ip = randomIpv4();
    const answers = await Promise.all(Array.from({ length: 40 }, () => login(user.username, 'wrong-password', ip)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMITS.loginFailuresPerWindow);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - LIMITS.loginFailuresPerWindow);
    const refused = answers.find((a) => a.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/too many sign-in attempts/i);
    // The right password from the same address is refused too: the address has spent its tries.
    expect((await login(user.username, user.password, ip)).status).toBe(429);
  });

  it('count only failures: staff signing in often are never locked out', async () => {
    const user = await newStaffUser();
    const ip = randomIpv4();
    for (let i = 0; i < LIMITS.loginFailuresPerWindow + 3; i++) {
      expect((await login(user.username, user.password, ip)).status).toBe(200);
    }
    expect((await login(user.username, 'wrong-password', ip)).status).toBe(401);
  });

  it('never let one address lock another person out of their account', async () => {
    const victim = await newStaffUser();
    const attacker = randomIpv4();
    // Far more tries than the account allows, all from one address: only the address is refused.
    const tries = await Promise.all(
      Array.from({ length: LIMITS.loginAccountFailuresPerWindow * 2 }, () => login(victim.username, 'guess', attacker)),
    );
    expect(tries.filter((t) => t.status === 401)).toHaveLength(LIMITS.loginFailuresPerWindow);
    const signedIn = await login(victim.username, victim.password, randomIpv4());
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.token).toEqual(expect.any(String));
  });

  it('limit guesses at one account from many addresses, whatever case the name is typed in', async () => {
    const victim = await newStaffUser();
    const perAddress = LIMITS.loginFailuresPerWindow;
    let failures = 0;
    for (let n = 0; failures < LIMITS.loginAccountFailuresPerWindow; n++) {
      const ip = randomIpv4();
      for (let i = 0; i < perAddress && failures < LIMITS.loginAccountFailuresPerWindow; i++, failures++) {
        const name = i % 2 ? victim.username.toUpperCase() : victim.username;
        expect((await login(name, `guess-${n}-${i}`, ip)).status).toBe(401);
      }
    }
    const refused = await login(victim.username, 'one more guess', randomIpv4());
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/for this account/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Other accounts are untouched.
    const other = await newStaffUser();
    expect((await login(other.username, other.password, randomIpv4())).status).toBe(200);
  });

  it('answer an unknown user as a known one with a wrong password (their timing: npm run bench, doors)', async () => {
    const known = await newStaffUser();
    for (const username of [known.username, `nobody-${randomIpv4()}`]) {
      const res = await login(username, 'not-the-password', randomIpv4());
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Invalid username or password' });
    }
  });
});
