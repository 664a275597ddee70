import { createHmac, timingSafeEqual } from 'crypto';
import { DRAFT_RESOURCES, type DraftResource } from '@estate/contract';
import { parseDuration } from './auth-env';

/*
 * The token of a draft preview link (docs/decisions/0036): which draft it shows and until when,
 * signed with PREVIEW_SECRET (HMAC-SHA256). It is the link's only credential, so it names one
 * document and expires (PREVIEW_TTL, 1 hour by default); nothing is stored, and every CMS
 * instance with the same secret accepts it.
 */

export interface PreviewClaim {
  kind: DraftResource;
  id: string;
  /** Expiry, in milliseconds since the epoch. */
  expiresAt: number;
}

export type PreviewCheck = { ok: true; claim: PreviewClaim } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * PREVIEW_SECRET, which `npm start` generates like the other secrets (production refuses to run
 * without it). Outside production an unset one falls back to a key derived from JWT_SECRET, so a
 * development or test stack previews without one more setting.
 */
function secret(): string {
  const own = process.env.PREVIEW_SECRET?.trim();
  if (own) return own;
  const base = process.env.JWT_SECRET?.trim();
  if (!base) throw new Error('PREVIEW_SECRET is not set: set a random secret (npm start generates one in .env)');
  return createHmac('sha256', base).update('estate draft preview').digest('base64url');
}

/** How long a link works: PREVIEW_TTL ('1h', '30m', seconds), 1 hour by default. */
export const previewTtlSeconds = () => parseDuration('PREVIEW_TTL', process.env.PREVIEW_TTL, '1h');

const sign = (payload: string) => createHmac('sha256', secret()).update(payload).digest('base64url');

export function signPreview(kind: DraftResource, id: string, now = Date.now()): { token: string; expiresAt: Date } {
  const expiresAt = now + previewTtlSeconds() * 1000;
  const payload = Buffer.from(JSON.stringify({ k: kind, i: id, e: expiresAt })).toString('base64url');
  return { token: `${payload}.${sign(payload)}`, expiresAt: new Date(expiresAt) };
}

/** A token's claim when the CMS signed it and it still holds; why not otherwise. */
export function checkPreview(token: string, now = Date.now()): PreviewCheck {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  let claim: { k?: unknown; i?: unknown; e?: unknown };
  try {
    claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claim;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const { k, i, e } = claim;
  if (!DRAFT_RESOURCES.includes(k as DraftResource) || typeof i !== 'string' || typeof e !== 'number')
    return { ok: false, reason: 'invalid' };
  if (e <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claim: { kind: k as DraftResource, id: i, expiresAt: e } };
}
