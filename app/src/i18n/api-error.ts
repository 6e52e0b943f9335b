import type { ApiErrorKind } from '@console/admin-core';
import { GENERIC_ERROR_MESSAGES, isApiError } from '@console/admin-core';
import type { AuditedRecordResource } from '@console/contract';
import type { RuleParams } from '@console/contract/constants';
import { errorRules } from '@console/contract/error-rules';
import type { TFunction } from 'i18next';

/** A key of `common:errors`. */
type ErrorTextKey =
  | 'generic'
  | 'network'
  | 'server'
  | 'notFound'
  | 'unauthorized'
  | 'forbidden'
  | 'validation'
  | 'timeout'
  | 'unknown';

const textByKind: Record<ApiErrorKind, ErrorTextKey> = {
  network: 'network',
  timeout: 'timeout',
  aborted: 'generic',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  'not-found': 'notFound',
  conflict: 'generic',
  validation: 'validation',
  'rate-limited': 'generic',
  'payload-too-large': 'generic',
  'bad-request': 'generic',
  server: 'server',
  'invalid-response': 'unknown',
};

/** The `common:errors` key for any thrown value: an API error by its kind, anything else `unknown`. */
export function errorTextKey(error: unknown): ErrorTextKey {
  return isApiError(error) ? textByKind[error.kind] : 'unknown';
}

export interface ErrorTexts {
  /** The translated generic text of the error's kind, e.g. "Network error occurred". */
  title: string;
  /** The server's explanation: in the console's language for a rule it knows, else as sent. */
  detail: string | null;
  /** "Please try again" when retrying may help, else "Please contact support if the problem persists". */
  hint: string;
  /** Whether asking again may help (a network failure or a timeout, not a 404). */
  retryable: boolean;
}

/** The rules of a 409 that says the record (or list) changed after the admin read it. */
const changedMeanwhileRules: ReadonlySet<string> = new Set([
  errorRules.staleVersion,
  errorRules.reorderStale,
  errorRules.concurrentChange,
  errorRules.bulkMatchChanged,
]);

/**
 * The title of a failed call: a 409 says what happened ("Changed by someone else" for a stale
 * version, "Action not possible" for a rule the write breaks) rather than "An error occurred".
 * Those titles come with the shell's texts; before they load, the generic text of the kind.
 */
function errorTitle(error: unknown, t: TFunction): string {
  const generic = t(`common:errors.${errorTextKey(error)}`);
  if (!isApiError(error) || error.kind !== 'conflict') return generic;
  const key = error.rule && changedMeanwhileRules.has(error.rule) ? 'changedMeanwhile' : 'refused';
  return t(`shell:errorTitles.${key}`, { defaultValue: '' }) || generic;
}

/**
 * Whether a call failed because the session is over: a 401 reaches the console only after the API
 * client's refresh was refused, and the client is then taking the admin to /login, which says why.
 * A toast of the failed action would repeat it in technical words ("Unauthorized: Token refresh
 * failed"), so actions say nothing of such a failure.
 */
export const failedWithTheSession = (error: unknown): boolean =>
  isApiError(error) && error.kind === 'unauthorized';

/** Everything a toast or an error state shows for a failed call, in the active language. */
export function describeError(error: unknown, t: TFunction): ErrorTexts {
  const title = errorTitle(error, t);
  if (!isApiError(error)) {
    return { title, detail: null, hint: t('common:errors.contactSupport'), retryable: true };
  }
  const retryable = error.isTransient || error.kind === 'aborted';
  // The server's generic text of the kind ("Access forbidden") is the title already, translated.
  const generic = error.serverMessage === GENERIC_ERROR_MESSAGES[error.kind];
  return {
    title,
    detail: generic ? null : error.serverMessage && (ruleText(error, t) ?? error.serverMessage),
    hint: t(retryable ? 'common:errors.tryAgain' : 'common:errors.contactSupport'),
    retryable,
  };
}

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
interface Refusal {
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
  const { table, first, last, problem, column } = params;
  if (typeof table !== 'string' || typeof problem !== 'string') return null;
  if (!restoreRowProblems.has(problem) || !isWholeNumber(first) || !isWholeNumber(last)) {
    return null;
  }
  const where: RuleTextKey =
    first === last
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
};

/** The text of a restored value the API would refuse: the table, row and field, what is wrong. */
function restoreValueKey(params: RuleParams): RuleTextKey | null {
  const { table, row, field, problem } = params;
  if (typeof table !== 'string' || typeof row !== 'string' || typeof field !== 'string') {
    return null;
  }
  const said =
    typeof problem === 'string' && Object.hasOwn(restoreValueProblems, problem)
      ? restoreValueProblems[problem]?.(params)
      : null;
  if (!said) return null;
  return [
    'restoreValueRefused.refused',
    {},
    { where: ['restoreValueRefused.where', { table, row, field }], problem: said },
  ];
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
    case errorRules.restoreSchemaVersion:
      return wholeNumbers('backup', 'current')
        ? ['restoreSchemaVersion', { backup: params.backup, current: params.current }]
        : null;
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

/**
 * A server refusal (an error answer or one of its field issues) in the console's language, with
 * its numbers in the admin's locale; null for a rule the console does not know, whose English
 * message is then shown as the server sent it.
 */
export function ruleText(refusal: Refusal, t: TFunction): string | null {
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

/**
 * The given texts as one description, each ending as a sentence: the server's messages come
 * without a full stop ("User not found"), which ran into the hint that follows.
 */
export function sentences(...texts: readonly (string | null | undefined)[]): string {
  return texts
    .filter((text): text is string => Boolean(text?.trim()))
    .map((text) => {
      const trimmed = text.trim();
      return /[.!?。！？…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
    })
    .join(' ');
}
