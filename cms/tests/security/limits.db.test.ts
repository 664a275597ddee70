import { describe, expect, it } from 'vitest';
import { post } from '../harness/client';
import { LIMITS } from '../harness/env';
import { newStaffUser, randomIpv4 } from '../harness/security';

/*
 * Issue 9, findings 4 and 12: sign-in limits count every attempt atomically before the password
 * is checked, per address and per account; one address cannot lock anybody else out; an unknown
 * user costs the same time as a known one.
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

  it('answer an unknown user in the same time as a known one with a wrong password', async () => {
    const known = await newStaffUser();
    const timed = async (username: string) => {
      const started = process.hrtime.bigint();
      const res = await login(username, 'not-the-password', randomIpv4());
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Invalid username or password');
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    // Interleaved, so a busy moment of the machine hits both alike; fewer than the account allows.
    for (let i = 0; i < Math.min(6, LIMITS.loginAccountFailuresPerWindow - 1); i++) {
      knownTimes.push(await timed(known.username));
      unknownTimes.push(await timed(`nobody-${randomIpv4()}`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    // Without the dummy hash an unknown user answered in a small fraction of a known user's time
    // (no bcrypt at all); with it both pay one bcrypt comparison.
    expect(median(unknownTimes)).toBeGreaterThan(median(knownTimes) * 0.6);
    expect(median(knownTimes)).toBeGreaterThan(median(unknownTimes) * 0.6);
  });
});
