import { GONE_REASONS, type GoneReason } from '@estate/contract';

/*
 * Why a listing's page answers 410 (decisions 0024 and 0091), carried from the loader to the error
 * page in the error's data: `{ gone: 'withdrawn' | 'permit-expired' }`.
 */

/** The error data of a gone listing; a CMS that gave no reason reads as an expired permit (the first cause there was). */
export const goneData = (reason: GoneReason | undefined) => ({ gone: reason ?? ('permit-expired' as GoneReason) });

/** The reason in a route error's data, or null when it is not a gone listing's. */
export function goneOf(data: unknown): GoneReason | null {
  const gone = (data as { gone?: unknown } | null)?.gone;
  return (GONE_REASONS as readonly unknown[]).includes(gone) ? (gone as GoneReason) : null;
}
