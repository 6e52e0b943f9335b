import { useLanguage, usePermissions } from '@console/admin-core/react';
import { type Goal, goalListQuerySchema } from '@console/contract';
import { Badge } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDate, formatNumber } from '../../i18n/format';
import {
  type DeleteBlock,
  type ListDefinition,
  Pictogram,
  type ResourceColumn,
  ResourceList,
} from '../resource';
import { activeFilter } from '../resource/active-filter';
import { usersOnGoalHref } from '../telegram-users/goal-filter';
import { challengeOverviewQueryKey, goalsQueryKey, useGoalApi } from './api';
import { useGoalLinks } from './links';

/** The goals list's URL as this page shows it: schema, default order and filters. */
export const goalsList = (t: TFunction): ListDefinition => ({
  schema: goalListQuerySchema,
  defaultSort: 'sortOrder:asc',
  filters: [{ kind: 'text', key: 'category', label: t('filters.category') }, activeFilter(t)],
});

/** /goals: every goal with its challenge count, filters, reordering and bulk delete. */
export default function GoalsListPage() {
  const { t } = useTranslation(['goals', 'resource']);
  const { language } = useLanguage();
  const { hasPermission } = usePermissions();
  const api = useGoalApi();
  const canWrite = hasPermission('goals:write');
  const canReadChallenges = hasPermission('challenges:read');
  const canWriteChallenges = hasPermission('challenges:write');
  const canReadTelegramUsers = hasPermission('users:read');
  const navigate = useNavigate();
  const links = useGoalLinks();
  const overview = useQuery({
    queryKey: challengeOverviewQueryKey,
    queryFn: ({ signal }) => api.overview(signal),
    enabled: canReadChallenges,
  });
  const challengeCounts = new Map(
    overview.data?.goals.map((goal) => [goal.goalId, goal.total] as const) ?? [],
  );
  // The server refuses to delete a goal that still has challenges; the list knows their count.
  const deleteBlocked = (goal: Goal): DeleteBlock | null => {
    const count = challengeCounts.get(goal.id) ?? 0;
    if (count === 0) return null;
    return {
      reason: t('shell:errorRules.goalHasChallenges', { count }),
      wayOut: canWriteChallenges
        ? { href: `/challenges/${goal.id}`, label: t('deleteBlocked.showChallenges') }
        : { note: t('deleteBlocked.askChallengeEditor') },
    };
  };

  const columns: ResourceColumn<Goal>[] = [
    {
      id: 'title',
      header: t('fields.title'),
      value: (goal) => goal.title,
      cell: (goal) => (
        <span className="font-medium">
          <Pictogram value={goal.icon} />
          {goal.title}
        </span>
      ),
      sortable: true,
    },
    {
      id: 'category',
      header: t('fields.category'),
      value: (goal) => goal.category,
      sortable: true,
    },
    {
      id: 'isActive',
      header: t('fields.isActive'),
      value: (goal) => goal.isActive,
      cell: (goal) => (
        <Badge status={goal.isActive ? 'active' : 'inactive'}>
          {t(goal.isActive ? 'status.active' : 'status.inactive')}
        </Badge>
      ),
    },
    ...(canReadChallenges
      ? [
          {
            id: 'challenges',
            header: t('columns.challenges'),
            align: 'end' as const,
            value: (goal: Goal) => challengeCounts.get(goal.id) ?? null,
            // Counted from the challenge overview, not a field of the goal.
            exportAs: null,
            cell: (goal: Goal) => {
              const count = challengeCounts.get(goal.id);
              if (count === undefined) return '';
              const href = links.challenges(goal.id);
              const text = formatNumber(count, language);
              return href ? (
                <Link
                  to={href}
                  aria-label={t('challengesOf', { count, goal: goal.title })}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {text}
                </Link>
              ) : (
                text
              );
            },
          },
        ]
      : []),
    {
      id: 'sortOrder',
      header: t('fields.sortOrder'),
      align: 'end',
      value: (goal) => goal.sortOrder,
      sortable: true,
    },
    {
      id: 'updatedAt',
      header: t('columns.updatedAt'),
      value: (goal) => goal.updatedAt,
      cell: (goal) => formatDate(goal.updatedAt, language),
      sortable: true,
    },
  ];

  return (
    <ResourceList<Goal>
      resource="goals"
      title={t('title')}
      description={t('description')}
      tableLabel={t('tableLabel')}
      rowLabel={(goal) => goal.title}
      {...goalsList(t)}
      queryKey={goalsQueryKey}
      alsoInvalidate={[challengeOverviewQueryKey]}
      fetchPage={api.fetchPage}
      columns={columns}
      export={{ resource: 'goals' }}
      canWrite={canWrite}
      create={{ href: '/goals/create', label: t('create') }}
      editHref={(goal) => `/goals/edit/${goal.id}`}
      deleteRow={api.remove}
      deleteBlocked={deleteBlocked}
      rowActions={
        canReadTelegramUsers
          ? () => [
              {
                label: t('usersOnGoal'),
                onSelect: (goal) => navigate(usersOnGoalHref(goal.id)),
              },
            ]
          : undefined
      }
      reorder={{
        scope: (state) => (Object.keys(state.filters).length === 0 ? {} : null),
        submit: (ids) => api.reorder(ids),
        hint: t('reorderHint'),
      }}
    />
  );
}
