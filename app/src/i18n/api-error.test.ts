import { ApiError, type ApiErrorKind } from '@console/admin-core';
import type { RuleParams } from '@console/contract/constants';
import { errorRules } from '@console/contract/error-rules';
import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { describeError, errorTextKey, loadErrorRuleTexts, ruleText, sentences } from './api-error';
import { SUPPORTED_LANGUAGES } from './languages';

/** Every locale's shell texts, where the rule texts live. */
const shellFiles = import.meta.glob<Record<string, unknown>>('../locales/*/shell.json', {
  eager: true,
  import: 'default',
});
/** Every locale's common texts: the field messages a rule's text may hold. */
const commonFiles = import.meta.glob<Record<string, unknown>>('../locales/*/common.json', {
  eager: true,
  import: 'default',
});

let english: TFunction;
let castilian: TFunction;
let deutsch: TFunction;
const languageOf = (file: string) => /locales\/([^/]+)\//.exec(file)?.[1] ?? '';
const commonTexts = Object.fromEntries(
  Object.entries(commonFiles).map(([file, common]) => [languageOf(file), { common }]),
);
let translators: { getFixedT(language: string): TFunction };

beforeAll(async () => {
  await loadErrorRuleTexts();
  const i18n = createInstance();
  await i18n.init({
    lng: 'en-US',
    resources: Object.fromEntries(
      Object.entries(shellFiles).map(([file, shell]) => {
        const language = languageOf(file);
        return [language, { shell, ...commonTexts[language] }];
      }),
    ),
    interpolation: { escapeValue: false },
  });
  translators = i18n;
  english = i18n.getFixedT('en-US');
  castilian = i18n.getFixedT('es-ES');
  deutsch = i18n.getFixedT('de-DE');
});

const apiError = (kind: ApiErrorKind, serverMessage?: string) =>
  new ApiError({ kind, serverMessage });

describe('errorTextKey', () => {
  it.each([
    ['network', 'network'],
    ['timeout', 'timeout'],
    ['unauthorized', 'unauthorized'],
    ['forbidden', 'forbidden'],
    ['not-found', 'notFound'],
    ['validation', 'validation'],
    ['server', 'server'],
    ['conflict', 'generic'],
    ['invalid-response', 'unknown'],
  ] as const)('maps %s to errors.%s', (kind, key) => {
    expect(errorTextKey(apiError(kind))).toBe(key);
  });

  it('treats anything that is not an API error as unknown', () => {
    expect(errorTextKey(new TypeError('boom'))).toBe('unknown');
    expect(errorTextKey('boom')).toBe('unknown');
  });
});

describe('describeError', () => {
  it("gives the generic text of the error's kind and suggests trying again when that may help", () => {
    expect(describeError(apiError('network'), english)).toEqual({
      title: 'Network error occurred',
      detail: null,
      hint: 'Please try again',
      retryable: true,
    });
  });

  it("keeps the server's message as the detail and points to support for client errors", () => {
    expect(describeError(apiError('forbidden', 'Missing goals:write'), english)).toEqual({
      title: 'Access forbidden',
      detail: 'Missing goals:write',
      hint: 'Please contact support if the problem persists',
      retryable: false,
    });
  });

  it("leaves out the server's message when it is the generic text of the error's kind", () => {
    const forbidden = new ApiError({
      kind: 'forbidden',
      status: 403,
      serverMessage: 'Access forbidden',
    });
    expect(describeError(forbidden, deutsch)).toMatchObject({
      title: 'Zugriff verweigert',
      detail: null,
    });
    const specific = new ApiError({
      kind: 'forbidden',
      status: 403,
      serverMessage: 'You cannot raise your own rights',
    });
    expect(describeError(specific, deutsch).detail).toBe('You cannot raise your own rights');
  });

  it('answers in the active language', () => {
    expect(describeError(apiError('timeout'), castilian).title).toBe('Tiempo de espera agotado');
    expect(describeError(new Error('x'), castilian).title).toBe('Se produjo un error desconocido');
  });
});

