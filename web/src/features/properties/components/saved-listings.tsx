import type { Property } from '@estate/contract';
import type { ReactNode } from 'react';
import { LoadFailed } from '~/components/empty-state';
import { useLocale } from '~/lib/i18n/i18n';
import { usePropertiesBySlugs } from '../api/get-properties-by-slugs';

/** The public listings found for saved slugs; a saved slug not among them is no longer available. */
export interface SavedListingsQuery {
  status: 'pending' | 'error' | 'success';
  found: Property[];
  onRetry: () => void;
}

export function useSavedListings(slugs: readonly string[]): SavedListingsQuery {
  const listings = usePropertiesBySlugs(slugs, useLocale());
  return { status: listings.status, found: listings.data ?? [], onRetry: () => void listings.refetch() };
}

/**
 * The frame of a page of homes kept in this browser (favourites, compare), right under its h1:
 * `loading` until the
 * browser has read them (`saved` is null on the server and while hydrating) and while the
 * listings load, `empty` when none is kept, the failure with Retry, then `children`.
 */
export function SavedListings<T>({
  saved,
  status,
  onRetry,
  loading,
  empty,
  failedTitle,
  children,
}: Omit<SavedListingsQuery, 'found'> & {
  saved: T[] | null;
  loading: ReactNode;
  empty: ReactNode;
  failedTitle: string;
  children: (saved: T[]) => ReactNode;
}) {
  if (saved === null || (saved.length > 0 && status === 'pending')) return loading;
  if (saved.length === 0) return empty;
  // These pages' states stand right under the page's h1.
  if (status === 'error') return <LoadFailed title={failedTitle} level={2} onRetry={onRetry} />;
  return children(saved);
}
