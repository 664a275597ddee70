import { apiPath, PostSchema } from '@estate/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { tableParams, type TableQuery } from '@/lib/table-query';

/** GET /api/admin/get-posts: one table page, searched and sorted on the server. */
export const getPosts = (query: TableQuery) =>
  requestPage(PostSchema, apiPath('getPosts'), { query: tableParams(query) });

export const postsQueryOptions = (query: TableQuery) =>
  queryOptions({
    queryKey: queryKeys.posts.list(query),
    queryFn: () => getPosts(query),
    // The rows of the last page stay while the next one loads, so the table does not flash empty.
    placeholderData: keepPreviousData,
  });

export const usePosts = (query: TableQuery) => useQuery(postsQueryOptions(query));
