import {
  type Column,
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type Row,
  type RowData,
  type SortingState,
  type Updater,
  useReactTable,
  type VisibilityState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDownIcon, ArrowUpIcon, ChevronsUpDownIcon, Columns3Icon } from 'lucide-react';
import * as React from 'react';
import { Button } from '../components/button';
import { Checkbox } from '../components/checkbox';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/dropdown-menu';
import { EmptyState } from '../components/empty-state';
import { ErrorState } from '../components/error-state';
import { Skeleton } from '../components/skeleton';
import { flushFocusRing, innerFocusRing } from '../components/styles';
import { useControllableState } from '../components/use-controllable-state';
import { cn } from '../lib/cn';
import { Pagination, type PaginationLabels } from './pagination';
import {
  type DataTableSelection,
  emptySelection,
  isRowSelected,
  pageSelectionState,
  selectAllMatching,
  selectedCount,
  setRowsSelected,
} from './selection';
import { TableScroll } from './table-scroll';

export interface DataTableLabels {
  /** Header checkbox. */
  selectPage: string;
  /** Row checkbox, given the row's label (`getRowLabel`). */
  selectRow: (rowLabel: string) => string;
  /** Banner when the whole page is ticked. */
  pageSelected: (pageCount: number) => string;
  /** Banner button that extends the selection to every matching row. */
  selectAllMatching: (total: number) => string;
  /** Banner once every matching row is selected. */
  allMatchingSelected: (total: number) => string;
  /** Banner for any other selection. */
  selected: (count: number) => string;
  clearSelection: string;
  /** Column chooser button and menu title. */
  columns: string;
  /** Announced while rows load. */
  loading: string;
  emptyTitle: string;
  emptyDescription?: string;
  errorTitle: string;
  retry: string;
}

const englishNumber = new Intl.NumberFormat('en-US');
const count = (value: number) => englishNumber.format(value);

export const defaultDataTableLabels: DataTableLabels = {
  selectPage: 'Select all rows on this page',
  selectRow: (rowLabel) => `Select ${rowLabel}`,
  pageSelected: (pageCount) => `All ${count(pageCount)} on this page are selected.`,
  selectAllMatching: (total) => `Select all ${count(total)} matching`,
  allMatchingSelected: (total) => `All ${count(total)} matching are selected.`,
  selected: (selected) => `${count(selected)} selected.`,
  clearSelection: 'Clear selection',
  columns: 'Columns',
  loading: 'Loading',
  emptyTitle: 'No results',
  errorTitle: 'The data could not be loaded',
  retry: 'Try again',
};

/** What the toolbar gets to build bulk actions with. */
export interface DataTableToolbarContext {
  selection: DataTableSelection;
  /** How many rows the selection covers, across pages. */
  selectedCount: number;
  clearSelection: () => void;
}

export interface DataTablePagination {
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  /** How many rows match the filter, across all pages. */
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
  labels?: Partial<PaginationLabels>;
}

interface DataTableOwnProps<TData extends RowData> {
  /** The table's accessible name. */
  label: string;
  // biome-ignore lint/suspicious/noExplicitAny: columns of different value types only fit one list as `any` (TanStack's own typing)
  columns: ColumnDef<TData, any>[];
  /** The rows of the current page, already sorted and filtered by the server. */
  data: readonly TData[];
  getRowId: (row: TData) => string;
  /** Names a row for screen readers (row checkbox); the id by default. */
  getRowLabel?: (row: TData) => string;

  /** Server-driven sorting: the table only reports clicks. Without a handler nothing is sortable. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;

  /** Server-driven paging; without it there is no pagination bar. */
  pagination?: DataTablePagination;

  /** Shows row checkboxes. `selection` may be controlled; the handler gets the count too. */
  selectable?: boolean;
  selection?: DataTableSelection;
  onSelectionChange?: (selection: DataTableSelection, count: number) => void;

  /** Hidden columns are `false`; controlled or left to the table. */
  columnVisibility?: VisibilityState;
  onColumnVisibilityChange?: (visibility: VisibilityState) => void;
  /** Shows the column chooser menu (default: when `onColumnVisibilityChange` is given). */
  columnChooser?: boolean;