describe('the title of a 409', () => {
  const conflict = (rule?: string, serverMessage?: string) =>
    new ApiError({ kind: 'conflict', status: 409, code: 'CONFLICT', rule, serverMessage });

  it('says that someone else changed the record or list, in every language', () => {
    const stale = conflict(
      errorRules.staleVersion,
      'The record was changed by someone else. Reload it and try again.',
    );
    expect(describeError(stale, english)).toMatchObject({
      title: 'Changed by someone else',
      detail: 'The record was changed by someone else. Reload it and try again.',
    });
    expect(describeError(conflict(errorRules.reorderStale), english).title).toBe(
      'Changed by someone else',
    );
    expect(describeError(conflict(errorRules.concurrentChange), english).title).toBe(
      'Changed by someone else',
    );
    expect(describeError(stale, castilian).title).toBe('Modificado por otra persona');
    expect(describeError(stale, deutsch).title).toBe('Von jemand anderem geändert');
    for (const language of SUPPORTED_LANGUAGES.filter((language) => language !== 'en-US')) {
      const title = describeError(stale, translators.getFixedT(language)).title;
      expect(title, language).toMatch(/\p{L}/u);
      expect(title, language).not.toBe('Changed by someone else');
    }
  });

  it('says that a rule refused the action, for any other 409', () => {
    const lastSuperUser = conflict(
      errorRules.lastSuperUser,
      'The last active super user cannot be deactivated or lose super user rights',
    );
    expect(describeError(lastSuperUser, english).title).toBe('Action not possible');
    expect(describeError(conflict(undefined, 'Row 3: bad file'), english)).toMatchObject({
      title: 'Action not possible',
      detail: 'Row 3: bad file',
    });
  });

  it("falls back to the generic text until the shell's texts have loaded", async () => {
    const bare = createInstance();
    await bare.init({
      lng: 'en-US',
      resources: { 'en-US': { ...commonTexts['en-US'] } },
      interpolation: { escapeValue: false },
    });
    expect(describeError(conflict(errorRules.staleVersion), bare.t).title).toBe(
      'An error occurred',
    );
  });
});

describe('before the rule texts have loaded', () => {
  it("says a refusal as the server sent it, under its kind's title, and loads them", async () => {
    vi.resetModules();
    const fresh = await import('./api-error');
    const { ApiError: FreshApiError } = await import('@console/admin-core');
    const taken = new FreshApiError({
      kind: 'conflict',
      status: 409,
      code: 'CONFLICT',
      rule: errorRules.usernameTaken,
      serverMessage: 'Username already taken',
    });
    expect(fresh.ruleText(taken, deutsch)).toBeNull();
    expect(fresh.describeError(taken, deutsch)).toMatchObject({
      title: 'Ein Fehler ist aufgetreten',
      detail: 'Username already taken',
    });
    // Without a rule, nothing waits for them.
    const refused = new FreshApiError({ kind: 'conflict', status: 409, serverMessage: 'Bad file' });
    expect(fresh.describeError(refused, english).title).toBe('Action not possible');

    // Describing the refusal asked for them; the next description says it in the language.
    await fresh.loadErrorRuleTexts();
    expect(fresh.describeError(taken, deutsch)).toMatchObject({
      title: 'Aktion nicht möglich',
      detail: 'Dieser Benutzername ist bereits vergeben',
    });
  });
});

describe('sentences', () => {
  it('ends each text as a sentence and leaves out empty ones', () => {
    expect(
      sentences('User not found', null, 'Please contact support if the problem persists'),
    ).toBe('User not found. Please contact support if the problem persists.');
    expect(sentences('Already said.', '  ', '見つかりません。')).toBe(
      'Already said. 見つかりません。',
    );
  });
});

