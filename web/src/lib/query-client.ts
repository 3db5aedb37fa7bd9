import { QueryClient } from '@tanstack/react-query';

/**
 * Spec §7: no retries, no refetch on focus or interval, cached data never goes stale; after a
 * successful write the related lists are invalidated explicitly by the mutation.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
