import type { FieldIssue } from '@console/contract';
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ruleText } from '../../i18n/api-error';

/**
 * Puts a server refusal's field issues on the form's fields (those `isField` accepts), in the
 * console's language when it knows their rule; the first refused field takes the focus, as a
 * refusal by the form's own rules does. Answers whether any was placed, and the texts of the rest.
 */
export function placeServerIssues<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, FieldValues>, 'setError'>,
  issues: readonly FieldIssue[],
  isField: (path: string) => boolean,
  t: TFunction,
): { placed: boolean; unplaced: string[] } {
  let placed = false;
  const unplaced: string[] = [];
  for (const issue of issues) {
    const message = ruleText(issue, t) ?? issue.message;
    if (isField(issue.path)) {
      form.setError(issue.path as Path<T>, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    } else {
      unplaced.push(message);
    }
  }
  return { placed, unplaced };
}
