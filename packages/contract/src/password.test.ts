import { describe, expect, it } from 'vitest';
import { contractErrorMap } from './check-rules';
import { passwordSchema, passwordStrength, weakPasswordMessage } from './password';

describe('passwordStrength', () => {
  it('calls anything under 8 characters too short', () => {
    expect(passwordStrength('')).toBe('tooShort');
    expect(passwordStrength('Ab1!xyz')).toBe('tooShort');
  });

  it('rates one kind of character as weak and mixed ones higher', () => {
    expect(passwordStrength('password')).toBe('weak');
    expect(passwordStrength('abcdEFGH')).toBe('weak');
    expect(passwordStrength('abcdEFG1')).toBe('fair');
    expect(passwordStrength('abcdEF1!')).toBe('strong');
  });

  it('rewards length', () => {
    expect(passwordStrength('abcdefghijkl')).toBe('weak');
    expect(passwordStrength('abcdefghijk1')).toBe('fair');
    expect(passwordStrength('abcdefghijklmnop')).toBe('fair');
    expect(passwordStrength('abcdefghijklmnoP')).toBe('strong');
  });
});

describe('passwordSchema', () => {
  const problems = (password: string) => {
    const result = passwordSchema.safeParse(password, { error: contractErrorMap });
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('refuses a weak password with the English message of contractErrorMap', () => {
    expect(problems('password')).toEqual([weakPasswordMessage]);
    expect(problems('12345678901')).toEqual([weakPasswordMessage]);
  });

  it('accepts fair and strong passwords', () => {
    for (const password of ['Password1', 'correct-horse1', 'correcthorsebattery', 'e2e-Admin-1']) {
      expect(problems(password)).toEqual([]);
    }
  });

  it('reports a short password once, as too short', () => {
    const result = passwordSchema.safeParse('pass');
    expect(result.error?.issues.map((issue) => issue.code)).toEqual(['too_small']);
  });

  it('leaves the wording to the error map: the issue names its rule', () => {
    const result = passwordSchema.safeParse('password');
    expect(result.error?.issues).toMatchObject([
      { code: 'custom', params: { rule: 'weakPassword' } },
    ]);
  });
});
