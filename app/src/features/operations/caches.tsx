import { useApiClient, useLanguage } from '@console/admin-core/react';
import { type CacheInfo, operationsRoutes } from '@console/contract';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  Skeleton,
  TableScroll,
  toast,
} from '@console/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { QueryState } from '../analytics/query-state';
import { cachesQueryKey } from './api';
import { cacheDescription } from './cache-descriptions';
import { failureText } from './failure-text';
import { OperationsPage } from './operations-layout';
import { formatBytes, formatPercent } from './units';

/** /settings/caches: the server's response caches (health, hit rate, size, purge) and this console's. */
export default function CachesPage() {
  const { t } = useTranslation(['operations', 'common']);
  const { language } = useLanguage();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [purging, setPurging] = useState<CacheInfo | null>(null);
  const [clearingConsole, setClearingConsole] = useState(false);
  const query = useQuery({
    queryKey: cachesQueryKey,
    queryFn: ({ signal }) => client.call(operationsRoutes.caches, { signal }),
  });

  const purge = async () => {
    if (!purging) return;
    try {
      await client.call(operationsRoutes.purgeCache, { params: { name: purging.name } });
    } catch (error) {
      throw new Error(failureText(error, t));
    }
    toast.success(t('caches.purged', { name: purging.name }));
    await queryClient.invalidateQueries({ queryKey: cachesQueryKey });
  };

  const clearConsoleCache = () => {
    // Drops every cached answer of this tab; the open screens fetch theirs again.
    queryClient.clear();
    toast.success(t('caches.console.cleared'));
    void query.refetch();
  };

  return (
    <OperationsPage title={t('caches.title')} description={t('caches.description')}>
      <QueryState
        query={query}
        loading={<Skeleton className="h-48" />}
        isEmpty={(caches) => caches.length === 0}
        emptyTitle={t('caches.empty')}
      >
        {(caches) => (
          // The visually hidden header of the last column is positioned against this box (it is
          // `relative`), which clips it, rather than against the page, which it would widen on a phone.
          <TableScroll label={t('caches.tableLabel')}>
            <table className="w-full text-sm">
              <caption className="sr-only">{t('caches.tableLabel')}</caption>
              <thead className="bg-muted/50 text-left">
                <tr>
                  <th scope="col" className="p-3 font-medium">
                    {t('caches.fields.name')}
                  </th>
                  <th scope="col" className="p-3 font-medium">
                    {t('caches.fields.health')}
                  </th>
                  <th scope="col" className="p-3 text-right font-medium">
                    {t('caches.fields.hitRate')}
                  </th>
                  <th scope="col" className="p-3 text-right font-medium">
                    {t('caches.fields.entries')}
                  </th>
                  <th scope="col" className="p-3 text-right font-medium">
                    {t('caches.fields.size')}
                  </th>
                  <th scope="col" className="p-3 text-right font-medium">
                    {t('caches.fields.ttl')}
                  </th>
                  <th scope="col" className="p-3">
                    <span className="sr-only">{t('caches.fields.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {caches.map((cache) => (
                  <tr key={cache.name} className="border-t">
                    <th scope="row" className="p-3 text-left font-normal">
                      <span className="font-medium">{cache.name}</span>
                      <span className="block text-xs text-muted-foreground">
                        {cacheDescription(cache, t)}
                      </span>
                    </th>
                    <td className="p-3">
                      <Badge status={cache.health}>{t(`caches.health.${cache.health}`)}</Badge>
                    </td>
                    <td className="p-3 text-right tabular-nums">
                      {cache.hitRate === null ? '—' : formatPercent(cache.hitRate, language)}
                    </td>
                    <td className="p-3 text-right tabular-nums">
                      {formatNumber(cache.entries, language)} /{' '}
                      {formatNumber(cache.maxEntries, language)}
                    </td>
                    <td className="p-3 text-right tabular-nums">
                      {formatBytes(cache.approximateBytes, language)}
                    </td>
                    <td className="p-3 text-right tabular-nums">
                      {t('caches.seconds', { count: cache.ttlSeconds })}
                    </td>
                    <td className="p-3 text-right">
                      <Button variant="outline" size="sm" onClick={() => setPurging(cache)}>
                        {t('caches.purge', { name: cache.name })}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </QueryState>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('caches.console.title')}</CardTitle>
          <CardDescription>{t('caches.console.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="outline" onClick={() => setClearingConsole(true)}>
            {t('caches.console.clear')}
          </Button>
        </CardContent>
      </Card>
      <ConfirmDialog
        open={purging !== null}
        onOpenChange={(open) => (open ? undefined : setPurging(null))}
        variant="destructive"
        title={t('caches.confirmPurge.title', { name: purging?.name ?? '' })}
        description={t('caches.confirmPurge.description')}
        confirmLabel={t('caches.confirmPurge.confirm')}
        cancelLabel={t('common:actions.cancel')}
        onConfirm={purge}
      />
      <ConfirmDialog
        open={clearingConsole}
        onOpenChange={setClearingConsole}
        title={t('caches.console.confirmTitle')}
        description={t('caches.console.description')}
        confirmLabel={t('caches.console.clear')}
        cancelLabel={t('common:actions.cancel')}
        onConfirm={clearConsoleCache}
      />
    </OperationsPage>
  );
}
