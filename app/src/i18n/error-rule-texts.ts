import type { AuditedRecordResource } from '@console/contract';
import type { RuleParams } from '@console/contract/constants';
import { errorRules } from '@console/contract/error-rules';
import type { TFunction } from 'i18next';

// The server's rules in the console's words: loaded after the console's first paint
// (`loadErrorRuleTexts` in `api-error.ts`), since no page needs them before a request fails.

/** The rules of a 409 that says the record (or list) changed after the admin read it. */
const changedMeanwhileRules: ReadonlySet<string> = new Set([
  errorRules.staleVersion,
  errorRules.reorderStale,
  errorRules.concurrentChange,
  errorRules.bulkMatchChanged,
]);

/** Whether a 409's rule says the record (or list) changed after the admin read it. */
export const changedMeanwhile = (rule: string): boolean => changedMeanwhileRules.has(rule);

const notFoundResources: Record<AuditedRecordResource, true> = {
  goals: true,
  levels: true,
  challenges: true,
  faq: true,
  appUsers: true,
  telegramUsers: true,
  adminUsers: true,
};

/** A rule the server named, on an `ApiError` or on one of its field issues. */
export interface Refusal {
  readonly rule?: string | null | undefined;
  readonly params?: RuleParams | undefined;
}

const isWholeNumber = (value: unknown): value is number => Number.isSafeInteger(value);

/** Rules whose text takes no values: the rule's name → its `shell:errorRules` key. */
const plainRuleKeys: Readonly<Record<string, string>> = {
  [errorRules.staleVersion]: 'staleVersion',
  [errorRules.usernameTaken]: 'usernameTaken',
  [errorRules.emailTaken]: 'emailTaken',
  [errorRules.currentPasswordIncorrect]: 'currentPasswordIncorrect',
  [errorRules.passwordUnchanged]: 'passwordUnchanged',
  [errorRules.passwordChangedMeanwhile]: 'passwordChangedMeanwhile',
  [errorRules.reorderStale]: 'reorderStale',
  [errorRules.appUserNotBanned]: 'appUserNotBanned',
  [errorRules.appUserBannedFirst]: 'appUserBannedFirst',
  [errorRules.restoreNoSuperUser]: 'restoreNoSuperUser',
  [errorRules.lastSuperUser]: 'lastSuperUser',
  [errorRules.ownRights]: 'ownRights',
  [errorRules.superUserGrant]: 'superUserGrant',
  [errorRules.superUserManage]: 'superUserManage',
  [errorRules.deactivateSelf]: 'deactivateSelf',
  [errorRules.resetOwnPassword]: 'resetOwnPassword',
  [errorRules.recordDuplicate]: 'recordDuplicate',
  [errorRules.recordReferenced]: 'recordReferenced',
  [errorRules.concurrentChange]: 'concurrentChange',
  [errorRules.dateRangeInverted]: 'dateRangeInverted',
};

/** The statuses a status change can find a record already in, by resource. */
const unchangedStatuses: Readonly<Record<string, readonly string[]>> = {
  appUsers: ['active', 'inactive', 'banned'],
  telegramUsers: ['active', 'blocked'],
};

/**
 * A `shell:errorRules` key (or a key with its namespace) and its values; `parts` are texts of their
 * own (`where`: "Table goals, row 3"), said first and put into the text under their names.
 */
type RuleTextKey = [
  key: string,
  values?: Record<string, unknown>,
  parts?: Record<string, RuleTextKey>,
];

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * A size in bytes as the value of a `{{size, number}}` text and its number format: in the largest
 * unit under 1,024 of it (10 MB, 16 GB), the unit named in the admin's language.
 */
function sizeValues(bytes: number): Record<string, unknown> {
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < BYTE_UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const format = {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: 1,
  };
  return { size, formatParams: { size: format } };
}

/** What the database refused in a restored table (`errorRules.restoreRowsRefused`). */
const restoreRowProblems: ReadonlySet<string> = new Set([
  'missingValue',
  'duplicate',
  'reference',
  'invalidValue',
]);

