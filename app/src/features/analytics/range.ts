import { analyticsQuerySchema, dayQuery } from '@console/contract';

/**
 * The analytics date range and its place in the URL: `?range=7d|30d|90d` for a preset ending today,
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD` for a custom range (UTC days, inclusive, at most the API's 366
 * days). Anything else in the URL falls back to the default, the last 30 days.
 */

export const RANGE_PRESETS = [7, 30, 90] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export type AnalyticsRange =
  | { readonly kind: 'preset'; readonly days: RangePreset }
  | { readonly kind: 'custom'; readonly from: string; readonly to: string };

export const DEFAULT_RANGE: AnalyticsRange = { kind: 'preset', days: 30 };

const presetParam = (days: RangePreset) => `${days}d`;
const presetByParam = new Map<string, RangePreset>(
  RANGE_PRESETS.map((days) => [presetParam(days), days]),
);

/** Whether `from`..`to` is a range the API answers: two real dates, in order, within the limit. */
export function isValidCustomRange(from: string, to: string): boolean {
  return analyticsQuerySchema.safeParse({ from, to }).success;
}

/** The range a URL asks for; a missing or invalid one gives {@link DEFAULT_RANGE}. */
export function parseRange(params: URLSearchParams): AnalyticsRange {
  const from = params.get('from');
  const to = params.get('to');
  if (from !== null && to !== null) {
    return isValidCustomRange(from, to) ? { kind: 'custom', from, to } : DEFAULT_RANGE;
  }
  const preset = presetByParam.get(params.get('range') ?? '');
  return preset === undefined ? DEFAULT_RANGE : { kind: 'preset', days: preset };
}

/**
 * Why a URL's range is not the one shown: only one of `from` and `to`, a date that is no date, the
 * start after the end, more days than the API answers, or an unknown preset.
 */
export type RangeProblem = 'incomplete' | 'invalid' | 'inverted' | 'tooLong';

/**
 * What is wrong with a custom range: a date not given (an empty or unfinished field), a date the
 * API does not take (before year 1000, say), the start after the end, or more days than it answers.
 */
export type CustomRangeProblem = 'missing' | 'invalid' | 'inverted' | 'tooLong';

export function customRangeProblem(from: string, to: string): CustomRangeProblem | null {
  if (from === '' || to === '') return 'missing';
  if (isValidCustomRange(from, to)) return null;
  if (!dayQuery.safeParse(from).success || !dayQuery.safeParse(to).success) return 'invalid';
  return from > to ? 'inverted' : 'tooLong';
}

/** What is wrong with the range a URL asks for, or null when it asks for none or a valid one. */
export function rangeProblem(params: URLSearchParams): RangeProblem | null {
  const from = params.get('from');
  const to = params.get('to');
  if (from !== null || to !== null) {
    if (from === null || to === null) return 'incomplete';
    const problem = customRangeProblem(from, to);
    // `?from=&to=…` names a date that is no date.
    return problem === 'missing' ? 'invalid' : problem;
  }
  const preset = params.get('range');
  return preset === null || presetByParam.has(preset) ? null : 'invalid';
}

/** The URL query of a range, the inverse of {@link parseRange}. */
export function rangeSearchParams(range: AnalyticsRange): URLSearchParams {
  return range.kind === 'preset'
    ? new URLSearchParams({ range: presetParam(range.days) })
    : new URLSearchParams({ from: range.from, to: range.to });
}

/** `YYYY-MM-DD` of a moment's UTC day. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The inclusive UTC days a range covers; a preset ends on `now`'s UTC day. */
export function rangeDates(range: AnalyticsRange, now: Date): { from: string; to: string } {
  if (range.kind === 'custom') return { from: range.from, to: range.to };
  const to = utcDay(now);
  const from = utcDay(new Date(Date.parse(to) - (range.days - 1) * DAY_MS));
  return { from, to };
}

/** The value of the preset picker: a preset's URL value, or `custom`. */
export type RangeChoice = `${RangePreset}d` | 'custom';

export function rangeChoice(range: AnalyticsRange): RangeChoice {
  return range.kind === 'preset' ? `${range.days}d` : 'custom';
}

/** The preset a picker value names, or null for `custom` and unknown values. */
export function presetOfChoice(choice: string): RangePreset | null {
  return presetByParam.get(choice) ?? null;
}
