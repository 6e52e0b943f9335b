import { type BackupHead, backupHeadSchema } from '@console/contract';
import { type ApiError, validationError, zodIssuesToDetails } from '../http/errors';
import type { BackupTable } from './backup';

/**
 * What the reader found in the text given so far, in file order. `head` comes first (when the
 * `tables` key is reached, with format, schemaVersion and createdAt checked); rows come as the
 * raw JSON texts of their objects, their keys checked, kept as written (so PostgreSQL reads
 * numbers beyond double precision exactly).
 */
export type BackupEvent =
  | { readonly kind: 'head'; readonly head: BackupHead }
  | { readonly kind: 'table'; readonly table: BackupTable }
  | { readonly kind: 'rows'; readonly table: BackupTable; readonly rows: readonly string[] }
  | { readonly kind: 'tableEnd'; readonly table: BackupTable; readonly rows: number }
  | { readonly kind: 'end' };

export interface BackupReaderOptions {
  /** A row object longer than this (in characters) is refused, so memory stays bounded. */
  readonly maxRowChars?: number;
}

export const DEFAULT_MAX_ROW_CHARS = 64 * 1024 * 1024;
/** Keys, table names and head values are short; anything longer is not a backup. */
const MAX_TOKEN_CHARS = 1024;
const HEAD_KEYS = new Set(['format', 'schemaVersion', 'createdAt']);

enum State {
  DocStart,
  TopKeyFirst,
  TopKeyNext,
  TopKey,
  TopColon,
  TopValue,
  TopString,
  TopScalar,
  TopAfterValue,
  TablesOpen,
  TableKeyFirst,
  TableKeyNext,
  TableKey,
  TableColon,
  TableArrayOpen,
  RowFirst,
  RowNext,
  Row,
  RowAfter,
  TableAfter,
  Done,
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

const isWhitespace = (code: number) =>
  code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;

/**
 * The first row of `rows` that is not a JSON object, as a 400 naming it; undefined when all are.
 * The reader leaves rows unparsed; when PostgreSQL refuses a batch this tells which row is broken.
 */
export function findMalformedRow(
  table: string,
  rows: readonly string[],
  before: number,
): ApiError | undefined {
  for (const [index, row] of rows.entries()) {
    try {
      JSON.parse(row);
    } catch (error) {
      const reason = error instanceof Error ? `: ${error.message}` : '';
      const number = before + index + 1;
      return validationError(
        [{ path: `backup.tables.${table}.${number - 1}`, message: `Malformed JSON${reason}` }],
        `Malformed backup file: row ${number} of table ${table} is not valid JSON${reason}. Nothing was changed.`,
      );
    }
  }
  return undefined;
}

const describe = (code: number | undefined) =>
  code === undefined ? 'the end of the file' : JSON.stringify(String.fromCharCode(code));

/**
 * An incremental reader of the backup format `{ format, schemaVersion, createdAt, tables: { name:
 * [ {row}, … ], … } }`: feed it text in pieces of any size with `write`, then call `end`. It keeps
 * only the row being read and the rows of the current piece, so memory does not grow with the
 * file. Every problem (malformed JSON anywhere, a head that is not a console backup, an unknown,
 * missing or repeated table, an unknown column) throws a 400 naming where it is.
 */
export class BackupReader {
  private readonly tables: ReadonlyMap<string, BackupTable>;
  private readonly maxRowChars: number;
  private state = State.DocStart;
  /** Characters consumed before the current piece (for error positions). */
  private offset = 0;
  private readonly head: Record<string, unknown> = {};
  private headDone = false;
  private readonly seen = new Set<string>();
  private current: BackupTable | null = null;
  private currentRows = 0;
  private pendingRows: string[] = [];
  private events: BackupEvent[] = [];
  private deferred: unknown;

  // A key or a head value being read (may span pieces).
  private token = '';
  private tokenEscaped = false;
  private key = '';

