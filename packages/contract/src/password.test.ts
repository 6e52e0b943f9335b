import { describe, expect, it } from 'vitest';
import { adminUserCreateSchema } from './admin-users';
import { contractErrorMap } from './check-rules';
import {
  isWeakForOwner,
  ownerWords,
  passwordSchema,
  passwordStrength,
  unguessablePart,
  weakPasswordMessage,
} from './password';

describe('passwordStrength', () => {
  it('calls anything under 8 characters too short', () => {
    expect(passwordStrength('')).toBe('tooShort');
    expect(passwordStrength('Ab1!xyz')).toBe('tooShort');
  });

  it('rates one kind of character as weak and mixed ones higher', () => {
    expect(passwordStrength('hjxvnrkq')).toBe('weak');
    expect(passwordStrength('hjxvNRKQ')).toBe('weak');
    expect(passwordStrength('hjxvNRK7')).toBe('fair');
    expect(passwordStrength('hjxvNR7!')).toBe('strong');
  });

  it('rewards length', () => {
    expect(passwordStrength('hjxvnrkqwmzt')).toBe('weak');
    expect(passwordStrength('hjxvnrkqwmz7')).toBe('fair');
    expect(passwordStrength('hjxvnrkqwmzthgpd')).toBe('fair');
    expect(passwordStrength('hjxvnrkqwmzthgpD')).toBe('strong');
  });

  it('counts nothing for the words, repeats and runs guessing tools try first', () => {
    for (const password of [
      'password1234',
      'Password1',
      'Passw0rd!2024',
      'P@ssw0rd-P@ssw0rd',
      'administrator1',
      '@dministrator!',
      'aaaaaaaaaaaaaaaa',
      'abcdefghijklmnoP',
      'zyxwvutsrq-987654',
      'qwertyuiop12',
      'asdfghjkl;123',
      'letmein-welcome-2',
      '12345678901',
    ]) {
      expect(passwordStrength(password), password).toBe('weak');
    }
  });

  it('rates what is left of them: a word inside a longer passphrase is fine', () => {
    expect(unguessablePart('password1234')).toBe('12');
    expect(unguessablePart('xx-Password-99')).toBe('xx--99');
    expect(passwordStrength('correct-horse-password-7')).toBe('strong');
    expect(passwordStrength('settings-Admin-password-2')).toBe('fair');
  });

  it("counts nothing for the owner's username and name", () => {
    expect(ownerWords('maria.lopez', 'María López de la Cruz')).toEqual([
      'maria',
      'lopez',
      'maría',
      'lópez',
      'cruz',
    ]);
    expect(passwordStrength('MariaLopez!2', ownerWords('maria.lopez'))).toBe('weak');
    expect(passwordStrength('MariaLopez!2')).not.toBe('weak');
    expect(isWeakForOwner('MariaLopez!2', { username: 'maria.lopez', name: 'María López' })).toBe(
      true,
    );
    // A password weak on its own is refused as such; one that does not use the names passes.
    expect(isWeakForOwner('password', { username: 'maria' })).toBe(false);
    expect(isWeakForOwner('Tulip-Harbor-7', { username: 'maria', name: 'María' })).toBe(false);
  });

  it("refuses a new admin's password that leans on the admin's names, at the password", () => {
    const parsed = adminUserCreateSchema.safeParse({
      name: 'Maria Lopez',
      username: 'mlopez',
      password: 'mlopez-2024!',
    });
    expect(parsed.error?.issues).toMatchObject([
      { code: 'custom', path: ['password'], params: { rule: 'weakPassword' } },
    ]);
  });

  it('reads characters that change length when lower-cased as typed', () => {
    expect(passwordStrength('İstanbul-Kedi-42')).toBe('strong');
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
    for (const password of ['Tulip-Nr7x', 'correct-horse1', 'correcthorsebattery', 'e2e-Admin-1']) {
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
