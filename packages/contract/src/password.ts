import { z } from 'zod';
import { LOGIN_LIMITS } from './constants';

export const PASSWORD_MIN_LENGTH = 8;

export type PasswordStrength = 'tooShort' | 'weak' | 'fair' | 'strong';

/**
 * How strong a password is: length counts most, and mixing lower case, upper case, digits and
 * symbols adds to it. Weak and too short are refused wherever a password is set (`passwordSchema`);
 * the console shows the same rating while the admin types.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((kind) =>
    kind.test(password),
  ).length;
  const score = kinds + (password.length >= 12 ? 1 : 0) + (password.length >= 16 ? 1 : 0);
  if (score >= 4) return 'strong';
  if (score >= 3) return 'fair';
  return 'weak';
}

/** `params.rule` of the issue a weak password raises, for error maps that word it. */
export const WEAK_PASSWORD_RULE = 'weakPassword';

export const weakPasswordMessage =
  'Too weak: mix three of lower case, upper case, digits and symbols, or use 12 characters with two of them, or 16 with any';

/**
 * A password being set (new admin, reset, own change, first admin). Its weak-password issue has no
 * message of its own, so that the console words it in the admin's language; `contractErrorMap`
 * (`./check-rules`) gives the English one.
 */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH)
  .max(LOGIN_LIMITS.passwordMax)
  .refine((password) => passwordStrength(password) !== 'weak', {
    params: { rule: WEAK_PASSWORD_RULE },
  });
