import { isApiError } from '@console/admin-core';
import { useAdminCore, useApiClient, useLanguage } from '@console/admin-core/react';
import { errorRules, exportColumns, exportRouteOf, isStorableText } from '@console/contract';
import {
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableSelection,
  EmptyState,
  emptySelection,
  IconButton,
  Input,
  type RowAction,
  rowActionsColumn,
  selectedCount,
  toast,
} from '@console/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, SearchIcon, Trash2Icon } from 'lucide-react';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { describeError, failedWithTheSession, sentences } from '../../i18n/api-error';
import { formatNumber } from '../../i18n/format';
import { isRefusal, refusalStandsText, refusedWriteText, useRefusal } from '../../i18n/refusal';
import { usePersistedColumnVisibility } from './column-visibility';
import { ComboboxFilter, type ComboboxFilterTexts } from './combobox-filter';
import { CsvExportButton } from './csv-export';
import { DateRangeFilter } from './date-filter';
import { type DateRangeKeys, rangeAsQueried } from './date-range';
import { type DeleteBlock, DeleteBlockedDialog } from './delete-blocked';
import {
  alreadyDeleted,
  type DeleteResult,
  DeleteResultsDialog,
  deleteEach,
  deleteFailureText,
} from './delete-results';
import { DroppedLinkNote } from './dropped-link-note';
import { type FetchPage, fetchAllPages } from './fetch-all';
import {
  csvSeparatorFor,
  exportFieldsOf,
  type ListExportResource,
  roundTripFields,
} from './list-export';
import { listFocusTarget, rowFocusTarget } from './list-focus';
import {
  filterQueryOf,
  type LinkCheckOptions,
  type ListQuerySchema,
  type ListState,
  type ListStateOptions,
  lastPage,
  listQueryOf,
  sortingOf,
  sortOf,
} from './list-state';
import { sameValue } from './record-diff';
import { SelectFilter } from './select-filter';
import { TextFilter } from './text-filter';
import { type ReadMatch, type ResourceMatch, useAllMatching } from './use-all-matching';
import { useListState } from './use-list-state';
import { validationErrorMap, validationProblem } from './validation-messages';

/** A value a cell shows as text. */
export type CellValue = string | number | boolean | null | undefined;

/** One column of a resource list. */
export interface ResourceColumn<T> {
  /** The column id; for a sortable column also the API's sort field. */
  id: string;
  header: string;
  /** The cell's value: shown as text unless `cell` is given. */
  value(row: T): CellValue;
  /**
   * The record fields the column writes to the list's export (`columns` of the export route):
   * by default its id, when that is a field of the export; null leaves the column out.
   */
  exportAs?: string | readonly string[] | null;
  cell?(row: T): ReactNode;
  sortable?: boolean;
  align?: 'start' | 'end';
  /** Hidden until the admin shows it in the column chooser. */
  hiddenByDefault?: boolean;
}

/** A filter of the list, written to the URL under `key` and validated by the list schema. */
export type ResourceFilter =
  | {
      kind: 'select';
      key: string;
      label: string;
      options: readonly { value: string; label: string }[];
      /**
       * How the select names a URL value that is none of its options (an admin id nobody has), so
       * that the filter and the empty list it gives are explained; without it the select is blank.
       * Pass it once the options have loaded.
       */
      unknownLabel?: ((value: string) => string) | undefined;
      /**
       * The options are every value the filter takes (loaded in full): a link's value that none
       * of them has (a goal deleted since) is dropped with the link's note, as a refused value is.
       */
      complete?: boolean | undefined;
      /** Many options (goals): found by typing in a combobox instead of a select's long list. */
      search?: ComboboxFilterTexts | undefined;
      /** Shown only while the address sets it: there is nothing else to choose (no options). */
      onlyWhenSet?: boolean | undefined;
    }
  | { kind: 'text'; key: string; label: string }
  /** Two calendar days (`YYYY-MM-DD`) a date lies between, each end its own key and label. */
  | {
      kind: 'dateRange';
      from: { key: string; label: string };
      to: { key: string; label: string };
    };

const keysOf = (filter: ResourceFilter): string[] =>
  filter.kind === 'dateRange' ? [filter.from.key, filter.to.key] : [filter.key];

/**
 * How a page defines its list's URL: the query schema, the order when the URL names none and the
 * filters. Pages export it (`goalsList(t)`, ...) so the link checks test the filters they show.
 */
