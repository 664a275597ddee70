import { percentile, timedRequest } from './measure.mjs';

/**
 * "Forgot your password?" must not tell a staff address from any other by its timing
 * (docs/decisions/0060): pairs of requests, one for a staff member's address and one for an
 * unknown address, in alternating order, each from its own client address (the reset limit counts
 * per address), with a pause after each so that the outbox's work for the staff address (the new
 * code, the mail) is done before the next request, as an attacker pacing requests would see it.
 * Answers the median of each and their ratio (known / unknown: 1 is indistinguishable).
 */
export async function resetTiming(cmsUrl, { staffEmail, pairs = 100, pauseMs = 40 }) {
  const url = `${cmsUrl}/api/admin/forgot-password`;
  const address = (i) => `198.18.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;
  const ask = async (email, i) => {
    const res = await timedRequest(url, {
      method: 'POST',
      body: { email },
      headers: { 'x-forwarded-for': address(i) },
    });
    if (res.status !== 200) throw new Error(`forgot-password answered ${res.status}: ${res.text.slice(0, 200)}`);
    await new Promise((r) => setTimeout(r, pauseMs));
    return res.ms;
  };
  const known = [];
  const unknown = [];
  // A few of each first: the first requests also pay for compiling the route's code.
  for (let i = 0; i < 10; i++) await ask(i % 2 ? staffEmail : `warm-up-${i}@example.test`, 60_000 + i);
  for (let i = 0; i < pairs; i++) {
    const stranger = `nobody-${i}-${Date.now().toString(36)}@example.test`;
    if (i % 2) {
      known.push(await ask(staffEmail, 2 * i));
      unknown.push(await ask(stranger, 2 * i + 1));
    } else {
      unknown.push(await ask(stranger, 2 * i));
      known.push(await ask(staffEmail, 2 * i + 1));
    }
  }
  known.sort((a, b) => a - b);
  unknown.sort((a, b) => a - b);
  const knownMs = percentile(known, 50);
  const unknownMs = percentile(unknown, 50);
  return { pairs, knownMs, unknownMs, ratio: knownMs / unknownMs };
}
