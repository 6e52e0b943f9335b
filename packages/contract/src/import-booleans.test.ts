import { describe, expect, it } from 'vitest';
import { importBoolean, importBooleanWords, importRowSchemas } from './operations';

describe('importBoolean', () => {
  it("reads the true/false words of the console's 8 languages, in any case and around spaces", () => {
    const spreadsheetWords: [string, boolean][] = [
      ['TRUE', true],
      ['False', false],
      ['WAHR', true],
      ['FALSCH', false],
      ['VERDADERO', true],
      ['FALSO', false],
      ['VRAI', true],
      ['FAUX', false],
      ['VERDADEIRO', true],
      ['ИСТИНА', true],
      ['ЛОЖЬ', false],
      [' oui ', true],
      ['Nein', false],
      ['Sí', true],
      ['NÃO', false],
      ['Да', true],
      ['нет', false],
      ['はい', true],
      ['いいえ', false],
      ['是', true],
      ['否', false],
      ['真', true],
      ['假', false],
    ];
    for (const [word, value] of spreadsheetWords)
      expect([word, importBoolean(word)]).toEqual([word, value]);
    // A decomposed accent (as some systems save "sí") is the same word.
    expect(importBoolean('si\u0301')).toBe(true);
  });

  it('leaves anything else as it is, for the field to refuse', () => {
    for (const other of ['peut-être', '1', '0', 'y', '', 'truthy'])
      expect(importBoolean(other)).toBe(other);
    expect(importBoolean(true)).toBe(true);
    expect(importBoolean(1)).toBe(1);
    expect(importBoolean(null)).toBe(null);
  });

  it('has no word for both true and false', () => {
    const trueWords = new Set<string>(importBooleanWords.true);
    expect(importBooleanWords.false.filter((word) => trueWords.has(word))).toEqual([]);
  });

  it("applies to every row schema's true/false fields and keeps their defaults", () => {
    expect(
      importRowSchemas.goals.parse({ title: 'Run', category: 'c', isActive: 'FAUX' }).isActive,
    ).toBe(false);
    expect(importRowSchemas.goals.parse({ title: 'Run', category: 'c' }).isActive).toBe(true);
    expect(
      importRowSchemas.challenges.parse({
        goalId: 1,
        title: 'Run',
        xpReward: 5,
        difficulty: 'easy',
        durationDays: 1,
        isActive: 'nein',
      }).isActive,
    ).toBe(false);
    const faq = { question: 'Q', answer: 'A', locale: 'en-US' };
    expect(importRowSchemas.faq.parse({ ...faq, isPublished: 'Да' }).isPublished).toBe(true);
    expect(importRowSchemas.faq.parse(faq).isPublished).toBe(false);
    const refused = importRowSchemas.faq.safeParse({ ...faq, isPublished: 'peut-être' });
    expect(refused.error?.issues.map((issue) => [issue.path, issue.code])).toEqual([
      [['isPublished'], 'invalid_type'],
    ]);
  });
});
