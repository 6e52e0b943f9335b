import {
  adminUserCreateSchema,
  appUserUpdateSchema,
  booleanQueryParam,
  dayQuery,
  goalCreateSchema,
  importRowSchemas,
  levelCreateSchema,
  telegramUserListQueryFields,
} from '@console/contract';
import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import deCommon from '../../locales/de-DE/common.json';
import deResource from '../../locales/de-DE/resource.json';
import common from '../../locales/en-US/common.json';
import resource from '../../locales/en-US/resource.json';
import esCommon from '../../locales/es-ES/common.json';
import esResource from '../../locales/es-ES/resource.json';
import frCommon from '../../locales/fr-FR/common.json';
import frResource from '../../locales/fr-FR/resource.json';
import { numberFromInput } from './form-fields';
import { validationErrorMap, validationProblem } from './validation-messages';

let english: TFunction;
let french: TFunction;
let german: TFunction;
let spanish: TFunction;

beforeAll(async () => {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en-US',
    resources: {
      'en-US': { common, resource },
      'fr-FR': { common: frCommon, resource: frResource },
      'de-DE': { common: deCommon, resource: deResource },
      'es-ES': { common: esCommon, resource: esResource },
    },
    interpolation: { escapeValue: false },
  });
  english = i18n.getFixedT('en-US');
  french = i18n.getFixedT('fr-FR');
  german = i18n.getFixedT('de-DE');
  spanish = i18n.getFixedT('es-ES');
});