  // A row object being read (may span pieces).
  private rowParts: string[] = [];
  private rowChars = 0;
  private rowDepth = 0;
  private rowInString = false;
  private rowEscaped = false;
  private rowExpectKey = true;
  private rowInKey = false;
  /** The part of a row's key read from earlier pieces. */
  private rowKey = '';
  private rowUnknown: string[] = [];

  constructor(tables: readonly BackupTable[], options: BackupReaderOptions = {}) {
    this.tables = new Map(tables.map((table) => [table.name, table]));
    this.maxRowChars = options.maxRowChars ?? DEFAULT_MAX_ROW_CHARS;
  }

  /**
   * Reads the next piece of the file; answers what it completed. A problem found after some
   * events of the piece (the head above all) is thrown by the next call, so those come first.
   */
  write(text: string): BackupEvent[] {
    this.throwDeferred();
    this.events = [];
    try {
      this.read(text);
    } catch (error) {
      if (this.events.length === 0) throw error;
      this.deferred = error;
    }
    return this.events;
  }

  private throwDeferred(): void {
    if (this.deferred === undefined) return;
    const error = this.deferred;
    this.deferred = undefined;
    throw error;
  }

  private read(text: string): void {
    let i = 0;
    const length = text.length;
    while (i < length) {
      const state = this.state;
      if (state === State.Row) {
        i = this.readRow(text, i);
        continue;
      }
      if (state === State.TopKey || state === State.TableKey || state === State.TopString) {
        i = this.readString(text, i);
        continue;
      }
      if (state === State.TopScalar) {
        i = this.readScalar(text, i);
        continue;
      }
      const code = text.charCodeAt(i);
      if (isWhitespace(code)) {
        i += 1;
        continue;
      }
      this.structural(code, i);
      i += 1;
    }
    this.offset += length;
    this.flushRows();
  }

  /** The file ended: answers the last events, or throws when it ended too early. */
  end(): BackupEvent[] {
    this.throwDeferred();
    this.events = [];
    if (this.state === State.TopScalar) this.finishScalar(0);
    if (this.state !== State.Done) {
      if (this.state === State.DocStart) this.fail('The backup file is empty', 0);
      this.fail(this.expected(), 0);
    }
    this.events.push({ kind: 'end' });
    return this.events;
  }

  /** One character outside strings and rows: moves between the parts of the document. */
  private structural(code: number, index: number): void {
    switch (this.state) {
      case State.DocStart:
        if (code !== OPEN_BRACE) this.notBackup(index);
        this.state = State.TopKeyFirst;
        return;
      case State.TopKeyFirst:
      case State.TopKeyNext:
        if (code === QUOTE) {
          this.startToken();
          this.state = State.TopKey;
          return;
        }
        if (code === CLOSE_BRACE && this.state === State.TopKeyFirst) {
          this.checkHead(index);
        }
        break;
      case State.TopColon:
        if (code !== COLON) break;
        if (this.key === 'tables') {
          if (this.headDone) this.fail('The backup file has "tables" twice', index);
          this.checkHead(index);
          this.state = State.TablesOpen;
          return;
        }
        if (!HEAD_KEYS.has(this.key)) {
          throw validationError(
            [{ path: `backup.${this.key}`, message: 'Unknown field' }],
            `The backup file has an unknown field "${this.key}"`,
          );
        }
        if (this.headDone || this.key in this.head) {
          this.fail(`The backup file has "${this.key}" twice or after "tables"`, index);
        }
        this.startToken();
        this.state = State.TopValue;
        return;
      case State.TopValue:
        // A head value: a string, or a scalar (number, true, false, null) read to its delimiter.
        if (code === QUOTE) {
          this.state = State.TopString;
        } else {
          this.token = String.fromCharCode(code);
          this.state = State.TopScalar;
        }
        return;
      case State.TopAfterValue:
        if (code === COMMA) {
          this.state = State.TopKeyNext;
          return;
        }
        if (code === CLOSE_BRACE) {
          if (!this.headDone) this.checkHead(index);
          this.state = State.Done;
          return;
        }
        break;
      case State.TablesOpen:
        if (code !== OPEN_BRACE) break;
        this.state = State.TableKeyFirst;
        return;
      case State.TableKeyFirst:
      case State.TableKeyNext:
        if (code === QUOTE) {
          this.startToken();
          this.state = State.TableKey;
          return;
        }
        if (code === CLOSE_BRACE && this.state === State.TableKeyFirst) {
          this.endTables();
          return;
        }
        break;
      case State.TableColon:
        if (code !== COLON) break;
        this.startTable(index);
        this.state = State.TableArrayOpen;
        return;
      case State.TableArrayOpen:
        if (code !== OPEN_BRACKET) break;
        this.state = State.RowFirst;
        return;
      case State.RowFirst:
      case State.RowNext:
        if (code === OPEN_BRACE) {
          this.startRow();
          return;
        }
        if (code === CLOSE_BRACKET && this.state === State.RowFirst) {
          this.endTable();
          return;
        }
        break;
      case State.RowAfter:
        if (code === COMMA) {
          this.state = State.RowNext;
          return;
        }
        if (code === CLOSE_BRACKET) {
          this.endTable();
          return;
        }
        break;
      case State.TableAfter:
        if (code === COMMA) {
          this.state = State.TableKeyNext;
          return;
        }
        if (code === CLOSE_BRACE) {
          this.endTables();
          return;
        }
        break;
      case State.Done:
        this.fail('The backup file goes on after its end', index);
    }
    this.fail(`${this.expected()}, found ${describe(code)}`, index);
  }

