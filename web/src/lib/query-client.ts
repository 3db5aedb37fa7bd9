import { QueryClient } from '@tanstack/react-query';

/**
 * The spec's rules: no retries, no refetch on focus or interval, cached data never goes stale; after a
 * successful write the related lists are invalidated explicitly by the mutation.
 * Mutations run even when the browser says it is offline (`networkMode: 'always'`): TanStack's
 * default would pause them silently, a spinner with no end; the API client fails them at once
 * with OfflineError and the form says so (decision 0016).
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
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
