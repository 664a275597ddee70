import { RequestError } from '@/lib/api-client';

/** A removal done: the version of the item it produced (its new updatedAt), for the form's next save. */
export interface Removed {
  version?: string;
}

/**
 * Removing a stored image asks the server first; only on success does it leave the form
 * (admin spec §4). A failure is logged, as the spec says, and the image stays where it was.
 */
export async function removeStoredImage(
  remove: () => Promise<unknown>,
  onRemoved: () => void,
  what = 'image',
): Promise<Removed | false> {
  let saved: unknown;
  try {
    saved = await remove();
  } catch (error) {
    // A 401 has already signed the user out with a message; anything else is only logged.
    if (!(error instanceof RequestError && error.status === 401)) {
      console.warn(`Could not remove the ${what}:`, error instanceof Error ? error.message : error);
    }
    return false;
  }
  onRemoved();
  const version = (saved as { updatedAt?: unknown } | null | undefined)?.updatedAt;
  return { version: typeof version === 'string' ? version : undefined };
}
