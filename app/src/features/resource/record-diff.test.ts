import { describe, expect, it } from 'vitest';
import {
  changedFields,
  conflictEntries,
  otherChanges,
  rebasedValues,
  sameValue,
} from './record-diff';

const fields = ['title', 'category', 'isActive', 'rewards'] as const;
const base = {
  title: 'Run',
  category: 'health',
  isActive: true,
  rewards: [{ type: 'coins', label: 'Bonus', amount: 10 }],
};

describe('sameValue', () => {
  it('compares arrays and objects by content, ignoring key order and undefined keys', () => {
    expect(sameValue([{ a: 1, b: 2 }], [{ b: 2, a: 1 }])).toBe(true);
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameValue(null, {})).toBe(false);
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
  });
});

describe('changedFields', () => {
  it('answers only the fields whose value changed', () => {
    expect(changedFields(base, { ...base, title: 'Walk' }, fields)).toEqual({ title: 'Walk' });
    expect(changedFields(base, { ...base }, fields)).toEqual({});
  });

  it('sees a change inside a nested list', () => {
    const rewards = [{ type: 'coins', label: 'Bonus', amount: 20 }];
    expect(changedFields(base, { ...base, rewards }, fields)).toEqual({ rewards });
  });
});

describe('conflictEntries', () => {
  it('lists the fields they changed, with what saving mine would leave, and flags those both changed', () => {
    const mine = { ...base, title: 'Mine', isActive: false };
    const theirs = { ...base, title: 'Theirs', category: 'sport' };
    expect(conflictEntries(base, mine, theirs, fields)).toEqual([
      { field: 'title', mine: 'Mine', theirs: 'Theirs', changedByThem: true, clash: true },
      { field: 'category', mine: 'sport', theirs: 'sport', changedByThem: true, clash: false },
      { field: 'isActive', mine: false, theirs: true, changedByThem: false, clash: false },
    ]);
  });

  it('does not call it a clash when both made the same change', () => {
    const same = { ...base, title: 'Same' };
    expect(conflictEntries(base, same, same, fields)).toEqual([
      { field: 'title', mine: 'Same', theirs: 'Same', changedByThem: true, clash: false },
    ]);
  });

  it('is empty when the changes were outside the form', () => {
    expect(conflictEntries(base, base, { ...base }, fields)).toEqual([]);
  });
});

describe('rebasedValues', () => {
  it("keeps the fields only they changed and puts the admin's edits on top", () => {
    const mine = { ...base, title: 'Mine', isActive: false };
    const theirs = { ...base, title: 'Theirs', category: 'sport' };
    const rebased = rebasedValues(base, mine, theirs, fields);
    expect(rebased).toEqual({ ...base, title: 'Mine', category: 'sport', isActive: false });
    // What an update over their version sends: only the admin's edits, never the stale category.
    expect(changedFields(theirs, rebased, fields)).toEqual({ title: 'Mine', isActive: false });
  });

  it('is their version when the admin changed nothing', () => {
    const theirs = { ...base, category: 'sport' };
    expect(rebasedValues(base, base, theirs, fields)).toEqual(theirs);
  });
});

describe('otherChanges', () => {
  it('lists the values that differ now, in the order read, with both values', () => {
    expect(
      otherChanges(
        { status: 'active', isActive: true, tags: ['a'] },
        { status: 'banned', isActive: true, tags: ['a'] },
      ),
    ).toEqual([{ field: 'status', before: 'active', after: 'banned' }]);
    expect(otherChanges({ status: 'active' }, { status: 'active' })).toEqual([]);
  });
});
