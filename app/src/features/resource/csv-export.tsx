import { useLanguage } from '@console/admin-core/react';
import { Button, toast } from '@console/ui';
import { DownloadIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { failedWithTheSession } from '../../i18n/api-error';
import { formatNumber } from '../../i18n/format';
import { failureText } from '../operations/failure-text';
import { useStreamedExport } from '../operations/streamed-export';
import { formatBytes } from '../operations/units';

interface CsvExportButtonProps {
  /** Sends the list's export request: its current filter and search, its visible columns. */
  send(signal: AbortSignal): Promise<Response>;
  /** The file name when the server names none. */
  fallbackName: string;
}

/**
 * Exports every row matching the list's filter as CSV, streamed from the server's export route
 * into a file: a progress bar with the rows received of the total and the bytes so far, and a
 * button to cancel.
 */
export function CsvExportButton({ send, fallbackName }: CsvExportButtonProps) {
  const { t } = useTranslation('resource');
  const { language } = useLanguage();
  const { run, start, cancel } = useStreamedExport();

  const exportRows = async () => {
    const ended = await start({ send, format: 'csv', fallbackName });
    if (ended.state === 'done') {
      toast.success(t('export.done', { rows: formatNumber(ended.progress.records, language) }));
    } else if (ended.state === 'failed' && !failedWithTheSession(ended.error)) {
      toast.error(`${t('export.failed')}: ${failureText(ended.error, t)}`);
    }
  };

  if (run.state === 'running') {
    const { records, bytes, total } = run.progress;
    const size = formatBytes(bytes, language);
    return (
      <div className="flex items-center gap-2" data-slot="csv-export-progress">
        <progress
          className="h-2 w-32 accent-primary"
          aria-label={t('export.progressLabel')}
          max={total || 1}
          {...(total === null ? {} : { value: Math.min(records, total) })}
        />
        <span role="status" className="text-sm text-muted-foreground tabular-nums">
          {total === null
            ? t('export.progressNoTotal', { count: records, size })
            : t('export.progress', { loaded: formatNumber(records, language), count: total, size })}
        </span>
        <Button variant="ghost" size="sm" onClick={cancel}>
          {t('export.cancel')}
        </Button>
      </div>
    );
  }
  return (
    <Button variant="outline" size="sm" onClick={() => void exportRows()}>
      <DownloadIcon aria-hidden="true" />
      {t('export.button')}
    </Button>
  );
}
