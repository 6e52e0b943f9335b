/** A value one CSV cell can hold. */
export type CsvValue = string | number | boolean | null | undefined;

/**
 * Spreadsheet programs run a cell that starts with one of these as a formula (`=HYPERLINK(…)`,
 * `@SUM(…)`, `+cmd|…`); a tab or carriage return in front hides the same trick.
 */
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * One cell: text that could start a formula gets a leading `'` (it then reads as text), and a
 * cell containing a quote, a comma or a line break is quoted with its quotes doubled (RFC 4180).
 * Numbers and booleans are written as they are: a negative number is data, not a formula.
 */
export function encodeCsvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const guarded = FORMULA_TRIGGERS.has(value.charAt(0)) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** A whole document: a header line and one line per row, CRLF-separated as RFC 4180 says. */
export function encodeCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]) {
  return [header, ...rows].map((cells) => cells.map(encodeCsvCell).join(',')).join('\r\n');
}

/** `goals-2025-01-31.csv`: the resource and the day of the export. */
export function csvFileName(resource: string, now: Date = new Date()): string {
  return `${resource}-${now.toISOString().slice(0, 10)}.csv`;
}

/** Saves the text as a file through a temporary link; the BOM makes spreadsheets read UTF-8. */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the object URL is only needed for that.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
