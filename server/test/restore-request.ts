import type { Readable } from 'node:stream';
import type { RestoreLine } from '@console/contract';
import type { TestServer } from './harness';

export interface RestoreAnswer {
  status: number;
  /** The NDJSON lines of an accepted restore; empty for a refusal before it began. */
  lines: RestoreLine[];
  /** The error envelope of a refusal before it began. */
  body: {
    code?: string;
    message?: string;
    details?: { path: string }[];
    rule?: string;
    params?: Record<string, unknown>;
  };
  headers: Record<string, unknown>;
}

export interface RestoreRequestOptions {
  /** The typed confirmation; `null` sends none. */
  readonly confirm?: string | null;
  readonly headers?: Record<string, string>;
}

/**
 * Sends a backup file to the restore route as the console does: as JSON, signed in with `token`,
 * confirmed with `RESTORE` unless `options.confirm` says otherwise.
 */
export async function postRestore(
  server: TestServer,
  token: string,
  payload: string | Readable,
  options: RestoreRequestOptions = {},
): Promise<RestoreAnswer> {
  const confirm = options.confirm === undefined ? 'RESTORE' : options.confirm;
  const response = await server.app.inject({
    method: 'POST',
    url: `${server.config.apiPrefix}/operations/restore`,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...options.headers,
    },
    ...(confirm === null ? {} : { query: { confirm } }),
    payload,
  });
  const ndjson = String(response.headers['content-type']).startsWith('application/x-ndjson');
  return {
    status: response.statusCode,
    lines: ndjson
      ? response.body
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as RestoreLine)
      : [],
    body: ndjson ? {} : (response.json() as RestoreAnswer['body']),
    headers: response.headers,
  };
}
