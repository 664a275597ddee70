/**
 * The staff session: the bearer token in localStorage under `token` (admin spec §3), plus the
 * reason the last session ended, so the login page can say why the user was signed out.
 */
export const TOKEN_KEY = 'token';

type Listener = () => void;
const listeners = new Set<Listener>();
let signedOutReason: string | null = null;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) || null;
}

export function setToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
  signedOutReason = null;
  emit();
}

export function clearToken(reason: string | null = null): void {
  storage()?.removeItem(TOKEN_KEY);
  signedOutReason = reason;
  emit();
}

/** Read once by the login page: why the user was signed out, if not by their own choice. */
export function takeSignedOutReason(): string | null {
  const reason = signedOutReason;
  signedOutReason = null;
  return reason;
}

export function peekSignedOutReason(): string | null {
  return signedOutReason;
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes the same storage key.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function emit() {
  for (const listener of listeners) listener();
}
