import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';
import type { ResultsPage } from '~/lib/paged-search';

/**
 * What a listing search page shows of its paged query: the loaded items, the total, whether a new
 * search is on its way (the URL of this page is loading), and Load More, which writes the page
 * reached to the URL (`onPage`) so a reload or a shared link shows as many results.
 */
export function useSearchResults<T>(
  query: UseInfiniteQueryResult<InfiniteData<ResultsPage<T>>>,
  page: number,
  onPage: (page: number) => void,
) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const pages = query.data?.pages ?? [];

  // A shared or reloaded link asks for more pages than the cache holds: load them.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (pages.length > 0 && pages.length < page + 1 && hasNextPage && !isFetchingNextPage) {
      void fetchNextPage();
    }
  }, [pages.length, page, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return {
    items: pages.flatMap((p) => p.items),
    total: pages[0]?.total ?? 0,
    lowerBound: pages[0]?.lowerBound ?? false,
    status: query.status,
    hasMore: !!hasNextPage,
    isFetchingMore: isFetchingNextPage,
    onLoadMore: () => {
      void fetchNextPage().then(() => onPage(page + 1));
    },
    onRetry: () => {
      void query.refetch();
    },
    retrying: query.isRefetching && query.status === 'error',
    updating: navigation.state === 'loading' && navigation.location.pathname === pathname,
  };
}
