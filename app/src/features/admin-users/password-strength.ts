export type PasswordStrength = 'tooShort' | 'weak' | 'fair' | 'strong';

/** The contract's minimum (`passwordSchema`). */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * A rough hint while typing, not a rule: the server only enforces the length. Length counts most;
 * mixing lower case, upper case, digits and symbols adds to it.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < MIN_PASSWORD_LENGTH) return 'tooShort';
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((kind) =>
    kind.test(password),
  ).length;
  const score = kinds + (password.length >= 12 ? 1 : 0) + (password.length >= 16 ? 1 : 0);
  if (score >= 4) return 'strong';
  if (score >= 3) return 'fair';
  return 'weak';
}