/** The text of a restore's refused rows: the table and rows, what is wrong, the column. */
function restoreRowsKey(params: RuleParams): RuleTextKey | null {
  const { table, first, last, row, problem, column } = params;
  if (typeof table !== 'string' || typeof problem !== 'string') return null;
  if (!restoreRowProblems.has(problem) || !isWholeNumber(first) || !isWholeNumber(last)) {
    return null;
  }
  // A row with an id is named by it (`id=5`); else by its place in the file.
  const where: RuleTextKey =
    typeof row === 'string'
      ? ['restoreRowsRefused.rowId', { table, row }]
      : first === last
        ? ['restoreRowsRefused.row', { table, row: first }]
        : ['restoreRowsRefused.rows', { table, first, last }];
  if (typeof column === 'string') {
    return [`restoreRowsRefused.${problem}`, { column }, { where }];
  }
  // Only a value of the wrong kind may come without its column.
  return problem === 'invalidValue'
    ? ['restoreRowsRefused.invalidValueSomewhere', {}, { where }]
    : null;
}

/** What a restored value breaks (`errorRules.restoreValueRefused`) → its text and values. */
const restoreValueProblems: Readonly<Record<string, (params: RuleParams) => RuleTextKey | null>> = {
  required: () => ['common:validation.required'],
  format: () => ['common:validation.invalidFormat'],
  minLength: ({ min }) =>
    isWholeNumber(min) ? ['common:validation.minLength', { count: min }] : null,
  maxLength: ({ max }) =>
    isWholeNumber(max) ? ['common:validation.maxLength', { count: max }] : null,
  minValue: ({ min }) => (isWholeNumber(min) ? ['restoreValueRefused.minValue', { min }] : null),
  maxValue: ({ max }) => (isWholeNumber(max) ? ['restoreValueRefused.maxValue', { max }] : null),
  minItems: ({ min }) => (isWholeNumber(min) ? ['restoreValueRefused.minItems', { min }] : null),
  maxItems: ({ max }) => (isWholeNumber(max) ? ['restoreValueRefused.maxItems', { max }] : null),
  wholeNumber: () => ['restoreValueRefused.wholeNumber'],
  dateTime: () => ['restoreValueRefused.dateTime'],
  jsonObject: () => ['restoreValueRefused.jsonObject'],
  unknownValue: ({ value }) =>
    typeof value === 'string' ? ['restoreValueRefused.unknownValue', { value }] : null,
  levelXpOrder: ({ belowNumber, belowXp }) =>
    isWholeNumber(belowNumber) && isWholeNumber(belowXp)
      ? ['levelXpAbove', { belowNumber, belowXp }]
      : null,
};

/** The text of a restored value the API would refuse: the table, row and field, what is wrong. */
function restoreValueKey(params: RuleParams): RuleTextKey | null {
  const { table, row, field, entry, part, problem } = params;
  if (typeof table !== 'string' || typeof row !== 'string' || typeof field !== 'string') {
    return null;
  }
  // A list's entry, counted from 1, and the name inside it.
  const where: RuleTextKey = !isWholeNumber(entry)
    ? ['restoreValueRefused.where', { table, row, field }]
    : typeof part === 'string'
      ? ['restoreValueRefused.whereEntryPart', { table, row, field, entry, part }]
      : ['restoreValueRefused.whereEntry', { table, row, field, entry }];
  const said =
    typeof problem === 'string' && Object.hasOwn(restoreValueProblems, problem)
      ? restoreValueProblems[problem]?.(params)
      : null;
  if (!said) return null;
  return ['restoreValueRefused.refused', {}, { where, problem: said }];
}

