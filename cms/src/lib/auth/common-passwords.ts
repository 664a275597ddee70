import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '../http/errors';

/*
 * Staff passwords that guessing lists try first are refused when they are chosen (a reset or an
 * invitation's link): a common password with digits or symbols around it ("Password2026!", the
 * rule that catches most, since few of the list's passwords reach 12 characters), one of the
 * 49,000 common passwords of zxcvbn-ts's bundled list as it is, and a password built on the
 * member's own username or e-mail name. The length rule (12 or more) is the contract's.
 */

const COMMON = new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));

const refuse = (message: string) => badRequest(message, [{ field: 'password', message }]);

/** 400 naming `password` when the password is common or made of the member's own names. */
export function assertUncommonPassword(password: string, own: Array<string | null | undefined> = []): void {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) throw refuse('This password is one of the most common ones: choose another');
  // The letters at its heart, without the digits and symbols people add around a word.
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  if (core.length >= 4 && core !== lower && COMMON.has(core))
    throw refuse('This password is a common one with digits or symbols added: choose another');
  for (const name of own) {
    const base = (name ?? '').toLowerCase().split('@')[0];
    if (base.length >= 4 && lower.includes(base))
      throw refuse('The password must not contain your username or e-mail address');
  }
}
