import { startMailCatcher } from '../mail-catcher.mjs';
import { step } from '../run.mjs';
import { ms } from './figures.mjs';
import { percentile, timedRequest } from './measure.mjs';
import { startCms } from './servers.mjs';

/*
 * The doors must not tell a staff account from any other by their timing (docs/decisions/0012,
 * 0060): pairs of requests, one naming a staff member and one naming nobody, in alternating order,
 * each from a client address of its own (the limits count per address), with a pause after each
 * so that work done after an answer (the outbox's reset mail) is over before the next request, as
 * an attacker pacing requests would see it. Each line answers both medians and their ratio
 * (staff / unknown: 1 is indistinguishable).
 */

const address = (i) => `198.18.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;

async function pairedMedians({ pairs, pauseMs, known, unknown }) {
  const ask = async (send, i) => {
    const res = await send(address(i));
    if (res.status !== res.expected)
      throw new Error(`answered ${res.status} (expected ${res.expected}): ${res.text.slice(0, 200)}`);
    await new Promise((r) => setTimeout(r, pauseMs));
    return res.ms;
  };
  // A few of each first: the first requests also pay for compiling the route's code.
  for (let i = 0; i < 10; i++) await ask(i % 2 ? known : unknown, 60_000 + i);
  const knownMs = [];
  const unknownMs = [];
  for (let i = 0; i < pairs; i++) {
    const first = i % 2 ? [known, knownMs] : [unknown, unknownMs];
    const second = i % 2 ? [unknown, unknownMs] : [known, knownMs];
    first[1].push(await ask(first[0], 2 * i));
    second[1].push(await ask(second[0], 2 * i + 1));
  }
  knownMs.sort((a, b) => a - b);
  unknownMs.sort((a, b) => a - b);
  const k = percentile(knownMs, 50);
  const u = percentile(unknownMs, 50);
  return { pairs, knownMs: k, unknownMs: u, ratio: k / u };
}

const post = (url, body, ip, expected) =>
  timedRequest(url, { method: 'POST', body, headers: { 'x-forwarded-for': ip } }).then((res) => ({ ...res, expected }));

/** "Forgot your password?": a staff member's address against unknown ones (200 both). */
export function resetTiming(cmsUrl, { staffEmail, pairs = 100, pauseMs = 40 }) {
  const url = `${cmsUrl}/api/admin/forgot-password`;
  let n = 0;
  return pairedMedians({
    pairs,
    pauseMs,
    known: (ip) => post(url, { email: staffEmail }, ip, 200),
    unknown: (ip) => post(url, { email: `nobody-${(n += 1)}-${Date.now().toString(36)}@example.test` }, ip, 200),
  });
}

/**
 * A wrong password for a staff member's username against an unknown username (401 both, one
 * bcrypt comparison each). The CMS measured must allow the account this many failures
 * (LOGIN_ACCOUNT_RATE_LIMIT).
 */
export function signInTiming(cmsUrl, { username, pairs = 60, pauseMs = 20 }) {
  const url = `${cmsUrl}/api/admin/login`;
  let n = 0;
  return pairedMedians({
    pairs,
    pauseMs,
    known: (ip) => post(url, { username, password: 'not-the-password' }, ip, 401),
    unknown: (ip) =>
      post(url, { username: `nobody-${(n += 1)}-${Date.now().toString(36)}`, password: 'x-guess' }, ip, 401),
  });
}

/**
 * Both doors for a staff member against unknown ones, on a CMS whose outbox mails to a local
 * catcher (the reset mail is sent, as in production): started with `up`, stopped with `down`.
 */
export async function doorsSection(r, kind, env, { up, down }, { staffEmail, username }) {
  step(`${kind}: "forgot password" and sign-in for a staff member against unknown ones (the outbox on)`);
  const catcher = await startMailCatcher();
  try {
    const mailing = await up(
      await startCms(env, {
        OUTBOX_DISABLED: 'false',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(catcher.smtpPort),
        // The sign-in line makes one account fail again and again, on purpose.
        LOGIN_ACCOUNT_RATE_LIMIT: '100000',
      }),
    );
    r.resetTiming = await resetTiming(mailing.url, { staffEmail });
    r.signInTiming = await signInTiming(mailing.url, { username });
    for (const [name, t] of [
      ['forgot-password', r.resetTiming],
      ['login, wrong password', r.signInTiming],
    ])
      console.log(
        `    ${name.padEnd(34)} staff ${ms(t.knownMs)} ms  unknown ${ms(t.unknownMs)} ms  ratio ${t.ratio.toFixed(2)}`,
      );
    await down();
  } finally {
    await catcher.close();
  }
}
