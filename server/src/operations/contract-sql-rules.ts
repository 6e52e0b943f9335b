import { bigintString, checkRuleOf, checkRules, contractErrorMap } from '@console/contract';
import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';

/**
 * What is wrong with a restored value, as the params of `errorRules.restoreValueRefused` name it
 * (the console says it in the admin's language).
 */
export interface ValueProblem {
  readonly problem:
    | 'required'
    | 'minLength'
    | 'maxLength'
    | 'minValue'
    | 'maxValue'
    | 'minItems'
    | 'maxItems'
    | 'wholeNumber'
    | 'format'
    | 'dateTime'
    | 'jsonObject'
    | 'unknownValue'
    | 'levelXpOrder';
  readonly min?: number;
  readonly max?: number;
  /** `unknownValue`: the value, at most `REFUSED_VALUE_CHARS` characters of it. */
  readonly value?: string;
  /** `levelXpOrder`: the level just below, whose required XP this one must exceed. */
  readonly belowNumber?: number;
  readonly belowXp?: number;
}

/** The most characters of a refused value a problem names (a file may hold megabytes in one). */
export const REFUSED_VALUE_CHARS = 100;

/** A value none of the contract's choices is, named as a restore problem says it. */
export function unknownValue(value: string): { message: string; check: ValueProblem } {
  const named =
    value.length > REFUSED_VALUE_CHARS ? `${value.slice(0, REFUSED_VALUE_CHARS)}…` : value;
  return {
    message: `${JSON.stringify(named)} is not one of the values this field takes`,
    check: { problem: 'unknownValue', value: named },
  };
}

/**
 * A zod issue of the contract's schemas as a `ValueProblem`. The contract's exclusive bounds are on
 * whole numbers (`positive()`), so the next whole number is the inclusive one; a check the rule has
 * no word for is a value of the wrong format.
 */
export function issueProblem(issue: z.core.$ZodIssue): ValueProblem {
  switch (issue.code) {
    case 'too_small': {
      const limit = Number(issue.minimum);
      if (issue.origin === 'string') return { problem: 'minLength', min: limit };
      if (issue.origin === 'array' || issue.origin === 'set') {
        return { problem: 'minItems', min: limit };
      }
      return {
        problem: 'minValue',
        min: issue.inclusive === false ? Math.floor(limit) + 1 : limit,
      };
    }
    case 'too_big': {
      const limit = Number(issue.maximum);
      if (issue.origin === 'string') return { problem: 'maxLength', max: limit };
      if (issue.origin === 'array' || issue.origin === 'set') {
        return { problem: 'maxItems', max: limit };
      }
      return { problem: 'maxValue', max: issue.inclusive === false ? Math.ceil(limit) - 1 : limit };
    }
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return { problem: 'required' };
      return checkRuleOf(issue as z.core.$ZodRawIssue) === checkRules.wholeNumber ||
        issue.expected === 'int'
        ? { problem: 'wholeNumber' }
        : { problem: 'format' };
    case 'not_multiple_of':
      return { problem: 'wholeNumber' };
    default:
      return { problem: 'format' };
  }
}

/** What a refused value is told: the API's English and the rule the console translates. */
interface Refusal {
  readonly message: string;
  readonly check: ValueProblem;
}

/** A rule one SQL scan can test on millions of rows: `holds` is true for an acceptable row. */
export interface ColumnRule extends Refusal {
  /** The column as the backup file names it. */
  readonly column: string;
  readonly holds: SQL;
}

/**
 * A contract record schema whose records a table's rows become, field by field: the field of the
 * same name as the Drizzle column key, unless `columnOf` names another.
 */
export interface ContractScan {
  readonly table: PgTable;
  readonly schema: z.ZodObject;
  /** The Drizzle column key of a field named otherwise (`date` → `day`). */
  readonly columnOf?: Readonly<Record<string, string>>;
  /** Fields no check of their own column can state, each with why nothing is lost. */
  readonly excused?: Readonly<Record<string, string>>;
}

