import { z } from 'zod';
import { WEAK_PASSWORD_RULE, weakPasswordMessage } from './password';

/**
 * The contract's checks carry no text of their own: zod keeps a message written on a schema over
 * the error map a parse is given, so such a message reached the console in English, inside pages
 * in the admin's language. Each check is known by what it is instead, and whoever parses words it:
 * `contractErrorMap` gives the API's English, the console's error map its own text.
 *
 * - a pattern (`regex`) is zod's `invalid_format` issue with `format: 'regex'`;
 * - a refinement names its rule as `params.rule` of its custom issue;
 * - a type check (whose issues carry no params) is known by the rule its schema is registered
 *   with (`withCheckRule`); schemas derived from it (`.min()`, `.positive()`) keep the rule.
 */
export const checkRules = {
  /** A whole number is expected (`wholeNumber`'s type check). */
  wholeNumber: 'wholeNumber',
  /** `true` or `false` as text (`booleanQueryParam`). */
  trueOrFalse: 'trueOrFalse',
  /** `{ first, last }` (days): a date in a query lies outside them (`dayQuery`, `instantQuery`). */
  queryDateRange: 'queryDateRange',
  /** A password `passwordStrength` rates weak (`passwordSchema`). */
  weakPassword: WEAK_PASSWORD_RULE,
} as const;
export type CheckRule = (typeof checkRules)[keyof typeof checkRules];

/** The API's English for a pattern a value does not match. */
export const INVALID_FORMAT_MESSAGE = 'Invalid format';
export const WHOLE_NUMBER_MESSAGE = 'Must be a whole number';
export const TRUE_OR_FALSE_MESSAGE = 'Expected true or false';

const schemaRules = z.registry<{ rule: CheckRule }>();

/** `schema`, its issues known by `rule` (for checks whose issues cannot carry params). */
export function withCheckRule<S extends z.ZodType>(schema: S, rule: CheckRule): S {
  schemaRules.add(schema, { rule });
  return schema;
}

/** The contract rule an issue comes from, if any (see `checkRules`). */
export function checkRuleOf(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === 'custom') {
    const rule = issue.params?.rule;
    return typeof rule === 'string' ? rule : undefined;
  }
  return issue.schema ? schemaRules.get(issue.schema)?.rule : undefined;
}

/**
 * The API's English messages of the contract's own checks, as the per-parse `error` of a
 * safeParse (`schema.safeParse(value, { error: contractErrorMap })`); undefined leaves zod's own.
 */
export const contractErrorMap = (issue: z.core.$ZodRawIssue): string | undefined => {
  if (issue.code === 'invalid_format' && issue.format === 'regex') return INVALID_FORMAT_MESSAGE;
  switch (checkRuleOf(issue)) {
    case checkRules.wholeNumber:
      return issue.code === 'invalid_type' ? WHOLE_NUMBER_MESSAGE : undefined;
    case checkRules.trueOrFalse:
      return issue.code === 'invalid_value' ? TRUE_OR_FALSE_MESSAGE : undefined;
    case checkRules.queryDateRange:
      return issue.code === 'custom'
        ? `Must lie between ${issue.params?.first} and ${issue.params?.last}`
        : undefined;
    case checkRules.weakPassword:
      return issue.code === 'custom' ? weakPasswordMessage : undefined;
    default:
      return undefined;
  }
};