  /** Search, filters and bulk actions above the table. */
  toolbar?: React.ReactNode | ((context: DataTableToolbarContext) => React.ReactNode);

  /** Shows placeholder rows instead of data. */
  loading?: boolean;
  /** Shows the error state (the value is its description) instead of the rows. */
  error?: React.ReactNode;
  onRetry?: () => void;
  /** Replaces the default empty state. */
  empty?: React.ReactNode;

  /** Rows become activatable: click, or Enter on a focused row. */
  onRowClick?: (row: TData) => void;

  /** Renders only the visible rows; by default above 50 rows. */
  virtualize?: boolean;
  /** Height limit of the scrolling body, under the sticky header. */
  maxHeight?: number | string;

  labels?: Partial<DataTableLabels>;
}

/** Its own props, then those of its root `<div>` (`id`, `aria-*`, `data-*`, `className`…). */
export type DataTableProps<TData extends RowData> = DataTableOwnProps<TData> &
  Omit<React.ComponentProps<'div'>, keyof DataTableOwnProps<TData> | 'children'>;

/** Above this many rows the body is virtualised unless `virtualize` says otherwise. */
export const virtualizeThreshold = 50;
const estimatedRowHeight = 41;
const skeletonRowLimit = 10;

/** Clicks on these inside a row act on themselves, not on the row. */
const interactiveSelector =
  'a, button, input, select, textarea, [role="checkbox"], [role="menuitem"], [role="button"]';

function resolve<T>(updater: Updater<T>, current: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;
}

/** Clicking cycles a column through ascending, descending and unsorted. */
function nextSorting(column: Column<unknown>, sorting: SortingState): SortingState {
  const current = column.getIsSorted();
  if (current === false) return [{ id: column.id, desc: false }];
  if (current === 'asc') return [{ id: column.id, desc: true }];
  return sorting.filter((entry) => entry.id !== column.id);
}

function columnLabel(column: Column<unknown>): string {
  const { header, meta } = column.columnDef;
  return meta?.label ?? (typeof header === 'string' ? header : column.id);
}

function alignClass(column: Column<unknown>) {
  return column.columnDef.meta?.align === 'end' ? 'text-end' : 'text-start';
}

const cellPadding = 'px-3 py-2';

/**
 * A body cell takes at most 20rem of the row unless the table has width to spare, and a word
 * longer than that (a name without spaces) wraps inside it: the other columns stay in the box.
 * Shorter words never break, so on a phone the table still scrolls rather than squeezing them.
 */
const bodyCellWrapping = 'max-w-80 break-words';

/**
 * A server-driven table on TanStack Table: sorting, paging and filtering happen on the server,
 * the table shows one page and reports what the user asks for. Rows can be selected (including
 * "all matching" across pages), focused with the arrow keys and activated with Enter; long pages
 * are virtualised.
 */
