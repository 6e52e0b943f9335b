import { ApiError } from '@console/admin-core';
import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadErrorRuleTexts } from '../../i18n/api-error';
import germanCommon from '../../locales/de-DE/common.json';
import germanShell from '../../locales/de-DE/shell.json';
import englishCommon from '../../locales/en-US/common.json';
import englishShell from '../../locales/en-US/shell.json';
import { failureText } from './failure-text';

let english: TFunction;
let german: TFunction;

beforeAll(async () => {
  // The rule texts load after the console's first paint (`api-error.ts`).
  await loadErrorRuleTexts();
  const i18n = createInstance();
  await i18n.init({
    lng: 'en-US',
    resources: {
      'en-US': { common: englishCommon, shell: englishShell },
      'de-DE': { common: germanCommon, shell: germanShell },
    },
    interpolation: { escapeValue: false },
  });
  english = i18n.getFixedT('en-US');
  german = i18n.getFixedT('de-DE');
});

/** A restore's error line as `uploadBackup` turns it into an error. */
const notNull = new ApiError({
  kind: 'validation',
  status: 400,
  code: 'VALIDATION_ERROR',
  serverMessage:
    'Table goals, row id=12: column title is empty, but it needs a value. Nothing was changed.',
  rule: 'restore.rowsRefused',
  params: {
    table: 'goals',
    first: 3,
    last: 3,
    row: 'id=12',
    problem: 'missingValue',
    column: 'title',
  },
});

describe('failureText', () => {
  it("says a refusal of the admin's file in the admin's language, as sentences, without contact support", () => {
    expect(failureText(notNull, german)).toBe(
      'Validierungsfehler. Tabelle goals, Zeile id=12: Die Spalte title ist leer, braucht aber einen Wert. Es wurde nichts geändert.',
    );
    const tooManyRows = new ApiError({
      kind: 'payload-too-large',
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      serverMessage: 'An import holds at most 10,000 rows. Split the file into smaller ones.',
      rule: 'import.tooManyRows',
      params: { max: 10_000 },
    });
    expect(failureText(tooManyRows, german)).toBe(
      'Ein Fehler ist aufgetreten. Ein Import umfasst höchstens 10.000 Zeilen. Teilen Sie die Datei in kleinere auf.',
    );
  });

  it('names a restored value the console does not know, and a backup without an active super user', () => {
    const unknownPermission = new ApiError({
      kind: 'validation',
      status: 400,
      code: 'VALIDATION_ERROR',
      serverMessage:
        'Table admin_users, row id=2, field permissions, entry 2: "reports:read" is not one of the values this field takes. Nothing was changed.',
      rule: 'restore.valueRefused',
      params: {
        table: 'admin_users',
        row: 'id=2',
        field: 'permissions',
        entry: 2,
        problem: 'unknownValue',
        value: 'reports:read',
      },
    });
    expect(failureText(unknownPermission, english)).toBe(
      'Validation error. Table admin_users, row id=2, field permissions, entry 2: “reports:read” is not one of the values this field takes. Nothing was changed.',
    );
    expect(failureText(unknownPermission, german)).toBe(
      'Validierungsfehler. Tabelle admin_users, Zeile id=2, Feld permissions, Eintrag 2: „reports:read“ ist keiner der Werte, die dieses Feld annimmt. Es wurde nichts geändert.',
    );
    const noSuperUser = new ApiError({
      kind: 'validation',
      status: 400,
      code: 'VALIDATION_ERROR',
      serverMessage: 'The backup has no active super user.',
      rule: 'restore.noSuperUser',
    });
    expect(failureText(noSuperUser, german)).toBe(
      'Validierungsfehler. Die Sicherung enthält keinen aktiven Superuser: Nach der Wiederherstellung könnte niemand mehr Administratoren verwalten oder eine andere Sicherung wiederherstellen. Es wurde nichts geändert.',
    );
  });

  it("ends the server's text as a sentence before the hint, which stays for what the admin cannot fix", () => {
    const forbidden = new ApiError({
      kind: 'forbidden',
      status: 403,
      serverMessage: 'Super users only',
    });
    expect(failureText(forbidden, english)).toBe(
      'Access forbidden. Super users only. Please contact support if the problem persists.',
    );
    // A refusal that does not say what is wrong keeps the hint too.
    expect(failureText(new ApiError({ kind: 'validation', status: 400 }), english)).toBe(
      'Validation error. Please contact support if the problem persists.',
    );
    expect(failureText(new ApiError({ kind: 'network' }), english)).toBe(
      'Network error occurred. Please try again.',
    );
  });
});
