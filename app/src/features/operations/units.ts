import { formatNumber } from '../../i18n/format';

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** Bytes in the largest unit under 1024 of it, with the language's unit names. */
export function formatBytes(bytes: number, language: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return formatNumber(value, language, {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    // CLDR's short byte has no plural in English ("0 byte"); whole bytes read better in full.
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  });
}

/** A duration in seconds as days, hours and minutes (`2d 3h 4m` in the language's units). */
export function formatUptime(seconds: number, language: string): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const part = (value: number, unit: 'day' | 'hour' | 'minute') =>
    formatNumber(value, language, { style: 'unit', unit, unitDisplay: 'narrow' });
  const parts = [
    ...(days > 0 ? [part(days, 'day')] : []),
    ...(days > 0 || hours > 0 ? [part(hours, 'hour')] : []),
    part(minutes, 'minute'),
  ];
  return parts.join(' ');
}

export function formatPercent(ratio: number, language: string): string {
  return formatNumber(ratio, language, { style: 'percent', maximumFractionDigits: 1 });
}

export function formatMilliseconds(ms: number, language: string): string {
  return formatNumber(ms, language, {
    style: 'unit',
    unit: 'millisecond',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  });
}