/** The restore's own words for a date and time no read could write, in a scan or a record check. */
export const UNREADABLE_TIME: Refusal = {
  message: 'Must be a date and time between the years 1 and 9999',
  check: { problem: 'dateTime' },
};
const NOT_AN_OBJECT: Refusal = {
  message: 'Must be a JSON object',
  check: { problem: 'jsonObject' },
};
/** Columns whose values are whole numbers well inside JavaScript's safe integers. */
const WHOLE_NUMBER_COLUMNS = new Set(['PgInteger', 'PgSmallInt', 'PgSerial', 'PgSmallSerial']);

/**
 * How zod itself refuses `witness` (with the contract's error map), so a value the scan refuses
 * reads as the same value refused by a record check.
 */
function refusalOf(
  schema: z.ZodType,
  witness: unknown,
  refused: (issue: z.core.$ZodIssue) => boolean,
): Refusal {
  const result = schema.safeParse(witness, { error: contractErrorMap });
  const issue = result.success ? undefined : result.error.issues.find(refused);
  if (!issue) {
    throw new Error(`The contract does not refuse ${JSON.stringify(witness)} as expected`);
  }
  return { message: issue.message, check: issueProblem(issue) };
}

interface ValueRule extends Refusal {
  readonly holds: SQL;
}

/** Thrown at load: a contract check the scan would otherwise skip without a word. */
class UntranslatedCheck extends Error {}

type Check = z.core.$ZodCheckDef & Record<string, unknown>;
const checksOf = (schema: z.ZodType): Check[] =>
  (schema._zod.def.checks ?? []).map((check) => check._zod.def as Check);

/** `z.number()` with integer, `min`/`max`, `positive`/`nonnegative` checks, on a whole-number column. */
function numberRules(schema: z.ZodType, column: PgColumn, value: SQL): ValueRule[] {
  if (!WHOLE_NUMBER_COLUMNS.has(column.columnType)) {
    throw new UntranslatedCheck(`a number in a ${column.getSQLType()} column`);
  }
  return checksOf(schema).flatMap((check): ValueRule[] => {
    if (check.check === 'number_format') {
      // The column holds whole numbers only, far inside both formats' ranges.
      if (check.format === 'safeint' || check.format === 'int32') return [];
      throw new UntranslatedCheck(`number format ${String(check.format)}`);
    }
    if (check.check === 'greater_than' || check.check === 'less_than') {
      const limit = Number(check.value);
      const inclusive = check.inclusive === true;
      const above = check.check === 'greater_than';
      const step = inclusive ? 1 : 0;
      const code = above ? 'too_small' : 'too_big';
      const refusal = refusalOf(
        schema,
        above ? limit - step : limit + step,
        (issue) =>
          (issue.code === 'too_small' || issue.code === 'too_big') &&
          issue.code === code &&
          Number(issue.code === 'too_small' ? issue.minimum : issue.maximum) === limit &&
          issue.inclusive === inclusive,
      );
      const holds = above
        ? inclusive
          ? sql`${value} >= ${limit}`
          : sql`${value} > ${limit}`
        : inclusive
          ? sql`${value} <= ${limit}`
          : sql`${value} < ${limit}`;
      return [{ holds, ...refusal }];
    }
    throw new UntranslatedCheck(`number check ${check.check}`);
  });
}

/**
 * `isoDateTime` of a timestamp as the read routes write it: the schema's columns read PostgreSQL's
 * text with `timestampFromPostgres`, and `toISOString()` writes the year. The format's four-digit
 * year ends at 9999 (a later year is written with six digits and a sign); an instant before year 1
 * is read as an Invalid Date (on which `toISOString` throws), as `±infinity` is.
 */
