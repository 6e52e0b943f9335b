import { useLanguage } from '@console/admin-core/react';
import type { DailyActivity } from '@console/contract';
import { LineChart } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { ChartCard } from './chart-card';
import {
  ACTIVITY_METRICS,
  dayAxisLabels,
  dayLabels,
  hasActivity,
  metricValues,
} from './chart-data';
import { ChartGrid } from './chart-grid';
import { chartLabels } from './chart-labels';

/**
 * One line chart per daily metric (signups, active users, challenge completions), each with its
 * table alternative. Shared by the dashboard (last 30 days, loaded lazily) and analytics.
 */
export function ActivityCharts({ daily }: { daily: readonly DailyActivity[] }) {
  const { t } = useTranslation('analytics');
  const { language } = useLanguage();
  const categories = dayLabels(daily, language);
  const axisLabels = dayAxisLabels(daily, language);
  const formatValue = (value: number) => formatNumber(value, language);
  const labels = chartLabels(t, t('chart.date'));
  return (
    <ChartGrid columns={3}>
      {ACTIVITY_METRICS.map((metric) => {
        const title = t(`activity.${metric}`);
        const values = metricValues(daily, metric);
        return (
          <ChartCard
            key={metric}
            title={title}
            isEmpty={!hasActivity(daily, metric)}
            emptyText={t('activity.empty')}
            table={{
              columns: [
                { id: 'date', header: t('chart.date') },
                { id: metric, header: title, numeric: true },
              ],
              rows: daily.map((day, index) => ({
                key: day.date,
                cells: [categories[index] ?? day.date, formatValue(day[metric])],
              })),
            }}
          >
            <LineChart
              title={title}
              categories={categories}
              axisLabels={axisLabels}
              series={[{ id: metric, label: title, values }]}
              formatValue={formatValue}
              labels={labels}
              height={200}
            />
          </ChartCard>
        );
      })}
    </ChartGrid>
  );
}

export default ActivityCharts;
