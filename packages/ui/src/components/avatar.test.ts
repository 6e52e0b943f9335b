import { describe, expect, it } from 'vitest';
import { getInitials } from './avatar';

describe('getInitials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(getInitials('Ada King Lovelace')).toBe('AL');
  });

  it('takes one letter of a single word and upper-cases it', () => {
    expect(getInitials('  plato ')).toBe('P');
  });

  it('keeps letters outside the Basic Multilingual Plane whole', () => {
    expect(getInitials('𝒜da Łukasz')).toBe('𝒜Ł');
  });

  it('gives nothing for an empty name', () => {
    expect(getInitials('   ')).toBe('');
  });
});
