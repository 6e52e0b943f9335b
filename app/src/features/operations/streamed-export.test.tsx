import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type StreamedExportRequest,
  type StreamedExportRun,
  useStreamedExport,
} from './streamed-export';

// Tells React that these tests drive updates through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Hook = ReturnType<typeof useStreamedExport>;

let hook: Hook;
let root: Root;
let container: HTMLElement;
let saved: { name: string; blob: Blob }[];

function Probe() {
  hook = useStreamedExport();
  return null;
}

beforeEach(async () => {
  saved = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${next++}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(<Probe />));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.restoreAllMocks();
});

/**
 * An answer whose body gives `chunks` and then, unless `end`, stays open; like fetch, the body
 * fails with the abort reason when the request's signal is aborted.
 */
function answer(
  signal: AbortSignal,
  chunks: string[],
  { end = true, headers = {} }: { end?: boolean; headers?: Record<string, string> } = {},
): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (end) controller.close();
      else signal.addEventListener('abort', () => controller.error(signal.reason));
    },
  });
  return new Response(body, { headers });
}

async function run(request: StreamedExportRequest): Promise<StreamedExportRun> {
  let ended: StreamedExportRun = { state: 'idle' };
  await act(async () => {
    ended = await hook.start(request);
  });
  return ended;
}

describe('useStreamedExport', () => {
  it('saves a document without a row count under the name of its content-disposition, counting bytes only', async () => {
    const backup = '{"format":"console-backup","tables":{"goals":[{"id":1},{"id":2}]}}';
    const ended = await run({
      send: async (signal) =>
        answer(signal, [backup.slice(0, 20), backup.slice(20)], {
          headers: { 'content-disposition': 'attachment; filename="console-backup-2026.json"' },
        }),
      format: 'json',
      countRecords: false,
      fallbackName: 'console-backup.json',
    });
    expect(ended).toEqual({
      state: 'done',
      progress: { bytes: backup.length, records: 0, total: null },
      fileName: 'console-backup-2026.json',
    });
    expect(hook.run).toEqual(ended);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toBe('console-backup-2026.json');
    expect(saved[0]?.blob.type).toBe('application/json');
    expect(await saved[0]?.blob.text()).toBe(backup);
  });

  it('counts the rows of an export against its total and falls back to the given name', async () => {
    const ended = await run({
      send: async (signal) =>
        answer(signal, ['id\n1\n', '2\n'], { headers: { 'x-total-count': '2' } }),
      format: 'csv',
      fallbackName: 'goals.csv',
    });
    expect(ended).toMatchObject({
      state: 'done',
      progress: { bytes: 7, records: 2, total: 2 },
      fileName: 'goals.csv',
    });
    expect(saved.map(({ name }) => name)).toEqual(['goals.csv']);
  });

  it('shows the bytes received while running and saves nothing when cancelled', async () => {
    let opened!: () => void;
    const answered = new Promise<void>((resolve) => {
      opened = resolve;
    });
    let ended: Promise<StreamedExportRun> | undefined;
    await act(async () => {
      ended = hook.start({
        send: async (signal) => {
          queueMicrotask(opened);
          return answer(signal, ['{"format":"console-backup"'], { end: false });
        },
        format: 'json',
        countRecords: false,
        fallbackName: 'console-backup.json',
      });
      await answered;
    });
    expect(hook.run).toEqual({
      state: 'running',
      progress: { bytes: 26, records: 0, total: null },
    });
    await act(async () => {
      hook.cancel();
      await ended;
    });
    expect(await ended).toEqual({ state: 'cancelled' });
    expect(hook.run).toEqual({ state: 'cancelled' });
    expect(saved).toEqual([]);
  });

  it('answers a failure with its error', async () => {
    const failure = new Error('connection reset');
    const ended = await run({
      send: async () => {
        throw failure;
      },
      format: 'json',
      countRecords: false,
      fallbackName: 'console-backup.json',
    });
    expect(ended).toEqual({ state: 'failed', error: failure });
    expect(hook.run).toEqual({ state: 'failed', error: failure });
    expect(saved).toEqual([]);
  });
});
