/**
 * Spreadsheet applications run a cell that starts with one of these as a formula (CSV injection):
 * such text cells get a leading apostrophe, which the applications show as plain text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One CSV cell: null is empty, objects and arrays are JSON, text is guarded and quoted as needed. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'string') text = FORMULA_START.test(value) ? `'${value}` : value;
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line (RFC 4180: comma separated, CRLF terminated). */
export const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;
