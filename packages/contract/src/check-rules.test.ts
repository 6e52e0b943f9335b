import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { booleanQueryParam } from './admin-users';
import { usernameSchema } from './auth';
import { checkRuleOf, checkRules, contractErrorMap } from './check-rules';
import { listQueryBase, recordId } from './envelope';
import { bigintString, dayQuery, instantQuery } from './list-params';
import { importRowSchemas } from './operations';
import { passwordSchema } from './password';
import { telegramUserListQueryFields } from './telegram-users';
import { appUserUpdateSchema } from './users';

/**
 * Values each of the contract's own checks refuses, and the API's English for them: what the
 * server answered when the schemas still carried these texts themselves.
 */
const refusals: readonly { name: string; schema: z.ZodType; value: unknown; english: string }[] = [
  { name: 'username', schema: usernameSchema, value: 'qa ops', english: 'Invalid format' },
  {
    name: 'app user username',
    schema: appUserUpdateSchema.shape.username,
    value: 'bad name!',
    english: 'Invalid format',
  },
  {
    name: 'language code',
    schema: telegramUserListQueryFields.shape.languageCode,
    value: 'e$',
    english: 'Invalid format',
  },
  { name: 'sort', schema: listQueryBase.shape.sort, value: 'title asc', english: 'Invalid format' },
  { name: 'Telegram id', schema: bigintString, value: '0x10', english: 'Invalid format' },
  {
    name: 'level filter',
    schema: telegramUserListQueryFields.shape.level,
    value: 'abc',
    english: 'Must be a whole number',
  },
  {
    name: 'page',
    schema: listQueryBase.shape.page,
    value: '1.5',
    english: 'Must be a whole number',
  },
  { name: 'record id', schema: recordId, value: 'abc', english: 'Must be a whole number' },
  { name: 'record id', schema: recordId, value: 2.5, english: 'Must be a whole number' },
  {
    name: 'challenge import goal',
    schema: importRowSchemas.challenges.shape.goalId,
    value: 'seven',
    english: 'Must be a whole number',
  },
  {
    name: 'true or false',
    schema: booleanQueryParam,
    value: 'maybe',
    english: 'Expected true or false',
  },
  {
    name: 'query day',
    schema: dayQuery,
    value: '0050-01-01',
    english: 'Must lie between 1000-01-01 and 9999-12-30',
  },
  {
    name: 'query instant',
    schema: instantQuery,
    value: '0999-12-30T23:59:59.999Z',
    english: 'Must lie between 1000-01-01 and 9999-12-30',
  },
];

const messagesOf = (schema: z.ZodType, value: unknown, error: z.core.$ZodErrorMap) => {
  const result = schema.safeParse(value, { error });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the contract’s own checks', () => {
  it.each(refusals)('$name: contractErrorMap gives the API’s English', (refusal) => {
    expect(messagesOf(refusal.schema, refusal.value, contractErrorMap)).toEqual([refusal.english]);
  });

  it.each(refusals)('$name: no text of the schema’s own outranks the parse’s map', (refusal) => {
    // The console words every issue in the admin's language through the map it parses with.
    expect(messagesOf(refusal.schema, refusal.value, () => 'worded by the parser')).toEqual([
      'worded by the parser',
    ]);
  });

  it('names the rule of a check whose issue carries no params', () => {
    const rules: unknown[] = [];
    const record = (issue: z.core.$ZodRawIssue) => {
      rules.push(checkRuleOf(issue));
      return undefined;
    };
    // Issues are worded when read.
    messagesOf(recordId, 'abc', record);
    messagesOf(booleanQueryParam, 'maybe', record);
    messagesOf(dayQuery, '0050-01-01', record);
    messagesOf(passwordSchema, 'password', record);
    expect(rules).toEqual([
      checkRules.wholeNumber,
      checkRules.trueOrFalse,
      checkRules.queryDateRange,
      checkRules.weakPassword,
    ]);
  });

  it('leaves other issues of those schemas, and other schemas, to zod', () => {
    expect(messagesOf(recordId, 0, contractErrorMap)).toEqual([
      'Too small: expected number to be >0',
    ]);
    expect(messagesOf(z.number(), 'abc', contractErrorMap)).toEqual([
      'Invalid input: expected number, received string',
    ]);
    expect(messagesOf(usernameSchema, 'ab', contractErrorMap)).toEqual([
      'Too small: expected string to have >=3 characters',
    ]);
  });
});
