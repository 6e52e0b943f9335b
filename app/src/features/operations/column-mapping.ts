import {
  type ImportResource,
  importRowSchemas,
  MAX_IMPORT_ROWS,
  unguardCsvText,
} from '@console/contract';
import type { z } from 'zod';

/** A parsed upload: the column names and each row's cells by column. */
export interface ParsedTable {
  columns: string[];
  rows: Record<string, unknown>[];
  /**
   * A CSV file's row number of each row as a spreadsheet shows it (the header is row 1, blank
   * lines count, a cell's line breaks do not); a JSON file has none.
   */
  rowNumbers?: number[];
}

/** Source column → field of the imported resource; columns mapped to nothing are left out. */
export type ColumnMapping = Record<string, string | null>;

/**
 * Why an upload cannot be read: `message` is the reason's key; `column` names the column at fault,
 * `counts` the numbers its text names (the rows of a file with too many).
 */
export class UploadFormatError extends Error {
  constructor(
    reason: string,
    readonly column?: string,
    readonly counts?: { readonly rows: number; readonly max: number },
  ) {
    super(reason);
  }
}

/** The fields one imported row may set, in the create schema's order. */
export function importFields(resource: ImportResource): string[] {
  return Object.keys(importRowSchemas[resource].shape);
}

/** The separators a CSV file may use: spreadsheets save `;` where the decimal mark is a comma. */
const SEPARATORS = [',', ';', '\t'] as const;
export type CsvSeparator = (typeof SEPARATORS)[number];

/**
 * The separator of a CSV file: the one its header line (the first line that is not blank) holds
 * most often outside quotes. Excel saves `;` in German, French, Portuguese or Russian, and tabs as
 * "Unicode text"; a header without any (a single column) is read with commas.
 */
export function detectSeparator(text: string): CsvSeparator {
  const counts: Record<CsvSeparator, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  let started = false;
  // Whether the character read is the first of a cell: only there does a quote open a quoted cell.
  let cellStart = true;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      // A separator inside quotes is part of a column name; "" is a quote in it.
      if (char === '"' && text[index + 1] === '"') index += 1;
      else if (char === '"') quoted = false;
    } else if (char === '"' && cellStart) {
      quoted = true;
      started = true;
      cellStart = false;
    } else if (char === '\n' || char === '\r') {
      if (started) break;
      cellStart = true;
    } else if (char === ',' || char === ';' || char === '\t') {
      counts[char] += 1;
      started = true;
      cellStart = true;
    } else {
      if (char !== ' ' && char !== '\uFEFF') started = true;
      if (char !== '\uFEFF') cellStart = false;
    }
  }
  // Ties go to the first: a comma, as RFC 4180 has it.
  return SEPARATORS.reduce((best, separator) =>
    counts[separator] > counts[best] ? separator : best,
  );
}

/**
 * RFC 4180 CSV: quoted cells with "" escapes and line breaks, CRLF or LF, an optional BOM. A quote
 * opens a quoted cell only as a cell's first character; elsewhere it is the character itself, as
 * Excel, LibreOffice and Google Sheets read it (`Buy a 27" monitor` is one cell). Cells
 * separated by commas, or by semicolons or tabs when the header line is (`detectSeparator`). Each
 * cell loses the apostrophe the console's CSV export puts before a text a spreadsheet would run as
 * a formula (`'=1+2` is `=1+2`; `unguardCsvText`), so an exported file imports as it was exported.
 */
export function parseCsv(text: string): ParsedTable {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  // Whether nothing of the current cell was read yet: only then does a quote open a quoted cell.
  let cellStart = true;
  const source = text.replace(/^\uFEFF/, '');
  const separator = detectSeparator(source);
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"' && cellStart) {
      quoted = true;
      cellStart = false;
    } else if (char === separator) {
      record.push(cell);
      cell = '';
      cellStart = true;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      cellStart = true;
    } else {
      cell += char;
      cellStart = false;
    }
  }
  if (quoted) throw new UploadFormatError('unclosedQuote');
  if (cell !== '' || record.length > 0) {
    record.push(cell);
    records.push(record);
  }
  const nonBlank = records
    .map((cells, index) => ({ cells, number: index + 1 }))
    .filter(({ cells }) => cells.some((value) => value.trim() !== ''));
  const header = nonBlank[0]?.cells;
  const body = nonBlank.slice(1).map(({ cells }) => cells);
  if (!header) throw new UploadFormatError('empty');
  if (body.length === 0) throw new UploadFormatError('headerOnly');
  const names = header.map((name) => unguardCsvText(name.trim()));
  // Columns without a name and without data (the stray separators Excel leaves after the last
  // column, `title;category;;`) are left out; a nameless column that holds data is refused.
  const kept: number[] = [];
  names.forEach((name, index) => {
    if (name !== '') kept.push(index);
    else if (body.some((cells) => (cells[index] ?? '').trim() !== '')) {
      throw new UploadFormatError('unnamedColumn', String(index + 1));
    }
  });
  const columns = kept.map((index) => names[index] ?? '');
  const twice = columns.find((column, index) => columns.indexOf(column) !== index);
  if (twice !== undefined) throw new UploadFormatError('duplicateColumn', twice);
  return {
    columns,
    rows: body.map((cells) =>
      Object.fromEntries(
        kept.map((index, position) => [
          columns[position] ?? '',
          unguardCsvText(cells[index] ?? ''),
        ]),
      ),
    ),
    rowNumbers: nonBlank.slice(1).map(({ number }) => number),
  };
}

