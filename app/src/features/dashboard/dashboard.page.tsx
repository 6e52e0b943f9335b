import { useApiClient, useAuth, useLanguage } from '@console/admin-core/react';
import { dashboardRoutes } from '@console/contract';
import { ErrorState, StatCard } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../i18n/api-error';
import { formatNumber } from '../../i18n/format';

const TOTALS = ['telegramUsers', 'goals', 'challenges', 'levels', 'faq'] as const;

export const dashboardStatsQueryKey = ['dashboard', 'stats'] as const;

/** The landing page: the welcome heading and the console's totals. */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  const { language } = useLanguage();
  const client = useApiClient();
  const stats = useQuery({
    queryKey: dashboardStatsQueryKey,
    queryFn: ({ signal }) => client.call(dashboardRoutes.stats, { signal }),
  });

  const failure = stats.isError ? describeError(stats.error, t) : null;

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">
          {t('welcome', { name: user?.name ?? '' })}
        </h1>
        <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
      </header>
      <section aria-labelledby="dashboard-totals" className="grid gap-3">
        <h2 id="dashboard-totals" className="text-lg font-semibold">
          {t('totals.title')}
        </h2>
        {failure ? (
          <ErrorState
            title={failure.title}
            description={[failure.detail, failure.hint].filter(Boolean).join(' ')}
            onRetry={() => void stats.refetch()}
            retrying={stats.isFetching}
            retryLabel={t('common:actions.retry')}
          />
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {TOTALS.map((total) => (
              <StatCard
                key={total}
                title={t(`totals.${total}`)}
                value={stats.data ? formatNumber(stats.data.totals[total], language) : null}
                loading={stats.isPending}
                labels={{ loading: t('common:states.loading') }}
              />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
