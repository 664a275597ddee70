import { apiPath, PostSchema } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestAll } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/get-posts, every page of it. */
export const getPosts = () => requestAll(PostSchema, apiPath('getPosts'));

export const postsQueryOptions = () => queryOptions({ queryKey: queryKeys.posts.list(), queryFn: getPosts });

export const usePosts = () => useQuery(postsQueryOptions());
