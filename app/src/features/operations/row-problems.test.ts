import { importRowSchemas } from '@console/contract';
import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadErrorRuleTexts } from '../../i18n/api-error';
import germanCommon from '../../locales/de-DE/common.json';
import germanResource from '../../locales/de-DE/resource.json';
import germanShell from '../../locales/de-DE/shell.json';
import common from '../../locales/en-US/common.json';
import resource from '../../locales/en-US/resource.json';
import shell from '../../locales/en-US/shell.json';
import { validationErrorMap } from '../resource/validation-messages';
import { rowProblems } from './row-problems';

let english: TFunction;
let german: TFunction;

beforeAll(async () => {
  // The rule texts load after the console's first paint (`api-error.ts`).
  await loadErrorRuleTexts();
  const i18n = createInstance();
  await i18n.init({
    lng: 'en-US',
    resources: {
      'en-US': { common, resource, shell },
      'de-DE': { common: germanCommon, resource: germanResource, shell: germanShell },
    },
    interpolation: { escapeValue: false },
  });
  english = i18n.getFixedT('en-US');
  german = i18n.getFixedT('de-DE');
});

/** What the server answers for a row the schema refuses: zod's own English, by field path. */
function serverProblems(schema: keyof typeof importRowSchemas, row: unknown) {
  const parsed = importRowSchemas[schema].safeParse(row);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('rowProblems', () => {
  const level = { number: 0, requiredXp: 10 };

  it("words a refused row's schema problems with the console's validation messages", () => {
    const server = serverProblems('levels', level);
    expect(server.map((problem) => problem.message)).toEqual([
      'Too small: expected number to be >=1',
      'Invalid input: expected string, received undefined',
    ]);
    expect(rowProblems('levels', level, server, validationErrorMap(english), english)).toEqual([
      { path: 'number', message: 'Must be at least 1' },
      { path: 'name', message: 'This field is required' },
    ]);
  });

  it('answers in the active language', () => {
    expect(
      rowProblems(
        'levels',
        level,
        serverProblems('levels', level),
        validationErrorMap(german),
        german,
      ),
    ).toEqual([
      { path: 'number', message: 'Muss mindestens 1 sein' },
      { path: 'name', message: germanCommon.validation.required },
    ]);
  });

  it("keeps the server's words for a rule of its own the console does not know", () => {
    const unknownRule = [
      { path: 'number', message: 'Level 1 is reserved', rule: 'level.reserved' },
    ];
    expect(
      rowProblems(
        'levels',
        { number: 1, name: 'One', requiredXp: 0 },
        unknownRule,
        validationErrorMap(english),
        german,
      ),
    ).toEqual([{ path: 'number', message: 'Level 1 is reserved' }]);
  });

  it('says a server rule it knows in the active language, with the row counted from 1', () => {
    const twice = [
      {
        path: 'number',
        message: 'Level 3 appears twice in the import (row 2)',
        rule: 'import.duplicateLevel',
        params: { number: 3, row: 2 },
      },
    ];
    const row = { number: 3, name: 'Three', requiredXp: 300 };
    expect(rowProblems('levels', row, twice, validationErrorMap(german), german)).toEqual([
      { path: 'number', message: 'Stufe 3 kommt im Import zweimal vor (Zeile 2)' },
    ]);
  });
});
