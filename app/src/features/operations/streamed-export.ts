import { EXPORT_TOTAL_HEADER, type ExportFormat } from '@console/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  attachmentFileName,
  parseTotalHeader,
  readWithProgress,
  type StreamProgress,
  saveFile,
} from './stream-progress';

export type StreamedExportRun =
  | { state: 'idle' }
  | { state: 'running'; progress: StreamProgress }
  | { state: 'done'; progress: StreamProgress; fileName: string }
  | { state: 'cancelled' }
  | { state: 'failed'; error: unknown };

export interface StreamedExportRequest {
  /** Sends the request (a contract route through the API client) with the run's abort signal. */
  send(signal: AbortSignal): Promise<Response>;
  /** The file's format: its MIME type, and how its records are counted. */
  format: ExportFormat;
  /**
   * Whether to count the records as they arrive (default true). A backup is one document, not
   * rows: it shows bytes only, and its gigabytes are not decoded as text on the way.
   */
  countRecords?: boolean;
  /** The file name when the answer names none. */
  fallbackName: string;
}

const mimeTypes: Record<ExportFormat, string> = {
  csv: 'text/csv',
  ndjson: 'application/x-ndjson',
  json: 'application/json',
};

/** Progress re-renders at most this often while the file streams in (and once at the end). */
const PROGRESS_INTERVAL_MS = 100;

/**
 * Downloads a streamed export into a file: rows received against the server's `x-total-count` and
 * bytes as it arrives, cancellable, aborted when the component goes away; the file is named by the
 * answer's content-disposition. Used by the Export screen, by every list's "Export CSV" and by the
 * backup download (bytes only). `start` answers how the run ended.
 */
export function useStreamedExport() {
  const [run, setRun] = useState<StreamedExportRun>({ state: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async ({
      send,
      format,
      countRecords = true,
      fallbackName,
    }: StreamedExportRequest): Promise<StreamedExportRun> => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const finish = (next: StreamedExportRun) => {
        if (controller.current === abort) {
          controller.current = null;
          setRun(next);
        }
        return next;
      };
      setRun({ state: 'running', progress: { bytes: 0, records: 0, total: null } });
      try {
        const response = await send(abort.signal);
        const total = parseTotalHeader(response.headers.get(EXPORT_TOTAL_HEADER));
        let last: StreamProgress = { bytes: 0, records: 0, total };
        setRun({ state: 'running', progress: last });
        let shownAt = 0;
        const parts = response.body
          ? await readWithProgress(
              response.body,
              countRecords ? format : null,
              total,
              (progress) => {
                last = progress;
                const now = performance.now();
                if (now - shownAt < PROGRESS_INTERVAL_MS) return;
                shownAt = now;
                setRun({ state: 'running', progress });
              },
            )
          : [await response.blob()];
        abort.signal.throwIfAborted();
        const fileName =
          attachmentFileName(response.headers.get('content-disposition')) ?? fallbackName;
        saveFile(parts, fileName, mimeTypes[format]);
        return finish({ state: 'done', progress: last, fileName });
      } catch (error) {
        return finish(abort.signal.aborted ? { state: 'cancelled' } : { state: 'failed', error });
      }
    },
    [],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { run, start, cancel };
}
