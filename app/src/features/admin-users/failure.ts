import type { TFunction } from 'i18next';
import { describeError } from '../../i18n/api-error';

/** One line for a toast or a dialog: the generic text of the error, then the server's reason. */
export function failureText(error: unknown, t: TFunction): string {
  const { title, detail } = describeError(error, t);
  return detail && detail !== title ? `${title}: ${detail}` : title;
}
