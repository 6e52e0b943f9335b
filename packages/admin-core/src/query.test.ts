import { describe, expect, it } from 'vitest';
import { ApiError } from './api/errors';
import { queryClientDefaultOptions, queryRetryDelay, shouldRetryQuery } from './query';

describe('query defaults', () => {
  it('has the specification values', () => {
    expect(queryClientDefaultOptions.queries).toMatchObject({
      staleTime: 300_000,
      gcTime: 600_000,
      refetchOnWindowFocus: false,
    });
    expect(queryClientDefaultOptions.mutations.retry).toBe(false);
  });

  it('backs off from 1 s, doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });

  it('retries three times for transient failures', () => {
    const network = new ApiError({ kind: 'network' });
    expect([0, 1, 2, 3].map((count) => shouldRetryQuery(count, network))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(shouldRetryQuery(0, new Error('boom'))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError({ kind: 'server', status: 503 }))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError({ kind: 'rate-limited', status: 429 }))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError({ kind: 'timeout' }))).toBe(true);
  });

  it('never retries a 4xx, bad input or a cancelled request', () => {
    for (const error of [
      new ApiError({ kind: 'not-found', status: 404 }),
      new ApiError({ kind: 'forbidden', status: 403 }),
      new ApiError({ kind: 'validation', status: 400 }),
      new ApiError({ kind: 'unauthorized', status: 401 }),
      new ApiError({ kind: 'validation' }),
      new ApiError({ kind: 'aborted' }),
      new ApiError({ kind: 'invalid-response', status: 200 }),
    ]) {
      expect(shouldRetryQuery(0, error)).toBe(false);
    }
  });
});
