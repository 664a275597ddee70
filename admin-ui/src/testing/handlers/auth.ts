import { API_PREFIX } from '@estate/contract';
import { http, HttpResponse } from 'msw';
import { record } from '../db';

export const STAFF = { username: 'staff', password: 'Staff-Passw0rd-Test!' };
export const STAFF_TOKEN = 'staff-token';
/** The code of a reset link the fake server accepts. */
export const RESET_CODE = 'valid-reset-code';

const HOUR = 3600_000;
const expiries = () => ({
  expiresAt: new Date(Date.now() + 2 * HOUR).toISOString(),
  sessionExpiresAt: new Date(Date.now() + 12 * HOUR).toISOString(),
});

let renewals = 0;

export const authHandlers = [
  http.post(`${API_PREFIX}/login`, async ({ request }) => {
    const entry = await record(request);
    const { username, password } = (entry.body ?? {}) as { username?: string; password?: string };
    if (username === STAFF.username && password === STAFF.password) {
      return HttpResponse.json({
        token: STAFF_TOKEN,
        user: { id: 1, username: 'staff', email: 'staff@example.com' },
        ...expiries(),
      });
    }
    return HttpResponse.json({ message: 'Invalid username or password' }, { status: 401 });
  }),
  http.post(`${API_PREFIX}/renew-session`, async ({ request }) => {
    await record(request);
    renewals += 1;
    return HttpResponse.json({ token: `${STAFF_TOKEN}-renewed-${renewals}`, ...expiries() });
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
    if (code !== RESET_CODE) {
      const message = 'This reset link is invalid or has already been used. Please ask for a new one.';
      return HttpResponse.json({ message, errors: [{ field: 'code', message }] }, { status: 400 });
    }
    return HttpResponse.json({ message: 'Your password has been changed. Please sign in with the new one.' });
  }),
];