  private expected(): string {
    const where = this.current
      ? `in table ${this.current.name} after row ${this.currentRows}`
      : this.headDone
        ? 'in "tables"'
        : 'in the head';
    switch (this.state) {
      case State.TopKeyFirst:
      case State.TopKeyNext:
        return 'Malformed backup file: expected a field name';
      case State.TopColon:
      case State.TableColon:
        return `Malformed backup file: expected ":" after "${this.key}"`;
      case State.TopValue:
        return `Malformed backup file: "${this.key}" has no value`;
      case State.TopKey:
      case State.TableKey:
      case State.TopString:
        return 'Malformed backup file: a text is not closed';
      case State.TopAfterValue:
        return 'Malformed backup file: expected "," or "}" after a field';
      case State.TablesOpen:
        return 'Malformed backup file: "tables" must be an object';
      case State.TableKeyFirst:
      case State.TableKeyNext:
        return 'Malformed backup file: expected a table name in "tables"';
      case State.TableArrayOpen:
        return `Malformed backup file: table ${this.current?.name ?? ''} must be an array of rows`;
      case State.RowFirst:
      case State.RowNext:
        return `Malformed backup file: expected a row object ${where}`;
      case State.Row:
        return `Malformed backup file: row ${this.currentRows + 1} of table ${this.current?.name ?? ''} is not complete`;
      case State.RowAfter:
        return `Malformed backup file: expected "," or "]" ${where}`;
      case State.TableAfter:
        return 'Malformed backup file: expected "," or "}" after a table';
      default:
        return 'Malformed backup file';
    }
  }

  private fail(message: string, index: number): never {
    const text = `${message} (character ${this.offset + index})`;
    throw validationError([{ path: 'backup', message: text }], text);
  }

  private notBackup(index: number): never {
    this.fail('This is not a console backup file: it does not start with "{"', index);
  }

  private startToken(): void {
    this.token = '';
    this.tokenEscaped = false;
  }

  /** Reads a JSON string from its opening quote (already consumed) to its closing one. */
  private readString(text: string, start: number): number {
    let i = start;
    const length = text.length;
    let escaped = this.tokenEscaped;
    for (; i < length; i++) {
      const code = text.charCodeAt(i);
      if (escaped) escaped = false;
      else if (code === BACKSLASH) escaped = true;
      else if (code === QUOTE) break;
    }
    this.tokenEscaped = escaped;
    this.token += text.slice(start, i);
    if (this.token.length > MAX_TOKEN_CHARS) this.fail('This is not a console backup file', i);
    if (i === length) return i;
    let value: string;
    try {
      value = JSON.parse(`"${this.token}"`) as string;
    } catch {
      this.fail('Malformed backup file: a text has an invalid escape', i);
    }
    this.finishString(value, i);
    return i + 1;
  }

