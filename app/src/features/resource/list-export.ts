import {
  type CsvSeparator,
  type ExportResource,
  type ImportResource,
  importFields,
} from '@console/contract';

/** The exports a list can stream (a Telegram user's logs are a cursor list of their own). */
export type ListExportResource = Exclude<ExportResource, 'telegramUserLogs'>;

/** What a column writes to an export: see `ResourceColumn.exportAs`. */
export interface ExportableColumn {
  id: string;
  exportAs?: string | readonly string[] | null;
}

/** Languages whose Excel separates CSV cells with `;` (their decimal mark is a comma). */
const semicolonLanguages: ReadonlySet<string> = new Set(['de', 'fr', 'es', 'pt', 'ru']);

/**
 * The separator of a CSV export for the admin's language: `;` where Excel expects it (German,
 * French, Spanish, Portuguese, Russian), so a double-clicked file opens in columns; else `,`.
 * The console's import reads either.
 */
export function csvSeparatorFor(language: string): CsvSeparator {
  return semicolonLanguages.has(language.split('-')[0]?.toLowerCase() ?? '') ? ';' : ',';
}

/** The fields an import of the resource reads, which its export writes so that it imports back. */
export function roundTripFields(resource: ListExportResource): readonly string[] {
  return resource in importFields ? importFields[resource as ImportResource] : [];
}

/**
 * The export's `columns` for the visible columns, in table order: each column's fields (its
 * `exportAs`, else its id) that the export has, each once, then the `required` ones not yet there
 * (what an import reads: a hidden badge, a goal's challenges' goalId). A column with
 * `exportAs: null` or with no field of the export (a computed count) is left out; when no field is
 * chosen, the rows are still written, by id.
 */
export function exportFieldsOf(
  columns: readonly ExportableColumn[],
  fields: readonly string[],
  required: readonly string[] = [],
): string[] {
  const chosen: string[] = [];
  for (const column of columns) {
    if (column.exportAs === null) continue;
    const names =
      column.exportAs === undefined
        ? [column.id]
        : typeof column.exportAs === 'string'
          ? [column.exportAs]
          : column.exportAs;
    for (const name of names) {
      if (fields.includes(name) && !chosen.includes(name)) chosen.push(name);
    }
  }
  for (const name of required) {
    if (fields.includes(name) && !chosen.includes(name)) chosen.push(name);
  }
  return chosen.length > 0 ? chosen : ['id'];
}
