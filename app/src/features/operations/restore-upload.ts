import { ApiError, errorKindOf } from '@console/admin-core';
import {
  type BackupHead,
  backupHeadSchema,
  errorEnvelopeSchema,
  RESTORE_CONFIRMATION,
  type RestoreLine,
  type RestoreResult,
  restoreLineSchema,
} from '@console/contract';

/** How much of a chosen file is read to find its head (format, schemaVersion, createdAt). */
export const HEAD_BYTES = 4096;

export type BackupHeadCheck =
  | { ok: true; head: BackupHead }
  | { ok: false; problem: 'notJson' | 'notBackup' };

/**
 * Reads the head of a backup file from its first bytes: everything before the `tables` key, closed
 * and parsed as JSON, then checked as the head of a console backup. The rest of the file is never
 * read in the browser; the server checks it while it restores.
 */
export function checkBackupHead(start: string): BackupHeadCheck {
  const text = start.replace(/^\uFEFF/, '').trimStart();
  if (!text.startsWith('{')) return { ok: false, problem: 'notJson' };
  const tables = text.search(/"tables"\s*:/);
  if (tables < 0) return { ok: false, problem: 'notBackup' };
  let head: unknown;
  try {
    head = JSON.parse(`${text.slice(0, tables).replace(/,\s*$/, '')}}`);
  } catch {
    return { ok: false, problem: 'notJson' };
  }
  const checked = backupHeadSchema.safeParse(head);
  return checked.success ? { ok: true, head: checked.data } : { ok: false, problem: 'notBackup' };
}

/** Splits streamed text into complete lines; keeps the unfinished last one for the next piece. */
export function createLineSplitter() {
  let rest = '';
  return {
    push(text: string): string[] {
      const lines = (rest + text).split('\n');
      rest = lines.pop() ?? '';
      return lines.filter((line) => line.trim() !== '');
    },
    end(): string[] {
      const last = rest.trim();
      rest = '';
      return last ? [last] : [];
    },
  };
}

/** The restore's answer lines, each checked against the contract; anything else is refused. */
export function parseRestoreLine(text: string): RestoreLine {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError({ kind: 'invalid-response', method: 'POST' });
  }
  const line = restoreLineSchema.safeParse(value);
  if (!line.success) throw new ApiError({ kind: 'invalid-response', method: 'POST' });
  return line.data;
}

export interface RestoreUploadProgress {
  /** Bytes of the file sent so far. */
  readonly sent: number;
  readonly total: number;
}

export interface RestoreUploadOptions {
  /** `${prefix}/operations/restore`. */
  readonly url: string;
  readonly file: File;
  readonly token: string | null;
  readonly signal: AbortSignal;
  onUpload(progress: RestoreUploadProgress): void;
  /** Each `accepted` and `progress` line as it arrives. */
  onLine(line: RestoreLine): void;
}

/** An error answer before the restore began (the JSON error envelope and its status). */
export function refusal(status: number, text: string, url: string): ApiError {
  let envelope: ReturnType<typeof errorEnvelopeSchema.safeParse> | null = null;
  try {
    envelope = errorEnvelopeSchema.safeParse(JSON.parse(text));
  } catch {
    envelope = null;
  }
  const answer = envelope?.success ? envelope.data : null;
  return new ApiError({
    kind: errorKindOf(status, answer?.code ?? null),
    status,
    code: answer?.code ?? null,
    serverMessage: answer?.message ?? null,
    details: answer?.details,
    // The rule lets the console say the refusal in the admin's language.
    rule: answer?.rule,
    params: answer?.params,
    method: 'POST',
    url,
  });
}

/** The error line of a restore that was rolled back, as the error the app shows. */
export function lineError(line: Extract<RestoreLine, { type: 'error' }>, url: string): ApiError {
  return new ApiError({
    kind: errorKindOf(line.status, line.code),
    status: line.status,
    code: line.code,
    serverMessage: line.message,
    details: line.details,
    rule: line.rule,
    params: line.params,
    method: 'POST',
    url,
  });
}

/**
 * Uploads a backup file as the raw body of the restore (the browser streams the File from disk,
 * so its size does not matter) with XMLHttpRequest, the browser API that reports upload progress.
 * Reads the NDJSON answer as it arrives; resolves with the result line, rejects with an ApiError
 * carrying the server's message (a refusal before the restore, or the error line after it).
 */
export function uploadBackup(options: RestoreUploadOptions): Promise<RestoreResult> {
  const { file, signal } = options;
  const url = `${options.url}?confirm=${RESTORE_CONFIRMATION}`;
  return new Promise<RestoreResult>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const lines = createLineSplitter();
    let read = 0;
    let outcome: RestoreLine | null = null;
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      reject(error);
      xhr.abort();
    };
    /** New complete lines of the answer so far (only once it is the NDJSON of an accepted restore). */
    const readLines = (final: boolean) => {
      if (xhr.status !== 200) return;
      const text = xhr.responseText;
      const fresh = lines.push(text.slice(read));
      read = text.length;
      if (final) fresh.push(...lines.end());
      for (const raw of fresh) {
        const line = parseRestoreLine(raw);
        if (line.type === 'result' || line.type === 'error') outcome = line;
        else options.onLine(line);
      }
    };
    const onAbort = () => {
      fail(new ApiError({ kind: 'aborted', method: 'POST', url }));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    const done = () => signal.removeEventListener('abort', onAbort);

    xhr.open('POST', url);
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Accept', 'application/x-ndjson, application/json');
    if (options.token) xhr.setRequestHeader('Authorization', `Bearer ${options.token}`);
    xhr.upload.onprogress = (event) => {
      options.onUpload({
        sent: event.loaded,
        total: event.lengthComputable ? event.total : file.size,
      });
    };
    xhr.upload.onload = () => options.onUpload({ sent: file.size, total: file.size });
    xhr.onprogress = () => {
      try {
        readLines(false);
      } catch (error) {
        fail(error);
        return;
      }
      // Rolled back already: no need to send the rest of the file.
      const last = outcome as RestoreLine | null;
      if (last?.type === 'error') {
        done();
        fail(lineError(last, url));
      }
    };
    xhr.onerror = () => {
      done();
      fail(new ApiError({ kind: 'network', method: 'POST', url }));
    };
    xhr.onload = () => {
      done();
      if (failed) return;
      if (xhr.status !== 200) {
        fail(refusal(xhr.status, xhr.responseText, url));
        return;
      }
      try {
        readLines(true);
      } catch (error) {
        fail(error);
        return;
      }
      const last = outcome as RestoreLine | null;
      if (last?.type === 'result') {
        resolve(last.result);
      } else if (last?.type === 'error') {
        fail(lineError(last, url));
      } else {
        // The answer ended without its last line: the server stopped midway.
        fail(new ApiError({ kind: 'network', method: 'POST', url }));
      }
    };
    xhr.send(file);
  });
}
