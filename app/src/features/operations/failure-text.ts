import { type ApiErrorKind, isApiError } from '@console/admin-core';
import type { TFunction } from 'i18next';
import { describeError, sentences } from '../../i18n/api-error';

/** Refusals of what the admin sent (a file, a choice), which the admin can change and send again. */
const refusalsOfInput: ReadonlySet<ApiErrorKind> = new Set([
  'validation',
  'conflict',
  'payload-too-large',
]);

/**
 * A failure as sentences: the generic text of its kind, the server's explanation (in the admin's
 * language for a rule the console knows) and the hint, each ending as a sentence. A refusal of
 * the admin's input that says what is wrong gets no "contact support": the admin can fix it.
 */
export function failureText(error: unknown, t: TFunction): string {
  const failure = describeError(error, t);
  const fixable = isApiError(error) && refusalsOfInput.has(error.kind) && failure.detail !== null;
  return sentences(failure.title, failure.detail, fixable ? null : failure.hint);
}
