import { PAGE_SIZE } from '@estate/contract';
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/** One page of a listing search: its items, how many match in all, and where the page starts. */
export interface ResultsPage<T> {
  items: T[];
  total: number;
  /** `total` is a lower bound: the search counted that far and found more (docs/decisions/0089). */
  lowerBound?: boolean;
  offset: number;
}

/** A page from a filter route's answer; without a total, what came is all that is known so far. */
export function resultsPage<T>(
  { data, total, lowerBound = false }: { data: T[]; total: number | null; lowerBound?: boolean },
  offset: number,
): ResultsPage<T> {
  return { items: data, total: total ?? offset + data.length, lowerBound, offset };
}

/**
 * Pages of PAGE_SIZE results from `page`; Load More asks for the next offset while fewer than
 * the total are loaded (an empty page ends it, whatever the total said).
 */
export const pagedSearchQuery = <T, K extends QueryKey>(
  queryKey: K,
  page: (offset: number, limit: number, signal: AbortSignal) => Promise<ResultsPage<T>>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => page(pageParam, PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: (last: ResultsPage<T>) => {
      const next = last.offset + last.items.length;
      // Past a lower bound there are more than counted: Load More goes on until a short page.
      const more = next < last.total || (last.lowerBound === true && last.items.length === PAGE_SIZE);
      return last.items.length > 0 && more ? next : undefined;
    },
  });
