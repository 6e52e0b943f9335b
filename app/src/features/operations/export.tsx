import { useApiClient, useLanguage } from '@console/admin-core/react';
import { type ExportFormat, exportFormats } from '@console/contract';
import { Button, Card, CardContent, toast } from '@console/ui';
import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatNumber } from '../../i18n/format';
import { csvSeparatorFor } from '../resource';
import {
  type ExportableResource,
  exportableResources,
  exportRequestFromUrl,
  exportRoutes,
} from './export-request';
import { failureText } from './failure-text';
import { LabeledSelect } from './labeled-select';
import { OperationsPage } from './operations-layout';
import { progressRatio } from './stream-progress';
import { type StreamedExportRun, useStreamedExport } from './streamed-export';
import { formatBytes } from './units';

/**
 * /settings/export: streams an export (the list's filters when linked from a list), showing the
 * rows received against the announced total, and saves it as a file; cancellable.
 */
export default function ExportPage() {
  const { t } = useTranslation(['operations', 'common']);
  const { language } = useLanguage();
  const client = useApiClient();
  const [searchParams] = useSearchParams();
  const [initial] = useState(() => exportRequestFromUrl(searchParams));
  const [resource, setResource] = useState<ExportableResource>(initial.resource);
  const [format, setFormat] = useState<ExportFormat>(initial.format);
  // The list's filters apply to the resource they came with only.
  const filters = resource === initial.resource ? initial.filters : {};
  const { run, start: startExport, cancel } = useStreamedExport();

  const start = async () => {
    const ended = await startExport({
      // The filters were checked against the chosen resource's schema by exportRequestFromUrl,
      // and the client validates the query against the route before sending it.
      send: (signal) =>
        client.callRaw(exportRoutes[resource], {
          // CSV with the separator the admin's spreadsheet expects (`;` in de, fr, es, pt, ru).
          query: {
            ...filters,
            format,
            ...(format === 'csv' ? { separator: csvSeparatorFor(language) } : {}),
          },
          signal,
        }),
      format,
      fallbackName: `${resource}.${format}`,
    });
    if (ended.state === 'done') toast.success(t('export.saved', { name: ended.fileName }));
  };

  const running = run.state === 'running';
  const filterEntries = Object.entries(filters);

  return (
    <OperationsPage title={t('export.title')} description={t('export.description')}>
      <Card>
        <CardContent className="grid gap-4">
          <div className="flex flex-wrap items-end gap-4">
            <LabeledSelect
              label={t('export.resource')}
              value={resource}
              disabled={running}
              onChange={(value) => setResource(value as ExportableResource)}
              options={exportableResources.map((value) => ({
                value,
                label: t(`export.resources.${value}`),
              }))}
            />
            <LabeledSelect
              label={t('export.format')}
              value={format}
              disabled={running}
              onChange={(value) => setFormat(value as ExportFormat)}
              options={exportFormats.map((value) => ({
                value,
                label: t(`export.formats.${value}`),
              }))}
            />
            {running ? (
              <Button variant="outline" onClick={cancel}>
                {t('common:actions.cancel')}
              </Button>
            ) : (
              <Button onClick={() => void start()}>
                <DownloadIcon aria-hidden="true" />
                {t('export.start')}
              </Button>
            )}
          </div>
          <p className="text-sm text-muted-foreground">
            {filterEntries.length > 0
              ? t('export.withFilters', {
                  filters: filterEntries.map(([key, value]) => `${key}=${value}`).join(', '),
                })
              : t('export.allRows')}
          </p>
          <ExportStatus run={run} language={language} />
        </CardContent>
      </Card>
    </OperationsPage>
  );
}

function ExportStatus({ run, language }: { run: StreamedExportRun; language: string }) {
  const { t } = useTranslation(['operations', 'common']);
  if (run.state === 'idle') return null;
  if (run.state === 'cancelled') {
    return (
      <p role="status" className="text-sm">
        {t('export.cancelled')}
      </p>
    );
  }
  if (run.state === 'failed') {
    return (
      <p role="alert" className="text-sm text-destructive">
        {failureText(run.error, t)}
      </p>
    );
  }
  const { progress } = run;
  const ratio = progressRatio(progress);
  const rows =
    progress.total === null
      ? t('export.rows', { rows: formatNumber(progress.records, language) })
      : t('export.rowsOfTotal', {
          rows: formatNumber(progress.records, language),
          total: formatNumber(progress.total, language),
        });
  return (
    <div className="grid gap-2">
      <progress
        className="h-2 w-full"
        aria-label={t('export.progress')}
        max={1}
        {...(ratio === null ? {} : { value: ratio })}
      />
      <p role="status" className="text-sm">
        {run.state === 'done'
          ? t('export.done', {
              rows,
              size: formatBytes(progress.bytes, language),
              name: run.fileName,
            })
          : t('export.receiving', { rows, size: formatBytes(progress.bytes, language) })}
      </p>
    </div>
  );
}
