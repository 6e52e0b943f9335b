import { ApiError } from '@console/admin-core';
import type { AppUserBulkAction, AppUserBulkResult } from '@console/contract';
import { describe, expect, it } from 'vitest';
import {
  addAnswer,
  addFailedIds,
  bulkOutcomeTone,
  bulkResultName,
  chunk,
  emptySummary,
  matchingNow,
  problemResults,
  runBulkAction,
  userIdsOf,
} from './bulk';

const answerFor = (body: AppUserBulkAction): AppUserBulkResult => {
  const ids = body.ids ?? [];
  const results = ids.map((id) =>
    id % 3 === 0
      ? { id, outcome: 'skipped' as const, message: 'Already inactive' }
      : { id, outcome: 'done' as const },
  );
  return {
    action: body.action,
    done: results.filter((result) => result.outcome === 'done').length,
    skipped: results.filter((result) => result.outcome === 'skipped').length,
    failed: 0,
    results,
  };
};

/** Stamps of which users match (`GET /users/bulk-match`). */
const stamp = 'a1'.repeat(32);
const otherStamp = 'b2'.repeat(32);

describe('bulk summaries', () => {
  it('adds the counts and keeps every item in order', () => {
    const first = answerFor({ action: 'deactivate', reason: 'spam', ids: [1, 2, 3] });
    const summary = addFailedIds(addAnswer(emptySummary(), first), [7, 8], 'Network error');
    expect(summary).toEqual({
      done: 2,
      skipped: 1,
      failed: 2,
      results: [
        { id: 1, outcome: 'done' },
        { id: 2, outcome: 'done' },
        { id: 3, outcome: 'skipped', message: 'Already inactive' },
        { id: 7, outcome: 'failed', message: 'Network error' },
        { id: 8, outcome: 'failed', message: 'Network error' },
      ],
    });
  });

  it('chunks without losing or repeating items', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 2)).toEqual([]);
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });

  it('reads user ids from row ids, dropping duplicates and non-ids', () => {
    expect(userIdsOf(['3', '12', '3', 'abc', '0', '-4', '1.5'])).toEqual([3, 12]);
  });
});

describe('bulkResultName', () => {
  const listLabelOf = (rowId: string) => (rowId === '5' ? 'Seen On Screen' : undefined);

  it("names a user by the server's answer, also one the list never showed", () => {
    const user = { username: 'zed', fullName: 'Zed Zimmer' };
    expect(bulkResultName({ id: 27, user, outcome: 'done' }, listLabelOf)).toEqual({
      name: 'Zed Zimmer',
      username: 'zed',
    });
    expect(
      bulkResultName(
        { id: 27, user: { username: 'zed', fullName: ' ' }, outcome: 'done' },
        listLabelOf,
      ),
    ).toEqual({ name: 'zed' });
  });

  it('tells apart two users of the same name by their usernames', () => {
    const names = [
      { id: 79, user: { username: 'yang_79', fullName: '洋 陈' }, outcome: 'done' as const },
      { id: 26, user: { username: 'yang_26', fullName: '洋 陈' }, outcome: 'skipped' as const },
    ].map((result) => bulkResultName(result, listLabelOf));
    expect(names).toEqual([
      { name: '洋 陈', username: 'yang_79' },
      { name: '洋 陈', username: 'yang_26' },
    ]);
  });

  it("falls back to the list's label, then to nothing (a request that failed as a whole)", () => {
    expect(
      bulkResultName({ id: 5, outcome: 'failed', message: 'Network error' }, listLabelOf),
    ).toEqual({ name: 'Seen On Screen' });
    expect(
      bulkResultName({ id: 27, outcome: 'failed', message: 'Network error' }, listLabelOf),
    ).toBeUndefined();
  });
});

describe('bulkOutcomeTone and problemResults', () => {
  const summary = (done: number, skipped: number, failed: number) => ({
    done,
    skipped,
    failed,
    results: [],
  });

  it('announces a run with only skipped users as finished, not as an error', () => {
    expect(bulkOutcomeTone(summary(56, 5, 0))).toBe('finished');
    expect(bulkOutcomeTone(summary(0, 3, 0))).toBe('finished');
    expect(bulkOutcomeTone(summary(4, 0, 0))).toBe('done');
    expect(bulkOutcomeTone(summary(56, 5, 1))).toBe('failed');
  });

  it('keeps only the skipped and failed results, in order', () => {
    const results = [
      { id: 1, outcome: 'done' as const },
      { id: 2, outcome: 'skipped' as const, message: 'User is already banned' },
      { id: 3, outcome: 'done' as const },
      { id: 4, outcome: 'failed' as const, message: 'Network error' },
    ];
    expect(problemResults(results).map((result) => result.id)).toEqual([2, 4]);
  });
});

