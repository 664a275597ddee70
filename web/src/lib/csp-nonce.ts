import { createContext, useContext } from 'react';

/**
 * This response's Content-Security-Policy nonce (web/server/security-headers.ts), for the few
 * inline elements the app renders itself (React Router's own scripts get it from ServerRouter).
 * Only the server knows it: in the browser it is undefined, and browsers hide the attribute anyway.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
