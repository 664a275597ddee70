import { API_PREFIX, fieldErrors, VerifyTwoFactorInputSchema, type StaffUser } from '@estate/contract';
import { http, HttpResponse } from 'msw';
import { db, endSignIns, record, signedInUser, signInOf, tokenOf } from '../db';
import { makeSignIn, ROLE_TOKENS, STAFF_TOKEN } from '../staff';
import { challengeFor, SIGN_IN_AGAIN, takeCode, wrongCode } from './two-factor';

export { ROLE_TOKENS, STAFF_TOKEN };

/** The administrator's sign-in; every seeded member (testing/staff.ts) has the same password. */
export const STAFF = { username: 'staff', password: 'Staff-Passw0rd-Test!' };
/** The code of a reset link the fake server accepts. */
export const RESET_CODE = 'valid-reset-code';

const HOUR = 3600_000;
const expiries = () => ({
  expiresAt: new Date(Date.now() + 2 * HOUR).toISOString(),
  sessionExpiresAt: new Date(Date.now() + 12 * HOUR).toISOString(),
});

/** A session for the member, as either step of a sign-in answers it. */
function signIn(user: StaffUser) {
  // A seeded member gets their known token back (tests compare it); anyone else a new one.
  const token = [...db.sessions].find(([, id]) => id === user.id)?.[0] ?? `${STAFF_TOKEN}-user-${user.id}`;
  db.sessions.set(token, user.id);
  // The token's sign-in stays the one it was; a new token begins a sign-in of its own.
  if (!signInOf(token)) {
    const started = makeSignIn(user.id, { signedInAt: new Date().toISOString(), tokens: [token] });
    db.signIns = [...db.signIns, started];
  }
  return { token, user: { id: user.id, username: user.username, email: user.email }, ...expiries() };
}

export const authHandlers = [
  http.post(`${API_PREFIX}/login`, async ({ request }) => {
    const entry = await record(request);
    const { username, password } = (entry.body ?? {}) as { username?: string; password?: string };
    const user = db.staffUsers.find((u) => u.username === username);
    // An invited member has no password yet; a deactivated one may not sign in.
    if (user && user.active && !user.invited && password === STAFF.password) {
      // With a second factor, the password wins only a challenge for POST /verify-two-factor.
      return HttpResponse.json(user.twoFactor ? challengeFor(user) : signIn(user));
    }
    return HttpResponse.json({ message: 'Invalid username or password' }, { status: 401 });
  }),
  http.post(`${API_PREFIX}/verify-two-factor`, async ({ request }) => {
    const entry = await record(request);
    const parsed = VerifyTwoFactorInputSchema.safeParse(entry.body ?? {});
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      return HttpResponse.json({ message: errors[0]?.message ?? 'Invalid input', errors }, { status: 400 });
    }
    const open = db.challenges.get(parsed.data.challenge);
    const user = db.staffUsers.find((u) => u.id === open?.userId);
    // Ended, or the account changed since the first step (deactivated, second factor reset).
    if (!open || Date.parse(open.expiresAt) <= Date.now() || !user?.active || !user.twoFactor) {
      return HttpResponse.json({ message: SIGN_IN_AGAIN }, { status: 401 });
    }
    if (!takeCode(user.id, parsed.data.code)) return wrongCode(401);
    return HttpResponse.json(signIn(user));
  }),
  http.post(`${API_PREFIX}/renew-session`, async ({ request }) => {
    await record(request);
    const user = signedInUser(request);
    const token = tokenOf(request);
    if (!user || !token) {
      return HttpResponse.json(
        { message: 'Your session is invalid or has expired. Please sign in again.' },
        { status: 401 },
      );
    }
    db.renewals += 1;
    const renewed = `${token}-renewed-${db.renewals}`;
    db.sessions.set(renewed, user.id);
    // A renewal's token is the same sign-in's: ending the sign-in ends it too.
    signInOf(token)?.tokens.push(renewed);
    return HttpResponse.json({ token: renewed, ...expiries() });
  }),
  // The staff guard (handlers/staff.ts) let these through: the token is an active member's.
  http.get(`${API_PREFIX}/get-sessions`, ({ request }) => {
    const user = signedInUser(request)!;
    const current = signInOf(tokenOf(request));
    const now = Date.now();
    const live = db.signIns
      .filter((s) => s.userId === user.id && Date.parse(s.expiresAt) > now)
      .sort((a, b) => Date.parse(b.signedInAt) - Date.parse(a.signedInAt))
      .map(({ id, signedInAt, expiresAt, device, ip }) => ({
        id,
        current: id === current?.id,
        signedInAt,
        expiresAt,
        device,
        ip,
      }));
    return HttpResponse.json(live, { headers: { 'Cache-Control': 'private, no-store' } });
  }),
  http.post(`${API_PREFIX}/end-session/:id`, async ({ request, params }) => {
    await record(request);
    const user = signedInUser(request)!;
    // Only a live sign-in of the member's own: another member's id is as unknown as a made-up one.
    const signIn = db.signIns.find(
      (s) => s.id === params.id && s.userId === user.id && Date.parse(s.expiresAt) > Date.now(),
    );
    if (!signIn) return HttpResponse.json({ message: 'Session not found' }, { status: 404 });
    endSignIns((s) => s.id === signIn.id);
    return HttpResponse.json({ message: 'That sign-in has ended' });
  }),
  http.post(`${API_PREFIX}/logout`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ message: 'You have been signed out' });
  }),
  http.post(`${API_PREFIX}/forgot-password`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({
      message: 'If that address belongs to a staff account, a link to choose a new password is on its way.',
    });
  }),
  http.post(`${API_PREFIX}/reset-password`, async ({ request }) => {
    const entry = await record(request);
    const { code } = (entry.body ?? {}) as { code?: string };
    // An invitation's code, once used, makes the invited member an active one.
    const invited = code === undefined ? undefined : db.inviteCodes.get(code);
    if (invited !== undefined) {
      db.inviteCodes.delete(code!);
      db.staffUsers = db.staffUsers.map((u) => (u.id === invited ? { ...u, invited: false } : u));
    } else if (code !== RESET_CODE) {
      const message = 'This reset link is invalid or has already been used. Please ask for a new one.';
      return HttpResponse.json({ message, errors: [{ field: 'code', message }] }, { status: 400 });
    }
    return HttpResponse.json({ message: 'Your password has been changed. Please sign in with the new one.' });
  }),
];
