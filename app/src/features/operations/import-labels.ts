import type { ImportResource } from '@console/contract';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { ParsedTable } from './column-mapping';

/** Import fields whose form label has another key: a challenge's `goalId` is its form's Goal. */
const LABEL_KEYS: Readonly<Record<string, string>> = { goalId: 'goal' };

/**
 * A field's label as the resource's form shows it (`<resource>:fields.<field>`, the namespaces
 * being named after the import resources), or the field's name when the form has none.
 */
export function importFieldLabel(resource: ImportResource, field: string, t: TFunction): string {
  return t(`${resource}:fields.${LABEL_KEYS[field] ?? field}`, { defaultValue: field });
}

/**
 * The forms' error map, but saying which values a true/false field takes: a file's cell is text,
 * and a spreadsheet in another language writes its own words (VRAI, WAHR, ИСТИНА).
 */
export function importErrorMap(
  errorMap: (issue: z.core.$ZodRawIssue) => string,
  t: TFunction,
): (issue: z.core.$ZodRawIssue) => string {
  return (issue) =>
    issue.code === 'invalid_type' && issue.expected === 'boolean'
      ? t('operations:import.expectsBoolean')
      : errorMap(issue);
}

/**
 * How a refused row is named: by its row number in the spreadsheet for a CSV file (the header
 * being row 1), by its position for a JSON file's item.
 */
export function importRowLabel(table: ParsedTable | null, row: number, t: TFunction): string {
  const sheetRow = table?.rowNumbers?.[row];
  return sheetRow === undefined
    ? t('operations:import.item', { number: row + 1 })
    : t('operations:import.sheetRow', { number: sheetRow });
}
