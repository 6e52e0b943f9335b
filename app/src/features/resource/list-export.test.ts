import { exportColumns } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { csvSeparatorFor, exportFieldsOf, roundTripFields } from './list-export';

describe('exportFieldsOf', () => {
  it('maps the visible columns to export fields in table order, once each', () => {
    expect(
      exportFieldsOf(
        [
          { id: 'username', exportAs: ['firstName', 'lastName', 'username'] },
          { id: 'xp' },
          { id: 'currentGoal', exportAs: ['currentGoalId', 'currentGoalTitle'] },
          { id: 'nickname', exportAs: 'username' },
          { id: 'status', exportAs: null },
        ],
        exportColumns.telegramUsers,
      ),
    ).toEqual(['firstName', 'lastName', 'username', 'xp', 'currentGoalId', 'currentGoalTitle']);
  });

  it('leaves out columns that are no field of the export', () => {
    expect(
      exportFieldsOf(
        [{ id: 'title' }, { id: 'challenges' }, { id: 'sortOrder' }],
        exportColumns.goals,
      ),
    ).toEqual(['title', 'sortOrder']);
  });

  it('writes the ids when no visible column has a field', () => {
    expect(exportFieldsOf([{ id: 'challenges' }], exportColumns.goals)).toEqual(['id']);
  });

  it('adds what an import reads, so that the file imports back', () => {
    // The goal's challenges page shows no goal column; the levels list hides the badge by default.
    expect(
      exportFieldsOf(
        [{ id: 'title' }, { id: 'xpReward' }],
        exportColumns.challenges,
        roundTripFields('challenges'),
      ),
    ).toEqual([
      'title',
      'xpReward',
      'description',
      'difficulty',
      'durationDays',
      'isActive',
      'sortOrder',
      'goalId',
    ]);
    expect(
      exportFieldsOf([{ id: 'number' }], exportColumns.levels, roundTripFields('levels')),
    ).toContain('badge');
    expect(roundTripFields('users')).toEqual([]);
  });

  it("separates CSV cells with ';' where Excel expects it, else with ','", () => {
    expect(['de-DE', 'fr-FR', 'es-ES', 'pt-BR', 'ru-RU'].map(csvSeparatorFor)).toEqual([
      ';',
      ';',
      ';',
      ';',
      ';',
    ]);
    expect(['en-US', 'ja-JP', 'zh-CN'].map(csvSeparatorFor)).toEqual([',', ',', ',']);
  });
});
