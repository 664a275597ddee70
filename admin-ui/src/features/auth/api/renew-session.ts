import { callRoute } from '@/lib/api-client';
import { setToken } from '@/lib/session';

/**
 * POST /api/admin/renew-session: a fresh token of the same sign-in, stored in place of the old
 * one. A 401 (the session was ended or reached its maximum) signs the user out in the client.
 */
export async function renewSession(): Promise<void> {
  const data = await callRoute('renewSession', { body: {} });
  setToken(data.token, data.expiresAt);
}
