import { passwordSchema } from '@console/contract';
import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import common from '../locales/en-US/common.json';
import french from '../locales/fr-FR/common.json';
import { formErrorMap } from './form-errors';

let english: TFunction;
let francais: TFunction;

beforeAll(async () => {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en-US',
    resources: { 'en-US': { common }, 'fr-FR': { common: french } },
    interpolation: { escapeValue: false },
  });
  english = i18n.getFixedT('en-US');
  francais = i18n.getFixedT('fr-FR');
});

describe('formErrorMap', () => {
  const message = (issue: Parameters<ReturnType<typeof formErrorMap>>[0], t = english) =>
    formErrorMap(t)(issue);

  it('asks for a value that is missing or blank', () => {
    expect(message({ code: 'invalid_type', expected: 'string', input: undefined })).toBe(
      'This field is required',
    );
    expect(message({ code: 'too_small', origin: 'string', minimum: 1, input: '' })).toBe(
      'This field is required',
    );
  });

  it('gives the length limits with their numbers', () => {
    expect(message({ code: 'too_small', origin: 'string', minimum: 8, input: 'abc' })).toBe(
      'Must be at least 8 characters',
    );
    expect(message({ code: 'too_big', origin: 'string', maximum: 50, input: 'x' })).toBe(
      'Must be at most 50 characters',
    );
  });

  it('names the expected format', () => {
    expect(message({ code: 'invalid_format', format: 'email' })).toBe(
      'Please enter a valid email address',
    );
    expect(message({ code: 'invalid_format', format: 'url' })).toBe('Please enter a valid URL');
    expect(message({ code: 'invalid_format', format: 'regex' })).toBe('Invalid format');
    expect(message({ code: 'invalid_type', expected: 'number', input: 'abc' })).toBe(
      'Please enter a valid number',
    );
  });

  it('leaves other issues to zod', () => {
    expect(message({ code: 'too_small', origin: 'number', minimum: 0, input: -1 })).toBeUndefined();
    expect(message({ code: 'custom' })).toBeUndefined();
  });

  it('answers in the active language', () => {
    expect(message({ code: 'too_big', origin: 'string', maximum: 3 }, francais)).toBe(
      'Doit contenir au plus 3 caractères',
    );
  });

  it('plugs into zod as the parse error map', () => {
    const result = passwordSchema.safeParse('short', { error: formErrorMap(english) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Must be at least 8 characters');
  });
});
