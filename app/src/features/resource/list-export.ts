import type { ExportResource } from '@console/contract';

/** The exports a list can stream (a Telegram user's logs are a cursor list of their own). */
export type ListExportResource = Exclude<ExportResource, 'telegramUserLogs'>;

/** What a column writes to an export: see `ResourceColumn.exportAs`. */
export interface ExportableColumn {
  id: string;
  exportAs?: string | readonly string[] | null;
}

/**
 * The export's `columns` for the visible columns, in table order: each column's fields (its
 * `exportAs`, else its id) that the export has, each once. A column with `exportAs: null` or with
 * no field of the export (a computed count) is left out; when no visible column has a field, the
 * rows are still written, by id.
 */
export function exportFieldsOf(
  columns: readonly ExportableColumn[],
  fields: readonly string[],
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
  return chosen.length > 0 ? chosen : ['id'];
}
