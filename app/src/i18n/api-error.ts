import type { ApiErrorKind } from '@console/admin-core';
import { GENERIC_ERROR_MESSAGES, isApiError } from '@console/admin-core';
import type { TFunction } from 'i18next';
import type { Refusal } from './error-rule-texts';

type ErrorRuleTexts = typeof import('./error-rule-texts');

/** The server's rules in the console's words, once loaded (`loadErrorRuleTexts`). */
let errorRuleTexts: ErrorRuleTexts | null = null;
let errorRuleTextsLoading: Promise<ErrorRuleTexts> | null = null;

/**
 * Loads the texts of the server's rules (~2.5 KB gzip, kept out of the console's first paint). The
 * console asks for them once its first page has painted, when the browser is idle
 * (`console-app.tsx`), and any description of a refusal asks again if they are not there yet; once
 * loaded they stay, so an error is described in full offline too. A failed load is tried again
 * at the next ask.
 */
export function loadErrorRuleTexts(): Promise<ErrorRuleTexts> {
  errorRuleTextsLoading ??= import('./error-rule-texts').then(
    (module) => {
      errorRuleTexts = module;
      return module;
    },
    (error: unknown) => {
      errorRuleTextsLoading = null;
      throw error;
    },
  );
  return errorRuleTextsLoading;
}

/** The rule texts if loaded; else null, and they start loading. */
function loadedErrorRuleTexts(): ErrorRuleTexts | null {
  if (!errorRuleTexts) loadErrorRuleTexts().catch(() => undefined);
  return errorRuleTexts;
}

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

/**
 * The title of a failed call: a 409 says what happened ("Changed by someone else" for a stale
 * version, "Action not possible" for a rule the write breaks) rather than "An error occurred".
 * Those titles come with the shell's texts and the rule texts; before they load, the generic text
 * of the kind.
 */
function errorTitle(error: unknown, t: TFunction): string {
  const generic = t(`common:errors.${errorTextKey(error)}`);
  if (!isApiError(error) || error.kind !== 'conflict') return generic;
  let key: 'changedMeanwhile' | 'refused' = 'refused';
  if (error.rule) {
    const rules = loadedErrorRuleTexts();
    if (!rules) return generic;
    if (rules.changedMeanwhile(error.rule)) key = 'changedMeanwhile';
  }
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

/**
 * A server refusal (an error answer or one of its field issues) in the console's language, with
 * its numbers in the admin's locale; null for a rule the console does not know, whose English
 * message is then shown as the server sent it (as it is before the rule texts have loaded).
 */
export function ruleText(refusal: Refusal, t: TFunction): string | null {
  if (!refusal.rule) return null;
  return loadedErrorRuleTexts()?.sayRuleText(refusal, t) ?? null;
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
