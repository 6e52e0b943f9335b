import type { ApiErrorKind } from '@console/admin-core';
import { isApiError } from '@console/admin-core';
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
  /** The server's own explanation, when it sent one (it is not translated). */
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
    detail: error.serverMessage,
    hint: t(retryable ? 'common:errors.tryAgain' : 'common:errors.contactSupport'),
    retryable,
  };
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
