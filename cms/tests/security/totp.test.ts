import { describe, expect, it } from 'vitest';
import { stepOfCode } from '../../src/lib/auth/totp';

/*
 * The codes of two-factor sign-in are those of RFC 6238: its test values (Appendix B, SHA-1,
 * the secret "12345678901234567890"), cut to the six digits every authenticator app shows.
 */

const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const VECTORS: Array<[seconds: number, eightDigits: string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('a code of the authenticator app', () => {
  it.each(VECTORS)('at %i s is the RFC value %s (its last six digits), of its own 30-second step', (seconds, code) => {
    expect(stepOfCode(RFC_SECRET, code.slice(-6), seconds * 1000)).toBe(Math.floor(seconds / 30));
  });

  it('is taken one step early or late (a phone clock a little off), not two', () => {
    const [seconds, code] = VECTORS[3];
    expect(stepOfCode(RFC_SECRET, code.slice(-6), (seconds + 30) * 1000)).toBe(Math.floor(seconds / 30));
    expect(stepOfCode(RFC_SECRET, code.slice(-6), (seconds - 30) * 1000)).toBe(Math.floor(seconds / 30));
    expect(stepOfCode(RFC_SECRET, code.slice(-6), (seconds + 61) * 1000)).toBeNull();
  });

  it('has six digits: eight, five or letters are no code', () => {
    const [seconds, code] = VECTORS[3];
    expect(stepOfCode(RFC_SECRET, code, seconds * 1000)).toBeNull();
    expect(stepOfCode(RFC_SECRET, code.slice(-5), seconds * 1000)).toBeNull();
    expect(stepOfCode(RFC_SECRET, 'abcdef', seconds * 1000)).toBeNull();
  });
});