/** The `shell:errorRules` key and values of a rule whose params are as expected, else null. */
function ruleTextKey({ rule, params = {} }: Refusal): RuleTextKey | null {
  if (rule && Object.hasOwn(plainRuleKeys, rule)) return [plainRuleKeys[rule] as string];
  const wholeNumbers = (...names: string[]) => names.every((name) => isWholeNumber(params[name]));
  switch (rule) {
    case errorRules.levelNumberTaken:
      return wholeNumbers('number')
        ? ['levelNumberTaken', { number: params.number as number }]
        : null;
    case errorRules.levelXpOrder: {
      const { belowNumber, belowXp, aboveNumber, aboveXp } = params;
      const below = wholeNumbers('belowNumber', 'belowXp');
      const above = wholeNumbers('aboveNumber', 'aboveXp');
      const values = { belowNumber, belowXp, aboveNumber, aboveXp } as Record<string, number>;
      if (below && above) return ['levelXpBetween', values];
      if (below) return ['levelXpAbove', values];
      return above ? ['levelXpBelow', values] : null;
    }
    case errorRules.goalHasChallenges:
      return wholeNumbers('count')
        ? ['goalHasChallenges', { count: params.count as number }]
        : null;
    case errorRules.levelHasUsers:
      return wholeNumbers('number', 'users')
        ? ['levelHasUsers', { number: params.number as number, count: params.users as number }]
        : null;
    case errorRules.bulkTooManyMatching:
      return wholeNumbers('max') ? ['bulkTooManyMatching', { max: params.max as number }] : null;
    case errorRules.bulkMatchChanged:
      return wholeNumbers('expected', 'actual')
        ? [
            // As many as confirmed, but others: "28 then, 28 now" would not say what changed.
            params.expected === params.actual ? 'bulkMatchSwapped' : 'bulkMatchChanged',
            { expected: params.expected as number, actual: params.actual as number },
          ]
        : null;
    case errorRules.importTooManyRows:
      return wholeNumbers('max') ? ['importTooManyRows', { max: params.max as number }] : null;
    case errorRules.importTooLarge:
    case errorRules.restoreTooLarge:
      return wholeNumbers('maxBytes')
        ? [
            rule === errorRules.importTooLarge ? 'importTooLarge' : 'restoreTooLarge',
            sizeValues(params.maxBytes as number),
          ]
        : null;
    case errorRules.restoreSchemaVersion: {
      if (!wholeNumbers('backup', 'oldest', 'current')) return null;
      const { backup, oldest, current } = params as Record<'backup' | 'oldest' | 'current', number>;
      return [
        backup > current ? 'restoreSchemaNewer' : 'restoreSchemaOlder',
        { backup, oldest, current },
      ];
    }
    case errorRules.restoreRowsRefused:
      return restoreRowsKey(params);
    case errorRules.restoreValueRefused:
      return restoreValueKey(params);
    case errorRules.importDuplicateLevel:
      return wholeNumbers('number', 'row')
        ? ['importDuplicateLevel', { number: params.number as number, row: params.row as number }]
        : null;
    case errorRules.importGoalMismatch:
      return wholeNumbers('goalId', 'importGoalId')
        ? [
            'importGoalMismatch',
            { goalId: params.goalId as number, importGoalId: params.importGoalId as number },
          ]
        : null;
    case errorRules.permissionsNotHeld:
    case errorRules.morePowerful:
      return typeof params.permissions === 'string'
        ? [
            rule === errorRules.morePowerful ? 'morePowerful' : 'permissionsNotHeld',
            { permissions: params.permissions },
          ]
        : null;
    case errorRules.statusUnchanged: {
      const { resource, status } = params;
      const known =
        typeof resource === 'string' &&
        typeof status === 'string' &&
        Object.hasOwn(unchangedStatuses, resource) &&
        unchangedStatuses[resource]?.includes(status);
      return known ? [`statusUnchanged.${resource}.${status}`] : null;
    }
    case errorRules.recordNotFound: {
      const { resource } = params;
      return typeof resource === 'string' && Object.hasOwn(notFoundResources, resource)
        ? [`notFound.${resource}`]
        : null;
    }
    default:
      return null;
  }
}

/** `ruleText` of `api-error.ts`, once this module is there. */
export function sayRuleText(refusal: Refusal, t: TFunction): string | null {
  const known = ruleTextKey(refusal);
  return known ? sayRule(known, t) : null;
}

function sayRule([key, values, parts = {}]: RuleTextKey, t: TFunction): string | null {
  const said: Record<string, string> = {};
  for (const [name, part] of Object.entries(parts)) {
    const text = sayRule(part, t);
    if (!text) return null;
    said[name] = text;
  }
  // The texts load with the console's shell (not before /login paints): until then, none. A key
  // with its namespace is a text of its own (a field's `common:validation` message).
  const fullKey = key.includes(':') ? key : `shell:errorRules.${key}`;
  return t(fullKey, { ...values, ...said, defaultValue: '' }) || null;
}
