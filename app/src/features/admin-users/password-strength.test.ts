import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it('calls anything under 8 characters too short', () => {
    expect(passwordStrength('')).toBe('tooShort');
    expect(passwordStrength('Ab1!xyz')).toBe('tooShort');
  });

  it('rates one kind of character as weak and mixed ones higher', () => {
    expect(passwordStrength('abcdefgh')).toBe('weak');
    expect(passwordStrength('abcdEFG1')).toBe('fair');
    expect(passwordStrength('abcdEF1!')).toBe('strong');
  });

  it('rewards length', () => {
    expect(passwordStrength('abcdefghijklmnop')).toBe('fair');
    expect(passwordStrength('abcdefghijklmnoP')).toBe('strong');
  });
});
