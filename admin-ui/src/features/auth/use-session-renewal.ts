import { useEffect } from 'react';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { clearToken, tokenLifetime } from '@/lib/session';
import { renewSession } from './api/renew-session';

/** How often the token's age is looked at. */
export const RENEWAL_CHECK_MS = 30_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Keeps a staff token fresh while the admin is in use: once half of its lifetime has passed and
 * the user has done something since it was issued, it is exchanged for a new one (the server
 * caps the whole sign-in at STAFF_SESSION_MAX). An admin left alone lets the token run out, and
 * the next look after that signs out with the usual message.
 */
export function useSessionRenewal() {
  useEffect(() => {
    let lastActivity = 0;
    let renewing = false;
    const onActivity = () => {
      lastActivity = Date.now();
      void check();
    };
    async function check() {
      const lifetime = tokenLifetime();
      if (!lifetime || renewing) return;
      const now = Date.now();
      if (now >= lifetime.expiresAt) {
        clearToken(ADMIN_MESSAGES.sessionExpired);
        return;
      }
      const halfway = lifetime.issuedAt + (lifetime.expiresAt - lifetime.issuedAt) / 2;
      if (now < halfway || lastActivity < lifetime.issuedAt) return;
      renewing = true;
      try {
        await renewSession();
      } catch {
        // A 401 has already signed the user out; anything else is retried at the next check.
      } finally {
        renewing = false;
      }
    }
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    const timer = window.setInterval(() => void check(), RENEWAL_CHECK_MS);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      window.clearInterval(timer);
    };
  }, []);
}
