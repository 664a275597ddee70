import { API_PREFIX } from '@estate/contract';
import { http, HttpResponse } from 'msw';
import { record } from '../db';

export const STAFF = { username: 'staff', password: 'Staff-Demo-2026!' };
export const STAFF_TOKEN = 'staff-token';

export const authHandlers = [
  http.post(`${API_PREFIX}/login`, async ({ request }) => {
    const entry = await record(request);
    const { username, password } = (entry.body ?? {}) as { username?: string; password?: string };
    if (username === STAFF.username && password === STAFF.password) {
      return HttpResponse.json({ token: STAFF_TOKEN, user: { id: 1, username: 'staff', email: 'staff@example.com' } });
    }
    return HttpResponse.json({ message: 'Invalid username or password' }, { status: 401 });
  }),
];
