import type { AuditedRecordResource } from '@console/contract';
import { sameValue } from '../resource/record-diff';

/** One field of an audited record, before and after the change. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  /** Whether the field differs (added, removed or changed). */
  changed: boolean;
}

/** A plain object (not null, not an array), as an audit entry's `before` and `after` are. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The field-by-field comparison of an audit entry's `before` and `after`: every field of either
 * side, in the order they first appear, changed ones marked. A side that is not an object (a
 * creation has no `before`, a deletion no `after`) counts as having no fields; two plain values
 * are compared as one field named `value`.
 */
export function auditFieldChanges(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before == null && after == null) return [];
    return [{ field: 'value', before, after, changed: !sameValue(before, after) }];
  }
  const beforeFields = isRecord(before) ? before : {};
  const afterFields = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(beforeFields), ...Object.keys(afterFields)])];
  return fields.map((field) => ({
    field,
    before: beforeFields[field],
    after: afterFields[field],
    changed: !sameValue(beforeFields[field], afterFields[field]),
  }));
}

/** The audit-log URL showing one record's history, e.g. for a "History" link on its edit page. */
export function auditHistoryHref(resource: AuditedRecordResource, recordId: number): string {
  return `/settings/audit-log?${new URLSearchParams({ resource, recordId: String(recordId) })}`;
}
