import { isApiError } from '@console/admin-core';
import { describe, expect, it } from 'vitest';
import {
  checkBackupHead,
  createLineSplitter,
  lineError,
  parseRestoreLine,
  refusal,
} from './restore-upload';

const head = '{"format":"console-backup","schemaVersion":4,"createdAt":"2026-01-02T03:04:05.000Z"';

describe('checkBackupHead', () => {
  it('reads the head from the first bytes, whatever follows', () => {
    expect(checkBackupHead(`${head},"tables":{"goals":[{"id":1,"ti`)).toEqual({
      ok: true,
      head: { format: 'console-backup', schemaVersion: 4, createdAt: '2026-01-02T03:04:05.000Z' },
    });
    const pretty = `\uFEFF{\n  "format": "console-backup",\n  "schemaVersion": 4,\n  "createdAt": "2026-01-02T03:04:05.000Z",\n  "tables": {`;
    expect(checkBackupHead(pretty).ok).toBe(true);
  });

  it('tells a file that is not JSON from JSON that is not a backup', () => {
    expect(checkBackupHead('not json')).toEqual({ ok: false, problem: 'notJson' });
    expect(checkBackupHead('{"format": nope, "tables": {')).toEqual({
      ok: false,
      problem: 'notJson',
    });
    expect(checkBackupHead('{"hello":"world"}')).toEqual({ ok: false, problem: 'notBackup' });
    expect(checkBackupHead('{"format":"other","schemaVersion":4,"tables":{')).toEqual({
      ok: false,
      problem: 'notBackup',
    });
  });
});

describe('createLineSplitter', () => {
  it('answers complete lines only, across pieces', () => {
    const lines = createLineSplitter();
    expect(lines.push('{"a":1}\n{"b"')).toEqual(['{"a":1}']);
    expect(lines.push(':2}\n\n')).toEqual(['{"b":2}']);
    expect(lines.push('{"c":3}')).toEqual([]);
    expect(lines.end()).toEqual(['{"c":3}']);
  });
});

describe('parseRestoreLine', () => {
  it('accepts the contract lines and refuses anything else', () => {
    expect(
      parseRestoreLine('{"type":"progress","table":"goals","rows":5,"bytes":100,"done":true}'),
    ).toEqual({ type: 'progress', table: 'goals', rows: 5, bytes: 100, done: true });
    expect(
      parseRestoreLine(
        '{"type":"error","status":400,"code":"VALIDATION_ERROR","message":"Row 3 is broken"}',
      ),
    ).toMatchObject({ type: 'error', message: 'Row 3 is broken' });
    for (const text of ['{"type":"other"}', 'not json']) {
      let caught: unknown;
      try {
        parseRestoreLine(text);
      } catch (error) {
        caught = error;
      }
      expect(isApiError(caught) && caught.kind).toBe('invalid-response');
    }
  });
});

describe('the errors of a refused restore', () => {
  it("keep the server's rule and its values, for the console to say them in the admin's language", () => {
    const before = refusal(
      413,
      JSON.stringify({
        success: false,
        code: 'PAYLOAD_TOO_LARGE',
        message:
          'The backup file is larger than this server accepts (1024 bytes, RESTORE_MAX_BYTES).',
        rule: 'restore.tooLarge',
        params: { maxBytes: 1024 },
      }),
      '/api/admin/operations/restore',
    );
    expect(before).toMatchObject({
      kind: 'payload-too-large',
      rule: 'restore.tooLarge',
      params: { maxBytes: 1024 },
    });
    const line = parseRestoreLine(
      JSON.stringify({
        type: 'error',
        status: 400,
        code: 'VALIDATION_ERROR',
        message: 'Table goals, row 3: column title is empty, but it needs a value.',
        rule: 'restore.rowsRefused',
        params: { table: 'goals', first: 3, last: 3, problem: 'missingValue', column: 'title' },
      }),
    );
    if (line.type !== 'error') throw new Error('not an error line');
    expect(lineError(line, '/api/admin/operations/restore')).toMatchObject({
      kind: 'validation',
      rule: 'restore.rowsRefused',
      params: { table: 'goals', first: 3, last: 3, problem: 'missingValue', column: 'title' },
    });
  });
});
