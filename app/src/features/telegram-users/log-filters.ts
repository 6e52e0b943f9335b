import { type TelegramLogType, telegramLogQuerySchema, telegramLogTypes } from '@console/contract';
import type { TelegramLogFilters } from './api';

export const LOG_FILTER_KEYS = ['type', 'from', 'to'] as const;
export type LogFilterKey = (typeof LOG_FILTER_KEYS)[number];

export const isLogType = (value: string): value is TelegramLogType =>
  (telegramLogTypes as readonly string[]).includes(value);

/**
 * The logs screen's filters from its URL (`?type=level_up&from=2025-01-01&to=2025-01-31`), each
 * checked with the contract's rule; a bad value is left out rather than breaking the page.
 */
export function parseLogFilters(params: URLSearchParams): TelegramLogFilters {
  const filters: TelegramLogFilters = {};
  for (const key of LOG_FILTER_KEYS) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const parsed = telegramLogQuerySchema.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) {
      if (key === 'type') filters.type = parsed.data as TelegramLogType;
      else filters[key] = parsed.data as string;
    }
  }
  return filters;
}

/** The query string with one filter set (or removed for `undefined`/''), other params kept. */
export function withLogFilter(
  params: URLSearchParams,
  key: LogFilterKey,
  value: string | undefined,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === undefined || value === '') next.delete(key);
  else next.set(key, value);
  return next;
}

/** A compact one-line view of a log's payload, cut to `max` characters. */
export function payloadSummary(payload: Readonly<Record<string, unknown>>, max = 160): string {
  const parts = Object.entries(payload).map(
    ([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
  );
  const text = parts.join(', ');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
