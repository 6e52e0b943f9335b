import type { DateRangeKeys } from './date-range';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function localMidnight(day: string, offsetDays: number): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  return new Date(year, month - 1, date + offsetDays);
}

/**
 * The first instant of a calendar day in the browser's time zone, for an API bound that takes
 * instants: the admin picks days on screens that show local times, so "from May 1st" must include
 * 00:30 local time on May 1st, whatever UTC says. `null` for a text that is not `YYYY-MM-DD`.
 */
export function localDayStart(day: string): string | null {
  return localMidnight(day, 0)?.toISOString() ?? null;
}

/** The last instant (to the millisecond) of a calendar day in the browser's time zone. */
export function localDayEnd(day: string): string | null {
  const next = localMidnight(day, 1);
  return next ? new Date(next.getTime() - 1).toISOString() : null;
}

/**
 * Filters whose date range holds calendar days (as the URL keeps them), with its ends turned into
 * the instants the API bounds: "from" into the day's first instant, "to" into its last, both in
 * the browser's time zone. Other keys pass through.
 */
export function withLocalDayBounds<F extends Readonly<Record<string, unknown>>>(
  filters: F,
  range: DateRangeKeys,
): F {
  const from = filters[range.from];
  const to = filters[range.to];
  return {
    ...filters,
    ...(typeof from === 'string' ? { [range.from]: localDayStart(from) ?? from } : {}),
    ...(typeof to === 'string' ? { [range.to]: localDayEnd(to) ?? to } : {}),
  };
}
