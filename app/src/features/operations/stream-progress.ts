import type { ExportFormat } from '@console/contract';

/**
 * Counts the records of an export as its text streams in, chunk by chunk, without keeping it:
 * CSV lines outside quoted cells (minus the header line), NDJSON lines, and the objects at the top
 * level of a JSON array (outside strings).
 */
export function createRecordCounter(format: ExportFormat) {
  let records = 0;
  let inString = false;
  let escaped = false;
  let depth = 0;

  const countCsv = (text: string) => {
    for (const char of text) {
      if (char === '"') inString = !inString;
      else if (char === '\n' && !inString) records += 1;
    }
  };
  const countNdjson = (text: string) => {
    for (const char of text) if (char === '\n') records += 1;
  };
  const countJson = (text: string) => {
    for (const char of text) {
      if (inString) {
        if (escaped) escaped = false;
        else if (char === '\\') escaped = true;
        else if (char === '"') inString = false;
      } else if (char === '"') {
        inString = true;
      } else if (char === '{' || char === '[') {
        depth += 1;
        if (char === '{' && depth === 2) records += 1;
      } else if (char === '}' || char === ']') {
        depth -= 1;
      }
    }
  };
  const count = { csv: countCsv, ndjson: countNdjson, json: countJson }[format];

  return {
    push(text: string) {
      count(text);
    },
    /** The records seen so far (a CSV's header line is not a record). */
    get records() {
      return format === 'csv' ? Math.max(0, records - 1) : records;
    },
  };
}

export interface StreamProgress {
  bytes: number;
  records: number;
  /** The record count the server announced, or null when it sent none. */
  total: number | null;
}

/** The share of a stream received, 0–1, or null when the total is unknown. */
export function progressRatio({ records, total }: StreamProgress): number | null {
  if (total === null) return null;
  if (total === 0) return 1;
  return Math.min(1, records / total);
}

/** The total announced in a header, or null when absent or not a count. */
export function parseTotalHeader(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  return Number(value);
}

/** Received bytes are folded into a Blob part every this many bytes. */
export const BLOB_PART_BYTES = 4 * 1024 * 1024;

/**
 * Reads a streamed answer to the end, reporting bytes and records after every chunk; answers the
 * file's content as Blob parts. The chunks are folded into a Blob every few MB, so the page never
 * holds the whole file as arrays of its own (the browser keeps blob data outside the page's heap,
 * Chromium on disk when it is large). With `format` null (a file that is not rows, like a backup)
 * nothing is decoded or counted: records stay 0. Rejects with the AbortSignal's reason when aborted.
 */
export async function readWithProgress(
  body: ReadableStream<Uint8Array>,
  format: ExportFormat | null,
  total: number | null,
  onProgress: (progress: StreamProgress) => void,
): Promise<Blob[]> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const counter = format === null ? null : createRecordCounter(format);
  const parts: Blob[] = [];
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const fold = () => {
    if (pending.length === 0) return;
    parts.push(new Blob(pending as BlobPart[]));
    pending = [];
    pendingBytes = 0;
  };
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pending.push(value);
    pendingBytes += value.byteLength;
    if (pendingBytes >= BLOB_PART_BYTES) fold();
    bytes += value.byteLength;
    counter?.push(decoder.decode(value, { stream: true }));
    onProgress({ bytes, records: counter?.records ?? 0, total });
  }
  fold();
  return parts;
}

/** The file name of a `content-disposition: attachment; filename="…"` header. */
export function attachmentFileName(header: string | null): string | null {
  const match = header?.match(/filename="([^"]+)"/);
  return match?.[1] ?? null;
}

/** Offers bytes as a file download through a temporary object URL. */
export function saveFile(parts: BlobPart[], fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has its data.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
