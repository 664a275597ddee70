import { useSyncExternalStore } from 'react';
import { getToken, subscribe } from '@/lib/session';

/** The stored token, re-read whenever this tab or another one signs in or out. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}
