/**
 * The spreadsheet formula guard of CSV exports, and its undoing on import, so that exporting a
 * list and importing the file back gives the values that were exported.
 *
 * Spreadsheet applications run a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage
 * return as a formula (CSV injection). The export therefore writes such a text with a leading
 * apostrophe, which the applications show as plain text: `=1+2` is written `'=1+2`.
 *
 * The rule, both ways:
 * - export: a text that is any number of apostrophes (none included) followed by one of those
 *   characters gets one more apostrophe in front: `=x` → `'=x`, `'=x` → `''=x`;
 * - import: a cell that is one or more apostrophes followed by one of those characters loses one:
 *   `'=x` → `=x`, `''=x` → `'=x`. Any other cell is taken as it is (`'x`, `'`, `don't`).
 *
 * A text that itself starts with apostrophes before a guarded character is guarded too, so the
 * import can tell it from a guard: the round trip is exact for every text. Only CSV is guarded;
 * JSON and NDJSON exports carry their values as they are.
 */
const NEEDS_GUARD = /^'*[=+\-@\t\r]/;
const GUARDED = /^'+[=+\-@\t\r]/;

/** A text cell as the CSV export writes it: with a leading apostrophe when it needs the guard. */
export function guardCsvText(text: string): string {
  return NEEDS_GUARD.test(text) ? `'${text}` : text;
}

/** A CSV cell as it was before the export's guard: the inverse of `guardCsvText`. */
export function unguardCsvText(cell: string): string {
  return GUARDED.test(cell) ? cell.slice(1) : cell;
}
