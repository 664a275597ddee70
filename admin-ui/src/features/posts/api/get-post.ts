import { apiPath, PostSchema } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getPost = (id: string) => requestJson(PostSchema, apiPath('getPost', { id }));

export const postQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.posts.detail(id), queryFn: () => getPost(id) });

export const usePost = (id: string) => useQuery(postQueryOptions(id));
