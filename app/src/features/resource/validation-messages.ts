import { usernameSchema, WEAK_PASSWORD_RULE } from '@console/contract';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { formErrorMap } from '../../i18n/form-errors';

const isBlank = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/** Digits grouped by thousands as a locale writes them: 1.000, 1,000, 10 000 (also NBSP), 1'000. */
const GROUPED = /^[+-]?\d{1,3}([.,\s\u00a0\u202f'’]\d{3})+$/;
/** Digits with a decimal part: 1,5 or 2.75. */
const DECIMAL = /^[+-]?\d*[.,]\d+$/;

/**
 * The message for a number field's text that is not plain digits (see `numberFromInput`): a
 * thousands separator is named as such, a decimal part asks for a whole number.
 */
function typedNumberMessage(input: string, t: TFunction): string {
  if (GROUPED.test(input)) return t('resource:validation.noSeparators', { grouped: 10000 });
  if (DECIMAL.test(input)) return t('resource:validation.wholeNumber');
  return t('common:validation.number');
}

/**
 * The username rule's pattern as zod names it in an issue (`/^[A-Za-z0-9_.-]+$/`), read from the
 * contract's schema so that the two cannot drift apart: its "Invalid format" says which characters
 * a username may hold.
 */
const USERNAME_PATTERN = usernameSchema
  .safeParse('a!b')
  .error?.issues.find((issue) => issue.code === 'invalid_format')?.pattern;

/**
 * What the app's generic map (`i18n/form-errors.ts`: required, text length, formats, numbers)
 * leaves to zod's English: number ranges, list sizes, whole numbers, choices from a list and the
 * contract's weak-password rule.
 */
function resourceMessage(issue: z.core.$ZodRawIssue, t: TFunction): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (
        (issue.expected === 'number' || issue.expected === 'int') &&
        typeof issue.input === 'string' &&
        !isBlank(issue.input)
      ) {
        return typedNumberMessage(issue.input.trim(), t);
      }
      if (issue.expected === 'int' && typeof issue.input === 'number') {
        return Number.isFinite(issue.input)
          ? t('resource:validation.wholeNumber')
          : t('common:validation.number');
      }
      return undefined;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'array' || issue.origin === 'set') {
        return t('resource:validation.minItems', { min });
      }
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return t('resource:validation.minValue', { min });
      }
      return undefined;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'array' || issue.origin === 'set') {
        return t('resource:validation.maxItems', { max });
      }
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return t('resource:validation.maxValue', { max });
      }
      return undefined;
    }
    case 'invalid_format':
      return issue.format === 'regex' &&
        USERNAME_PATTERN !== undefined &&
        issue.pattern === USERNAME_PATTERN
        ? t('resource:validation.usernameCharacters')
        : undefined;
    case 'not_multiple_of':
      return t('resource:validation.wholeNumber');
    case 'custom':
      return issue.params?.rule === WEAK_PASSWORD_RULE
        ? t('resource:validation.weakPassword')
        : undefined;
    case 'invalid_value':
      return isBlank(issue.input)
        ? t('common:validation.required')
        : t('common:validation.invalidFormat');
    default:
      return undefined;
  }
}

/**
 * A zod error map in the active language, for `zodResolver(schema, { error })`: every issue of the
 * contract's schemas gets one of the specification's generic messages (required field, minimum /
 * maximum characters, invalid format, valid number, valid email, valid URL) or, for number ranges
 * and list sizes, which that list does not cover, a message of the `resource` namespace. Messages
 * written into a schema on purpose (a refinement's own text) are kept by zod.
 */
export function validationErrorMap(t: TFunction): (issue: z.core.$ZodRawIssue) => string {
  const generic = formErrorMap(t);
  return (issue) =>
    resourceMessage(issue, t) ?? generic(issue) ?? t('common:validation.invalidFormat');
}

/** What is wrong with `value` by `schema`, in the active language; undefined when it is valid. */
export function validationProblem(
  schema: z.ZodType,
  value: unknown,
  errorMap: (issue: z.core.$ZodRawIssue) => string,
): string | undefined {
  const parsed = schema.safeParse(value, { error: errorMap });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}
