/**
 * The staff session: the bearer token in localStorage under `token` (admin spec §3), when it
 * was issued and when it expires (for renewal while in use, features/auth/use-session-renewal),
 * plus the reason the last session ended, so the login page can say why the user was signed out.
 */
export const TOKEN_KEY = 'token';
const EXPIRES_KEY = 'tokenExpiresAt';
const ISSUED_KEY = 'tokenIssuedAt';

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

/** Stores a token; `expiresAt` (ISO) is when the server stops accepting it unless renewed. */
export function setToken(token: string, expiresAt?: string): void {
  const store = storage();
  store?.setItem(TOKEN_KEY, token);
  store?.setItem(ISSUED_KEY, String(Date.now()));
  if (expiresAt && Number.isFinite(Date.parse(expiresAt))) store?.setItem(EXPIRES_KEY, String(Date.parse(expiresAt)));
  else store?.removeItem(EXPIRES_KEY);
  signedOutReason = null;
  emit();
}

export function clearToken(reason: string | null = null): void {
  const store = storage();
  store?.removeItem(TOKEN_KEY);
  store?.removeItem(ISSUED_KEY);
  store?.removeItem(EXPIRES_KEY);
  signedOutReason = reason;
  emit();
}

/** When the stored token was issued and expires (ms since the epoch); null when not known. */
export function tokenLifetime(): { issuedAt: number; expiresAt: number } | null {
  const store = storage();
  const issuedAt = Number(store?.getItem(ISSUED_KEY));
  const expiresAt = Number(store?.getItem(EXPIRES_KEY));
  if (!getToken() || !issuedAt || !expiresAt) return null;
  return { issuedAt, expiresAt };
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