  private finishString(value: string, index: number): void {
    this.token = '';
    if (this.state === State.TopKey) {
      this.key = value;
      this.state = State.TopColon;
    } else if (this.state === State.TableKey) {
      this.key = value;
      this.state = State.TableColon;
    } else {
      this.setHead(value, index);
    }
  }

  /** A head value that is not a string (a number, true, false, null) up to its delimiter. */
  private readScalar(text: string, start: number): number {
    let i = start;
    const length = text.length;
    for (; i < length; i++) {
      const code = text.charCodeAt(i);
      if (code === COMMA || code === CLOSE_BRACE || isWhitespace(code)) break;
    }
    this.token += text.slice(start, i);
    if (this.token.length > MAX_TOKEN_CHARS) this.fail('This is not a console backup file', i);
    if (i < length) this.finishScalar(i);
    return i;
  }

  private finishScalar(index: number): void {
    let value: unknown;
    try {
      value = JSON.parse(this.token);
    } catch {
      this.fail(`Malformed backup file: "${this.key}" has no valid value`, index);
    }
    if (typeof value === 'object' && value !== null) {
      this.fail(`Malformed backup file: "${this.key}" has no valid value`, index);
    }
    this.token = '';
    this.setHead(value, index);
  }

  private setHead(value: unknown, index: number): void {
    this.head[this.key] = value;
    this.state = State.TopAfterValue;
    // A foreign file is refused at its first field, without reading on.
    if (this.key === 'format') this.checkFormat(index);
  }

  private checkFormat(index: number): void {
    const format = backupHeadSchema.shape.format.safeParse(this.head.format);
    if (!format.success) {
      throw validationError(
        [{ path: 'backup.format', message: format.error.issues[0]?.message ?? 'Invalid format' }],
        `This is not a console backup file (character ${this.offset + index})`,
      );
    }
  }

  /** Before the first table: format, schemaVersion and createdAt must all be there and valid. */
  private checkHead(index: number): void {
    const parsed = backupHeadSchema.safeParse(this.head);
    if (!parsed.success) {
      throw validationError(
        zodIssuesToDetails(parsed.error.issues).map((detail) => ({
          ...detail,
          path: detail.path ? `backup.${detail.path}` : 'backup',
        })),
        'This is not a console backup file: format, schemaVersion and createdAt must come before tables',
      );
    }
    if (this.state !== State.TopColon) {
      this.fail('The backup file has no "tables"', index);
    }
    this.headDone = true;
    this.events.push({ kind: 'head', head: parsed.data });
  }

  private startTable(index: number): void {
    const name = this.key;
    const table = this.tables.get(name);
    if (!table) {
      throw validationError(
        [{ path: `backup.tables.${name}`, message: 'Unknown table' }],
        `The backup file has an unknown table "${name}" (character ${this.offset + index})`,
      );
    }
    if (this.seen.has(name)) {
      throw validationError(
        [{ path: `backup.tables.${name}`, message: 'Table appears twice' }],
        `The backup file has table "${name}" twice`,
      );
    }
    this.seen.add(name);
    this.current = table;
    this.currentRows = 0;
    this.events.push({ kind: 'table', table });
  }

  private endTable(): void {
    const table = this.current;
    if (!table) return;
    this.flushRows();
    this.events.push({ kind: 'tableEnd', table, rows: this.currentRows });
    this.current = null;
    this.state = State.TableAfter;
  }

  private endTables(): void {
    const missing = [...this.tables.keys()].filter((name) => !this.seen.has(name));
    if (missing.length > 0) {
      throw validationError(
        missing.map((name) => ({ path: `backup.tables.${name}`, message: 'Table is missing' })),
        `The backup file is missing tables: ${missing.join(', ')}`,
      );
    }
    this.state = State.TopAfterValue;
  }

