import {
  type Dispatch,
  type SetStateAction,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router';
import { rememberListSearch } from './list-return';
import {
  type LinkCheckOptions,
  type LinkProblem,
  type ListQuerySchema,
  type ListState,
  type ListStateOptions,
  lastPage,
  linkProblems,
  listStateToSearchParams,
  parseListState,
  rejectedFilters,
  rejectedSearch,
  withoutProblems,
} from './list-state';
import { type UpdateSearchParams, useSearchParamsUpdate } from './search-params';

const NO_PROBLEMS: readonly LinkProblem[] = [];

/** A page of the address past the end of the list, and the page the list shows instead. */
export interface PageCorrection {
  /** The page the address asked for. */
  requested: number;
  /** The last page (1 for an empty list). */
  shown: number;
  /** The list has no rows at all. */
  empty: boolean;
}

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
  /**
   * The page of the address (a link, a reload, Back or Forward) that was past the end of the list
   * when it first answered, corrected by `fitPage`; kept until the list state changes.
   */
  pageCorrection: PageCorrection | null;
  /**
   * Fits the page into a list of `total` rows, with each settled answer for the current state:
   * a page past the end is replaced (no new history entry) by the last page. It is said
   * (`pageCorrection`) only when the page came from the address and the list's first answer for
   * it was already past the end; a page the list itself moved to, or one that loses its rows
   * later (deleted by this admin or someone else), is corrected without a word.
   */
  fitPage(total: number): void;
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
  const { pathname, search, key } = useLocation();
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

  const [linkNote, setLinkNote] = useLinkNote(params, updateParams, schema, stableOptions);
  const droppedFromLink = linkNote?.problems ?? NO_PROBLEMS;
  const pageCorrection = linkNote?.page ?? null;

  // The address this list wrote itself, until it is shown: its page is not one of the address.
  const written = useRef<string | null>(null);
  /** Writes the changed state; returns the address it changed (the one last written). */
  const write = useCallback(
    (change: (current: ListState) => ListState, replace = false) => {
      let from = '';
      updateParams(
        (current) => {
          from = current.toString();
          const next = listStateToSearchParams(
            change(parseListState(current, schema, stableOptions)),
            schema,
            stableOptions,
          );
          written.current = next.toString();
          return next;
        },
        { replace },
      );
      return from;
    },
    [updateParams, schema, stableOptions],
  );

  // The history entry whose page came from the address (a link, a reload, Back or Forward) and
  // waits for the list's first answer to it.
  const address = params.toString();
  const addressPage = useRef<string | null>(null);
  useEffect(() => {
    addressPage.current = written.current === address ? null : key;
    written.current = null;
  }, [key, address]);

  const fitPage = useCallback(
    (total: number) => {
      // The list is moving to an address of its own already.
      if (written.current !== null) return;
      const fromAddress = addressPage.current === key;
      addressPage.current = null;
      const last = lastPage(total, state.pageSize);
      if (state.page <= last) return;
      // A page that does not exist is no place to come Back to: the entry is replaced.
      const from = write((current) => ({ ...current, page: last }), true);
      const shown = written.current ?? '';
      if (!fromAddress) return;
      const page = { requested: state.page, shown: last, empty: total === 0 };
      // What the link had dropped is still said, beside the page.
      setLinkNote((note) => ({ problems: note?.shown === from ? note.problems : [], page, shown }));
    },
    [key, state.page, state.pageSize, write, setLinkNote],
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
      pageCorrection,
      fitPage,
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
    [
      state,
      rejected,
      searchRejected,
      droppedFromLink,
      pageCorrection,
      fitPage,
      write,
      searchText,
      setSearchText,
    ],
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
  return useLinkNote(params, updateParams, schema, options)[0]?.problems ?? NO_PROBLEMS;
}

/** What a list says about the address it was opened at, and the address it says it about. */
interface LinkNote {
  problems: readonly LinkProblem[];
  page: PageCorrection | null;
  shown: string;
}

/**
 * The note of `useDroppedFromLink`, null once the address is not the one it was shown for, and
 * its setter, for the list to add its own corrections of the address to it.
 */
function useLinkNote(
  params: URLSearchParams,
  updateParams: UpdateSearchParams,
  schema: ListQuerySchema,
  options: ListStateOptions & LinkCheckOptions,
): [LinkNote | null, Dispatch<SetStateAction<LinkNote | null>>] {
  const address = params.toString();
  const [linkNote, setLinkNote] = useState<LinkNote | null>(null);
  useEffect(() => {
    const opened = new URLSearchParams(address);
    const problems = linkProblems(opened, schema, options);
    if (problems.length === 0) return;
    const shown = withoutProblems(opened, problems).toString();
    // A value found refused later (once a filter's choices load) joins what this address was
    // already shown without, instead of replacing that note.
    setLinkNote((note) => ({
      problems: [...(note?.shown === address ? note.problems : []), ...problems],
      page: note?.shown === address ? note.page : null,
      shown,
    }));
    updateParams((latest) => withoutProblems(latest, problems), { replace: true });
  }, [address, schema, options, updateParams]);
  return [linkNote?.shown === address ? linkNote : null, setLinkNote];
}