describe('runBulkAction', () => {
  it('sends ids in chunks with the reason and reports progress after each', async () => {
    const sent: AppUserBulkAction[] = [];
    const progress: string[] = [];
    const summary = await runBulkAction({
      action: 'deactivate',
      reason: 'Inactive for a year',
      target: { kind: 'ids', ids: [1, 2, 3, 4, 5] },
      chunkSize: 2,
      send: async (body) => {
        sent.push(body);
        return answerFor(body);
      },
      describeFailure: () => 'failed',
      onProgress: ({ processed, total }) => progress.push(`${processed}/${total}`),
    });
    expect(sent.map((body) => body.ids)).toEqual([[1, 2], [3, 4], [5]]);
    expect(sent.every((body) => body.reason === 'Inactive for a year')).toBe(true);
    expect(progress).toEqual(['0/5', '2/5', '4/5', '5/5']);
    expect([summary.done, summary.skipped, summary.failed]).toEqual([4, 1, 0]);
  });

  it('marks the ids of a failed request as failed and goes on with the next chunk', async () => {
    const summary = await runBulkAction({
      action: 'activate',
      reason: undefined,
      target: { kind: 'ids', ids: [1, 2, 4] },
      chunkSize: 2,
      send: async (body) => {
        if (body.ids?.includes(1)) throw new Error('offline');
        expect(body).not.toHaveProperty('reason');
        return answerFor(body);
      },
      describeFailure: (error) => `Could not reach the server (${(error as Error).message})`,
    });
    expect(summary.results).toEqual([
      { id: 1, outcome: 'failed', message: 'Could not reach the server (offline)' },
      { id: 2, outcome: 'failed', message: 'Could not reach the server (offline)' },
      { id: 4, outcome: 'done' },
    ]);
    expect(summary.failed).toBe(2);
  });

  it('stops at a refusal (403): the refused and unsent ids fail with it, and the summary says so', async () => {
    const sent: number[][] = [];
    const summary = await runBulkAction({
      action: 'ban',
      reason: 'spam',
      target: { kind: 'ids', ids: [1, 2, 3, 4, 5] },
      chunkSize: 2,
      send: async (body) => {
        sent.push([...(body.ids ?? [])]);
        if (body.ids?.includes(3)) throw new ApiError({ kind: 'forbidden', message: 'Forbidden' });
        return answerFor(body);
      },
      describeFailure: () => 'Access forbidden',
    });
    expect(sent).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(summary).toMatchObject({ done: 2, failed: 3, refused: true });
    expect(summary.results.map((result) => [result.id, result.outcome])).toEqual([
      [1, 'done'],
      [2, 'done'],
      [3, 'failed'],
      [4, 'failed'],
      [5, 'failed'],
    ]);
  });

  it('sends a filter in one request with the count and the users the admin confirmed, and rethrows its failure', async () => {
    const bodies: AppUserBulkAction[] = [];
    const summary = await runBulkAction({
      action: 'ban',
      reason: 'Fraud ring',
      target: { kind: 'filter', filter: { status: 'active', q: 'bot' }, expected: 2, stamp },
      send: async (body) => {
        bodies.push(body);
        return answerFor({ ...body, ids: [10, 11] });
      },
      describeFailure: () => 'failed',
    });
    expect(bodies).toEqual([
      {
        action: 'ban',
        reason: 'Fraud ring',
        filter: { status: 'active', q: 'bot' },
        expectedTotal: 2,
        expectedStamp: stamp,
      },
    ]);
    expect(summary.done).toBe(2);
    // Without a stamp (none read), the count alone is sent.
    await runBulkAction({
      action: 'unban',
      reason: undefined,
      target: { kind: 'filter', filter: {}, expected: 1, stamp: null },
      send: async (body) => {
        expect(body).toEqual({ action: 'unban', filter: {}, expectedTotal: 1 });
        return answerFor({ ...body, ids: [3] });
      },
      describeFailure: () => 'failed',
    });
    await expect(
      runBulkAction({
        action: 'ban',
        reason: 'Fraud ring',
        target: { kind: 'filter', filter: {}, expected: 20_000, stamp: null },
        send: () => Promise.reject(new Error('More than 10000 users match')),
        describeFailure: () => 'failed',
      }),
    ).rejects.toThrow('More than 10000');
  });
});

describe('matchingNow', () => {
  const conflict = (rule: string, params?: Record<string, number | string>) =>
    new ApiError({ kind: 'conflict', status: 409, code: 'CONFLICT', rule, params });

  it('gives how many and which users match now when "all matching" changed, else null', () => {
    expect(
      matchingNow(conflict('bulk.matchChanged', { expected: 28, actual: 29, stamp: otherStamp })),
    ).toEqual({ total: 29, stamp: otherStamp });
    // Others, as many: the stamp of now is what the action asked again is for.
    expect(
      matchingNow(conflict('bulk.matchChanged', { expected: 28, actual: 28, stamp: otherStamp })),
    ).toEqual({ total: 28, stamp: otherStamp });
    // Without a usable stamp the count alone is checked.
    expect(matchingNow(conflict('bulk.matchChanged', { expected: 28, actual: 0 }))).toEqual({
      total: 0,
      stamp: null,
    });
    expect(
      matchingNow(conflict('bulk.matchChanged', { expected: 2, actual: 2, stamp: 'abc' })),
    ).toEqual({ total: 2, stamp: null });
    expect(matchingNow(conflict('bulk.matchChanged', { expected: 28 }))).toBeNull();
    expect(matchingNow(conflict('record.stale'))).toBeNull();
    expect(matchingNow(new Error('network'))).toBeNull();
  });
});
