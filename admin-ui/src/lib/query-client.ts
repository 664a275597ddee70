import { QueryClient } from '@tanstack/react-query';
import { RequestError, UnexpectedFormatError } from './request-error';

/** Staff data changes under their own hands: keep it fresh, and never retry what cannot succeed. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (error instanceof UnexpectedFormatError) return false;
          if (error instanceof RequestError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 1;
        },
      },
      mutations: { retry: false },
    },
  });
}
