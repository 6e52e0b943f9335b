import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { queryClientDefaultOptions } from '../query';

/**
 * A TanStack Query client with the specification's defaults: fresh 5 min, kept 10 min, no refetch
 * on focus, 3 retries (not for 4xx) with 1 s doubling back-off capped at 30 s, no mutation retries.
 */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: { ...queryClientDefaultOptions.queries, ...config.defaultOptions?.queries },
      mutations: { ...queryClientDefaultOptions.mutations, ...config.defaultOptions?.mutations },
    },
  });
}
