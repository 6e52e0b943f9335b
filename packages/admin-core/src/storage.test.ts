import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage, createMemoryStorage } from './storage';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('createMemoryStorage', () => {
  it('stores, reads and removes strings', () => {
    const storage = createMemoryStorage({ a: '1' });
    expect(storage.getItem('a')).toBe('1');
    storage.setItem('b', '2');
    expect(storage.getItem('b')).toBe('2');
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
  });
});

describe('browserStorage', () => {
  it('uses localStorage when available', () => {
    const storage = browserStorage();
    storage.setItem('k', 'v');
    expect(localStorage.getItem('k')).toBe('v');
    expect(storage.getItem('k')).toBe('v');
    storage.removeItem('k');
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('falls back to memory when reading localStorage throws', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      const storage = browserStorage();
      storage.setItem('k', 'v');
      expect(storage.getItem('k')).toBe('v');
    } finally {
      if (original) Object.defineProperty(globalThis, 'localStorage', original);
    }
  });

  it('swallows errors of a storage that refuses reads and writes', () => {
    const throwing = {
      getItem: () => {
        throw new Error('read');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('remove');
      },
    };
    vi.stubGlobal('localStorage', throwing);
    const storage = browserStorage();
    expect(() => storage.setItem('k', 'v')).not.toThrow();
    expect(storage.getItem('k')).toBeNull();
    expect(() => storage.removeItem('k')).not.toThrow();
  });
});
