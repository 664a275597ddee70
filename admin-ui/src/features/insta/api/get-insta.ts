import { type Insta } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute, isNotFound } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/get-insta: the Instagram set, or null while none exists (the server answers 404). */
export async function getInsta(): Promise<Insta | null> {
  try {
    return await callRoute('getInsta', {});
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export const instaQueryOptions = () => queryOptions({ queryKey: queryKeys.insta.current(), queryFn: getInsta });

export const useInsta = () => useQuery(instaQueryOptions());