export function DataTable<TData extends RowData>({
  label,
  columns,
  data,
  getRowId,
  getRowLabel = getRowId,
  sorting = [],
  onSortingChange,
  pagination,
  selectable = false,
  selection: selectionProp,
  onSelectionChange,
  columnVisibility: columnVisibilityProp,
  onColumnVisibilityChange,
  columnChooser = onColumnVisibilityChange !== undefined,
  toolbar,
  loading = false,
  error,
  onRetry,
  empty,
  onRowClick,
  virtualize,
  maxHeight = '70vh',
  labels,
  className,
  ...props
}: DataTableProps<TData>) {
  const text = { ...defaultDataTableLabels, ...labels };
  const total = pagination?.total ?? data.length;

  const [selection, setSelection] = useControllableState<DataTableSelection>({
    prop: selectionProp,
    defaultProp: emptySelection,
    onChange: onSelectionChange
      ? (next) => onSelectionChange(next, selectedCount(next, total))
      : undefined,
  });
  const [columnVisibility, setColumnVisibility] = useControllableState<VisibilityState>({
    prop: columnVisibilityProp,
    defaultProp: {},
    onChange: onColumnVisibilityChange,
  });

  const table = useReactTable<TData>({
    data: data as TData[],
    columns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    enableSorting: onSortingChange !== undefined,
    enableMultiSort: false,
    state: { sorting, columnVisibility },
    onSortingChange: (updater) => onSortingChange?.(resolve(updater, sorting)),
    onColumnVisibilityChange: (updater) => setColumnVisibility(resolve(updater, columnVisibility)),
  });

  const rows = table.getRowModel().rows;
  const pageIds = rows.map((row) => row.id);
  const visibleColumns = table.getVisibleLeafColumns();
  const columnCount = visibleColumns.length + (selectable ? 1 : 0);
  const showRows = !loading && !error && rows.length > 0;
  const selected = selectedCount(selection, total);

  const clearSelection = () => setSelection(emptySelection);
  const toolbarContent =
    typeof toolbar === 'function'
      ? toolbar({ selection, selectedCount: selected, clearSelection })
      : toolbar;

  return (
    // min-w-0: a wide table scrolls in its own box instead of widening the page's grid or flex column.
    <div data-slot="data-table" className={cn('flex min-w-0 flex-col gap-3', className)} {...props}>
      {toolbarContent || columnChooser ? (
        <div data-slot="data-table-toolbar" className="flex flex-wrap items-center gap-2">
          {toolbarContent}
          {columnChooser ? (
            <ColumnChooser table={table} label={text.columns} className="ms-auto" />
          ) : null}
        </div>
      ) : null}
      {selectable ? (
        <SelectionBanner
          selection={selection}
          selected={selected}
          total={total}
          pageIds={pageIds}
          labels={text}
          onSelectAllMatching={() => setSelection(selectAllMatching())}
          onClear={clearSelection}
        />
      ) : null}
      <TableBody
        table={table}
        label={label}
        rows={rows}
        showRows={showRows}
        columnCount={columnCount}
        selectable={selectable}
        selection={selection}
        onSelectRows={(ids, value) => setSelection(setRowsSelected(selection, ids, value))}
        pageIds={pageIds}
        getRowLabel={getRowLabel}
        onRowClick={onRowClick}
        virtualize={virtualize ?? rows.length > virtualizeThreshold}
        maxHeight={maxHeight}
        labels={text}
        placeholder={
          loading ? (
            <LoadingRows
              rows={Math.min(pagination?.pageSize ?? 5, skeletonRowLimit)}
              columns={columnCount}
            />
          ) : error ? (
            <FullWidthRow columns={columnCount}>
              <ErrorState
                title={text.errorTitle}
                description={error === true ? undefined : error}
                titleAs="p"
                onRetry={onRetry}
                retryLabel={text.retry}
              />
            </FullWidthRow>
          ) : rows.length === 0 ? (
            <FullWidthRow columns={columnCount}>
              {empty ?? (
                <EmptyState
                  title={text.emptyTitle}
                  description={text.emptyDescription}
                  titleAs="p"
                />
              )}
            </FullWidthRow>
          ) : null
        }
        loading={loading}
      />
      <p role="status" className="sr-only">
        {loading ? text.loading : ''}
      </p>
      {pagination ? (
        <Pagination
          page={pagination.page}
          pageSize={pagination.pageSize}
          total={pagination.total}
          onPageChange={pagination.onPageChange}
          onPageSizeChange={pagination.onPageSizeChange}
          pageSizeOptions={pagination.pageSizeOptions}
          labels={pagination.labels}
        />
      ) : null}
    </div>
  );
}

interface TableBodyProps<TData extends RowData> {
  table: ReturnType<typeof useReactTable<TData>>;
  label: string;
  rows: Row<TData>[];
  showRows: boolean;
  columnCount: number;
  selectable: boolean;
  selection: DataTableSelection;
  onSelectRows: (ids: readonly string[], selected: boolean) => void;
  pageIds: readonly string[];
  getRowLabel: (row: TData) => string;
  onRowClick: ((row: TData) => void) | undefined;
  virtualize: boolean;
  maxHeight: number | string;
  labels: DataTableLabels;
  placeholder: React.ReactNode;
  loading: boolean;
}