export type ListDefinition = Pick<
  ResourceListProps<{ id: number }>,
  'schema' | 'defaultSort' | 'filters'
>;

/**
 * The URL options of a list defined so: every filter's keys, and the fields that show a value
 * they refuse with the reason themselves (the search and the text filters).
 */
export function listLinkOptions({
  filters = [],
  defaultSort,
}: Omit<ListDefinition, 'schema'>): ListStateOptions & LinkCheckOptions {
  const closed = filters.flatMap((filter) =>
    filter.kind === 'select' && filter.complete
      ? [[filter.key, filter.options.map((option) => option.value)] as const]
      : [],
  );
  return {
    filterKeys: filters.flatMap(keysOf),
    defaultSort,
    keptInField: [
      'q',
      ...filters.flatMap((filter) => (filter.kind === 'text' ? [filter.key] : [])),
    ],
    ...(closed.length > 0 ? { closedChoices: Object.fromEntries(closed) } : {}),
  };
}

const rangeKeysOf = (filter: ResourceFilter): DateRangeKeys[] =>
  filter.kind === 'dateRange' ? [{ from: filter.from.key, to: filter.to.key }] : [];

/** What a screen's bulk actions work with (see `ResourceListProps.bulkActions`). */
export interface ResourceBulkContext {
  selection: DataTableSelection;
  /** How many rows the selection covers, across pages. */
  selectedCount: number;
  /** The search text and filters the selection was made under (for "all matching"). */
  filterQuery: Readonly<Record<string, string>>;
  /**
   * Which rows "all matching" are, read when the admin selected them (`ResourceListProps.readMatch`);
   * undefined for another selection or until the answer.
   */
  match?: ResourceMatch | undefined;
  clearSelection(): void;
  /** The label of a row seen on any page so far, by id (bulk reports name their rows with it). */
  labelOf(id: string): string | undefined;
  /** Refreshes the list and the other invalidated queries. */
  refresh(): Promise<void>;
}

/** The list's "Export CSV": every row matching its filter, streamed from the export route. */
export interface ResourceExport {
  /** The contract's export of this list (`exportRouteOf`, `exportColumns`). */
  resource: ListExportResource;
  /**
   * The list's filter and search as the export's query, when they differ (the goal of a challenge
   * list); by default as they are.
   */
  query?(filter: Readonly<Record<string, string>>): Record<string, string | number>;
}

/** Manual ordering through the resource's reorder endpoint. */
export interface ResourceReorder {
  /**
   * The set of rows one reorder covers, as list filters (`{}` for the whole table, `{ locale }`
   * for FAQ), or null when the current filters do not show one whole set.
   */
  scope(state: ListState): Record<string, string> | null;
  /**
   * Whether the list is shown in position order (the arrows only make sense then); by default
   * when sorted by `sortOrder:asc`.
   */
  inPositionOrder?(sort: string | undefined): boolean;
  /** Sends every id of the scope in the new order. */
  submit(ids: number[], scope: Record<string, string>): Promise<unknown>;
  /** Why the arrows are missing, shown to writers when `scope` says null or the list is sorted. */
  hint: string;
}

export interface ResourceListProps<T extends { id: number }> {
  /** Names the column preferences and CSV files (`goals`). */
  resource: string;
  title: string;
  description?: string;
  /** The table's accessible name. */
  tableLabel: string;
  /** How a row is named in dialogs, toasts and for screen readers. */
  rowLabel(row: T): string;
  /** The contract's list query schema: the URL is validated with it. */
  schema: ListQuerySchema;
  /** The order when the URL names none (the server's default); reorder needs `sortOrder:asc`. */
  defaultSort?: string;
  /** The prefix of this list's query keys, e.g. `['goals']`; mutations invalidate it. */
  queryKey: readonly unknown[];
  fetchPage: FetchPage<T>;
  columns: readonly ResourceColumn<T>[];
  filters?: readonly ResourceFilter[];
  /** Whether the admin holds the resource's write permission. */
  canWrite: boolean;
  create?: { href: string; label: string };
  editHref?(row: T): string;
  /** The record's details screen: the first column links to it (for readers too), not the edit. */
  detailHref?(row: T): string;
  /** More actions of a row's menu (e.g. Ban or Unban), after edit and delete. */
  rowActions?(row: T): readonly RowAction<T>[];
  /** The screen's own bulk actions, shown in the toolbar while rows are selected. */
  bulkActions?(context: ResourceBulkContext): ReactNode;
  /**
   * For bulk actions that act on exactly the rows selected: reads which rows match when the admin
   * selects all matching. The selection then counts the rows matching by then (the list is read
   * again when they are not as many as it shows), and `bulkActions` get them as `match`.
   */
  readMatch?: ReadMatch;
  /** Between the heading and the table (e.g. key figures). */
  summary?: ReactNode;
  /** Deletes one row (with the version it read); enables row and bulk delete. */
  deleteRow?(row: T): Promise<unknown>;
  /**
   * Why a row cannot be deleted now, when the list already knows (a goal that still has
   * challenges): its delete then says so and offers the way out instead of a Delete button.
   */
  deleteBlocked?(row: T): DeleteBlock | null;
  reorder?: ResourceReorder;
  /** More query keys to refresh after a change (e.g. an overview that counts these rows). */
  alsoInvalidate?: readonly (readonly unknown[])[];
  /** Above the table, next to the heading's actions. */
  headerExtra?: ReactNode;
  /** The CSV export of the visible columns for every row matching the filter. */
  export?: ResourceExport;
}

