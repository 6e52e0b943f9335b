import { withLocalDayBounds } from './local-days';
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
