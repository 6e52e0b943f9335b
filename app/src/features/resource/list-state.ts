import { DEFAULT_PAGE_SIZE, isStorableText } from '@console/contract';
import type { z } from 'zod';

/**
 * The state of a list screen as it lives in the URL: `?page=2&pageSize=50&sort=title:asc&q=run`
 * plus the resource's own filters (`category=health&isActive=true`). Every value is checked with
 * the resource's list query schema from the contract; a bad value falls back to its default
 * instead of breaking the page, and the rest of the URL is kept.
 */
export interface ListState {
  page: number;
  pageSize: number;
  /** `field:asc` / `field:desc`, or undefined for the server's default order. */
  sort: string | undefined;
  /** The search text ('' when none). */
  q: string;
  /** Filter values as they appear in the URL (already validated), by query parameter name. */
  filters: Readonly<Record<string, string>>;
}

/** A list query schema of the contract (`goalListQuerySchema`, …): an object of per-key schemas. */
export type ListQuerySchema = z.ZodObject<Record<string, z.ZodType>>;

export interface ListStateOptions {
  /** The resource's filter parameters, e.g. `['category', 'isActive']`. */
  filterKeys: readonly string[];
  /** The order shown when the URL has none; it is not written into the URL. */
  defaultSort?: string | undefined;
}

/**
 * What the query string is parsed into; the values the schema rejects are dropped, and so is text
 * the API refuses in any parameter (a NUL, half a surrogate pair: `?q=%00` would answer 400).
 */
function validValue(schema: ListQuerySchema, key: string, raw: string | null): unknown {
  const fieldSchema = schema.shape[key];
  if (!fieldSchema || raw === null || !isStorableText(raw)) return undefined;
  const parsed = fieldSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

function defaultNumber(schema: ListQuerySchema, key: 'page' | 'pageSize', fallback: number) {
  const parsed = schema.shape[key]?.safeParse(undefined);
  return parsed?.success && typeof parsed.data === 'number' ? parsed.data : fallback;
}

/** Reads the list state from a query string; never throws. */
export function parseListState(
  params: URLSearchParams,
  schema: ListQuerySchema,
  options: ListStateOptions,
): ListState {
  const page = validValue(schema, 'page', params.get('page'));
  const pageSize = validValue(schema, 'pageSize', params.get('pageSize'));
  const sort = validValue(schema, 'sort', params.get('sort'));
  const q = validValue(schema, 'q', params.get('q'));
  const filters: Record<string, string> = {};
  for (const key of options.filterKeys) {
    const raw = params.get(key);
    if (raw !== null && raw !== '' && validValue(schema, key, raw) !== undefined) {
      filters[key] = raw;
    }
  }
  return {
    page: typeof page === 'number' ? page : defaultNumber(schema, 'page', 1),
    pageSize:
      typeof pageSize === 'number'
        ? pageSize
        : defaultNumber(schema, 'pageSize', DEFAULT_PAGE_SIZE),
    sort: typeof sort === 'string' ? sort : options.defaultSort,
    q: typeof q === 'string' ? q : '',
    filters,
  };
}

/**
 * The filter values of a query string that the schema rejects, by query parameter name: left out
 * of the list state (and of the request), for the screen to say why they are not applied.
 */
export function rejectedFilters(
  params: URLSearchParams,
  schema: ListQuerySchema,
  options: ListStateOptions,
): Record<string, string> {
  const rejected: Record<string, string> = {};
  for (const key of options.filterKeys) {
    const raw = params.get(key);
    if (raw !== null && raw !== '' && validValue(schema, key, raw) === undefined) {
      rejected[key] = raw;
    }
  }
  return rejected;
}

/**
 * The search text of a query string when the list does not apply it (too long, or holding text the
 * API refuses), for the screen to say so; undefined when there is none or it is applied.
 */
export function rejectedSearch(
  params: URLSearchParams,
  schema: ListQuerySchema,
): string | undefined {
  const raw = params.get('q');
  return raw !== null && raw.trim() !== '' && validValue(schema, 'q', raw) === undefined
    ? raw
    : undefined;
}

/** The parameters of a list's own making (those its schema has); never flagged as unknown. */
const LIST_PARAMETERS = ['page', 'pageSize', 'sort', 'q'];

/** A parameter of a link that the list does not apply, and why. */
export interface LinkProblem {
  key: string;
  /** `repeated`: the name comes more than once; the first value is applied, the others dropped. */
  reason: 'unknownName' | 'invalidValue' | 'repeated';
}

/** What, besides the schema, tells which of a link's values a list applies. */
export interface LinkCheckOptions {
  /** The filters that show a value they refuse with the reason themselves (text filters, search). */
  keptInField: readonly string[];
  /**
   * The filters whose choices are every value they take, by key (goals loaded from the server):
   * a value the schema takes but none of them has (a goal deleted since) is refused too.
   */
  closedChoices?: Readonly<Record<string, readonly string[]>> | undefined;
}

/** Whether the schema takes the value, and a filter with closed choices has it among them. */
function isTakenChoice(
  schema: ListQuerySchema,
  options: LinkCheckOptions,
  key: string,
  raw: string,
): boolean {
  const value = validValue(schema, key, raw);
  const choices = options.closedChoices?.[key];
  return value !== undefined && (choices === undefined || choices.includes(String(value)));
}

/**
 * The parameters of a link that the list drops without saying so in a field: names it does not
 * know, and values the schema refuses for page, size, order and the filters not in
 * `keptInField` (text filters and the search keep a refused value in their field, with its
 * reason), a value outside a filter's closed choices, and the values after the first of a name
 * that comes more than once (only the first is applied). Each fallback stays as `parseListState`
 * makes it; the screen says what was dropped.
 */
export function linkProblems(
  params: URLSearchParams,
  schema: ListQuerySchema,
  options: ListStateOptions & LinkCheckOptions,
): LinkProblem[] {
  const known = new Set([
    ...LIST_PARAMETERS.filter((key) => key in schema.shape),
    ...options.filterKeys,
  ]);
  const problems: LinkProblem[] = [];
  for (const key of new Set(params.keys())) {
    const raw = params.get(key) ?? '';
    if (!known.has(key)) problems.push({ key, reason: 'unknownName' });
    else if (
      raw !== '' &&
      !options.keptInField.includes(key) &&
      !isTakenChoice(schema, options, key, raw)
    ) {
      problems.push({ key, reason: 'invalidValue' });
    } else if (params.getAll(key).length > 1) problems.push({ key, reason: 'repeated' });
  }
  return problems;
}

/** The link without the parameters it had problems with, for the address to be a working link. */
export function withoutProblems(
  params: URLSearchParams,
  problems: readonly LinkProblem[],
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const { key, reason } of problems) {
    const first = next.get(key);
    next.delete(key);
    if (reason === 'repeated' && first !== null) next.set(key, first);
  }
  return next;
}