function dateTimeRules(schema: z.ZodType, column: PgColumn, value: SQL): ValueRule[] {
  const def = schema._zod.def as unknown as { precision: number | null; local: boolean };
  if (column.dataType !== 'date' || checksOf(schema).length > 0) {
    throw new UntranslatedCheck(`a date-time in a ${column.getSQLType()} column, or more checks`);
  }
  // `toISOString` writes milliseconds and `Z`: any other precision would refuse every row.
  if (def.precision !== null && def.precision !== 3) {
    throw new UntranslatedCheck(`a date-time with precision ${def.precision}`);
  }
  return [
    {
      holds: sql`${value} >= '0001-01-01 00:00:00+00' and ${value} < '10000-01-01 00:00:00+00'`,
      ...UNREADABLE_TIME,
    },
  ];
}

/**
 * `z.iso.date()` of a `date` column read as text: PostgreSQL writes `YYYY-MM-DD` from year 1 to
 * 9999, and `0001-01-01 BC` or five-digit years beyond, which the format's four-digit year refuses.
 */
function dateRules(schema: z.ZodType, column: PgColumn, value: SQL): ValueRule[] {
  if (column.columnType !== 'PgDateString' || checksOf(schema).length > 0) {
    throw new UntranslatedCheck(`a date in a ${column.getSQLType()} column, or more checks`);
  }
  const refusal = refusalOf(schema, '10000-01-01', (issue) => issue.code === 'invalid_format');
  return [{ holds: sql`${value} >= '0001-01-01' and ${value} < '10000-01-01'`, ...refusal }];
}

/** `z.string()` with length checks on a text column, the ISO formats, and `bigintString`. */
function stringRules(schema: z.ZodType, column: PgColumn, value: SQL): ValueRule[] {
  if (schema === bigintString && column.dataType === 'bigint') {
    // A bigint's decimal text matches `^[1-9][0-9]{0,18}$` exactly when it is positive.
    const refusal = refusalOf(schema, '0', (issue) => issue.code === 'invalid_format');
    return [{ holds: sql`${value} > 0`, ...refusal }];
  }
  const { format } = schema._zod.def as { format?: string };
  if (format === 'datetime') return dateTimeRules(schema, column, value);
  if (format === 'date') return dateRules(schema, column, value);
  if (format !== undefined || column.dataType !== 'string') {
    throw new UntranslatedCheck(`a string ${format ?? ''} in a ${column.getSQLType()} column`);
  }
  return checksOf(schema).map((check): ValueRule => {
    const length = sql`char_length(${value})`;
    if (check.check === 'min_length') {
      const min = Number(check.minimum);
      const refusal = refusalOf(schema, 'x'.repeat(Math.max(0, min - 1)), (issue) => {
        return issue.code === 'too_small' && Number(issue.minimum) === min;
      });
      return { holds: sql`${length} >= ${min}`, ...refusal };
    }
    if (check.check === 'max_length') {
      const max = Number(check.maximum);
      const refusal = refusalOf(schema, 'x'.repeat(max + 1), (issue) => {
        return issue.code === 'too_big' && Number(issue.maximum) === max;
      });
      return { holds: sql`${length} <= ${max}`, ...refusal };
    }
    throw new UntranslatedCheck(`string check ${check.check}`);
  });
}

function enumRules(schema: z.ZodType, column: PgColumn, value: SQL): ValueRule[] {
  const entries = Object.values(
    (schema._zod.def as unknown as { entries: Record<string, unknown> }).entries,
  );
  if (column.dataType !== 'string' || !entries.every((entry) => typeof entry === 'string')) {
    throw new UntranslatedCheck(`an enum in a ${column.getSQLType()} column`);
  }
  const refusal = refusalOf(schema, `${entries.join('')}?`, (issue) => {
    return issue.code === 'invalid_value';
  });
  return [
    {
      holds: sql`${value} in (${sql.join(
        entries.map((entry) => sql`${entry}`),
        sql`, `,
      )})`,
      ...refusal,
    },
  ];
}

