import { describe, expect, it } from 'vitest';
import { createdListHrefs, createdRecordHref, createdRecords } from './created-records';

describe('createdRecords', () => {
  it('pairs the created ids with the rows that were not skipped, in order', () => {
    const rows = [{ title: 'Run' }, { title: '' }, { title: ' Swim ' }, {}];
    const created = createdRecords('goals', rows, {
      createdIds: [11, 12, 13],
      skipped: [{ row: 1, errors: [] }],
    });
    expect(created).toEqual([
      { row: 0, id: 11, label: 'Run' },
      { row: 2, id: 12, label: 'Swim' },
      // A record whose row has no name is named by its id.
      { row: 3, id: 13, label: '#13' },
    ]);
  });

  it("names levels and FAQ entries by their own fields, and a challenge's goal by its row or the chosen goal", () => {
    expect(
      createdRecords('levels', [{ name: 'Bronze' }], { createdIds: [3], skipped: [] }),
    ).toEqual([{ row: 0, id: 3, label: 'Bronze' }]);
    expect(createdRecords('faq', [{ question: 'Why?' }], { createdIds: [4], skipped: [] })).toEqual(
      [{ row: 0, id: 4, label: 'Why?' }],
    );
    expect(
      createdRecords(
        'challenges',
        [{ title: 'A' }, { title: 'B', goalId: 9 }],
        {
          createdIds: [5, 6],
          skipped: [],
        },
        7,
      ),
    ).toEqual([
      { row: 0, id: 5, label: 'A', goalId: 7 },
      { row: 1, id: 6, label: 'B', goalId: 9 },
    ]);
  });
});

describe('created records links', () => {
  it('opens each record on its edit page', () => {
    expect(createdRecordHref('goals', 3)).toBe('/goals/edit/3');
    expect(createdRecordHref('challenges', 4)).toBe('/challenges/edit/4');
    expect(createdRecordHref('faq', 5)).toBe('/faq/edit/5');
    expect(createdRecordHref('levels', 6)).toBe('/levels/edit/6');
  });

  it('opens the list with the new records first, one list per goal for challenges', () => {
    const one = [{ row: 0, id: 1, label: 'x' }];
    expect(createdListHrefs('goals', one)).toEqual([{ href: '/goals?sort=createdAt%3Adesc' }]);
    expect(createdListHrefs('levels', one)).toEqual([{ href: '/levels?sort=updatedAt%3Adesc' }]);
    expect(createdListHrefs('faq', one)).toEqual([{ href: '/faq?sort=updatedAt%3Adesc' }]);
    expect(
      createdListHrefs('challenges', [
        { row: 0, id: 1, label: 'a', goalId: 7 },
        { row: 1, id: 2, label: 'b', goalId: 9 },
        { row: 2, id: 3, label: 'c', goalId: 7 },
      ]),
    ).toEqual([
      { href: '/challenges/7?sort=createdAt%3Adesc', goalId: 7 },
      { href: '/challenges/9?sort=createdAt%3Adesc', goalId: 9 },
    ]);
    expect(createdListHrefs('goals', [])).toEqual([]);
  });
});