  private startRow(): void {
    this.rowParts = ['{'];
    this.rowChars = 1;
    this.rowDepth = 1;
    this.rowInString = false;
    this.rowEscaped = false;
    this.rowExpectKey = true;
    this.rowInKey = false;
    this.rowKey = '';
    this.rowUnknown = [];
    this.state = State.Row;
  }

  /**
   * Scans a row object to its closing brace (strings and nesting respected), checking each of its
   * own keys against the table's columns on the way. The row's JSON syntax is checked by
   * PostgreSQL when the batch is inserted (see `findMalformedRow`), not parsed here.
   */
  private readRow(text: string, start: number): number {
    let i = start;
    const length = text.length;
    let depth = this.rowDepth;
    let inString = this.rowInString;
    let escaped = this.rowEscaped;
    let expectKey = this.rowExpectKey;
    let inKey = this.rowInKey;
    let keyStart = start;
    let complete = false;
    for (; i < length; i++) {
      const code = text.charCodeAt(i);
      if (inString) {
        if (escaped) escaped = false;
        else if (code === BACKSLASH) escaped = true;
        else if (code === QUOTE) {
          inString = false;
          if (inKey) {
            inKey = false;
            this.checkColumn(this.rowKey + text.slice(keyStart, i), i);
            this.rowKey = '';
          }
        }
      } else if (code === QUOTE) {
        inString = true;
        if (depth === 1 && expectKey) {
          inKey = true;
          expectKey = false;
          keyStart = i + 1;
        }
      } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
        depth += 1;
      } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
        depth -= 1;
        if (depth === 0) {
          complete = true;
          i += 1;
          break;
        }
      } else if (code === COMMA && depth === 1) {
        expectKey = true;
      }
    }
    if (inKey) this.rowKey += text.slice(keyStart, i);
    this.rowDepth = depth;
    this.rowInString = inString;
    this.rowEscaped = escaped;
    this.rowExpectKey = expectKey;
    this.rowInKey = inKey;
    const part = text.slice(start, i);
    this.rowChars += part.length;
    if (this.rowChars > this.maxRowChars) {
      const table = this.current?.name ?? '';
      throw validationError(
        [{ path: `backup.tables.${table}.${this.currentRows}`, message: 'Row is too large' }],
        `Row ${this.currentRows + 1} of table ${table} is larger than ${this.maxRowChars} characters`,
      );
    }
    this.rowParts.push(part);
    if (complete) this.finishRow();
    return i;
  }

  private checkColumn(raw: string, index: number): void {
    let key = raw;
    if (raw.includes('\\')) {
      try {
        key = JSON.parse(`"${raw}"`) as string;
      } catch {
        this.fail(
          `Malformed backup file: row ${this.currentRows + 1} of table ${this.current?.name ?? ''} has an invalid column name`,
          index,
        );
      }
    }
    if (this.current && !this.current.columns.has(key)) this.rowUnknown.push(key);
  }

  private finishRow(): void {
    const table = this.current;
    if (!table) return;
    const rowIndex = this.currentRows;
    if (this.rowUnknown.length > 0) {
      throw validationError(
        this.rowUnknown.map((column) => ({
          path: `backup.tables.${table.name}.${rowIndex}.${column}`,
          message: 'Unknown column',
        })),
        `Row ${rowIndex + 1} of table ${table.name} has unknown columns: ${this.rowUnknown.join(', ')}`,
      );
    }
    this.pendingRows.push(this.rowParts.join(''));
    this.rowParts = [];
    this.currentRows += 1;
    this.state = State.RowAfter;
  }

  private flushRows(): void {
    if (this.pendingRows.length === 0 || !this.current) return;
    this.events.push({ kind: 'rows', table: this.current, rows: this.pendingRows });
    this.pendingRows = [];
  }
}