/** `z.record(z.string(), z.unknown())`, a JSON object of anything, in a jsonb column. */
function recordRules(schema: z.ZodType, column: PgColumn, value: SQL): ValueRule[] {
  const { keyType, valueType } = schema._zod.def as unknown as {
    keyType: z.ZodType;
    valueType: z.ZodType;
  };
  const anyKey = keyType._zod.def.type === 'string' && checksOf(keyType).length === 0;
  const anyValue = ['unknown', 'any'].includes(valueType._zod.def.type);
  if (column.columnType !== 'PgJsonb' || !anyKey || !anyValue) {
    throw new UntranslatedCheck(`a record of checked keys or values, or not in a jsonb column`);
  }
  return [{ holds: sql`jsonb_typeof(${value}) = 'object'`, ...NOT_AN_OBJECT }];
}

/** The rules of one value, without its nullability. */
function valueRules(schema: z.ZodType, column: PgColumn, value: SQL): ValueRule[] {
  switch (schema._zod.def.type) {
    case 'number':
      return numberRules(schema, column, value);
    case 'string':
      return stringRules(schema, column, value);
    case 'enum':
      return enumRules(schema, column, value);
    case 'record':
      return recordRules(schema, column, value);
    case 'boolean':
      if (column.dataType === 'boolean' && checksOf(schema).length === 0) return [];
      throw new UntranslatedCheck(`a boolean in a ${column.getSQLType()} column`);
    default:
      throw new UntranslatedCheck(`a value of type ${schema._zod.def.type}`);
  }
}

/**
 * The rules of one field: `nullable()` lets the column's null through. (`optional()` does not: a
 * row's null is read as `null`, which only `nullable()` accepts, so it falls to the default.)
 */
function fieldRules(schema: z.ZodType, column: PgColumn): ColumnRule[] {
  let inner = schema;
  let nullable = false;
  while (inner._zod.def.type === 'nullable') {
    nullable = true;
    inner = (inner._zod.def as unknown as { innerType: z.ZodType }).innerType;
  }
  const value = sql`${sql.identifier(column.name)}`;
  const required: ColumnRule[] =
    !nullable && !column.notNull
      ? [
          {
            column: column.name,
            holds: sql`${value} is not null`,
            ...refusalOf(schema, null, (issue) => issue.code === 'invalid_type'),
          },
        ]
      : [];
  return [
    ...required,
    ...valueRules(inner, column, value).map((rule) => ({
      ...rule,
      column: column.name,
      holds: nullable && !column.notNull ? sql`${value} is null or (${rule.holds})` : rule.holds,
    })),
  ];
}

/** Every field of the scan's schema: the rules of its column, or `[]` with its excuse. */
export function contractFieldRules(
  scan: ContractScan,
): { readonly field: string; readonly rules: readonly ColumnRule[]; readonly excuse?: string }[] {
  const table = getTableName(scan.table);
  const columns = getTableColumns(scan.table) as Record<string, PgColumn>;
  const shape = scan.schema.shape as Record<string, z.ZodType>;
  for (const field of Object.keys(scan.excused ?? {})) {
    if (!(field in shape)) throw new Error(`${table}: excused field ${field} is not in the schema`);
  }
  return Object.entries(shape).map(([field, schema]) => {
    const excuse = scan.excused?.[field];
    if (excuse !== undefined) return { field, rules: [], excuse };
    const key = scan.columnOf?.[field] ?? field;
    const column = columns[key];
    try {
      if (!column) {
        throw new UntranslatedCheck(`field without a column ${key} (a value read by a join?)`);
      }
      return { field, rules: fieldRules(schema, column) };
    } catch (error) {
      if (!(error instanceof UntranslatedCheck)) throw error;
      throw new Error(
        `${table}.${field}: the restore's scan has no SQL rule for ${error.message}; translate it in contract-sql-rules.ts or excuse the field with its reason`,
      );
    }
  });
}

/**
 * The SQL rules that hold for a row exactly when the contract's schema accepts the record the row
 * is read as: derived from the schema's checks, so they follow the contract as it changes.
 */
export const contractRules = (scan: ContractScan): ColumnRule[] =>
  contractFieldRules(scan).flatMap((field) => field.rules);
