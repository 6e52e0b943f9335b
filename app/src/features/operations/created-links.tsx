import { useLanguage } from '@console/admin-core/react';
import type { ImportResource } from '@console/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../i18n/format';
import { useGoalSummaries } from '../challenges/use-goal-summary';
import type { ParsedTable } from './column-mapping';
import {
  type CreatedRecord,
  createdListHrefs,
  createdRecordHref,
  MAX_CREATED_LINKS,
} from './created-records';
import { importRowLabel } from './import-labels';

export const createdLinkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/**
 * What an import created, to open: the list that shows the new records first (one per goal for
 * challenges) and, for an import of up to `MAX_CREATED_LINKS` records, each record by the
 * spreadsheet row it came from.
 */
export function CreatedLinks({
  resource,
  created,
  table,
}: {
  resource: ImportResource;
  created: readonly CreatedRecord[];
  /** The file's table, whose spreadsheet row numbers name the rows. */
  table: ParsedTable | null;
}) {
  const { t } = useTranslation('operations');
  const { language } = useLanguage();
  if (created.length === 0) return null;
  return (
    <div data-slot="import-created" className="grid gap-2 text-sm">
      <CreatedListLinks resource={resource} created={created} />
      {created.length <= MAX_CREATED_LINKS ? (
        <ul aria-label={t('import.createdRecords')} className="grid gap-1">
          {created.map((record) => (
            <li key={record.id}>
              <span className="text-muted-foreground">{importRowLabel(table, record.row, t)}</span>{' '}
              <Link to={createdRecordHref(resource, record.id)} className={createdLinkClass}>
                {record.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">
          {t('import.tooManyToList', {
            count: created.length,
            created: formatNumber(created.length, language),
            max: MAX_CREATED_LINKS,
          })}
        </p>
      )}
    </div>
  );
}

/**
 * The lists that show an import's created records first: one, or one per goal for challenges.
 */
export function CreatedListLinks({
  resource,
  created,
}: {
  resource: ImportResource;
  created: readonly CreatedRecord[];
}) {
  const { t } = useTranslation('operations');
  const lists = createdListHrefs(resource, created);
  if (lists.length === 0) return null;
  return (
    <ul className="grid gap-1">
      {lists.map((list) => (
        <li key={list.href}>
          <Link to={list.href} className={createdLinkClass}>
            {list.goalId === undefined ? (
              t(`import.openCreated.${resource}`)
            ) : (
              <GoalListLabel goalId={list.goalId} />
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** "The challenges of Run 5 km, newest first", the goal by its title once the goals are read. */
export function GoalListLabel({ goalId }: { goalId: number }) {
  const { t } = useTranslation('operations');
  const goals = useGoalSummaries();
  const goal = goals.data?.goals.find((summary) => summary.goalId === goalId);
  return <>{t('import.openCreated.challenges', { goal: goal?.goalTitle ?? `#${goalId}` })}</>;
}
