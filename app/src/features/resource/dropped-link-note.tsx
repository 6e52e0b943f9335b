import { useTranslation } from 'react-i18next';
import type { LinkProblem } from './list-state';
import type { ResourceFilter } from './resource-list';

/** Longer parameter names are cut: a link can carry any text, the note stays readable. */
const NAME_LENGTH = 60;

const shortened = (name: string) =>
  name.length > NAME_LENGTH ? `${name.slice(0, NAME_LENGTH - 1)}…` : name;

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
 * `linkProblems`): a filter by its label, a parameter the list has no label for by its name.
 */
export function DroppedLinkNote({
  problems,
  filters,
}: {
  problems: readonly LinkProblem[];
  filters: readonly ResourceFilter[];
}) {
  const { t } = useTranslation('resource');
  if (problems.length === 0) return null;
  const labels = new Map<string, FilterName>([
    ['pageSize', { label: t('pagination.pageSize'), date: false }],
    ...filters.flatMap(namesOf),
  ]);
  const sentence = ({ key, reason }: LinkProblem) => {
    const known = labels.get(key);
    const name = known?.label ?? shortened(key);
    if (reason === 'unknownName') return t('list.linkUnknownName', { name });
    return known?.date ? t('list.linkInvalidDate', { name }) : t('list.linkInvalidValue', { name });
  };
  return (
    <div
      role="status"
      data-link-problems
      className="grid gap-1 rounded-md border bg-muted px-3 py-2 text-sm"
    >
      {problems.map((problem) => (
        <p key={problem.key} data-link-problem={problem.key}>
          {sentence(problem)}
        </p>
      ))}
    </div>
  );
}
