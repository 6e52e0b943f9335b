/**
 * Readers of loosely typed JSON the console shows (activity log payloads, security event details):
 * the value when it has the expected kind, otherwise undefined, so a row recorded by an older
 * server or another tool is shown as far as it can be instead of breaking the page.
 */
export const nonEmptyText = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

export const safeInteger = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined;
