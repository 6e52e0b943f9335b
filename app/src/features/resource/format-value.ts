import type { TFunction } from 'i18next';

/**
 * A record's value as the console shows it where no field-specific format applies (the conflict
 * dialog, the audit log's changes): booleans as On/Off and an empty value as "(empty)" in the
 * admin's language, objects as JSON, the rest as text. Needs the `resource` namespace loaded.
 */
export function defaultFormatValue(value: unknown, t: TFunction): string {
  if (value === undefined || value === null || value === '') return t('resource:conflict.empty');
  if (typeof value === 'boolean') return t(value ? 'resource:list.on' : 'resource:list.off');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
