import { PAGE_SIZE } from '@estate/contract';
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/** One page of a listing search: its items, how many match in all, and where the page starts. */
export interface ResultsPage<T> {
  items: T[];
  total: number;
  offset: number;
}

/** A page from a filter route's answer; without a total, what came is all that is known so far. */
export function resultsPage<T>({ data, total }: { data: T[]; total: number | null }, offset: number): ResultsPage<T> {
  return { items: data, total: total ?? offset + data.length, offset };
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
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
  });
