import { type AuditLog, auditActions, auditResources, importModes } from '@console/contract';
import type { TFunction } from 'i18next';
import { formatDateTimeSeconds } from '../../i18n/format';
import { defaultFormatValue } from '../resource/format-value';

/**
 * The fields of the audited records (the contract's record schemas) and of the operations' audit
 * entries, each with a label under `operations:audit.fieldNames`; other fields are humanised.
 */
export const auditFieldNames = [
  'id',
  'version',
  'title',
  'description',
  'category',
  'icon',
  'sortOrder',
  'isActive',
  'createdAt',
  'updatedAt',
  'number',
  'name',
  'requiredXp',
  'badge',
  'rewards',
  'goalId',
  'xpReward',
  'difficulty',
  'durationDays',
  'question',
  'answer',
  'locale',
  'isPublished',
  'username',
  'email',
  'firstName',
  'lastName',
  'fullName',
  'status',
  'role',
  'verified',
  'lastLogin',
  'telegramId',
  'languageCode',
  'isPremium',
  'xp',
  'level',
  'currentGoal',
  'streak',
  'joinedAt',
  'lastActiveAt',
  'isSuperUser',
  'permissions',
  'lastLoginAt',
  'revokedSessions',
  'ids',
  'mode',
  'created',
  'createdIds',
  'skipped',
  'filter',
  'rows',
  'schemaVersion',
  'tables',
  'value',
] as const;

const knownActions: ReadonlySet<string> = new Set(auditActions);
const knownResources: ReadonlySet<string> = new Set(auditResources);
const knownFields: ReadonlySet<string> = new Set(auditFieldNames);

/** An action's label in the admin's language; an unknown code as it is. */
export function auditActionLabel(t: TFunction, action: string): string {
  return knownActions.has(action) ? t(`audit.actions.${action}`) : action;
}

/** A resource's label in the admin's language; an unknown code as it is. */
export function auditResourceLabel(t: TFunction, resource: string): string {
  return knownResources.has(resource) ? t(`audit.resources.${resource}`) : resource;
}

/** `lastLoginAt` → `Last login at`, `user_id` → `User id`, `apiURL` → `Api URL`. */
export function humaniseFieldName(field: string): string {
  const text = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_\-.\s]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(' ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : field;
}

/**
 * A field's label in the admin's language when it is a known one, else its humanised name. An
 * import's `ids` (as imports wrote their created ids before `createdIds`) are the created records,
 * not a reorder's "records in order".
 */
export function auditFieldLabel(t: TFunction, field: string, action?: string): string {
  const known = action === 'import' && field === 'ids' ? 'createdIds' : field;
  return knownFields.has(known) ? t(`audit.fieldNames.${known}`) : humaniseFieldName(field);
}

const knownImportModes: ReadonlySet<string> = new Set(importModes);

/** A field's value as text: an import's mode by its name in the admin's language, else as below. */
export function displayAuditField(
  field: string,
  value: unknown,
  language: string,
  t: TFunction,
): string {
  if (field === 'mode' && typeof value === 'string' && knownImportModes.has(value)) {
    return t(`audit.importModes.${value}`);
  }
  return displayAuditValue(value, language, t);
}

/** How imports worded their skipped rows before they stored the count (`after.skipped`). */
const SKIPPED_REASON = /^(\d+) invalid rows skipped$/;

/**
 * An entry's reason in the admin's language: an import that skipped invalid rows says how many
 * (from its count, or from the English reason older imports wrote); any other reason as written.
 */
export function auditReason(
  t: TFunction,
  entry: Pick<AuditLog, 'action' | 'reason' | 'after'>,
): string | null {
  if (entry.action !== 'import') return entry.reason;
  const { after } = entry;
  const stored =
    after !== null && typeof after === 'object'
      ? (after as Record<string, unknown>).skipped
      : undefined;
  const skipped =
    entry.reason === null
      ? Number.isSafeInteger(stored)
        ? (stored as number)
        : 0
      : Number(SKIPPED_REASON.exec(entry.reason)?.[1] ?? Number.NaN);
  if (Number.isNaN(skipped)) return entry.reason;
  return skipped > 0 ? t('audit.importSkipped', { count: skipped }) : null;
}

/** The select options of the action or resource filter: every known code with its label, sorted by label. */
export function auditFilterOptions(
  codes: readonly string[],
  label: (code: string) => string,
  language: string,
): { value: string; label: string }[] {
  return codes
    .map((code) => ({ value: code, label: label(code) }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}

/** An instant as the server writes it (`2026-10-18T14:49:38.292Z`), with a zone or offset. */
const ISO_TIMESTAMP =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/;

export function isIsoTimestamp(value: unknown): value is string {
  return typeof value === 'string' && ISO_TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value));
}

/**
 * An instant in the admin's language, to the second: two writes a few seconds apart (an
 * `updatedAt` before and after) must not read the same.
 */
export function formatAuditTimestamp(value: string, language: string, timeZone?: string): string {
  return formatDateTimeSeconds(value, language, timeZone);
}

/**
 * A value of the changes view as text: instants in the admin's language, the rest as the console
 * shows values elsewhere (`defaultFormatValue`: On/Off, "(empty)", objects as JSON).
 */
export function displayAuditValue(
  value: unknown,
  language: string,
  t: TFunction,
  timeZone?: string,
): string {
  return isIsoTimestamp(value)
    ? formatAuditTimestamp(value, language, timeZone)
    : defaultFormatValue(value, t);
}
