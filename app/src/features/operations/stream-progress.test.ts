import { describe, expect, it } from 'vitest';
import {
  attachmentFileName,
  BLOB_PART_BYTES,
  createRecordCounter,
  parseTotalHeader,
  progressRatio,
  readWithProgress,
} from './stream-progress';

function streamOf(parts: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
}

describe('createRecordCounter', () => {
  it('counts CSV records without the header, ignoring line breaks inside quoted cells', () => {
    const counter = createRecordCounter('csv');
    counter.push('id,title\r\n1,"two\nlines"\r\n2,');
    counter.push('plain\r\n');
    expect(counter.records).toBe(2);
  });

  it('counts NDJSON lines across chunk boundaries', () => {
    const counter = createRecordCounter('ndjson');
    counter.push('{"id":1}\n{"id"');
    expect(counter.records).toBe(1);
    counter.push(':2}\n');
    expect(counter.records).toBe(2);
  });

  it('counts the top-level objects of a JSON array, not nested ones or braces in strings', () => {
    const counter = createRecordCounter('json');
    counter.push('[{"id":1,"rewards":{"xp":5},"t":"a } {"},');
    counter.push('{"id":2,"t":"quote \\" {"}]\n');
    expect(counter.records).toBe(2);
  });
});

describe('readWithProgress', () => {
  it('reports bytes and records after every chunk and answers the whole content', async () => {
    const seen: { bytes: number; records: number }[] = [];
    const parts = await readWithProgress(
      streamOf(['id\n1\n', '2\n3\n']),
      'csv',
      3,
      ({ bytes, records }) => seen.push({ bytes, records }),
    );
    expect(seen).toEqual([
      { bytes: 5, records: 1 },
      { bytes: 9, records: 3 },
    ]);
    expect(await new Blob(parts).text()).toBe('id\n1\n2\n3\n');
  });

  it('counts no records without a format (a backup), only bytes', async () => {
    const seen: { bytes: number; records: number }[] = [];
    const parts = await readWithProgress(
      streamOf(['{"tables":{"goals":[{"id":1},', '{"id":2}]}}']),
      null,
      null,
      ({ bytes, records }) => seen.push({ bytes, records }),
    );
    expect(seen).toEqual([
      { bytes: 29, records: 0 },
      { bytes: 40, records: 0 },
    ]);
    expect(await new Blob(parts).text()).toBe('{"tables":{"goals":[{"id":1},{"id":2}]}}');
  });

  it('folds the chunks into Blob parts of a few MB', async () => {
    const chunk = 'x'.repeat(1024 * 1024);
    const parts = await readWithProgress(
      streamOf(Array.from({ length: 9 }, () => chunk)),
      'ndjson',
      null,
      () => {},
    );
    expect(parts.map((part) => part.size)).toEqual([
      BLOB_PART_BYTES,
      BLOB_PART_BYTES,
      chunk.length,
    ]);
  });
});

describe('progress helpers', () => {
  it('gives the received share, capped at 1, or null without a total', () => {
    expect(progressRatio({ bytes: 0, records: 5, total: 10 })).toBe(0.5);
    expect(progressRatio({ bytes: 0, records: 12, total: 10 })).toBe(1);
    expect(progressRatio({ bytes: 0, records: 0, total: 0 })).toBe(1);
    expect(progressRatio({ bytes: 0, records: 3, total: null })).toBeNull();
  });

  it('reads the total header and the attachment name', () => {
    expect(parseTotalHeader('42')).toBe(42);
    expect(parseTotalHeader('x')).toBeNull();
    expect(parseTotalHeader(null)).toBeNull();
    expect(attachmentFileName('attachment; filename="goals-2024.csv"')).toBe('goals-2024.csv');
    expect(attachmentFileName(null)).toBeNull();
  });
});
