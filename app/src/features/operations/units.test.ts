import { describe, expect, it } from 'vitest';
import { formatBytes } from './units';

describe('formatBytes', () => {
  it('names whole bytes in full, with their plural, and larger sizes in the short unit', () => {
    expect(formatBytes(0, 'en-US')).toBe('0 bytes');
    expect(formatBytes(512, 'en-US')).toBe('512 bytes');
    expect(formatBytes(1536, 'en-US')).toBe('1.5 kB');
    expect(formatBytes(5 * 1024 * 1024, 'de-DE')).toBe('5 MB');
  });
});
