import { useApiClient, useLanguage } from '@console/admin-core/react';
import { type Analytics, analyticsRoutes } from '@console/contract';
import { BarChart, Skeleton, StatCard } from '@console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatNumber } from '../../i18n/format';
import { ActivityCharts } from './activity-charts';
import { ChartCard } from './chart-card';
import { goalRates, levelBars } from './chart-data';
import { ChartGrid } from './chart-grid';
import { chartLabels } from './chart-labels';
import { QueryState } from './query-state';
import {
  type AnalyticsRange,
  parseRange,
  type RangeProblem,
  rangeDates,
  rangeProblem,
  rangeSearchParams,
} from './range';
import { RangePicker } from './range-picker';
import { UtcDaysNote } from './utc-days-note';

const LOADING = (
  <>
    <div className="grid grid-cols-2 gap-3 sm:gap-4">
      <Skeleton className="h-28" />
      <Skeleton className="h-28" />
    </div>
    <ChartGrid columns={3}>
      <Skeleton className="h-72" />
      <Skeleton className="h-72" />
      <Skeleton className="h-72" />
    </ChartGrid>
    <ChartGrid columns={2}>
      <Skeleton className="h-80" />
      <Skeleton className="h-80" />
    </ChartGrid>
  </>
);

/**
 * The range in the URL; a URL asking for an invalid range is rewritten to the range it shows. What
 * was wrong with it stays said while the URL is that rewrite, until the admin picks a range.
 */
function useRangeInUrl(): [AnalyticsRange, (range: AnalyticsRange) => void, RangeProblem | null] {
  const [params, setParams] = useSearchParams();
  const [note, setNote] = useState<{ problem: RangeProblem; shown: string } | null>(null);
  const range = parseRange(params);
  const canonical = rangeSearchParams(range).toString();
  const current = params.toString();
  useEffect(() => {
    if (current !== '' && current !== canonical) {
      const problem = rangeProblem(new URLSearchParams(current));
      setNote(problem ? { problem, shown: canonical } : null);
      setParams(new URLSearchParams(canonical), { replace: true });
    }
  }, [current, canonical, setParams]);
  const choose = (next: AnalyticsRange) => {
    setNote(null);
    setParams(rangeSearchParams(next));
  };
  const problem = rangeProblem(params) ?? (note?.shown === current ? note.problem : null);
  return [range, choose, problem];
}

/** /analytics: activity, level distribution and goal completion rates over a chosen date range. */
export default function AnalyticsPage() {
  const { t } = useTranslation('analytics');
  const client = useApiClient();
  const [range, setRange, problem] = useRangeInUrl();
  const dates = rangeDates(range, new Date());
  const analytics = useQuery({
    queryKey: ['analytics', dates.from, dates.to],
    queryFn: ({ signal }) => client.call(analyticsRoutes.get, { query: dates, signal }),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
      </header>
      <div className="grid gap-2">
        <RangePicker
          key={`${dates.from}/${dates.to}`}
          range={range}
          dates={dates}
          onChange={setRange}
        />
        {problem ? (
          <p role="alert" data-range-problem={problem} className="text-sm text-destructive">
            {t(`range.linkProblem.${problem}`)}{' '}
            {t('range.shownInstead', {
              shown: range.kind === 'preset' ? t(`range.last${range.days}`) : t('range.custom'),
            })}
          </p>
        ) : null}
        <UtcDaysNote />
      </div>
      <div className="grid gap-6" aria-busy={analytics.isFetching || undefined}>
        <QueryState query={analytics} loading={LOADING}>
          {(data) => <AnalyticsContent data={data} />}
        </QueryState>
      </div>
    </div>
  );
}

function AnalyticsContent({ data }: { data: Analytics }) {
  const { t } = useTranslation('analytics');
  const { language } = useLanguage();
  const count = (value: number) => formatNumber(value, language);
  const percent = (share: number) =>
    formatNumber(share, language, { style: 'percent', maximumFractionDigits: 1 });
  const levels = levelBars(data.levelDistribution);
  const levelName = (level: (typeof levels)[number]) =>
    level.name ?? t('levels.unnamed', { level: level.level });
  const goals = goalRates(data.goalCompletion);

  return (
    <>
      <section aria-labelledby="analytics-totals" className="grid gap-3">
        <h2 id="analytics-totals" className="text-lg font-semibold">
          {t('totals.title')}
        </h2>
        <div className="grid grid-cols-2 gap-3 sm:gap-4">
          <StatCard
            data-figure="signups"
            title={t('totals.signups')}
            value={count(data.totals.signups)}
          />
          <StatCard
            data-figure="completions"
            title={t('totals.completions')}
            value={count(data.totals.completions)}
          />
        </div>
      </section>
      <section aria-labelledby="analytics-activity" className="grid gap-3">
        <h2 id="analytics-activity" className="text-lg font-semibold">
          {t('activity.title')}
        </h2>
        <ActivityCharts daily={data.daily} />
      </section>
      <section aria-labelledby="analytics-progress" className="grid gap-3">
        <h2 id="analytics-progress" className="text-lg font-semibold">
          {t('progress.title')}
        </h2>
        <ChartGrid columns={2}>
          <ChartCard
            title={t('levels.title')}
            description={t('levels.description')}
            isEmpty={levels.every((level) => level.users === 0)}
            emptyText={t('levels.empty')}
            table={{
              columns: [
                { id: 'level', header: t('levels.level') },
                { id: 'users', header: t('levels.users'), numeric: true },
              ],
              rows: levels.map((level) => ({
                key: level.key,
                cells: [levelName(level), count(level.users)],
              })),
            }}
          >
            <BarChart
              title={t('levels.title')}
              categories={levels.map(levelName)}
              series={[
                { id: 'users', label: t('levels.users'), values: levels.map((l) => l.users) },
              ]}
              formatValue={count}
              labels={chartLabels(t, t('levels.level'))}
            />
          </ChartCard>
          <ChartCard
            title={t('goals.title')}
            description={t('goals.description')}
            isEmpty={goals.length === 0}
            emptyText={t('goals.empty')}
            table={{
              columns: [
                { id: 'goal', header: t('goals.goal') },
                { id: 'started', header: t('goals.started'), numeric: true },
                { id: 'completed', header: t('goals.completed'), numeric: true },
                { id: 'rate', header: t('goals.rate'), numeric: true },
              ],
              rows: goals.map((goal) => ({
                key: String(goal.goalId),
                cells: [
                  goal.goalTitle,
                  count(goal.started),
                  count(goal.completed),
                  percent(goal.rate),
                ],
              })),
            }}
          >
            <BarChart
              title={t('goals.title')}
              orientation="horizontal"
              categories={goals.map((goal) => goal.goalTitle)}
              series={[{ id: 'rate', label: t('goals.rate'), values: goals.map((g) => g.rate) }]}
              formatValue={percent}
              height={Math.max(160, goals.length * 36 + 40)}
              labels={chartLabels(t, t('goals.goal'))}
            />
          </ChartCard>
        </ChartGrid>
      </section>
    </>
  );
}