/**
 * The query string of a state, leaving out what equals the defaults so that a fresh list has a
 * clean URL. Parameters that are not list state (none today) would be dropped by the caller.
 */
export function listStateToSearchParams(
  state: ListState,
  schema: ListQuerySchema,
  options: ListStateOptions,
): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page !== defaultNumber(schema, 'page', 1)) params.set('page', String(state.page));
  if (state.pageSize !== defaultNumber(schema, 'pageSize', DEFAULT_PAGE_SIZE)) {
    params.set('pageSize', String(state.pageSize));
  }
  if (state.sort && state.sort !== options.defaultSort) params.set('sort', state.sort);
  if (state.q.trim() !== '') params.set('q', state.q.trim());
  for (const key of options.filterKeys) {
    const value = state.filters[key];
    if (value !== undefined && value !== '') params.set(key, value);
  }
  return params;
}

/** The filter part of a list query: search text and filters, without page, size or order. */
export type ListFilterQuery = Record<string, string>;

export function filterQueryOf(state: ListState): ListFilterQuery {
  return { ...state.filters, ...(state.q.trim() !== '' ? { q: state.q.trim() } : {}) };
}

/** The query sent to a list endpoint for the current page. */
export function listQueryOf(state: ListState): Record<string, string | number> {
  return {
    ...filterQueryOf(state),
    page: state.page,
    pageSize: state.pageSize,
    ...(state.sort ? { sort: state.sort } : {}),
  };
}

/** Splits `field:asc` into the table's sorting model, and back. */
export function sortingOf(sort: string | undefined): { id: string; desc: boolean }[] {
  if (!sort) return [];
  const separator = sort.lastIndexOf(':');
  if (separator <= 0) return [];
  return [{ id: sort.slice(0, separator), desc: sort.slice(separator + 1) === 'desc' }];
}

export function sortOf(sorting: readonly { id: string; desc: boolean }[]): string | undefined {
  const [first] = sorting;
  return first ? `${first.id}:${first.desc ? 'desc' : 'asc'}` : undefined;
}

/** The last page that has rows, for a page number past the end (rows deleted meanwhile). */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
