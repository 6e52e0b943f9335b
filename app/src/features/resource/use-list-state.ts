import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { rememberListSearch } from './list-return';
import {
  type LinkCheckOptions,
  type LinkProblem,
  type ListQuerySchema,
  type ListState,
  type ListStateOptions,
  linkProblems,
  listStateToSearchParams,
  parseListState,
  rejectedFilters,
  rejectedSearch,
  withoutProblems,
} from './list-state';
import { type UpdateSearchParams, useSearchParamsUpdate } from './search-params';

const NO_PROBLEMS: readonly LinkProblem[] = [];

/** How long the search box waits after the last key before it filters. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ListStateControls {
  state: ListState;
  /** Filter values of the URL that the schema rejects: not applied, shown with their problem. */
  rejectedFilters: Readonly<Record<string, string>>;
  /** The URL's search text when it is not applied (see `rejectedSearch`). */
  rejectedSearch: string | undefined;
  /**
   * What the link that opened the list had and the list dropped (see `linkProblems`): taken out
   * of the address as it opened, and kept here until the list state changes.
   */
  droppedFromLink: readonly LinkProblem[];
  setPage(page: number): void;
  /** A new page size starts again at page 1. */
  setPageSize(pageSize: number): void;
  setSort(sort: string | undefined): void;
  /** A filter change starts again at page 1; `undefined` or '' removes the filter. */
  setFilter(key: string, value: string | undefined): void;
  /** The search box's text, updated on every key; the URL follows after the debounce. */
  searchText: string;
  setSearchText(text: string): void;
  /** Clears the search text and every filter. */
  resetFilters(): void;
}

/**
 * The list state of a screen, read from and written to the URL's query string (so a filtered
 * list can be bookmarked, shared and restored with Back). See `list-state.ts` for the rules.
 */
export function useListState(
  schema: ListQuerySchema,
  options: ListStateOptions & LinkCheckOptions,
) {
  const [params, updateParams] = useSearchParamsUpdate();
  // The console's links back to this list (Cancel, "Back to list", after Save) return to it as it is now.
  const { pathname, search } = useLocation();
  useEffect(() => rememberListSearch(pathname, search), [pathname, search]);
  const filterKeysKey = JSON.stringify([
    options.filterKeys,
    options.keptInField,
    options.closedChoices ?? null,
  ]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys are compared by value
  const stableOptions = useMemo(() => options, [filterKeysKey, options.defaultSort]);
  const state = useMemo(
    () => parseListState(params, schema, stableOptions),
    [params, schema, stableOptions],
  );
  const rejected = useMemo(
    () => rejectedFilters(params, schema, stableOptions),
    [params, schema, stableOptions],
  );
  const searchRejected = useMemo(() => rejectedSearch(params, schema), [params, schema]);

  const droppedFromLink = useDroppedFromLink(params, updateParams, schema, stableOptions);

  const write = useCallback(
    (change: (current: ListState) => ListState, replace = false) =>
      updateParams(
        (current) =>
          listStateToSearchParams(
            change(parseListState(current, schema, stableOptions)),
            schema,
            stableOptions,
          ),
        { replace },
      ),
    [updateParams, schema, stableOptions],
  );

  const [searchText, setSearchTextState] = useState(state.q);
  const pendingSearch = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Back/forward or a link changes `q` in the URL: the box follows unless the admin is typing.
  useEffect(() => {
    if (pendingSearch.current === undefined) setSearchTextState(state.q);
  }, [state.q]);
  useEffect(() => () => clearTimeout(pendingSearch.current), []);

  const setSearchText = useCallback(
    (text: string) => {
      setSearchTextState(text);
      clearTimeout(pendingSearch.current);
      pendingSearch.current = setTimeout(() => {
        pendingSearch.current = undefined;
        // Typing replaces the history entry: Back leaves the list instead of undoing keystrokes.
        write((current) => ({ ...current, q: text, page: 1 }), true);
      }, SEARCH_DEBOUNCE_MS);
    },
    [write],
  );

  return useMemo<ListStateControls>(
    () => ({
      state,
      rejectedFilters: rejected,
      rejectedSearch: searchRejected,
      droppedFromLink,
      setPage: (page) => write((current) => ({ ...current, page })),
      setPageSize: (pageSize) => write((current) => ({ ...current, pageSize, page: 1 })),
      setSort: (sort) => write((current) => ({ ...current, sort, page: 1 })),
      setFilter: (key, value) =>
        write((current) => {
          const filters = { ...current.filters };
          if (value === undefined || value === '') delete filters[key];
          else filters[key] = value;
          return { ...current, filters, page: 1 };
        }),
      searchText,
      setSearchText,
      resetFilters: () => {
        clearTimeout(pendingSearch.current);
        pendingSearch.current = undefined;
        setSearchTextState('');
        write((current) => ({ ...current, q: '', filters: {}, page: 1 }));
      },
    }),
    [state, rejected, searchRejected, droppedFromLink, write, searchText, setSearchText],
  );
}

/**
 * The parameters of the link that opened a screen which it does not apply (see `linkProblems`):
 * taken out of the address without a new history entry, so that copying it gives a working link,
 * and returned until the address changes again, for the screen to say them (`DroppedLinkNote`).
 * A filter's closed choices that arrive later (`LinkCheckOptions.closedChoices`) are checked then.
 * `options` must keep its identity while its keys and choices stay the same.
 */
export function useDroppedFromLink(
  params: URLSearchParams,
  updateParams: UpdateSearchParams,
  schema: ListQuerySchema,
  options: ListStateOptions & LinkCheckOptions,
): readonly LinkProblem[] {
  const address = params.toString();
  const [linkNote, setLinkNote] = useState<{ problems: LinkProblem[]; shown: string } | null>(null);
  useEffect(() => {
    const opened = new URLSearchParams(address);
    const problems = linkProblems(opened, schema, options);
    if (problems.length === 0) return;
    const shown = withoutProblems(opened, problems).toString();
    // A value found refused later (once a filter's choices load) joins what this address was
    // already shown without, instead of replacing that note.
    setLinkNote((note) => ({
      problems: [...(note?.shown === address ? note.problems : []), ...problems],
      shown,
    }));
    updateParams((latest) => withoutProblems(latest, problems), { replace: true });
  }, [address, schema, options, updateParams]);
  return linkNote?.shown === address ? linkNote.problems : NO_PROBLEMS;
}
