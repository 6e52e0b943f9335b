import { describe, expect, it } from 'vitest';
import { isCjkText, personName } from './person-name';

describe('a person’s full name', () => {
  it('puts the family name first with no space when both parts are Chinese, Japanese or Korean', () => {
    expect(personName('娟', '赵')).toBe('赵娟');
    expect(personName('結衣', '佐藤')).toBe('佐藤結衣');
    expect(personName('さくら', '山田')).toBe('山田さくら');
    expect(personName('ケンタ', 'タナカ')).toBe('タナカケンタ');
    expect(personName('민준', '김')).toBe('김민준');
    expect(personName('々子', '佐々木')).toBe('佐々木々子');
  });

  it('keeps given name, space, family name for every other name', () => {
    expect(personName('Anna', 'Karenina')).toBe('Anna Karenina');
    expect(personName('Анна', 'Каренина')).toBe('Анна Каренина');
    expect(personName('José', 'García')).toBe('José García');
    // One part in another script: written as the Western order, as before.
    expect(personName('Anna', '王')).toBe('Anna 王');
    expect(personName('娟', 'Zhao')).toBe('娟 Zhao');
  });

  it('shows the one part there is, trimmed', () => {
    expect(personName('娟', null)).toBe('娟');
    expect(personName('Boris', undefined)).toBe('Boris');
    expect(personName(' Boris ', '  ')).toBe('Boris');
    expect(personName('', '赵')).toBe('赵');
    expect(personName('  ', null)).toBe('');
    expect(personName(' 娟 ', ' 赵 ')).toBe('赵娟');
  });

  it('tells CJK text from other text', () => {
    expect(isCjkText('赵娟')).toBe(true);
    expect(isCjkText('ユーザー')).toBe(true);
    expect(isCjkText('한글')).toBe(true);
    expect(isCjkText('赵 娟')).toBe(false);
    expect(isCjkText('赵1')).toBe(false);
    expect(isCjkText('Zhao')).toBe(false);
    expect(isCjkText('')).toBe(false);
  });
});
