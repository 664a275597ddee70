import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getPost = (id: string) => callRoute('getPost', { params: { id } });

export const postQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.posts.detail(id), queryFn: () => getPost(id) });

export const usePost = (id: string) => useQuery(postQueryOptions(id));
