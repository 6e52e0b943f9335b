import { useApiClient, useLanguage } from '@console/admin-core/react';
import { EXPORT_TOTAL_HEADER, type ExportFormat, exportFormats } from '@console/contract';
import { Button, Card, CardContent, toast } from '@console/ui';
import { DownloadIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatNumber } from '../../i18n/format';
import {
  type ExportableResource,
  exportableResources,
  exportRequestFromUrl,
  exportRoutes,
} from './export-request';
import { failureText } from './failure-text';
import { LabeledSelect } from './labeled-select';
import { OperationsPage } from './operations-layout';
import {
  attachmentFileName,
  parseTotalHeader,
  progressRatio,
  readWithProgress,
  type StreamProgress,
  saveFile,
} from './stream-progress';
import { formatBytes } from './units';

type ExportRun =
  | { state: 'idle' }
  | { state: 'running'; progress: StreamProgress }
  | { state: 'done'; progress: StreamProgress; fileName: string }
  | { state: 'cancelled' }
  | { state: 'failed'; message: string };

const mimeTypes: Record<ExportFormat, string> = {
  csv: 'text/csv',
  ndjson: 'application/x-ndjson',
  json: 'application/json',
};

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
  const [run, setRun] = useState<ExportRun>({ state: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setRun({ state: 'running', progress: { bytes: 0, records: 0, total: null } });
    try {
      // The filters were checked against the chosen resource's schema by exportRequestFromUrl, and
      // the client validates the query against the route before sending it.
      const response = await client.callRaw(exportRoutes[resource], {
        query: { ...filters, format },
        signal: abort.signal,
      });
      const total = parseTotalHeader(response.headers.get(EXPORT_TOTAL_HEADER));
      if (!response.body) throw new Error(t('export.noBody'));
      let last: StreamProgress = { bytes: 0, records: 0, total };
      const chunks = await readWithProgress(response.body, format, total, (progress) => {
        last = progress;
        setRun({ state: 'running', progress });
      });
      const fileName =
        attachmentFileName(response.headers.get('content-disposition')) ?? `${resource}.${format}`;
      saveFile(chunks as BlobPart[], fileName, mimeTypes[format]);
      setRun({ state: 'done', progress: last, fileName });
      toast.success(t('export.saved', { name: fileName }));
    } catch (error) {
      if (abort.signal.aborted) {
        setRun({ state: 'cancelled' });
        return;
      }
      setRun({ state: 'failed', message: failureText(error, t) });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
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
              <Button variant="outline" onClick={() => controller.current?.abort()}>
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

function ExportStatus({ run, language }: { run: ExportRun; language: string }) {
  const { t } = useTranslation('operations');
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
        {run.message}
      </p>
    );
  }
  const { progress } = run;
  const ratio = progressRatio(progress);
  const rows =
    progress.total === null
      ? t('export.rows', { count: progress.records })
      : t('export.rowsOfTotal', {
          count: progress.records,
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
