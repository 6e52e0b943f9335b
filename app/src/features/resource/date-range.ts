import { type DateRangeKeys, isInvertedDateRange, isQueryableDate } from '@console/contract';
import { withLocalDayBounds } from './local-days';

/**
 * Whether a date field's value is a whole date an admin means: `YYYY-MM-DD` within the days the
 * API takes (a four-digit year from 1000, see the contract's `isQueryableDate`). A date field
 * reports a date as soon as its first year digit is typed (`2` is year 0002), so a list applies a
 * typed date only once its year is whole, and never one the API would refuse.
 */
export function isPlausibleDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && isQueryableDate(value);
}

/** The filter keys of a date range's two ends, e.g. `createdFrom` and `createdTo`. */
export type { DateRangeKeys } from '@console/contract';

/**
 * Whether "to" comes before "from": the API refuses such a range (a day as the end counting
 * whole), so a list says so beside the fields instead of sending it.
 */
export const isInvertedRange = isInvertedDateRange;

/** The filters without the range when it is inverted (its ends are optional filters); else as given. */
export function withoutInvertedRange<F extends Readonly<Record<string, unknown>>>(
  filters: F,
  range: DateRangeKeys,
): F {
  const from = filters[range.from];
  const to = filters[range.to];
  if (typeof from !== 'string' || typeof to !== 'string' || !isInvertedRange(from, to)) {
    return filters;
  }
  return Object.fromEntries(
    Object.entries(filters).filter(([key]) => key !== range.from && key !== range.to),
  ) as F;
}

/**
 * A range as a list sends it: left out when inverted (it would match nothing), else its days as
 * the instants that bound them in the admin's time zone.
 */
export function rangeAsQueried<F extends Readonly<Record<string, unknown>>>(
  filters: F,
  range: DateRangeKeys,
): F {
  return withLocalDayBounds(withoutInvertedRange(filters, range), range);
}