/** The messages a schema gives for a value, by field path, in the given language. */
function messages(schema: z.ZodType, value: unknown, t: TFunction) {
  const result = schema.safeParse(value, { error: validationErrorMap(t) });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('validationErrorMap', () => {
  const messageOf = (schema: z.ZodType, value: unknown) => messages(schema, value, english)[''];

  it('calls an empty or missing value required', () => {
    expect(messageOf(z.string().trim().min(1), '  ')).toBe('This field is required');
    expect(messageOf(z.string(), undefined)).toBe('This field is required');
    expect(messageOf(z.number(), undefined)).toBe('This field is required');
    expect(messageOf(z.enum(['a', 'b']), '')).toBe('This field is required');
  });

  it('gives the length bounds with their numbers', () => {
    expect(messageOf(z.string().min(8), 'short')).toBe('Must be at least 8 characters');
    expect(messageOf(z.string().max(3), 'long')).toBe('Must be at most 3 characters');
  });

  it('tells numbers, whole numbers and number ranges apart', () => {
    expect(messageOf(z.number(), Number.NaN)).toBe('Please enter a valid number');
    expect(messageOf(z.number().int(), 1.5)).toBe('Please enter a whole number');
    expect(messageOf(z.number().min(1), 0)).toBe('Must be at least 1');
    expect(messageOf(z.number().max(365), 400)).toBe('Must be at most 365');
  });

  it("writes the bounds in the language's number format", () => {
    const limit = z.number().min(-1_000_000_000).max(1_000_000_000);
    expect(messageOf(limit, 2_000_000_000)).toBe('Must be at most 1,000,000,000');
    expect(messages(limit, 2_000_000_000, german)['']).toBe('Darf höchstens 1.000.000.000 sein');
    expect(messages(limit, -2_000_000_000, german)['']).toBe('Muss mindestens -1.000.000.000 sein');
    expect(messages(z.string().max(1000), 'x'.repeat(1001), german)['']).toBe(
      'Darf höchstens 1.000 Zeichen lang sein',
    );
    expect(messages(z.array(z.number()).max(1500), Array(1501).fill(1), english)['']).toBe(
      'At most 1,500 allowed',
    );
  });

  it('gives list sizes', () => {
    expect(messageOf(z.array(z.number()).min(1), [])).toBe('Add at least 1');
    expect(messageOf(z.array(z.number()).max(1), [1, 2])).toBe('At most 1 allowed');
  });

  it('recognises email, URL, patterns and choices', () => {
    expect(messageOf(z.email(), 'nope')).toBe('Please enter a valid email address');
    expect(messageOf(z.url(), 'nope')).toBe('Please enter a valid URL');
    expect(messageOf(z.string().regex(/^a$/), 'b')).toBe('Invalid format');
    expect(messageOf(z.enum(['a', 'b']), 'c')).toBe('Invalid format');
  });

  it("keeps a schema's own message", () => {
    expect(
      messageOf(
        z.string().refine((text) => text === 'x', 'Only x'),
        'y',
      ),
    ).toBe('Only x');
  });
});

describe('validationErrorMap with the contract schemas', () => {
  it("gives a goal form's problems in English", () => {
    expect(messages(goalCreateSchema, { title: ' ', category: 'x'.repeat(51) }, english)).toEqual({
      title: 'This field is required',
      category: 'Must be at most 50 characters',
    });
  });

  it('answers in the active language', () => {
    const french_ = messages(goalCreateSchema, { title: '', category: 'ok' }, french);
    expect(french_.title).toBe(frCommon.validation.required);
    expect(french_.title).not.toBe(common.validation.required);
  });

  it('reaches into nested lists (level rewards)', () => {
    expect(
      messages(
        levelCreateSchema,
        {
          number: 1,
          name: 'One',
          requiredXp: 0,
          rewards: [{ type: 'coins', label: '', amount: 0 }],
        },
        english,
      ),
    ).toEqual({
      'rewards.0.label': 'This field is required',
      'rewards.0.amount': 'Must be at least 1',
    });
  });
});

describe('the contract’s own checks, in the admin’s language', () => {
  // Their English ("Invalid format", "Must be a whole number") is the API's: the contract words
  // them only through contractErrorMap, so the console's map words them here.
  it('says which characters a username may hold, in Spanish and German', () => {
    const allowed = esResource.validation.usernameCharacters;
    expect(allowed).toContain('(A–Z)');
    expect(messages(adminUserCreateSchema.shape.username, 'qa ops', spanish)['']).toBe(allowed);
    expect(messages(appUserUpdateSchema, { username: 'bad name!', version: 1 }, spanish)).toEqual({
      username: allowed,
    });
    expect(messages(adminUserCreateSchema.shape.username, 'jürgen', german)['']).toBe(
      deResource.validation.usernameCharacters,
    );
  });

  it('says a language code of the wrong form in Spanish and German', () => {
    const languageCode = telegramUserListQueryFields.shape.languageCode;
    expect(validationProblem(languageCode, 'e$', validationErrorMap(spanish))).toBe(
      'Formato no válido',
    );
    expect(validationProblem(languageCode, '\u0000', validationErrorMap(german))).toBe(
      'Ungültiges Format',
    );
  });

  it('says a whole number typed wrong as the number fields do (level filter, imported goal)', () => {
    const level = telegramUserListQueryFields.shape.level;
    expect(validationProblem(level, 'abc', validationErrorMap(spanish))).toBe(
      esCommon.validation.number,
    );
    expect(validationProblem(level, '1.5', validationErrorMap(german))).toBe(
      deResource.validation.wholeNumber,
    );
    expect(messages(importRowSchemas.challenges.shape.goalId, 'sieben', german)['']).toBe(
      deCommon.validation.number,
    );
  });

  it('words the other checks without English', () => {
    expect(messages(booleanQueryParam, 'vielleicht', german)['']).toBe('Ungültiges Format');
    expect(messages(dayQuery, '0050-01-01', german)['']).toBe('Ungültiges Format');
  });
});

describe('a number typed with separators', () => {
  /** What the level form says about the texts typed into its number fields, in German. */
  const typed = (requiredXp: string, amount: string) =>
    messages(
      levelCreateSchema,
      {
        number: numberFromInput('12'),
        name: 'Zwölf',
        requiredXp: numberFromInput(requiredXp),
        rewards: [{ type: 'coins', label: 'Bonus', amount: numberFromInput(amount) }],
      },
      german,
    );

  it('reads plain digits as their number, and full-width digits too', () => {
    expect(numberFromInput('5000')).toBe(5000);
    expect(numberFromInput(' 1000 ')).toBe(1000);
    expect(numberFromInput('-3')).toBe(-3);
    expect(numberFromInput('１０００')).toBe(1000);
    expect(numberFromInput('')).toBeUndefined();
    expect(numberFromInput('  ')).toBeUndefined();
    expect(typed('5000', '1000')).toEqual({});
  });

  it('is never read as another number: "5.000" XP and "1.000" coins are refused, not saved as 5 and 1', () => {
    expect(numberFromInput('5.000')).toBe('5.000');
    expect(typed('5.000', '1.000')).toEqual({
      requiredXp: 'Bitte nur Ziffern ohne Trennzeichen eingeben (10000, nicht 10.000)',
      'rewards.0.amount': 'Bitte nur Ziffern ohne Trennzeichen eingeben (10000, nicht 10.000)',
    });
  });

  it('names the separators of every console language, a decimal part and other text apart', () => {
    const message = (text: string) =>
      messages(z.number().int(), numberFromInput(text), english)[''];
    const noSeparators = 'Enter digits only, without separators (10000, not 10,000)';
    for (const text of [
      '1,000',
      '1.000',
      '10 000',
      '10\u00a0000',
      '10\u202f000',
      "1'000",
      '1.000.000',
      '１，０００',
    ]) {
      expect(message(text), text).toBe(noSeparators);
    }
    expect(message('1,5')).toBe('Please enter a whole number');
    expect(message('2.75')).toBe('Please enter a whole number');
    expect(message('12 XP')).toBe('Please enter a valid number');
    expect(message('1e3')).toBe('Please enter a valid number');
  });
});
