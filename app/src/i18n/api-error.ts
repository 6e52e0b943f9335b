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

type RuleTextKey = [key: string, values?: Record<string, string | number>];

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
    case errorRules.importDuplicateLevel:
      return wholeNumbers('number', 'row')
        ? ['importDuplicateLevel', { number: params.number as number, row: params.row as number }]
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
  // The texts load with the console's shell (not before /login paints): until then, none.
  return (known && t(`shell:errorRules.${known[0]}`, { ...known[1], defaultValue: '' })) || null;
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
