import { type ApiClient, hasPermission, type PermissionSubject } from '@console/admin-core';
import { useApiClient, useAuth, useLanguage } from '@console/admin-core/react';
import type { DashboardStats, RecentActivity } from '@console/contract';
import { dashboardEndpoints } from '@console/contract/constants';
import { Skeleton, StatCard } from '@console/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { preloadable } from '../../preloadable';
import { canOpenRoute, routeForPath } from '../../routes/derive';
import type { PagePrefetchContext } from '../../routes/pages';
import { renderRouterLink } from '../../shell/router-link';
import { ChartGrid } from '../analytics/chart-grid';
import { QueryError, QueryState } from '../analytics/query-state';
import { UtcDaysNote } from '../analytics/utc-days-note';
import { RecentActivityList } from './recent-activity';

// The charts sit below the fold: their code loads after the figures have painted.
const ActivityCharts = preloadable(() => import('../analytics/activity-charts'));

export const dashboardStatsQueryKey = ['dashboard', 'stats'] as const;
export const recentActivityQueryKey = ['dashboard', 'recent-activity'] as const;

// Unchecked (`client.request`, not `client.call` with the route's schema): validating would put
// zod on the dashboard's first paint, over its JavaScript budget (`scripts/size-budget.mjs`).
const uncheckedQuery = <T,>(
  client: ApiClient,
  queryKey: readonly string[],
  endpoint: { method: string; path: string },
) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => client.request<T>(endpoint.method, endpoint.path, { signal }),
  });

const dashboardStatsQuery = (client: ApiClient) =>
  uncheckedQuery<DashboardStats>(client, dashboardStatsQueryKey, dashboardEndpoints.stats);

const recentActivityQuery = (client: ApiClient) =>
  uncheckedQuery<RecentActivity[]>(
    client,
    recentActivityQueryKey,
    dashboardEndpoints.recentActivity,
  );

/** The latest activity names messaging-app users: only admins who may read them see it. */
const mayReadActivity = (user: PermissionSubject | null | undefined) =>
  hasPermission(user, 'users:read');

/** A first visit's figures, requested beside the console's code (`routes/preload-route.ts`). */
export const prefetch = ({ client, queryClient, user }: PagePrefetchContext) =>
  Promise.all([
    queryClient.prefetchQuery(dashboardStatsQuery(client)),
    mayReadActivity(user) ? queryClient.prefetchQuery(recentActivityQuery(client)) : null,
  ]);

/** A figure, and the list it counts when there is one (a card links to it for admins who may open it). */
type Figure = { key: string; value: (stats: DashboardStats) => number; list?: string };

const USERS: readonly Figure[] = [
  { key: 'total', value: (stats) => stats.totals.telegramUsers, list: '/telegram-users' },
  { key: 'newToday', value: (stats) => stats.today.newTelegramUsers },
  { key: 'activeToday', value: (stats) => stats.today.activeTelegramUsers },
  { key: 'completionsToday', value: (stats) => stats.today.completions },
];

const CONTENT: readonly Figure[] = [
  { key: 'goals', value: (stats) => stats.totals.goals, list: '/goals' },
  { key: 'challenges', value: (stats) => stats.totals.challenges, list: '/challenges' },
  { key: 'levels', value: (stats) => stats.totals.levels, list: '/levels' },
  { key: 'faq', value: (stats) => stats.totals.faq, list: '/faq' },
];

/** The figure's list, when the admin may open it. */
function listOf(figure: Figure, user: Parameters<typeof canOpenRoute>[0]): string | undefined {
  if (!figure.list) return undefined;
  const route = routeForPath(figure.list);
  return route && canOpenRoute(user, route) ? figure.list : undefined;
}

/**
 * Sections that start below the fold on a phone: the browser skips their style, layout and paint
 * until they near the viewport (`content-visibility: auto`), which keeps the first frame short.
 * They stay in the accessibility tree and in find-in-page; the size is a placeholder until they
 * have rendered once.
 */
const BELOW_THE_FOLD = 'grid gap-3 [content-visibility:auto] [contain-intrinsic-size:auto_18rem]';

const CHART_SKELETON = (
  <ChartGrid columns={3}>
    <Skeleton className="h-72" />
    <Skeleton className="h-72" />
    <Skeleton className="h-72" />
  </ChartGrid>
);

/** The landing page: the welcome heading, today's and overall figures, 30 days of activity, the latest activity. */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  const { language } = useLanguage();
  const client = useApiClient();
  const stats = useQuery(dashboardStatsQuery(client));
  const showsActivity = mayReadActivity(user);
  const activity = useQuery({ ...recentActivityQuery(client), enabled: showsActivity });

  const linkProps = (href: string | undefined) =>
    href === undefined ? {} : { href, renderLink: renderRouterLink };
  const figures = (figures: readonly Figure[], group: string) => (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {figures.map((figure) => (
        <StatCard
          key={figure.key}
          data-figure={figure.key}
          {...linkProps(listOf(figure, user))}
          title={t(`${group}.${figure.key}`)}
          value={stats.data ? formatNumber(figure.value(stats.data), language) : null}
          loading={stats.isPending}
          labels={{ loading: t('common:states.loading') }}
        />
      ))}
    </div>
  );

  return (
    <div className="grid gap-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">
          {t('welcome', { name: user?.name ?? '' })}
        </h1>
        <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
      </header>
      {stats.isError ? (
        <QueryError query={stats} />
      ) : (
        <>
          <section aria-labelledby="dashboard-users" className="grid gap-3">
            <h2 id="dashboard-users" className="text-lg font-semibold">
              {t('users.title')}
            </h2>
            <UtcDaysNote />
            {figures(USERS, 'users')}
          </section>
          <section aria-labelledby="dashboard-content" className="grid gap-3">
            <h2 id="dashboard-content" className="text-lg font-semibold">
              {t('content.title')}
            </h2>
            {figures(CONTENT, 'content')}
          </section>
          <section aria-labelledby="dashboard-activity" className={BELOW_THE_FOLD}>
            <h2 id="dashboard-activity" className="text-lg font-semibold">
              {t('activity.title')}
            </h2>
            <QueryState query={stats} loading={CHART_SKELETON}>
              {(data) => (
                <Suspense fallback={CHART_SKELETON}>
                  <ActivityCharts daily={data.last30Days} />
                </Suspense>
              )}
            </QueryState>
          </section>
          {showsActivity ? (
            <section aria-labelledby="dashboard-recent" className={BELOW_THE_FOLD}>
              <h2 id="dashboard-recent" className="text-lg font-semibold">
                {t('recent.title')}
              </h2>
              <QueryState
                query={activity}
                loading={<Skeleton className="h-64" />}
                isEmpty={(data) => data.length === 0}
                emptyTitle={t('recent.empty')}
              >
                {(data) => <RecentActivityList items={data} />}
              </QueryState>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
