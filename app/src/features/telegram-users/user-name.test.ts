import { describe, expect, it } from 'vitest';
import { telegramUserLabel } from './user-name';

const user = { username: 'zhao_juan', telegramId: '123456789' };

describe('telegramUserLabel', () => {
  it('writes a Chinese, Japanese or Korean name family name first, with no space', () => {
    expect(telegramUserLabel({ ...user, firstName: '娟', lastName: '赵' })).toBe('赵娟');
    expect(telegramUserLabel({ ...user, firstName: '結衣', lastName: '佐藤' })).toBe('佐藤結衣');
    expect(telegramUserLabel({ ...user, firstName: '민준', lastName: '김' })).toBe('김민준');
  });

  it('writes any other name given name first, as before', () => {
    expect(telegramUserLabel({ ...user, firstName: 'Анна', lastName: 'Каренина' })).toBe(
      'Анна Каренина',
    );
    expect(telegramUserLabel({ ...user, firstName: 'Juan', lastName: '赵' })).toBe('Juan 赵');
    expect(telegramUserLabel({ ...user, firstName: '娟', lastName: null })).toBe('娟');
  });

  it('falls back to the @username, then the Telegram id', () => {
    expect(telegramUserLabel({ ...user, firstName: ' ', lastName: null })).toBe('@zhao_juan');
    expect(telegramUserLabel({ ...user, username: null, firstName: '', lastName: '' })).toBe(
      '123456789',
    );
  });
});
