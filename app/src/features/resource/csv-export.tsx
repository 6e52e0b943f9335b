import { Button, toast } from '@console/ui';
import { DownloadIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../i18n/api-error';
import { type CsvValue, csvFileName, downloadCsv, encodeCsv } from './csv';
import { type FetchPage, fetchAllPages } from './fetch-all';

export interface CsvColumn<T> {
  header: string;
  value(row: T): CsvValue;
}

interface CsvExportButtonProps<T> {
  /** Names the file: `<resource>-<date>.csv`. */
  resource: string;
  fetchPage: FetchPage<T>;
  /** The current filter and order (no page): every matching row is exported. */
  query: Record<string, string | number>;
  /** The visible columns, in table order. */
  columns: readonly CsvColumn<T>[];
}

/**
 * Exports every row matching the current filter, with the visible columns, as CSV. The rows are
 * fetched page by page (100 at a time) while a progress bar shows how far it got; it can be
 * cancelled.
 */
export function CsvExportButton<T>({
  resource,
  fetchPage,
  query,
  columns,
}: CsvExportButtonProps<T>) {
  const { t } = useTranslation('resource');
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    setProgress({ loaded: 0, total: 0 });
    try {
      const rows = await fetchAllPages(fetchPage, query, {
        signal: controller.signal,
        onProgress: (loaded, total) => setProgress({ loaded, total }),
      });
      const csv = encodeCsv(
        columns.map((column) => column.header),
        rows.map((row) => columns.map((column) => column.value(row))),
      );
      downloadCsv(csvFileName(resource), csv);
      toast.success(t('export.done', { count: rows.length }));
    } catch (error) {
      if (!controller.signal.aborted) {
        toast.error(`${t('export.failed')}: ${describeError(error, t).title}`);
      }
    } finally {
      if (running.current === controller) running.current = null;
      setProgress(null);
    }
  };

  if (progress) {
    return (
      <div className="flex items-center gap-2" data-slot="csv-export-progress">
        <progress
          className="h-2 w-32 accent-primary"
          aria-label={t('export.progressLabel')}
          max={progress.total || 1}
          value={progress.loaded}
        />
        <span role="status" className="text-sm text-muted-foreground tabular-nums">
          {t('export.progress', { loaded: progress.loaded, total: progress.total })}
        </span>
        <Button variant="ghost" size="sm" onClick={() => running.current?.abort()}>
          {t('export.cancel')}
        </Button>
      </div>
    );
  }
  return (
    <Button variant="outline" size="sm" onClick={() => void start()}>
      <DownloadIcon aria-hidden="true" />
      {t('export.button')}
    </Button>
  );
}
