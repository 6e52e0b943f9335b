import { ApiError, type ApiErrorKind } from '@console/admin-core';
import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import common from '../locales/en-US/common.json';
import spanish from '../locales/es-ES/common.json';
import { describeError, errorTextKey, sentences } from './api-error';

let english: TFunction;
let castilian: TFunction;

beforeAll(async () => {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en-US',
    resources: { 'en-US': { common }, 'es-ES': { common: spanish } },
    interpolation: { escapeValue: false },
  });
  english = i18n.getFixedT('en-US');
  castilian = i18n.getFixedT('es-ES');
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

  it('answers in the active language', () => {
    expect(describeError(apiError('timeout'), castilian).title).toBe('Tiempo de espera agotado');
    expect(describeError(new Error('x'), castilian).title).toBe('Se produjo un error desconocido');
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
