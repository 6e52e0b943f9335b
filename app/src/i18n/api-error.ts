import type { ApiErrorKind } from '@console/admin-core';
import { isApiError } from '@console/admin-core';
import type { AuditedRecordResource } from '@console/contract';
import { errorRules, type RuleParams } from '@console/contract/constants';
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

/** Everything a toast or an error state shows for a failed call, in the active language. */
export function describeError(error: unknown, t: TFunction): ErrorTexts {
  const title = t(`common:errors.${errorTextKey(error)}`);
  if (!isApiError(error)) {
    return { title, detail: null, hint: t('common:errors.contactSupport'), retryable: true };
  }
  const retryable = error.isTransient || error.kind === 'aborted';
  return {
    title,
    detail: error.serverMessage && (ruleText(error, t) ?? error.serverMessage),
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

/** The `shell:errorRules` key and values of a rule whose params are as expected, else null. */
function ruleTextKey({ rule, params = {} }: Refusal): [string, Record<string, number>?] | null {
  switch (rule) {
    case errorRules.levelNumberTaken:
      return isWholeNumber(params.number) ? ['levelNumberTaken', { number: params.number }] : null;
    case errorRules.levelXpOrder: {
      const { belowNumber, belowXp, aboveNumber, aboveXp } = params;
      const below = isWholeNumber(belowNumber) && isWholeNumber(belowXp);
      const above = isWholeNumber(aboveNumber) && isWholeNumber(aboveXp);
      const values = { belowNumber, belowXp, aboveNumber, aboveXp } as Record<string, number>;
      if (below && above) return ['levelXpBetween', values];
      if (below) return ['levelXpAbove', values];
      return above ? ['levelXpBelow', values] : null;
    }
    case errorRules.staleVersion:
      return ['staleVersion'];
    case errorRules.usernameTaken:
      return ['usernameTaken'];
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