/** The scrolling table: sticky header, then either the rows (possibly virtualised) or a state. */
function TableBody<TData extends RowData>({
  table,
  label,
  rows,
  showRows,
  columnCount,
  selectable,
  selection,
  onSelectRows,
  pageIds,
  getRowLabel,
  onRowClick,
  virtualize,
  maxHeight,
  labels,
  placeholder,
  loading,
}: TableBodyProps<TData>) {
  const scrollRef = React.useRef<HTMLElement>(null);
  const bodyRef = React.useRef<HTMLTableSectionElement>(null);
  const virtualizer = useVirtualizer({
    count: showRows ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimatedRowHeight,
    overscan: 10,
    enabled: virtualize,
  });
  const navigation = useRowNavigation({
    rowCount: rows.length,
    bodyRef,
    scrollToIndex: virtualize ? (index) => virtualizer.scrollToIndex(index) : undefined,
  });

  const virtualItems = virtualize ? virtualizer.getVirtualItems() : [];
  const renderedIndexes = virtualize
    ? virtualItems.map((item) => item.index)
    : rows.map((_, index) => index);
  const tabStop = renderedIndexes.includes(navigation.focusIndex)
    ? navigation.focusIndex
    : (renderedIndexes[0] ?? 0);
  const paddingTop = virtualItems[0]?.start ?? 0;
  const paddingBottom = virtualize
    ? virtualizer.getTotalSize() - (virtualItems[virtualItems.length - 1]?.end ?? 0)
    : 0;
  const pageState = pageSelectionState(selection, pageIds);

  const renderRow = (row: Row<TData>, index: number) => {
    const rowSelected = selectable && isRowSelected(selection, row.id);
    return (
      <tr
        key={row.id}
        ref={virtualize ? virtualizer.measureElement : undefined}
        data-index={index}
        data-row-index={index}
        data-row-id={row.id}
        data-state={rowSelected ? 'selected' : undefined}
        aria-rowindex={virtualize ? index + 2 : undefined}
        tabIndex={index === tabStop ? 0 : -1}
        onFocus={(event) => {
          if (event.target === event.currentTarget) navigation.setFocusIndex(index);
        }}
        onKeyDown={(event) => {
          if (event.target !== event.currentTarget) return;
          if (navigation.handleKey(event, index)) return;
          if (event.key === 'Enter' && onRowClick) {
            event.preventDefault();
            onRowClick(row.original);
          } else if (event.key === ' ' && selectable) {
            event.preventDefault();
            onSelectRows([row.id], !rowSelected);
          }
        }}
        onClick={
          onRowClick
            ? (event) => {
                const target = event.target as Element;
                // React bubbles clicks from portalled content (a row's action menu) through the
                // row; only clicks on the row's own DOM open it.
                if (!event.currentTarget.contains(target)) return;
                const control = target.closest(interactiveSelector);
                if (control && event.currentTarget.contains(control)) return;
                onRowClick(row.original);
              }
            : undefined
        }
        className={cn(
          innerFocusRing,
          'border-b transition-colors last:border-b-0 hover:bg-muted/50 focus-visible:bg-accent data-[state=selected]:bg-accent/60',
          onRowClick && 'cursor-pointer',
        )}
      >
        {selectable ? (
          <td className={cn(cellPadding, 'w-10')}>
            <Checkbox
              aria-label={labels.selectRow(getRowLabel(row.original))}
              checked={rowSelected}
              onCheckedChange={(checked) => onSelectRows([row.id], checked === true)}
            />
          </td>
        ) : null}
        {row.getVisibleCells().map((cell) => (
          <td
            key={cell.id}
            className={cn(
              cellPadding,
              bodyCellWrapping,
              alignClass(cell.column as Column<unknown>),
              cell.column.columnDef.meta?.className,
            )}
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        ))}
      </tr>
    );
  };

  return (
    <TableScroll
      ref={scrollRef}
      label={label}
      // A container, so that a state row can take the visible width (see FullWidthRow).
      className="@container"
      style={{ maxHeight }}
    >
      <table
        aria-label={label}
        aria-busy={loading || undefined}
        aria-rowcount={virtualize && showRows ? rows.length + 1 : undefined}
        className="w-full caption-bottom border-collapse text-sm"
      >
        <thead className="sticky top-0 z-10 bg-background shadow-[inset_0_-1px_0_var(--border)]">
          {table.getHeaderGroups().map((headerGroup) => (
            <tr key={headerGroup.id} aria-rowindex={virtualize && showRows ? 1 : undefined}>
              {selectable ? (
                <th scope="col" className={cn(cellPadding, 'w-10')}>
                  <Checkbox
                    aria-label={labels.selectPage}
                    disabled={!showRows}
                    checked={
                      pageState === 'all' ? true : pageState === 'some' ? 'indeterminate' : false
                    }
                    onCheckedChange={() => onSelectRows(pageIds, pageState !== 'all')}
                  />
                </th>
              ) : null}
              {headerGroup.headers.map((header) => {
                const column = header.column as Column<unknown>;
                const sorted = column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={
                      sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                    }
                    className={cn(
                      cellPadding,
                      'h-10 font-medium whitespace-nowrap text-muted-foreground',
                      alignClass(column),
                      column.columnDef.meta?.className,
                    )}
                  >
                    {header.isPlaceholder ? null : column.getCanSort() ? (
                      <SortButton
                        column={column}
                        onSort={() => table.setSorting((old) => nextSorting(column, old))}
                      >
                        {flexRender(header.column.columnDef.header, header.getContext())}
                      </SortButton>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody ref={bodyRef}>
          {!showRows ? (
            placeholder
          ) : virtualize ? (
            <>
              {paddingTop > 0 ? <SpacerRow height={paddingTop} columns={columnCount} /> : null}
              {virtualItems.map((item) => {
                const row = rows[item.index];
                return row ? renderRow(row, item.index) : null;
              })}
              {paddingBottom > 0 ? (
                <SpacerRow height={paddingBottom} columns={columnCount} />
              ) : null}
            </>
          ) : (
            rows.map(renderRow)
          )}
        </tbody>
      </table>
    </TableScroll>
  );
}

function SortButton({
  column,
  onSort,
  children,
}: {
  column: Column<unknown>;
  onSort: () => void;
  children: React.ReactNode;
}) {
  const sorted = column.getIsSorted();
  const Icon =
    sorted === 'asc' ? ArrowUpIcon : sorted === 'desc' ? ArrowDownIcon : ChevronsUpDownIcon;
  return (
    <button
      type="button"
      data-slot="data-table-sort"
      onClick={onSort}
      className={cn(
        // A flush ring: the table's scroll box would clip an offset one at its edges.
        flushFocusRing,
        '-mx-2 inline-flex items-center gap-1 rounded-sm px-2 py-1 hover:bg-accent hover:text-accent-foreground',
        sorted && 'text-foreground',
        column.columnDef.meta?.align === 'end' && 'flex-row-reverse',
      )}
    >
      {children}
      <Icon aria-hidden="true" className={cn('size-3.5 shrink-0', !sorted && 'opacity-50')} />
    </button>
  );
}

/** Keeps the virtualised rows' positions: one empty row above and one below those rendered. */
function SpacerRow({ height, columns }: { height: number; columns: number }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row is not focusable; hiding it keeps the row count right
    <tr aria-hidden="true" data-slot="data-table-spacer">
      <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

/**
 * A state (empty, error) in place of the rows. It spans the columns but keeps to the scrolling
 * box's visible width, held at its start edge: where the columns are wider than the screen (a
 * phone), its text and action stay in view instead of being centred across the columns.
 */
function FullWidthRow({ columns, children }: { columns: number; children: React.ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="p-0">
        <div className="sticky start-0 w-[100cqw]">{children}</div>
      </td>
    </tr>
  );
}

function LoadingRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, rowIndex) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
    <tr key={rowIndex} data-slot="data-table-skeleton-row" className="border-b last:border-b-0">
      {Array.from({ length: columns }, (_, columnIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
        <td key={columnIndex} className={cellPadding}>
          <Skeleton className="h-5 w-full max-w-40" />
        </td>
      ))}
    </tr>
  ));
}

function SelectionBanner({
  selection,
  selected,
  total,
  pageIds,
  labels,
  onSelectAllMatching,
  onClear,
}: {
  selection: DataTableSelection;
  selected: number;
  total: number;
  pageIds: readonly string[];
  labels: DataTableLabels;
  onSelectAllMatching: () => void;
  onClear: () => void;
}) {
  const pageState = pageSelectionState(selection, pageIds);
  const banner = ((): { message: string; action: string; onAction: () => void } | null => {
    if (selection.mode === 'allMatching') {
      const message =
        selection.excludedIds.length === 0
          ? labels.allMatchingSelected(selected)
          : labels.selected(selected);
      return { message, action: labels.clearSelection, onAction: onClear };
    }
    if (pageState === 'all' && total > pageIds.length) {
      return {
        message: labels.pageSelected(pageIds.length),
        action: labels.selectAllMatching(total),
        onAction: onSelectAllMatching,
      };
    }
    if (selected > 0) {
      return {
        message: labels.selected(selected),
        action: labels.clearSelection,
        onAction: onClear,
      };
    }
    return null;
  })();
  return (
    <div aria-live="polite" data-slot="data-table-selection">
      {banner ? (
        <div className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 rounded-md bg-muted px-3 py-2 text-sm">
          <span>{banner.message}</span>
          <Button variant="link" size="sm" className="h-auto p-0" onClick={banner.onAction}>
            {banner.action}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function ColumnChooser<TData extends RowData>({
  table,
  label,
  className,
}: {
  table: ReturnType<typeof useReactTable<TData>>;
  label: string;
  className?: string;
}) {
  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide());
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className={className}>
          <Columns3Icon aria-hidden="true" />
          {label}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{label}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {hideable.map((column) => (
          <DropdownMenuCheckboxItem
            key={column.id}
            checked={column.getIsVisible()}
            // The menu stays open so that several columns can be toggled in a row.
            onSelect={(event) => event.preventDefault()}
            onCheckedChange={(checked) => column.toggleVisibility(checked === true)}
          >
            {columnLabel(column as Column<unknown>)}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const pageJump = 10;

/**
 * Roving focus over table rows: one row is in the tab order; arrows, Page Up/Down and Home/End
 * move focus. With virtualisation the target row may not be rendered yet, so the row is scrolled
 * into view first and focused once it appears.
 */
function useRowNavigation({
  rowCount,
  bodyRef,
  scrollToIndex,
}: {
  rowCount: number;
  bodyRef: React.RefObject<HTMLTableSectionElement | null>;
  scrollToIndex: ((index: number) => void) | undefined;
}) {
  const [focusIndex, setFocusIndex] = React.useState(0);
  const pendingFocus = React.useRef<number | null>(null);
  const clampedFocus = Math.min(focusIndex, Math.max(0, rowCount - 1));

  const focusRendered = React.useCallback(
    (index: number) => {
      const element = bodyRef.current?.querySelector<HTMLElement>(`[data-row-index="${index}"]`);
      if (!element) return false;
      element.focus();
      return true;
    },
    [bodyRef],
  );

  // After a render, focus the row that arrow navigation scrolled to.
  React.useLayoutEffect(() => {
    if (pendingFocus.current !== null && focusRendered(pendingFocus.current)) {
      pendingFocus.current = null;
    }
  });

  const moveTo = (index: number) => {
    const target = Math.min(Math.max(index, 0), rowCount - 1);
    setFocusIndex(target);
    scrollToIndex?.(target);
    if (!focusRendered(target)) pendingFocus.current = target;
  };

  const handleKey = (event: React.KeyboardEvent, index: number): boolean => {
    const targets: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + pageJump,
      PageUp: index - pageJump,
      Home: 0,
      End: rowCount - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return false;
    event.preventDefault();
    moveTo(target);
    return true;
  };

  return { focusIndex: clampedFocus, setFocusIndex, handleKey };
}
