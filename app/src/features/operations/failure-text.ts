import type { TFunction } from 'i18next';
import { describeError } from '../../i18n/api-error';

/** A failure as one sentence: the generic text of its kind, the server's message, and the hint. */
export function failureText(error: unknown, t: TFunction): string {
  const failure = describeError(error, t);
  return [failure.title, failure.detail, failure.hint].filter(Boolean).join(' ');
}