const REORDER_SORT = 'sortOrder:asc';

/**
 * The list screen of a resource on ui's DataTable; see `index.ts` for the whole picture.
 */
export function ResourceList<T extends { id: number }>(props: ResourceListProps<T>) {
  const { t } = useTranslation('resource');
  const { language } = useLanguage();
  const client = useApiClient();
  const core = useAdminCore();
  const queryClient = useQueryClient();
  const {
    resource,
    schema,
    filters = [],
    defaultSort,
    fetchPage,
    canWrite,
    rowLabel,
    reorder,
    deleteRow,
    export: listExport,
  } = props;
  const linkOptions = useMemo(
    () => listLinkOptions({ filters, defaultSort }),
    [filters, defaultSort],
  );
  const list = useListState(schema, linkOptions);
  const searchProblemId = useId();
  const { state } = list;
  // The state as queried by the page, the export and the bulk actions: each date range as sent
  // (an inverted one is shown with its message but left out).
  const queried: ListState = {
    ...state,
    filters: filters
      .flatMap(rangeKeysOf)
      .reduce((kept, range) => rangeAsQueried(kept, range), state.filters),
  };
  const apiQuery = listQueryOf(queried);
  const allMatchingQuery = {
    ...filterQueryOf(queried),
    ...(queried.sort ? { sort: queried.sort } : {}),
  };
  const filterKey = JSON.stringify(filterQueryOf(queried));

  const query = useQuery({
    queryKey: [...props.queryKey, 'list', apiQuery],
    queryFn: ({ signal }) => fetchPage(apiQuery, signal),
    placeholderData: keepPreviousData,
  });
  const page = query.data;
  const total = page?.total ?? 0;

  // A page past the end moves to the last page (`fitPage`), by an answer of the current state
  // (not the previous page kept on screen while it loads) that is not being read again (a cached
  // page whose rows may have gone since).
  const settled = page !== undefined && !query.isPlaceholderData && !query.isFetching;
  const { fitPage } = list;
  useEffect(() => {
    if (settled && page) fitPage(page.total);
  }, [settled, page, fitPage]);
  // An empty page of a list that has rows is past its end: it is about to move to the last page
  // (or is showing the previous answer while it does), so it is loading, not "Nothing here yet".
  const movingToLastPage =
    page !== undefined &&
    page.items.length === 0 &&
    page.total > 0 &&
    (query.isPlaceholderData || state.page > lastPage(page.total, state.pageSize));
  const loadingRows = query.isPending || movingToLastPage;

  // Rows seen on any page, so a selection made across pages can be resolved to records.
  const seenRows = useRef(new Map<string, T>());
  useEffect(() => {
    for (const row of page?.items ?? []) seenRows.current.set(String(row.id), row);
  }, [page]);

  const [selection, setSelection] = useState<DataTableSelection>(emptySelection);
  // A selection belongs to the filter it was made under.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the filter changes
  useEffect(() => setSelection(emptySelection), [filterKey]);
  const [visibility, setVisibility] = usePersistedColumnVisibility(resource);
  const [pendingDelete, setPendingDelete] = useState<T | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [results, setResults] = useState<DeleteResult[] | null>(null);
  const [moving, setMoving] = useState(false);
  // The arrow pressed is disabled while the move runs, which drops keyboard focus; once the row
  // has moved, focus goes back to that arrow (or the other one, at the end of the list). A row
  // moved past the page's first or last place is followed to the page it moved to (`page`).
  const [lastMove, setLastMove] = useState<{
    id: number;
    direction: -1 | 1;
    page: number;
  } | null>(null);
  const listRoot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (moving || !lastMove || !listRoot.current) return;
    // Until the page the row moved to is on screen as it is now: the previous page stays while
    // it loads, and a page seen before shows its old rows until its refetch answers.
    if (state.page !== lastMove.page || query.isPlaceholderData || query.isFetching) return;
    const arrow = (direction: -1 | 1) =>
      listRoot.current?.querySelector<HTMLButtonElement>(
        `[data-move="${direction}"][data-move-row="${lastMove.id}"]:not(:disabled)`,
      );
    // The row gone meanwhile (someone else's change): the list, not the page's body.
    (
      arrow(lastMove.direction) ??
      arrow(lastMove.direction === 1 ? -1 : 1) ??
      listFocusTarget()
    )?.focus();
    setLastMove(null);
  }, [moving, lastMove, state.page, query.isPlaceholderData, query.isFetching]);

  const refresh = async () => {
    await Promise.all(
      [props.queryKey, ...(props.alsoInvalidate ?? [])].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  };

  /** The row as the refreshed page shows it now; null when it has left the page. */
  const reloaded = async (row: T): Promise<T | null> => {
    await refresh();
    const fresh = queryClient.getQueryData<typeof page>([...props.queryKey, 'list', apiQuery]);
    return fresh?.items.find((item) => item.id === row.id) ?? null;
  };

  const inPositionOrder = reorder?.inPositionOrder ?? ((sort) => sort === REORDER_SORT);
  const reorderScope =
    canWrite && reorder && state.q === '' && inPositionOrder(state.sort)
      ? reorder.scope(state)
      : null;

  const move = async (row: T, direction: -1 | 1) => {
    if (!reorder || !reorderScope) return;
    setMoving(true);
    setLastMove({ id: row.id, direction, page: state.page });
    try {
      const all = await fetchAllPages(fetchPage, { ...reorderScope, sort: REORDER_SORT });
      const ids = all.map((item) => item.id);
      const from = ids.indexOf(row.id);
      const to = from + direction;
      const moved = ids[from];
      const other = ids[to];
      if (from < 0 || moved === undefined || other === undefined) return;
      ids[from] = other;
      ids[to] = moved;
      await reorder.submit(ids, reorderScope);
      await refresh();
      // Past the page's first or last place the row lands on the next or previous page: the
      // list follows it there, and says so, as the rows on screen change.
      const landing = Math.floor(to / state.pageSize) + 1;
      if (landing !== state.page) {
        setLastMove({ id: row.id, direction, page: landing });
        list.setPage(landing);
        toast.success(
          t('list.reorderedToPage', {
            name: rowLabel(row),
            page: formatNumber(landing, language),
          }),
        );
      } else {
        toast.success(t('list.reordered'));
      }
    } catch (error) {
      if (failedWithTheSession(error)) return;
      // A stale order says so ("Changed by someone else: The list changed since you loaded it…").
      const { title, detail } = describeError(error, t);
      toast.error(detail ? `${title}: ${detail}` : title);
      await refresh();
    } finally {
      setMoving(false);
    }
  };

  const visibleColumns = props.columns.filter((column) =>
    column.id in visibility ? visibility[column.id] : !column.hiddenByDefault,
  );
  const effectiveVisibility = Object.fromEntries(
    props.columns.map((column) => [
      column.id,
      column.id in visibility ? visibility[column.id] === true : !column.hiddenByDefault,
    ]),
  );

  const tableColumns = useTableColumns({
    ...props,
    reorderable: reorderScope !== null,
    moving,
    page: state.page,
    pageSize: state.pageSize,
    total,
    onMove: (row, direction) => void move(row, direction),
    onDelete: deleteRow ? setPendingDelete : undefined,
  });

  const canDelete = canWrite && deleteRow !== undefined;
  const deleteBlock = pendingDelete ? (props.deleteBlocked?.(pendingDelete) ?? null) : null;
  const selectable = canDelete || props.bulkActions !== undefined;
  const match = useAllMatching(selection, filterQueryOf(queried), props.readMatch);
  const selected = selectedCount(selection, match?.total ?? total);
  // Rows started or stopped matching since the page was read: it shows them as they are now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer
  useEffect(() => {
    if (match && match.total !== total) void query.refetch();
  }, [match]);
  const hasFilters = Object.keys(filterQueryOf(state)).length > 0;
  const errorMap = useMemo(() => validationErrorMap(t), [t]);
  /** Why the URL's value of a parameter is not applied: the schema's problem, or text the API refuses. */
  const urlProblem = (key: string, rejected: string | undefined) => {
    const fieldSchema = schema.shape[key];
    if (rejected === undefined || !fieldSchema) return undefined;
    return isStorableText(rejected)
      ? validationProblem(fieldSchema, rejected, errorMap)
      : t('list.unstorableText');
  };
  const filterProblem = (key: string) => urlProblem(key, list.rejectedFilters[key]);
  const searchProblem = urlProblem('q', list.rejectedSearch);
  // A refusal waits for the rights read it caused: they may take the page away (Access Denied).
  const refusal = useRefusal(query.isError ? query.error : null);
  const failure = query.isError && refusal !== 'checking' ? describeError(query.error, t) : null;

  const selectedRows = async (): Promise<T[]> => {
    if (selection.mode === 'ids') {
      return selection.ids.flatMap((id) => {
        const row = seenRows.current.get(id);
        return row ? [row] : [];
      });
    }
    const excluded = new Set(selection.excludedIds);
    const all = await fetchAllPages(fetchPage, allMatchingQuery);
    return all.filter((row) => !excluded.has(String(row.id)));
  };

  const runBulkDelete = async () => {
    if (!deleteRow) return;
    const userBefore = core.auth.getSnapshot().user;
    let refused = false;
    const rows = await selectedRows();
    const outcome = await deleteEach(rows, deleteRow, {
      id: (row) => String(row.id),
      label: rowLabel,
      error: (error) => {
        refused ||= isRefusal(error);
        return deleteFailureText(error, t);
      },
    });
    setSelection(emptySelection);
    await refresh();
    const deleted = outcome.filter((result) => result.status === 'deleted').length;
    const gone = outcome.filter((result) => result.status === 'alreadyDeleted').length;
    // A row someone else deleted meanwhile is gone as asked: no failure, but said apart.
    if (outcome.every((result) => result.status !== 'failed')) {
      toast.success(
        gone === 0
          ? t('bulkDelete.done', { deleted: formatNumber(deleted, language) })
          : t('bulkDelete.doneSomeGone', {
              deleted: formatNumber(deleted, language),
              gone: formatNumber(gone, language),
            }),
      );
    } else {
      toast.error(t('bulkDelete.partial', { deleted, total: outcome.length }));
      // Refused rows: the admin may have lost the right to delete them meanwhile.
      if (refused) toast.error(await refusedWriteText(core, userBefore, t));
    }
    setResults(outcome);
  };

  const searchInput = useRef<HTMLInputElement>(null);
  // The button leaves with the filters it clears: the keyboard goes to the search box, which stays.
  const clearFilters = () => {
    list.resetFilters();
    searchInput.current?.focus();
  };
  const shownFilters = filters.filter(
    (filter) =>
      filter.kind !== 'select' || !filter.onlyWhenSet || state.filters[filter.key] !== undefined,
  );
  const toolbar = (
    <>
      <div className="relative w-full sm:w-64">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          ref={searchInput}
          type="search"
          aria-label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          value={list.searchText}
          onChange={(event) => list.setSearchText(event.target.value)}
          className="pl-8"
          maxLength={200}
          aria-describedby={searchProblem ? searchProblemId : undefined}
        />
      </div>
      {searchProblem ? (
        <p id={searchProblemId} role="alert" className="text-sm text-destructive">
          {t('list.searchNotApplied', { problem: searchProblem })}
        </p>
      ) : null}
      {shownFilters.map((filter) =>
        filter.kind === 'select' && filter.search ? (
          <ComboboxFilter
            key={filter.key}
            label={filter.label}
            value={state.filters[filter.key]}
            options={filter.options}
            unknownLabel={filter.unknownLabel}
            texts={filter.search}
            onChange={(value) => list.setFilter(filter.key, value)}
          />
        ) : filter.kind === 'select' ? (
          <SelectFilter
            key={filter.key}
            label={filter.label}
            value={state.filters[filter.key]}
            options={filter.options}
            unknownLabel={filter.unknownLabel}
            onChange={(value) => list.setFilter(filter.key, value)}
          />
        ) : filter.kind === 'dateRange' ? (
          <DateRangeFilter
            key={filter.from.key}
            from={{
              label: filter.from.label,
              value: state.filters[filter.from.key] ?? '',
              onChange: (value) => list.setFilter(filter.from.key, value),
            }}
            to={{
              label: filter.to.label,
              value: state.filters[filter.to.key] ?? '',
              onChange: (value) => list.setFilter(filter.to.key, value),
            }}
          />
        ) : (
          <TextFilter
            key={filter.key}
            label={filter.label}
            value={state.filters[filter.key] ?? list.rejectedFilters[filter.key] ?? ''}
            problem={filterProblem(filter.key)}
            onCommit={(value) => list.setFilter(filter.key, value.trim() || undefined)}
          />
        ),
      )}
      {hasFilters ? (
        <Button variant="ghost" size="sm" onClick={clearFilters}>
          {t('list.clearFilters')}
        </Button>
      ) : null}
      {listExport ? (
        <CsvExportButton
          fallbackName={`${resource}.csv`}
          send={(signal) => {
            const filter = filterQueryOf(queried);
            const columns = exportFieldsOf(
              visibleColumns,
              exportColumns[listExport.resource],
              roundTripFields(listExport.resource),
            );
            return client.callRaw(exportRouteOf[listExport.resource], {
              query: {
                ...(listExport.query ? listExport.query(filter) : filter),
                format: 'csv',
                columns: columns.join(','),
                separator: csvSeparatorFor(language),
              },
              signal,
            });
          }}
        />
      ) : null}
      {props.bulkActions && selected > 0
        ? props.bulkActions({
            selection,
            selectedCount: selected,
            filterQuery: filterQueryOf(queried),
            match,
            clearSelection: () => setSelection(emptySelection),
            labelOf: (id) => {
              const row = seenRows.current.get(id);
              return row ? rowLabel(row) : undefined;
            },
            refresh,
          })
        : null}
      {canDelete && selected > 0 ? (
        <Button variant="destructive" size="sm" onClick={() => setBulkOpen(true)}>
          <Trash2Icon aria-hidden="true" />
          {t('bulkDelete.button', { selected: formatNumber(selected, language) })}
        </Button>
      ) : null}
    </>
  );

  return (
    <div ref={listRoot} className="grid gap-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
            {props.title}
          </h1>
          {props.description ? (
            <p className="text-sm text-muted-foreground">{props.description}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {props.headerExtra}
          {canWrite && props.create ? (
            <Button asChild>
              <Link to={props.create.href}>
                <PlusIcon aria-hidden="true" />
                {props.create.label}
              </Link>
            </Button>
          ) : null}
        </div>
      </header>
      {props.summary}
      {canWrite && reorder && reorderScope === null ? (
        <p className="text-sm text-muted-foreground">{reorder.hint}</p>
      ) : null}
      <DroppedLinkNote
        problems={list.droppedFromLink}
        page={list.pageCorrection}
        filters={filters}
      />
      <DataTable<T>
        label={props.tableLabel}
        columns={tableColumns}
        data={page?.items ?? []}
        getRowId={(row) => String(row.id)}
        getRowLabel={rowLabel}
        sorting={sortingOf(state.sort)}
        onSortingChange={(sorting) => list.setSort(sortOf(sorting))}
        pagination={{
          page: state.page,
          pageSize: state.pageSize,
          total,
          onPageChange: list.setPage,
          onPageSizeChange: list.setPageSize,
          labels: {
            navigation: t('pagination.navigation'),
            previous: t('pagination.previous'),
            next: t('pagination.next'),
            page: (number) => t('pagination.page', { page: number }),
            // Nothing while the page loads or when it failed (the table says so), rather than
            // "No results found" of a list that was never read.
            range: (from, to, count) =>
              loadingRows || failure
                ? ''
                : count === 0
                  ? t('common:states.noResults')
                  : t('pagination.range', {
                      from: formatNumber(from, language),
                      to: formatNumber(to, language),
                      total: formatNumber(count, language),
                    }),
            pageSize: t('pagination.pageSize'),
            morePages: t('pagination.morePages'),
          },
        }}
        selectable={selectable}
        selection={selection}
        onSelectionChange={(next) => setSelection(next)}
        columnVisibility={effectiveVisibility}
        onColumnVisibilityChange={(next) =>
          setVisibility(Object.fromEntries(Object.entries(next).filter(([id]) => id !== 'actions')))
        }
        toolbar={toolbar}
        loading={loadingRows || refusal === 'checking'}
        error={
          refusal === 'stands'
            ? refusalStandsText(t)
            : failure
              ? sentences(failure.detail, failure.hint)
              : undefined
        }
        onRetry={refusal === 'stands' ? undefined : () => void query.refetch()}
        empty={
          <EmptyState
            titleAs="p"
            title={hasFilters ? t('common:states.noResults') : t('common:states.empty')}
            action={
              hasFilters ? (
                <Button variant="outline" onClick={clearFilters}>
                  {t('list.clearFilters')}
                </Button>
              ) : canWrite && props.create ? (
                <Button asChild>
                  <Link to={props.create.href}>{props.create.label}</Link>
                </Button>
              ) : null
            }
          />
        }
        labels={{
          selectPage: t('table.selectPage'),
          selectRow: (name) => t('table.selectRow', { name }),
          pageSelected: (count) => t('table.pageSelected', { count }),
          selectAllMatching: (count) => t('table.selectAllMatching', { count }),
          allMatchingSelected: (count) =>
            t('table.allMatchingSelected', { count: match?.total ?? count }),
          selected: (count) => t('table.selected', { selected: formatNumber(count, language) }),
          clearSelection: t('table.clearSelection'),
          columns: t('table.columns'),
          loading: t('common:states.loading'),
          emptyTitle: t('common:states.noResults'),
          errorTitle: failure?.title ?? t('common:errors.generic'),
          retry: t('common:actions.retry'),
        }}
      />
      <DeleteBlockedDialog
        name={pendingDelete ? rowLabel(pendingDelete) : ''}
        block={deleteBlock}
        onClose={() => setPendingDelete(null)}
        returnFocus={rowFocusTarget}
      />
      <ConfirmDialog
        open={pendingDelete !== null && deleteBlock === null}
        onOpenChange={(open) => {
          if (!open) setPendingDelete(null);
        }}
        variant="destructive"
        title={t('delete.title', { name: pendingDelete ? rowLabel(pendingDelete) : '' })}
        fallbackFocus={rowFocusTarget}
        description={t('delete.description')}
        confirmLabel={t('common:actions.delete')}
        cancelLabel={t('common:actions.cancel')}
        onConfirm={async () => {
          if (!pendingDelete || !deleteRow) return;
          const name = rowLabel(pendingDelete);
          try {
            await deleteRow(pendingDelete);
          } catch (error) {
            if (failedWithTheSession(error)) return;
            // Someone else deleted it meanwhile: done as asked. The dialog closes as after a
            // delete, the list drops the row, and the admin is told rather than offered a retry.
            if (alreadyDeleted(error)) {
              await refresh();
              toast(t('delete.alreadyDeleted', { name }));
              return;
            }
            // Said once, in the still-open dialog the admin is looking at (no toast besides).
            const message = deleteFailureText(error, t);
            // Changed by someone else: the same version would be refused forever. Load the row's
            // latest version into the dialog, so that confirming again deletes what is shown. (A
            // 409 on an unchanged row is a rule, e.g. a goal that still has challenges.)
            const conflict = isApiError(error) && error.kind === 'conflict';
            const stale = conflict && error.rule === errorRules.staleVersion;
            const latest = conflict ? await reloaded(pendingDelete) : null;
            // Changed and then deleted, or changed so that it left this view: there is nothing
            // shown to delete any more, so the dialog closes and says so (the list is reloaded).
            if (stale && latest === null) {
              toast(t('delete.goneMeanwhile', { name }));
              return;
            }
            if (latest && !sameValue(latest, pendingDelete)) {
              setPendingDelete(latest);
              // The stale-version text asks to reload, which is done: say what happened instead.
              const cause = stale ? t('delete.changedMeanwhile') : message;
              throw new Error(`${cause} ${t('delete.reloaded')}`);
            }
            throw new Error(message);
          }
          await refresh();
          toast.success(t('delete.done', { name }));
        }}
      />
      <ConfirmDialog
        open={bulkOpen}
        onOpenChange={setBulkOpen}
        variant="destructive"
        title={t('bulkDelete.title', { selected: formatNumber(selected, language) })}
        description={t('delete.description')}
        confirmLabel={t('common:actions.delete')}
        cancelLabel={t('common:actions.cancel')}
        onConfirm={runBulkDelete}
      />
      <DeleteResultsDialog results={results} onClose={() => setResults(null)} />
    </div>
  );
}

interface TableColumnOptions<T extends { id: number }> extends ResourceListProps<T> {
  reorderable: boolean;
  moving: boolean;
  page: number;
  pageSize: number;
  total: number;
  onMove(row: T, direction: -1 | 1): void;
  onDelete: ((row: T) => void) | undefined;
}

/**
 * The resource's columns as TanStack columns, with the order arrows and the row actions.
 *
 * The definitions are rebuilt only when the table's shape changes (columns, headers, which extra
 * columns exist, the language), never on a plain re-render: a new `cell` function is a new
 * component type to React, which would remount every cell and close an open row menu whenever
 * the list re-renders (a refetch, a toast). The cells read the latest options through a ref.
 */
function useTableColumns<T extends { id: number }>(options: TableColumnOptions<T>) {
  const { t } = useTranslation('resource');
  const navigate = useNavigate();
  const latest = useRef(options);
  latest.current = options;

  const canEditOrDelete = options.canWrite && (options.editHref || options.onDelete) !== undefined;
  const hasActions = canEditOrDelete || options.rowActions !== undefined;
  const shape = JSON.stringify([
    options.columns.map((column) => [column.id, column.header, column.sortable, column.align]),
    options.reorderable,
    options.canWrite,
    options.editHref !== undefined,
    options.onDelete !== undefined,
    options.rowActions !== undefined,
  ]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `shape` stands for the options' shape; the cells read the rest through `latest`
  return useMemo(() => {
    const current = latest.current;
    // biome-ignore lint/suspicious/noExplicitAny: columns of different value types share one list (TanStack's own typing)
    const columns: ColumnDef<T, any>[] = current.columns.map((column, index) => ({
      id: column.id,
      accessorFn: (row: T) => column.value(row),
      header: column.header,
      enableSorting: column.sortable === true,
      enableHiding: true,
      meta: { label: column.header, align: column.align ?? 'start' },
      cell: ({ row }: { row: { original: T } }) => {
        const options = latest.current;
        const definition =
          options.columns.find((candidate) => candidate.id === column.id) ?? column;
        const content = definition.cell
          ? definition.cell(row.original)
          : String(definition.value(row.original) ?? '');
        // The first column opens the record: its details screen for everyone when it has one,
        // else the edit for writers; a real link, for keyboard and new tabs.
        const href =
          index !== 0
            ? undefined
            : (options.detailHref?.(row.original) ??
              (options.canWrite ? options.editHref?.(row.original) : undefined));
        return href ? (
          <Link to={href} className="underline-offset-4 hover:underline">
            {content}
          </Link>
        ) : (
          content
        );
      },
    }));

    if (current.reorderable) {
      columns.unshift({
        id: 'order',
        header: t('list.order'),
        enableSorting: false,
        enableHiding: false,
        meta: { label: t('list.order'), className: 'w-24' },
        cell: ({ row }: { row: { original: T; index: number } }) => {
          const options = latest.current;
          const position = (options.page - 1) * options.pageSize + row.index;
          const name = options.rowLabel(row.original);
          return (
            <div className="flex gap-1">
              <IconButton
                size="sm"
                data-move={-1}
                data-move-row={row.original.id}
                label={t('list.moveUp', { name })}
                disabled={options.moving || position === 0}
                onClick={() => latest.current.onMove(row.original, -1)}
              >
                <ArrowUpIcon />
              </IconButton>
              <IconButton
                size="sm"
                data-move={1}
                data-move-row={row.original.id}
                label={t('list.moveDown', { name })}
                disabled={options.moving || position >= options.total - 1}
                onClick={() => latest.current.onMove(row.original, 1)}
              >
                <ArrowDownIcon />
              </IconButton>
            </div>
          );
        },
      });
    }

    if (hasActions) {
      columns.push(
        rowActionsColumn<T>({
          actions: (row) => {
            const options = latest.current;
            const standard: RowAction<T>[] = !canEditOrDelete
              ? []
              : [
                  ...(options.editHref
                    ? [
                        {
                          label: t('common:actions.edit'),
                          onSelect: (target: T) => {
                            const href = latest.current.editHref?.(target);
                            if (href) navigate(href);
                          },
                        },
                      ]
                    : []),
                  ...(options.onDelete
                    ? [
                        {
                          label: t('common:actions.delete'),
                          destructive: true,
                          onSelect: (target: T) => latest.current.onDelete?.(target),
                        },
                      ]
                    : []),
                ];
            return [...standard, ...(options.rowActions?.(row) ?? [])];
          },
          menuLabel: (row) => t('list.rowActions', { name: latest.current.rowLabel(row) }),
          header: t('list.actions'),
        }),
      );
    }
    return columns;
  }, [shape, t, navigate, hasActions, canEditOrDelete]);
}
