import { useApiClient, useLanguage } from '@console/admin-core/react';
import { type Monitoring, operationsRoutes } from '@console/contract';
import { Badge, Button, Card, CardContent, Skeleton } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { PauseIcon, PlayIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../i18n/format';
import { QueryState } from '../analytics/query-state';
import { monitoringQueryKey } from './api';
import { OperationsPage } from './operations-layout';
import { formatBytes, formatMilliseconds, formatPercent, formatUptime } from './units';

/** How often the figures refresh while auto-refresh is on. */
export const MONITORING_REFRESH_MS = 10_000;

/** /settings/monitoring: the server's health, refreshed every 10 s unless paused. */
export default function MonitoringPage() {
  const { t } = useTranslation('operations');
  const { language } = useLanguage();
  const client = useApiClient();
  const [paused, setPaused] = useState(false);
  const query = useQuery({
    queryKey: monitoringQueryKey,
    queryFn: ({ signal }) => client.call(operationsRoutes.monitoring, { signal }),
    refetchInterval: paused ? false : MONITORING_REFRESH_MS,
  });

  return (
    <OperationsPage
      title={t('monitoring.title')}
      description={t('monitoring.description')}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          {query.dataUpdatedAt > 0 ? (
            <span className="text-sm text-muted-foreground" aria-live="polite">
              {t('monitoring.updatedAt', { time: formatDateTime(query.dataUpdatedAt, language) })}
            </span>
          ) : null}
          <Button variant="outline" aria-pressed={paused} onClick={() => setPaused(!paused)}>
            {paused ? <PlayIcon aria-hidden="true" /> : <PauseIcon aria-hidden="true" />}
            {paused ? t('monitoring.resume') : t('monitoring.pause')}
          </Button>
        </div>
      }
    >
      <QueryState
        query={query}
        loading={
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {Array.from({ length: 8 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
              <Skeleton key={index} className="h-28" />
            ))}
          </div>
        }
      >
        {(data) => <MonitoringFigures data={data} language={language} />}
      </QueryState>
    </OperationsPage>
  );
}

function MonitoringFigures({ data, language }: { data: Monitoring; language: string }) {
  const { t } = useTranslation('operations');
  const { database, memory, requests } = data;
  const none = t('monitoring.noData');
  return (
    <div className="grid gap-6">
      <p className="flex items-center gap-2 text-sm">
        <span className="font-medium">{t('monitoring.performance')}</span>
        <Badge status={data.performance}>{t(`monitoring.labels.${data.performance}`)}</Badge>
      </p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure title={t('monitoring.uptime')} value={formatUptime(data.uptimeSeconds, language)} />
        <Figure
          title={t('monitoring.version')}
          value={data.version}
          detail={t('monitoring.node', { version: data.nodeVersion })}
        />
        <Figure
          title={t('monitoring.database')}
          value={
            database.reachable && database.pingMs !== null
              ? formatMilliseconds(database.pingMs, language)
              : t('monitoring.unreachable')
          }
          detail={t('monitoring.databaseKind', { kind: database.kind })}
        />
        <Figure
          title={t('monitoring.pool')}
          value={`${formatNumber(database.pool.total, language)} / ${formatNumber(database.pool.max, language)}`}
          detail={t('monitoring.poolDetail', {
            idle: formatNumber(database.pool.idle, language),
            waiting: formatNumber(database.pool.waiting, language),
          })}
        />
        <Figure
          title={t('monitoring.memory')}
          value={formatBytes(memory.rssBytes, language)}
          detail={t('monitoring.heap', {
            used: formatBytes(memory.heapUsedBytes, language),
            total: formatBytes(memory.heapTotalBytes, language),
          })}
        />
        <Figure
          title={t('monitoring.requestRate')}
          value={t('monitoring.perMinute', {
            rate: formatNumber(requests.perMinute, language, { maximumFractionDigits: 1 }),
          })}
          detail={t('monitoring.window', {
            count: requests.windowSeconds,
            requests: t('monitoring.requests', { count: requests.count }),
          })}
        />
        <Figure
          title={t('monitoring.errorRate')}
          value={formatPercent(requests.errorRate, language)}
        />
        <Figure
          title={t('monitoring.p95')}
          value={requests.p95Ms === null ? none : formatMilliseconds(requests.p95Ms, language)}
          detail={t('monitoring.p50', {
            value: requests.p50Ms === null ? none : formatMilliseconds(requests.p50Ms, language),
          })}
        />
      </div>
    </div>
  );
}

/** One figure: its name, the value, and an optional detail line. */
function Figure({ title, value, detail }: { title: string; value: ReactNode; detail?: string }) {
  return (
    <Card>
      <CardContent className="grid gap-1">
        <p className="text-sm text-muted-foreground">{title}</p>
        <p className="text-2xl font-semibold tabular-nums">{value}</p>
        {detail ? <p className="text-xs text-muted-foreground">{detail}</p> : null}
      </CardContent>
    </Card>
  );
}
