import type { ColumnBaseConfig } from 'drizzle-orm';
import {
  type AnyPgTable,
  PgTimestamp,
  PgTimestampBuilder,
  type PgTimestampBuilderInitial,
} from 'drizzle-orm/pg-core';

/** 0001-01-01T00:00:00Z: an earlier instant is one no ISO string of the contract can write. */
const FIRST_INSTANT = -62_135_596_800_000;
const NOT_A_TIME = Number.NaN;

const isSign = (char: string | undefined) => char === '+' || char === '-';

/**
 * Any text PostgreSQL writes for a timestamptz (DateStyle ISO), the rare ones too: a year of more
 * than four digits, an offset to the second (local mean time, in a session whose time zone is not
 * UTC), `BC`; `±infinity` is NaN. Field by field (not `Date.UTC`, which reads years below 100 as 19xx).
 */
function parseAnyTimestamp(text: string): number {
  const bc = text.endsWith(' BC');
  const body = bc ? text.slice(0, -3) : text;
  const dash = body.indexOf('-', 1);
  const field = (at: number) => Number(body.slice(dash + at, dash + at + 2));
  let sign = body.length - 1;
  while (sign > dash + 15 && !isSign(body[sign])) sign--;
  if (dash < 4 || !isSign(body[sign])) return NOT_A_TIME;
  // Cut to the millisecond, as `new Date` cuts PostgreSQL's microseconds.
  const millis =
    body[dash + 15] === '.' ? Number(`${body.slice(dash + 16, sign)}00`.slice(0, 3)) : 0;
  const [hours = 0, minutes = 0, seconds = 0] = body
    .slice(sign + 1)
    .split(':')
    .map(Number);
  const offset = (hours * 3600 + minutes * 60 + seconds) * 1000 * (body[sign] === '-' ? -1 : 1);
  const year = Number(body.slice(0, dash));
  const at = new Date(0);
  at.setUTCFullYear(bc ? 1 - year : year, field(1) - 1, field(4));
  at.setUTCHours(field(7), field(10), field(13), millis);
  return at.getTime() - offset;
}

/**
 * The instant of PostgreSQL's text of a timestamptz, to the millisecond (microseconds cut, as
 * Drizzle's own mapping cuts them). Drizzle reads the text with `new Date`, V8's legacy format,
 * which takes a year below 100 for 19xx: `0050-03-01 12:00:00+00` became 1950. The list routes
 * map thousands per page, so the usual text (a four-digit year, an offset in hours or hours and
 * minutes) costs two character tests more than before: from year 100 it is read as Drizzle read it
 * (exactly), below 100 rewritten as the ISO string it nearly is. An instant before year 1, or
 * `±infinity`, is an Invalid Date, on which `toISOString` throws: no contract date can say it, and
 * the restore's checks refuse such a value.
 */
export function timestampFromPostgres(text: string): Date {
  const last = text.length - 1;
  const hoursMinutes = text[last - 2] === ':' && isSign(text[last - 5]);
  let time: number;
  if (text[4] !== '-' || !(hoursMinutes || isSign(text[last - 2]))) {
    time = parseAnyTimestamp(text);
  } else if (text[0] === '0' && text[1] === '0') {
    time = Date.parse(`${text.slice(0, 10)}T${text.slice(11)}${hoursMinutes ? '' : ':00'}`);
  } else {
    time = Date.parse(text);
  }
  return new Date(time < FIRST_INSTANT ? NOT_A_TIME : time);
}

type TimestamptzConfig = ColumnBaseConfig<'date', 'PgTimestamp'>;

/** Drizzle's timestamptz column, reading PostgreSQL's text with `timestampFromPostgres`. */
class ExactTimestamp extends PgTimestamp<TimestamptzConfig> {
  override mapFromDriverValue(value: Date | string): Date {
    return typeof value === 'string' ? timestampFromPostgres(value) : value;
  }
}

class ExactTimestampBuilder<TName extends string> extends PgTimestampBuilder<{
  name: TName;
  dataType: 'date';
  columnType: 'PgTimestamp';
  data: Date;
  driverParam: string;
  enumValues: undefined;
}> {
  constructor(name: TName) {
    super(name, true, undefined);
  }

  /** Called by `pgTable` (Drizzle's `build`, internal to its typings): the column itself. */
  build(table: AnyPgTable<{ name: string }>): ExactTimestamp {
    return new ExactTimestamp(table, this.config);
  }
}

/**
 * A `timestamp with time zone` column read back exactly for every year from 1 to 9999. Every
 * timestamp column of the schema is one (Drizzle's own `timestamp` misreads years below 100).
 */
export const timestamptz = <TName extends string>(name: TName): PgTimestampBuilderInitial<TName> =>
  new ExactTimestampBuilder(name);
