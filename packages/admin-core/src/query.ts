import { isApiError } from './api/errors';

/** The specification's data-cache constants (section 9). */
export const QUERY_DEFAULTS = {
  staleTimeMs: 5 * 60_000,
  gcTimeMs: 10 * 60_000,
  maxRetries: 3,
  retryBaseDelayMs: 1_000,
  retryMaxDelayMs: 30_000,
} as const;

/**
 * Three retries for failures that may pass (network, timeout, 5xx, 429); never for an answer that
 * will not change (4xx other than 429, bad input, a cancelled request).
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_DEFAULTS.maxRetries) return false;
  if (isApiError(error)) return error.isTransient;
  return true;
}

/** 1 s, 2 s, 4 s … capped at 30 s. `attempt` counts from 0, as TanStack Query passes it. */
export function queryRetryDelay(attempt: number): number {
  return Math.min(QUERY_DEFAULTS.retryBaseDelayMs * 2 ** attempt, QUERY_DEFAULTS.retryMaxDelayMs);
}

/**
 * TanStack Query `defaultOptions` with the specification's values; `createQueryClient` in
 * `@console/admin-core/react` builds a client from them.
 */
export const queryClientDefaultOptions = {
  queries: {
    staleTime: QUERY_DEFAULTS.staleTimeMs,
    gcTime: QUERY_DEFAULTS.gcTimeMs,
    refetchOnWindowFocus: false,
    retry: shouldRetryQuery,
    retryDelay: queryRetryDelay,
  },
  mutations: {
    retry: false,
  },
} as const;
