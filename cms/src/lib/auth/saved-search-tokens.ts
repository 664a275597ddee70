import { createHash, createHmac } from 'crypto';

/*
 * The tokens of a saved search's links (docs/decisions/0039): confirm and unsubscribe. A token is
 * an HMAC of the search's random documentId under a server secret, so a mail sent again by the
 * outbox (a retry, a resend after a crash) carries the same working link while the database keeps
 * only its SHA-256 (a leaked table names no working link).
 */

type Purpose = 'confirm' | 'unsubscribe';

export function searchToken(purpose: Purpose, documentId: string): string {
  const secret = process.env.ALERTS_TOKEN_SECRET || process.env.APP_KEYS || '';
  return createHmac('sha256', secret).update(`saved-search:${purpose}:${documentId}`).digest('base64url');
}
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