/** A JSON array of objects; the columns are every key seen, in first-seen order. */
export function parseJsonRows(text: string): ParsedTable {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new UploadFormatError('invalidJson');
  }
  const isObject = (item: unknown): item is Record<string, unknown> =>
    item !== null && typeof item === 'object' && !Array.isArray(item);
  if (!Array.isArray(value) || !value.every(isObject)) throw new UploadFormatError('notArray');
  if (value.length === 0) throw new UploadFormatError('empty');
  const columns = [...new Set(value.flatMap((row) => Object.keys(row)))];
  return { columns, rows: value };
}

/**
 * A NUL, or a character the browser could not decode (U+FFFD), means a binary file (a picture, a
 * spreadsheet saved as .xlsx) rather than the CSV or JSON text it was named as.
 */
const looksBinary = (text: string) => text.includes('\u0000') || text.includes('\uFFFD');

/** Whether `text` holds a control character no text file holds (tab, line breaks, form feed aside). */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code <= 0x08 || (code >= 0x0e && code <= 0x1f) || code === 0x7f) return true;
  }
  return false;
}

/**
 * The legacy (non-Unicode) encodings a spreadsheet may save CSV in, as TextDecoder labels:
 * Windows-1252 (Western European; Latin-1 is its subset), Windows-1251 (Cyrillic), GB18030
 * (Simplified Chinese, a superset of GBK) and Shift_JIS (Japanese).
 */
export const legacyEncodings = ['windows-1252', 'windows-1251', 'gb18030', 'shift_jis'] as const;
export type LegacyEncoding = (typeof legacyEncodings)[number];
/** How an upload's bytes are read: detected (`auto`), or one legacy encoding the admin chose. */
export type UploadEncoding = 'auto' | LegacyEncoding;

/**
 * The legacy encoding Excel saves CSV in for a console language: what a file that is not UTF-8 is
 * most likely in when the admin works in that language.
 */
export function legacyEncodingFor(language: string): LegacyEncoding {
  if (/^ru\b/i.test(language)) return 'windows-1251';
  if (/^zh\b/i.test(language)) return 'gb18030';
  if (/^ja\b/i.test(language)) return 'shift_jis';
  return 'windows-1252';
}

/**
 * An uploaded file's bytes as text. With `auto`: UTF-16 when it starts with its byte-order mark
 * (Excel's "Unicode text"), UTF-8 when it has a UTF-8 byte-order mark or its bytes are valid UTF-8,
 * else `fallback`, the legacy encoding of the admin's language (`legacyEncodingFor`). Any other
 * `encoding` reads the bytes in that one, for a file the detection got wrong. Bytes that decode to
 * control characters are a binary file, refused as not text.
 */
export function decodeUpload(
  bytes: Uint8Array,
  encoding: UploadEncoding = 'auto',
  fallback: LegacyEncoding = 'windows-1252',
): string {
  const legacy = (label: LegacyEncoding) => {
    const text = new TextDecoder(label).decode(bytes);
    if (hasControlCharacter(text)) throw new UploadFormatError('notText');
    return text;
  };
  if (encoding !== 'auto') return legacy(encoding);
  const [first, second] = bytes;
  if (first === 0xff && second === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (first === 0xfe && second === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return legacy(fallback);
  }
}

/** An uploaded file's rows from its bytes (`decodeUpload`, then `parseUpload`). */
export function readUpload(
  fileName: string,
  bytes: Uint8Array,
  encoding: UploadEncoding = 'auto',
  fallback: LegacyEncoding = 'windows-1252',
): ParsedTable {
  return parseUpload(fileName, decodeUpload(bytes, encoding, fallback));
}

/**
 * The rows of an uploaded file. A file with more rows than one import takes is refused here, as
 * it is read, rather than after its rows were mapped and sent.
 */
export function parseUpload(fileName: string, text: string): ParsedTable {
  if (looksBinary(text)) throw new UploadFormatError('notText');
  const table = /\.json$/i.test(fileName) ? parseJsonRows(text) : parseCsv(text);
  if (table.rows.length > MAX_IMPORT_ROWS) {
    throw new UploadFormatError('tooManyRows', undefined, {
      rows: table.rows.length,
      max: MAX_IMPORT_ROWS,
    });
  }
  return table;
}

const normalise = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Maps each column to the field of the same name (ignoring case, spaces, `_` and `-`). */
export function autoMapping(columns: readonly string[], fields: readonly string[]): ColumnMapping {
  const byName = new Map(fields.map((field) => [normalise(field), field]));
  return Object.fromEntries(
    columns.map((column) => [column, byName.get(normalise(column)) ?? null]),
  );
}

/**
 * A CSV cell as the field wants it: the text when the field's schema accepts text, otherwise the
 * JSON value it spells (numbers, true/false, arrays such as a level's rewards). Empty cells are
 * left out so the field's default applies. Anything else is sent as typed: the server reports it.
 */
export function coerceCell(schema: z.ZodType | undefined, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  if (!schema || schema.safeParse(value).success) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** The rows to send: each mapped column's value under its field, coerced for that field. */
export function applyMapping(
  resource: ImportResource,
  table: ParsedTable,
  mapping: ColumnMapping,
): Record<string, unknown>[] {
  const shape: Record<string, z.ZodType> = importRowSchemas[resource].shape;
  const mapped = Object.entries(mapping).filter(
    (entry): entry is [string, string] => entry[1] !== null,
  );
  return table.rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const [column, field] of mapped) {
      const value = coerceCell(shape[field], row[column]);
      if (value !== undefined) out[field] = value;
    }
    return out;
  });
}

/** Fields that two columns are mapped to (each field may be fed by one column only). */
export function duplicateTargets(mapping: ColumnMapping): string[] {
  const targets = Object.values(mapping).filter((field): field is string => field !== null);
  return [...new Set(targets.filter((field, index) => targets.indexOf(field) !== index))];
}