describe('rules the server names', () => {
  const refused = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
    new ApiError({ kind: 'conflict', status: 409, code: 'CONFLICT', ...init });

  it('says a rule the console knows in its language, with amounts in its locale', () => {
    // A level number names the level, as everywhere in the console: it is not grouped.
    const taken = refused({
      serverMessage: 'Level 1200 already exists',
      rule: 'level.numberTaken',
      params: { number: 1200 },
    });
    expect(describeError(taken, deutsch)).toMatchObject({
      title: 'Aktion nicht möglich',
      detail: 'Stufe 1200 gibt es bereits',
    });
    const stale = refused({
      serverMessage: 'The record was changed by someone else. Reload it and try again.',
      rule: 'record.stale',
    });
    expect(describeError(stale, deutsch).detail).toBe(
      'Der Datensatz wurde inzwischen von jemand anderem geändert. Laden Sie ihn neu und versuchen Sie es erneut.',
    );
    const missing = new ApiError({
      kind: 'not-found',
      status: 404,
      serverMessage: 'Level not found',
      rule: 'record.notFound',
      params: { resource: 'levels' },
    });
    expect(describeError(missing, deutsch)).toMatchObject({
      title: 'Ressource nicht gefunden',
      detail: 'Stufe nicht gefunden',
    });
    expect(
      ruleText(
        {
          rule: 'level.requiredXpOrder',
          params: { belowNumber: 1000, belowXp: 4500, aboveNumber: 1200, aboveXp: 6000 },
        },
        deutsch,
      ),
    ).toBe(
      'Die benötigten XP müssen mit der Stufennummer steigen: mehr als bei Stufe 1000 (4.500 XP) und weniger als bei Stufe 1200 (6.000 XP)',
    );
    expect(ruleText({ rule: 'username.taken' }, deutsch)).toBe(
      'Dieser Benutzername ist bereits vergeben',
    );
  });

  it("keeps the server's message for a rule it does not know or whose params do not fit", () => {
    const rules: { rule: string; params: Record<string, string | number> }[] = [
      { rule: 'level.reserved', params: { number: 3 } },
      { rule: 'level.numberTaken', params: { number: 'three' } },
      { rule: 'level.requiredXpOrder', params: {} },
      { rule: 'record.notFound', params: { resource: 'planets' } },
      { rule: 'record.notFound', params: { resource: 'toString' } },
    ];
    for (const rule of rules) {
      expect(
        describeError(refused({ serverMessage: 'Level 3 is reserved', ...rule }), deutsch).detail,
      ).toBe('Level 3 is reserved');
    }
    expect(describeError(refused({ rule: 'record.stale' }), deutsch).detail).toBeNull();
  });

  /** Values of each rule as the server sends them: a rule added without one fails here. */
  const sampleParams: Record<(typeof errorRules)[keyof typeof errorRules], RuleParams | undefined> =
    {
      'level.numberTaken': { number: 3 },
      'level.requiredXpOrder': { belowNumber: 2, belowXp: 100 },
      'record.stale': undefined,
      'record.notFound': { resource: 'goals' },
      'username.taken': undefined,
      'email.taken': undefined,
      'password.currentIncorrect': undefined,
      'password.unchanged': undefined,
      'password.changedMeanwhile': undefined,
      'goal.hasChallenges': { count: 2 },
      'level.hasUsers': { number: 4, users: 1200 },
      'reorder.stale': undefined,
      'status.unchanged': { resource: 'telegramUsers', status: 'blocked' },
      'appUser.notBanned': undefined,
      'appUser.bannedFirst': undefined,
      'bulk.tooManyMatching': { max: 10000 },
      'bulk.matchChanged': { expected: 28, actual: 29 },
      'import.tooManyRows': { max: 10000 },
      'import.tooLarge': { maxBytes: 10 * 1024 * 1024 },
      'restore.tooLarge': { maxBytes: 16 * 1024 ** 3 },
      'restore.schemaVersion': { backup: 7, oldest: 2, current: 9 },
      'restore.rowsRefused': {
        table: 'goals',
        first: 3,
        last: 3,
        problem: 'missingValue',
        column: 'title',
      },
      'restore.valueRefused': {
        table: 'goals',
        row: 'id=3',
        field: 'title',
        problem: 'maxLength',
        max: 200,
      },
      'restore.noSuperUser': undefined,
      'adminUser.lastSuperUser': undefined,
      'adminUser.ownRights': undefined,
      'adminUser.superUserGrant': undefined,
      'adminUser.superUserManage': undefined,
      'adminUser.permissionsNotHeld': { permissions: 'goals:write, faq:write' },
      'adminUser.morePowerful': { permissions: 'levels:write' },
      'adminUser.deactivateSelf': undefined,
      'adminUser.resetOwnPassword': undefined,
      'import.duplicateLevel': { number: 3, row: 2 },
      'import.goalMismatch': { goalId: 4, importGoalId: 7 },
      'record.duplicate': undefined,
      'record.referenced': undefined,
      'record.concurrentChange': undefined,
      'dateRange.inverted': undefined,
    };

  it.each(SUPPORTED_LANGUAGES)('%s has a text for every rule the server names', (language) => {
    const t = translators.getFixedT(language);
    const missing = Object.values(errorRules).filter(
      (rule) => !ruleText({ rule, params: sampleParams[rule] }, t),
    );
    expect(missing).toEqual([]);
  });

  it("says a restored value the API would refuse in the admin's language", () => {
    const russian = translators.getFixedT('ru-RU');
    const refused = (params: RuleParams, t: TFunction) =>
      ruleText({ rule: 'restore.valueRefused', params }, t);
    const title = { table: 'goals', row: 'id=3', field: 'title' };
    expect(refused({ ...title, problem: 'maxLength', max: 200 }, deutsch)).toBe(
      'Tabelle goals, Zeile id=3, Feld title: Darf höchstens 200 Zeichen lang sein. Es wurde nichts geändert.',
    );
    expect(refused({ ...title, problem: 'minLength', min: 1 }, russian)).toMatch(
      /^Таблица goals, строка id=3, поле title: Не менее 1 символа\. /,
    );
    const xp = { table: 'telegram_users', row: 'id=7', field: 'xp' };
    expect(refused({ ...xp, problem: 'minValue', min: 0 }, english)).toBe(
      'Table telegram_users, row id=7, field xp: Must be at least 0. Nothing was changed.',
    );
    expect(refused({ ...xp, problem: 'jsonObject' }, castilian)).toBe(
      'Tabla telegram_users, fila id=7, campo xp: Debe ser un objeto JSON. No se ha cambiado nada.',
    );
    // A list's entry counted from 1, as the admin counts (the path says permissions.1).
    const permission = { table: 'admin_users', row: 'id=2', field: 'permissions', entry: 2 };
    expect(
      refused({ ...permission, problem: 'unknownValue', value: 'reports:read' }, english),
    ).toBe(
      'Table admin_users, row id=2, field permissions, entry 2: “reports:read” is not one of the values this field takes. Nothing was changed.',
    );
    expect(
      refused({ ...permission, problem: 'unknownValue', value: 'reports:read' }, deutsch),
    ).toBe(
      'Tabelle admin_users, Zeile id=2, Feld permissions, Eintrag 2: „reports:read“ ist keiner der Werte, die dieses Feld annimmt. Es wurde nichts geändert.',
    );
    const reward = { table: 'levels', row: 'id=4', field: 'rewards', entry: 1, part: 'type' };
    expect(refused({ ...reward, problem: 'unknownValue', value: 'gold' }, english)).toBe(
      'Table levels, row id=4, field rewards, entry 1, type: “gold” is not one of the values this field takes. Nothing was changed.',
    );
    expect(refused({ ...reward, problem: 'unknownValue', value: 'gold' }, castilian)).toBe(
      'Tabla levels, fila id=4, campo rewards, elemento 1, type: «gold» no es uno de los valores que admite este campo. No se ha cambiado nada.',
    );
    const requiredXp = { table: 'levels', row: 'id=4', field: 'required_xp' };
    expect(
      refused({ ...requiredXp, problem: 'levelXpOrder', belowNumber: 2, belowXp: 1500 }, english),
    ).toBe(
      'Table levels, row id=4, field required_xp: Required XP must grow with the level number: it must be more than level 2 (1,500 XP). Nothing was changed.',
    );
    // A problem the console does not know, or a limit that is no number: the server's English.
    expect(refused({ ...permission, problem: 'unknownValue', value: 7 }, english)).toBeNull();
    expect(refused({ ...requiredXp, problem: 'levelXpOrder', belowNumber: 2 }, english)).toBeNull();
    expect(refused({ ...xp, problem: 'tooRound' }, english)).toBeNull();
    expect(refused({ ...xp, problem: 'minValue', min: 'zero' }, english)).toBeNull();
  });

  it('says counts with the plural forms of the language', () => {
    const russian = translators.getFixedT('ru-RU');
    const challengesLeft = (count: number) =>
      ruleText({ rule: 'goal.hasChallenges', params: { count } }, russian);
    expect(challengesLeft(1)).toBe(
      'У этой цели ещё 1 испытание. Сначала удалите его или перенесите в другую цель.',
    );
    expect(challengesLeft(3)).toBe(
      'У этой цели ещё 3 испытания. Сначала удалите их или перенесите в другую цель.',
    );
    expect(challengesLeft(5)).toBe(
      'У этой цели ещё 5 испытаний. Сначала удалите их или перенесите в другую цель.',
    );
    expect(
      ruleText({ rule: 'level.hasUsers', params: { number: 4, users: 1200 } }, deutsch),
    ).toMatch(/^1\.200 Telegram-Benutzer sind auf Stufe 4\./);
  });

  it('says that the users matching a bulk filter changed, with both counts, in every language', () => {
    const changed = refused({
      serverMessage:
        'The users matching the filter changed: 28 when confirmed, 1029 now; nothing was changed',
      rule: 'bulk.matchChanged',
      params: { expected: 28, actual: 1029 },
    });
    expect(describeError(changed, english)).toEqual(
      expect.objectContaining({
        title: 'Changed by someone else',
        detail:
          'The users matching the filter changed after you confirmed: 28 then, 1,029 now. Nothing was changed.',
      }),
    );
    expect(describeError(changed, deutsch).detail).toContain('damals 28, jetzt 1.029');
    for (const language of SUPPORTED_LANGUAGES) {
      const text = ruleText(changed, translators.getFixedT(language));
      expect(text, language).toMatch(/28/);
      expect(text, language).toMatch(/1[,.\s\u00a0\u202f]?029/u);
    }
  });

  it('says that others match a bulk filter, as many as confirmed, without "28 then, 28 now"', () => {
    const swapped = refused({
      serverMessage:
        'The users matching the filter changed: still 28, but not the users confirmed; nothing was changed',
      rule: 'bulk.matchChanged',
      params: { expected: 28, actual: 28, stamp: 'b2'.repeat(32) },
    });
    expect(describeError(swapped, english).detail).toBe(
      'The users matching the filter changed after you confirmed: still 28, but not the same users. Nothing was changed.',
    );
    const withBothCounts = ruleText(
      { rule: 'bulk.matchChanged', params: { expected: 28, actual: 1029 } },
      english,
    );
    for (const language of SUPPORTED_LANGUAGES) {
      const text = ruleText(swapped, translators.getFixedT(language));
      expect(text, language).toMatch(/28/);
      expect(text?.match(/28/g), language).toHaveLength(1);
      expect(text, language).not.toBe(withBothCounts);
    }
  });

  it("names an import's and a restore's limits in the language's numbers and units", () => {
    const french = translators.getFixedT('fr-FR');
    expect(ruleText({ rule: 'import.tooManyRows', params: { max: 10_000 } }, deutsch)).toBe(
      'Ein Import umfasst höchstens 10.000 Zeilen. Teilen Sie die Datei in kleinere auf.',
    );
    expect(
      ruleText({ rule: 'import.tooLarge', params: { maxBytes: 10 * 1024 ** 2 } }, english),
    ).toBe(
      'The rows to import are more than one request may carry (10 MB at most). Split the file into smaller ones or leave out the columns you do not need.',
    );
    expect(
      ruleText({ rule: 'restore.tooLarge', params: { maxBytes: 16 * 1024 ** 3 } }, french),
      // French puts a narrow no-break space between the number and its unit.
    ).toMatch(/\(au plus 16\u202fGo, fixée par RESTORE_MAX_BYTES\)/);
    const tooLarge = new ApiError({
      kind: 'payload-too-large',
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      serverMessage:
        'The backup file is larger than this server accepts (1536 bytes, RESTORE_MAX_BYTES). Nothing was changed.',
      rule: 'restore.tooLarge',
      params: { maxBytes: 1536 },
    });
    expect(describeError(tooLarge, english).detail).toBe(
      'The backup file is larger than this server accepts (1.5 kB at most, set by RESTORE_MAX_BYTES). Nothing was changed.',
    );
    const schemaVersion = (backup: number) =>
      ruleText(
        { rule: 'restore.schemaVersion', params: { backup, oldest: 2, current: 9 } },
        deutsch,
      );
    expect(schemaVersion(10)).toBe(
      'Die Sicherung wurde mit Schemaversion 10 erstellt, die neuer ist als die dieses Servers (9). Aktualisieren Sie diesen Server auf Schemaversion 10 oder neuer und stellen Sie sie dann wieder her. Es wurde nichts geändert.',
    );
    expect(schemaVersion(1)).toBe(
      'Die Sicherung wurde mit Schemaversion 1 erstellt; dieser Server stellt Sicherungen der Schemaversionen 2 bis 9 wieder her. Stellen Sie sie auf einem Server mit Schemaversion 1 wieder her, aktualisieren Sie diesen Server auf Schemaversion 2 oder neuer und erstellen Sie dort eine neue Sicherung. Es wurde nichts geändert.',
    );
  });

  it("says which rows of a restored table the database refused, and why, instead of PostgreSQL's text", () => {
    const refusedRows = (params: RuleParams) =>
      ruleText({ rule: 'restore.rowsRefused', params }, english);
    expect(
      refusedRows({ table: 'goals', first: 3, last: 3, problem: 'missingValue', column: 'title' }),
    ).toBe(
      'Table goals, row 3 of the file: the column title is empty, but it needs a value. Nothing was changed.',
    );
    expect(
      ruleText(
        {
          rule: 'restore.rowsRefused',
          params: {
            table: 'challenges',
            first: 1001,
            last: 2000,
            problem: 'reference',
            column: 'goal_id',
          },
        },
        deutsch,
      ),
    ).toBe(
      'Tabelle challenges, Zeilen 1.001–2.000 der Datei: Die Spalte goal_id verweist auf einen Datensatz, der nicht in der Sicherung ist. Es wurde nichts geändert.',
    );
    expect(refusedRows({ table: 'levels', first: 1, last: 9, problem: 'invalidValue' })).toBe(
      'Table levels, rows 1–9 of the file: the database does not accept one of the values. Nothing was changed.',
    );
    expect(
      refusedRows({ table: 'goals', first: 2, last: 2, problem: 'duplicate', column: 'id' }),
    ).toBe(
      'Table goals, row 2 of the file: the column id repeats a value that must be unique. Nothing was changed.',
    );
    // A row with an id is named by it, as the refused values are.
    const named = { table: 'admin_users', first: 5, last: 5, row: 'id=9', problem: 'duplicate' };
    expect(refusedRows({ ...named, column: 'username' })).toBe(
      'Table admin_users, row id=9: the column username repeats a value that must be unique. Nothing was changed.',
    );
    expect(
      ruleText({ rule: 'restore.rowsRefused', params: { ...named, column: 'username' } }, deutsch),
    ).toBe(
      'Tabelle admin_users, Zeile id=9: Die Spalte username wiederholt einen Wert, der eindeutig sein muss. Es wurde nichts geändert.',
    );
    // A problem the console does not know, or one that needs its column without it: as sent.
    expect(
      refusedRows({ table: 'goals', first: 1, last: 1, problem: 'cursed', column: 'id' }),
    ).toBeNull();
    expect(refusedRows({ table: 'goals', first: 1, last: 1, problem: 'missingValue' })).toBeNull();
    expect(
      refusedRows({ table: 'goals', first: 'one', last: 1, problem: 'duplicate', column: 'id' }),
    ).toBeNull();
  });

  it('names the status a record is already in, and only a status the record can have', () => {
    expect(
      ruleText(
        { rule: 'status.unchanged', params: { resource: 'appUsers', status: 'banned' } },
        deutsch,
      ),
    ).toBe('Der Benutzer ist bereits gesperrt');
    for (const params of [
      { resource: 'appUsers', status: 'blocked' },
      { resource: 'telegramUsers', status: 'banned' },
      { resource: 'toString', status: 'active' },
    ]) {
      expect(ruleText({ rule: 'status.unchanged', params }, deutsch)).toBeNull();
    }
  });
});
