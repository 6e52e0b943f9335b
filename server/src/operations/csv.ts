import { type CsvSeparator, guardCsvText } from '@console/contract';

const NEEDS_QUOTES = /[",;\r\n]|^\s|\s$/;

/**
 * One CSV cell: null is empty, objects and arrays are JSON, text is quoted as needed and guarded
 * against spreadsheet formulas: a text that starts with `=`, `+`, `-`, `@`, a tab or a carriage
 * return — after any apostrophes — gets one leading apostrophe more (`=1+2` → `'=1+2`,
 * `'=x` → `''=x`). The console's import takes exactly that apostrophe off again, so a file exported
 * here imports as the values it holds (`guardCsvText` in the contract states the rule both ways).
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'string') text = guardCsvText(value);
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * One CSV line (RFC 4180: comma separated, CRLF terminated), or separated by `;`. A cell holding
 * either separator is quoted, so a file reads the same whichever separator a reader assumes.
 */
export const csvLine = (cells: readonly unknown[], separator: CsvSeparator = ',') =>
  `${cells.map(csvCell).join(separator)}\r\n`;
