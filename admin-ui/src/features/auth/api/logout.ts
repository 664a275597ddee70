import { callRoute } from '@/lib/api-client';
import { getToken } from '@/lib/session';

/**
 * POST /api/admin/logout: the server ends every sign-in of the user, so a copy of the token
 * elsewhere stops working too. Signing out in this browser never waits on it or fails with it.
 */
export async function logout(): Promise<void> {
  if (!getToken()) return;
  try {
    await callRoute('logout', { body: {}, auth: true });
  } catch {
    // Already ended (401) or the server is unreachable: the token is dropped here either way.
  }
}
