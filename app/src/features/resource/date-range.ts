import { withLocalDayBounds } from './local-days';
/**
 * Whether a date field's value is a whole date an admin means: `YYYY-MM-DD` with a year of four
 * digits from 1000. A date field reports a date as soon as its first year digit is typed (`2` is
 * year 0002), so a list applies a typed date only once its year is whole, or when the admin
 * presses Enter or leaves the field.
 */
export function isPlausibleDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match !== null && Number(match[1]) >= 1000;
}

/** The filter keys of a date range's two ends, e.g. `createdFrom` and `createdTo`. */
export interface DateRangeKeys {
  from: string;
  to: string;
}

/**
 * Whether "from" falls on a later day than "to": such a range matches nothing, so a list says so
 * instead of sending it. Ends are `YYYY-MM-DD` or ISO instants; their days are compared, as the
 * date fields show them.
 */
export function isInvertedRange(from: string | undefined, to: string | undefined): boolean {
  return from !== undefined && to !== undefined && from.slice(0, 10) > to.slice(0, 10);
}

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
