import { describe, expect, it } from 'vitest';
import { auditFieldChanges, auditHistoryHref } from './audit-diff';

describe('auditFieldChanges', () => {
  it('lists every field of either side in order and marks the changed ones', () => {
    expect(
      auditFieldChanges(
        { title: 'Run', xp: 10, tags: ['a'] },
        { title: 'Run', xp: 20, tags: ['a'], isActive: true },
      ),
    ).toEqual([
      { field: 'title', before: 'Run', after: 'Run', changed: false },
      { field: 'xp', before: 10, after: 20, changed: true },
      { field: 'tags', before: ['a'], after: ['a'], changed: false },
      { field: 'isActive', before: undefined, after: true, changed: true },
    ]);
  });

  it('treats a missing side (creation or deletion) as no fields', () => {
    expect(auditFieldChanges(null, { id: 1 })).toEqual([
      { field: 'id', before: undefined, after: 1, changed: true },
    ]);
    expect(auditFieldChanges({ id: 1 }, null)).toEqual([
      { field: 'id', before: 1, after: undefined, changed: true },
    ]);
    expect(auditFieldChanges(null, undefined)).toEqual([]);
  });

  it('compares two plain values as one field', () => {
    expect(auditFieldChanges('a', 'b')).toEqual([
      { field: 'value', before: 'a', after: 'b', changed: true },
    ]);
  });
});

describe('auditHistoryHref', () => {
  it('links to a record history', () => {
    expect(auditHistoryHref('goals', 5)).toBe('/settings/audit-log?resource=goals&recordId=5');
  });
});
