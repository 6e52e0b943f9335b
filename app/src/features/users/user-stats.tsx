import { useLanguage } from '@console/admin-core/react';
import { ErrorState, StatCard } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeError, sentences } from '../../i18n/api-error';
import { formatNumber } from '../../i18n/format';
import { useAppUserApi, userStatsQueryKey } from './api';

/** The key figures above the users list: total, new today and the count per status. */
export function UserStats() {
  const { t } = useTranslation('users');
  const { language } = useLanguage();
  const api = useAppUserApi();
  const stats = useQuery({
    queryKey: userStatsQueryKey,
    queryFn: ({ signal }) => api.stats(signal),
  });
  if (stats.isError) {
    const failure = describeError(stats.error, t);
    return (
      <ErrorState
        title={t('stats.error')}
        description={sentences(failure.title, failure.detail, failure.hint)}
        onRetry={() => void stats.refetch()}
        retrying={stats.isFetching}
        retryLabel={t('common:actions.retry')}
        className="rounded-md border p-4"
      />
    );
  }
  const data = stats.data;
  const figures = [
    { key: 'total', value: data?.total },
    { key: 'newToday', value: data?.newToday },
    { key: 'active', value: data?.byStatus.active },
    { key: 'inactive', value: data?.byStatus.inactive },
    { key: 'banned', value: data?.byStatus.banned },
  ] as const;
  return (
    <section
      aria-label={t('stats.label')}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
    >
      {figures.map((figure) => (
        <StatCard
          key={figure.key}
          title={t(`stats.${figure.key}`)}
          value={figure.value === undefined ? '' : formatNumber(figure.value, language)}
          loading={stats.isPending}
          labels={{ loading: t('common:states.loading') }}
          data-stat={figure.key}
        />
      ))}
    </section>
  );
}
