import { useLanguage, usePermissions } from '@console/admin-core/react';
import { type Challenge, challengeDifficulties, challengeListQuerySchema } from '@console/contract';
import { Badge, Button } from '@console/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDate, formatNumber } from '../../i18n/format';
import { useGoalLinks } from '../goals/links';
import { type ListDefinition, parseIdParam, type ResourceColumn, ResourceList } from '../resource';
import { activeFilter } from '../resource/active-filter';
import { challengesQueryKey, goalChallengesQueryKey, useChallengeApi } from './api';
import { GoalNotFound } from './goal-not-found';
import { useGoalSummary } from './use-goal-summary';

/** The a goal's challenges list's URL as this page shows it: schema, default order and filters. */
export const challengesList = (t: TFunction): ListDefinition => ({
  schema: challengeListQuerySchema,
  defaultSort: 'sortOrder:asc',
  filters: [
    {
      kind: 'select',
      key: 'difficulty',
      label: t('fields.difficulty'),
      options: challengeDifficulties.map((level) => ({
        value: level,
        label: t(`difficulty.${level}`),
      })),
    },
    activeFilter(t),
  ],
});

/** /challenges/:goalId: the challenges of one goal, in their order within it. */
export default function GoalChallengesPage() {
  const { t } = useTranslation(['challenges', 'resource']);
  const { language } = useLanguage();
  const { hasPermission } = usePermissions();
  const api = useChallengeApi();
  const goalId = parseIdParam(useParams().goalId);
  const { overview, goal } = useGoalSummary(goalId);
  const goalLinks = useGoalLinks();

  if (goalId === null || (overview.isSuccess && !goal)) {
    return <GoalNotFound />;
  }

  const goalHref = goal ? goalLinks.goal({ id: goal.goalId, title: goal.goalTitle }) : null;
  const columns: ResourceColumn<Challenge>[] = [
    {
      id: 'title',
      header: t('fields.title'),
      value: (challenge) => challenge.title,
      cell: (challenge) => <span className="font-medium">{challenge.title}</span>,
      sortable: true,
    },
    {
      id: 'difficulty',
      header: t('fields.difficulty'),
      value: (challenge) => challenge.difficulty,
      cell: (challenge) => t(`difficulty.${challenge.difficulty}`),
      sortable: true,
    },
    {
      id: 'xpReward',
      header: t('fields.xpReward'),
      align: 'end',
      value: (challenge) => challenge.xpReward,
      cell: (challenge) => formatNumber(challenge.xpReward, language),
      sortable: true,
    },
    {
      id: 'durationDays',
      header: t('fields.durationDays'),
      align: 'end',
      value: (challenge) => challenge.durationDays,
      sortable: true,
    },
    {
      id: 'isActive',
      header: t('fields.isActive'),
      value: (challenge) => challenge.isActive,
      cell: (challenge) => (
        <Badge status={challenge.isActive ? 'active' : 'inactive'}>
          {t(challenge.isActive ? 'status.active' : 'status.inactive')}
        </Badge>
      ),
    },
    {
      id: 'sortOrder',
      header: t('fields.sortOrder'),
      align: 'end',
      value: (challenge) => challenge.sortOrder,
      sortable: true,
    },
    {
      id: 'createdAt',
      header: t('columns.createdAt'),
      value: (challenge) => challenge.createdAt,
      cell: (challenge) => formatDate(challenge.createdAt, language),
      sortable: true,
      hiddenByDefault: true,
    },
  ];

  return (
    <ResourceList<Challenge>
      resource="challenges"
      title={goal ? t('goalTitle', { goal: goal.goalTitle }) : t('goalTitleLoading')}
      description={t('goalDescription')}
      tableLabel={t('tableLabel')}
      rowLabel={(challenge) => challenge.title}
      {...challengesList(t)}
      queryKey={goalChallengesQueryKey(goalId)}
      alsoInvalidate={[challengesQueryKey]}
      fetchPage={api.pageFetcher(goalId)}
      columns={columns}
      export={{ resource: 'challenges', query: (filter) => ({ ...filter, goalId }) }}
      canWrite={hasPermission('challenges:write')}
      create={{ href: `/challenges/${goalId}/new`, label: t('create') }}
      editHref={(challenge) => `/challenges/edit/${challenge.id}`}
      deleteRow={api.remove}
      reorder={{
        scope: (state) => (Object.keys(state.filters).length === 0 ? {} : null),
        submit: (ids) => api.reorder(goalId, ids),
        hint: t('reorderHint'),
      }}
      headerExtra={
        <>
          {goalHref ? (
            <Button asChild variant="outline">
              <Link to={goalHref}>{t('openGoal')}</Link>
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <Link to="/challenges">{t('overview.back')}</Link>
          </Button>
        </>
      }
    />
  );
}
