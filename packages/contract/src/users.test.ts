import { describe, expect, it } from 'vitest';
import {
  appUserBulkActionSchema,
  appUserBulkMatchSchema,
  appUserFilterSchema,
  appUserRoutes,
} from './users';

const stamp = 'a'.repeat(64);
const pathsOf = (result: { success: boolean; error?: { issues: readonly { path: unknown }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.path) ?? []);

describe('a bulk action on "all matching" with the stamp of the users selected', () => {
  const allMatching = { action: 'activate', filter: { status: 'inactive' }, expectedTotal: 2 };

  it('takes the stamp with a filter, and goes without it as before', () => {
    expect(
      appUserBulkActionSchema.safeParse({ ...allMatching, expectedStamp: stamp }).success,
    ).toBe(true);
    expect(appUserBulkActionSchema.safeParse(allMatching).success).toBe(true);
  });

  it('refuses a stamp beside listed ids, naming the stamp', () => {
    const result = appUserBulkActionSchema.safeParse({
      action: 'activate',
      ids: [3],
      expectedStamp: stamp,
    });
    expect(pathsOf(result)).toEqual([['expectedStamp']]);
  });

  it('takes only a SHA-256 in lower-case hex as the stamp', () => {
    for (const bad of ['', 'abc', 'A'.repeat(64), 'g'.repeat(64), `${stamp}0`]) {
      const result = appUserBulkActionSchema.safeParse({ ...allMatching, expectedStamp: bad });
      expect(pathsOf(result), bad).toEqual([['expectedStamp']]);
    }
  });
});

describe('GET /users/bulk-match', () => {
  it('is for super users, like the bulk action, and reads the list filters only', () => {
    expect(appUserRoutes.bulkMatch.access).toBe(appUserRoutes.bulk.access);
    expect(appUserRoutes.bulkMatch.query).toBe(appUserFilterSchema);
    expect(appUserFilterSchema.safeParse({ status: 'banned', q: 'an' }).success).toBe(true);
    expect(appUserFilterSchema.safeParse({ page: '2' }).success).toBe(false);
  });

  it('answers the count with a stamp, or no stamp when too many match', () => {
    expect(appUserBulkMatchSchema.parse({ total: 12_000, stamp: null })).toEqual({
      total: 12_000,
      stamp: null,
    });
    expect(appUserBulkMatchSchema.safeParse({ total: 2, stamp: 'abc' }).success).toBe(false);
  });
});
