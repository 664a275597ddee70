import { apiPath } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestCount } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** How many posts there are, from X-Total-Count. */
export const getPostsCount = () => requestCount(apiPath('getPosts'));

export const postsCountQueryOptions = () => queryOptions({ queryKey: queryKeys.posts.count(), queryFn: getPostsCount });

export const usePostsCount = () => useQuery(postsCountQueryOptions());
