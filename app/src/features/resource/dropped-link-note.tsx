import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkProblem } from './list-state';
import type { ResourceFilter } from './resource-list';
import type { PageCorrection } from './use-list-state';

/** Longer parameter names are cut: a link can carry any text, the note stays readable. */
const NAME_LENGTH = 60;

const shortened = (name: string) =>
  name.length > NAME_LENGTH ? `${name.slice(0, NAME_LENGTH - 1)}…` : name;

/** Where a sentence takes the name, to put the name there as an element of its own. */
const NAME_SLOT = '\u{E000}';

/**
 * The sentence with the name in `<bdi>`: a link's text may hold direction characters (U+202E),
 * which must not reorder the console's own words; a long name without spaces wraps anywhere
 * rather than widening the page.
 */
function withIsolatedName(sentence: string, name: string): ReactNode {
  const at = sentence.indexOf(NAME_SLOT);
  if (at < 0) return sentence;
  return (
    <>
      {sentence.slice(0, at)}
      <bdi className="[overflow-wrap:anywhere]">{name}</bdi>
      {sentence.slice(at + NAME_SLOT.length)}
    </>
  );
}

interface FilterName {
  label: string;
  /** A date range's end: a refused value is a date that is not valid. */
  date: boolean;
}

const namesOf = (filter: ResourceFilter): [string, FilterName][] =>
  filter.kind === 'dateRange'
    ? [filter.from, filter.to].map(({ key, label }) => [key, { label, date: true }])
    : [[filter.key, { label: filter.label, date: false }]];

/**
 * Says, above a list, which parameters of the link that opened it were dropped and why (see
 * `linkProblems`): a filter by its label, a parameter the list has no label for by its name; and
 * the page shown instead of one past the end (`PageCorrection`).
 */
export function DroppedLinkNote({
  problems,
  page = null,
  filters,
}: {
  problems: readonly LinkProblem[];
  page?: PageCorrection | null;
  filters: readonly ResourceFilter[];
}) {
  const { t } = useTranslation('resource');
  if (problems.length === 0 && page === null) return null;
  const labels = new Map<string, FilterName>([
    ['page', { label: t('list.linkPageName'), date: false }],
    ['pageSize', { label: t('pagination.pageSize'), date: false }],
    ['sort', { label: t('list.linkSortName'), date: false }],
    ...filters.flatMap(namesOf),
  ]);
  const sentence = ({ key, reason }: LinkProblem) => {
    const known = labels.get(key);
    const name = NAME_SLOT;
    if (reason === 'unknownName') return t('list.linkUnknownName', { name });
    if (reason === 'repeated') return t('list.linkRepeated', { name });
    return known?.date ? t('list.linkInvalidDate', { name }) : t('list.linkInvalidValue', { name });
  };
  // A name the list does not know is said as the link has it: page and sort are known only to lists that have them.
  const nameOf = ({ key, reason }: LinkProblem) =>
    (reason === 'unknownName' ? undefined : labels.get(key)?.label) ?? shortened(key);
  return (
    <div
      role="status"
      data-link-problems
      className="grid gap-1 rounded-md border bg-muted px-3 py-2 text-sm"
    >
      {problems.map((problem) => (
        <p key={problem.key} data-link-problem={problem.key}>
          {withIsolatedName(sentence(problem), nameOf(problem))}
        </p>
      ))}
      {page ? (
        <p data-page-correction>
          {page.empty
            ? t('list.linkPageMissingEmpty', { page: page.requested })
            : t('list.linkPageMissing', { page: page.requested, last: page.shown })}
        </p>
      ) : null}
    </div>
  );
}
