import { isApiError } from '@console/admin-core';
import {
  type AppUserBulkAction,
  type AppUserBulkMatch,
  type AppUserBulkResult,
  type AppUserFilter,
  type BulkItemResult,
  bulkMatchStampSchema,
} from '@console/contract';
import { errorRules } from '@console/contract/error-rules';
import { isRefusal } from '../../i18n/refusal';
import { userLabel } from './status-dialog';

/** Ids sent per bulk request, so that progress can be shown between requests. */
export const BULK_CHUNK_SIZE = 100;

/**
 * What a bulk action applies to: listed ids, or every user matching a filter (one request): as many
 * as `expected`, and those of `stamp` (`GET /users/bulk-match`) when there is one.
 */
export type BulkTarget =
  | { kind: 'ids'; ids: readonly number[] }
  | { kind: 'filter'; filter: AppUserFilter; expected: number; stamp: string | null };

/** The merged answer of every request of one bulk action. */
export interface BulkSummary {
  done: number;
  skipped: number;
  failed: number;
  results: BulkItemResult[];
  /** The server refused a request (403): the later ones were not sent, their users failed with it. */
  refused?: true;
}

export interface BulkProgress {
  processed: number;
  total: number;
}

export const emptySummary = (): BulkSummary => ({ done: 0, skipped: 0, failed: 0, results: [] });

/** Adds one answer of the server to a summary (a new object; the inputs are not changed). */
export function addAnswer(
  summary: BulkSummary,
  answer: Pick<AppUserBulkResult, 'done' | 'skipped' | 'failed' | 'results'>,
): BulkSummary {
  return {
    done: summary.done + answer.done,
    skipped: summary.skipped + answer.skipped,
    failed: summary.failed + answer.failed,
    results: [...summary.results, ...answer.results],
  };
}

/** A request that failed as a whole: each of its ids failed with the same reason. */
export function addFailedIds(
  summary: BulkSummary,
  ids: readonly number[],
  message: string,
): BulkSummary {
  return {
    ...summary,
    failed: summary.failed + ids.length,
    results: [
      ...summary.results,
      ...ids.map((id): BulkItemResult => ({ id, outcome: 'failed', message })),
    ],
  };
}

/** How the report names one user: the label, and the @username that tells apart equal names. */
export interface BulkResultName {
  name: string;
  username?: string;
}

/**
 * How the report names a user: as the server's answer names them (also users the admin never had
 * on screen), with the username beside the full name since two users may share a name; else by the
 * list's label of the row (the ids of a request that failed as a whole), else undefined.
 */
export function bulkResultName(
  result: BulkItemResult,
  listLabelOf: (rowId: string) => string | undefined,
): BulkResultName | undefined {
  if (result.user) {
    const name = userLabel(result.user);
    return name === result.user.username ? { name } : { name, username: result.user.username };
  }
  const name = listLabelOf(String(result.id));
  return name === undefined ? undefined : { name };
}

/**
 * How the end of a bulk action is announced: all done, or finished with skipped users only (they
 * needed no change: not an error), or with failures (an error).
 */
export function bulkOutcomeTone(summary: BulkSummary): 'done' | 'finished' | 'failed' {
  if (summary.failed > 0) return 'failed';
  return summary.skipped > 0 ? 'finished' : 'done';
}

/** From this many results on, the report offers to show only the skipped and failed users. */
export const PROBLEM_FILTER_FROM = 10;

/** The results that need the admin's attention (skipped or failed), in the report's order. */
export const problemResults = (results: readonly BulkItemResult[]) =>
  results.filter((result) => result.outcome !== 'done');

export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`Bad chunk size ${size}`);
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
}

/** Turns the table's selected row ids (strings) into user ids, dropping anything else. */
export function userIdsOf(rowIds: readonly string[]): number[] {
  const ids = new Set<number>();
  for (const rowId of rowIds) {
    if (/^[1-9][0-9]*$/.test(rowId) && Number.isSafeInteger(Number(rowId))) ids.add(Number(rowId));
  }
  return [...ids];
}

export interface RunBulkOptions {
  action: AppUserBulkAction['action'];
  reason: string | undefined;
  target: BulkTarget;
  send(body: AppUserBulkAction): Promise<AppUserBulkResult>;
  /** The reason a whole request failed (a network error, a refused filter). */
  describeFailure(error: unknown): string;
  onProgress?(progress: BulkProgress): void;
  chunkSize?: number;
}

/**
 * Runs a bulk action: ids in chunks (reporting progress after each), a filter in one request.
 * A request that fails as a whole marks its ids as failed and the next chunk still runs, but for a
 * refusal (403), which ends the run with the rest failed and `refused`; a failed filter request is
 * rethrown, since there are no ids to report.
 */
export async function runBulkAction({
  action,
  reason,
  target,
  send,
  describeFailure,
  onProgress,
  chunkSize = BULK_CHUNK_SIZE,
}: RunBulkOptions): Promise<BulkSummary> {
  const base = { action, ...(reason ? { reason } : {}) };
  if (target.kind === 'filter') {
    onProgress?.({ processed: 0, total: target.expected });
    // The server refuses (409) when the users matching are no longer those confirmed.
    const answer = await send({
      ...base,
      filter: target.filter,
      expectedTotal: target.expected,
      ...(target.stamp ? { expectedStamp: target.stamp } : {}),
    });
    const summary = addAnswer(emptySummary(), answer);
    onProgress?.({ processed: summary.results.length, total: summary.results.length });
    return summary;
  }
  let summary = emptySummary();
  let processed = 0;
  onProgress?.({ processed, total: target.ids.length });
  for (const ids of chunk(target.ids, chunkSize)) {
    try {
      summary = addAnswer(summary, await send({ ...base, ids }));
    } catch (error) {
      if (isRefusal(error)) {
        // The admin's rights no longer allow the action: every later request would be refused too.
        const unsent = target.ids.slice(processed);
        onProgress?.({ processed: target.ids.length, total: target.ids.length });
        return { ...addFailedIds(summary, unsent, describeFailure(error)), refused: true };
      }
      summary = addFailedIds(summary, ids, describeFailure(error));
    }
    processed += ids.length;
    onProgress?.({ processed, total: target.ids.length });
  }
  return summary;
}

/**
 * How many and which users match "all matching" now, when the server refused the action because
 * they are no longer those the admin confirmed (409 `bulkMatchChanged`); else null. Without a
 * stamp the count alone is checked.
 */
export function matchingNow(error: unknown): AppUserBulkMatch | null {
  if (!isApiError(error) || error.rule !== errorRules.bulkMatchChanged) return null;
  const { actual, stamp } = error.params ?? {};
  if (typeof actual !== 'number' || !Number.isSafeInteger(actual) || actual < 0) return null;
  const known = bulkMatchStampSchema.safeParse(stamp);
  return { total: actual, stamp: known.success ? known.data : null };
}
