import { useLanguage } from '@console/admin-core/react';
import type { ChallengeGoalSummary } from '@console/contract';
import { Badge, Card, CardContent, DataTable, ErrorState } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError, sentences } from '../../i18n/api-error';
import { formatNumber } from '../../i18n/format';
import { Pictogram } from '../resource';
import { challengeOverviewQueryKey, useChallengeApi } from './api';

/** /challenges: every goal with its challenge counts, each linking to the goal's challenges. */
export default function ChallengesOverviewPage() {
  const { t } = useTranslation(['challenges', 'resource']);
  const { language } = useLanguage();
  const api = useChallengeApi();
  const overview = useQuery({
    queryKey: challengeOverviewQueryKey,
    queryFn: ({ signal }) => api.overview(signal),
  });
  const number = (value: number) => formatNumber(value, language);
  const failure = overview.isError ? describeError(overview.error, t) : null;

  const columns: ColumnDef<ChallengeGoalSummary>[] = [
    {
      id: 'goal',
      header: t('overview.goal'),
      cell: ({ row }) => (
        <Link
          to={`/challenges/${row.original.goalId}`}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          <Pictogram value={row.original.goalIcon} />
          {row.original.goalTitle}
        </Link>
      ),
    },
    {
      id: 'category',
      header: t('overview.category'),
      cell: ({ row }) => row.original.goalCategory,
    },
    {
      id: 'status',
      header: t('overview.goalStatus'),
      cell: ({ row }) => (
        <Badge status={row.original.goalIsActive ? 'active' : 'inactive'}>
          {t(row.original.goalIsActive ? 'status.active' : 'status.inactive')}
        </Badge>
      ),
    },
    ...(['total', 'active'] as const).map(
      (key): ColumnDef<ChallengeGoalSummary> => ({
        id: key,
        header: t(`overview.${key}`),
        meta: { align: 'end' },
        cell: ({ row }) => number(row.original[key]),
      }),
    ),
    ...(['easy', 'medium', 'hard'] as const).map(
      (key): ColumnDef<ChallengeGoalSummary> => ({
        id: key,
        header: t(`difficulty.${key}`),
        meta: { align: 'end' },
        cell: ({ row }) => number(row.original.byDifficulty[key]),
      }),
    ),
    {
      id: 'totalXp',
      header: t('overview.totalXp'),
      meta: { align: 'end' },
      cell: ({ row }) => number(row.original.totalXp),
    },
  ];

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('overview.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('overview.description')}</p>
      </header>
      {overview.data ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Card>
            <CardContent>
              <p className="text-sm text-muted-foreground">{t('overview.totalChallenges')}</p>
              <p className="text-2xl font-semibold">{number(overview.data.totalChallenges)}</p>
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <p className="text-sm text-muted-foreground">{t('overview.activeChallenges')}</p>
              <p className="text-2xl font-semibold">{number(overview.data.activeChallenges)}</p>
            </CardContent>
          </Card>
        </div>
      ) : null}
      {failure ? (
        <ErrorState
          title={failure.title}
          description={sentences(failure.detail, failure.hint)}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
          retryLabel={t('common:actions.retry')}
        />
      ) : (
        <DataTable<ChallengeGoalSummary>
          label={t('overview.tableLabel')}
          columns={columns}
          data={overview.data?.goals ?? []}
          getRowId={(goal) => String(goal.goalId)}
          getRowLabel={(goal) => goal.goalTitle}
          loading={overview.isPending}
          labels={{
            loading: t('common:states.loading'),
            emptyTitle: t('overview.empty'),
            columns: t('resource:table.columns'),
            errorTitle: t('common:errors.generic'),
            retry: t('common:actions.retry'),
          }}
        />
      )}
    </div>
  );
}
