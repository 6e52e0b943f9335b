import type { Meta, StoryObj } from '@storybook/react-vite';
import { createColumnHelper, type VisibilityState } from '@tanstack/react-table';
import { BanIcon, SearchIcon } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../components/button';
import { EmptyState } from '../components/empty-state';
import { Input } from '../components/input';
import { rightToLeft, withDirection } from '../lib/direction.fixtures';
import { DataTable, type DataTableProps } from './data-table';
import {
  DemoServerTable,
  type DemoUser,
  makeUsers,
  userActionsColumn,
  userColumns,
  userTableDefaults,
} from './data-table.fixtures';
import { ScrolledSideways, scrollEdge } from './table-scroll.fixtures';

const users = makeUsers(1234);
const extraColumn = createColumnHelper<DemoUser>();

const meta = {
  title: 'Data/DataTable/Features',
  component: DataTable<DemoUser>,
  args: {
    ...userTableDefaults,
    data: users.slice(0, 20),
    onSortingChange: fn(),
    onSelectionChange: fn(),
    onRowClick: fn(),
    onRetry: fn(),
  },
} satisfies Meta<DataTableProps<DemoUser>>;

export default meta;
type Story = StoryObj<typeof meta>;

const usersTable = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: 'Users' });

/** Placeholder rows keep the layout while a page loads; the table is marked busy. */
export const Loading: Story = {
  args: { loading: true, pagination: { page: 1, pageSize: 20, total: 0, onPageChange: fn() } },
  play: async ({ canvasElement }) => {
    const table = usersTable(canvasElement);
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvasElement.querySelectorAll('[data-slot="data-table-skeleton-row"]'),
    ).toHaveLength(10);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const Empty: Story = {
  args: { data: [], labels: { emptyDescription: 'Try another search or clear the filters.' } },
  play: async ({ canvasElement }) => {
    const table = usersTable(canvasElement);
    await expect(within(table).getByText('No results')).toBeInTheDocument();
    await expect(within(table).getByText('Try another search or clear the filters.')).toBeVisible();
  },
};

/** A failed load shows the error in place of the rows, with a retry. */
export const ErrorWithRetry: Story = {
  args: { error: 'The server did not answer in time.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The data could not be loadedThe server did not answer in time.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Sorting happens on the server: a header click reports the new sorting; aria-sort follows it. */
export const Sorting: Story = {
  render: (args) => <DemoServerTable {...args} rows={users} />,
  play: async ({ canvasElement, args }) => {
    const table = usersTable(canvasElement);
    const header = within(table).getByRole('columnheader', { name: /Username/ });
    await expect(header).not.toHaveAttribute('aria-sort');
    const sortButton = within(header).getByRole('button', { name: 'Username' });

    await userEvent.click(sortButton);
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'username', desc: false }]);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('alice');

    await userEvent.click(sortButton);
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'username', desc: true }]);
    await expect(header).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(sortButton);
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([]);
    await expect(header).not.toHaveAttribute('aria-sort');
    // Columns without server-side sorting have no button.
    const email = within(table).getByRole('columnheader', { name: 'Email' });
    await expect(within(email).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Ticked rows are reported as ids with their count. */
export const Selection: Story = {
  render: (args) => <DemoServerTable {...args} rows={users} selectable />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select alice' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select carol' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(
      { mode: 'ids', ids: ['u1', 'u3'] },
      2,
    );
    await expect(canvas.getByText('2 selected.')).toBeInTheDocument();
    await expect(
      canvas.getByRole('checkbox', { name: 'Select all rows on this page' }),
    ).toHaveAttribute('data-state', 'indeterminate');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith({ mode: 'ids', ids: [] }, 0);
  },
};

/**
 * Ticking the page offers to extend the selection to every row matching the filter, across pages;
 * unticking a row then records it as an exclusion.
 */
export const SelectAllMatching: Story = {
  render: (args) => <DemoServerTable {...args} rows={users} selectable />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await expect(canvas.getByText('All 20 on this page are selected.')).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Select all 1,234 matching' }));
    await expect(canvas.getByText('All 1,234 matching are selected.')).toBeInTheDocument();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(
      { mode: 'allMatching', excludedIds: [] },
      1234,
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select carol20' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select carol20' }));
    await expect(canvas.getByText('1,233 selected.')).toBeInTheDocument();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(
      { mode: 'allMatching', excludedIds: ['u21'] },
      1233,
    );
  },
};

/** The column chooser lists the columns that may be hidden; the visibility can be controlled. */
export const ColumnChooser: Story = {
  args: { onColumnVisibilityChange: fn() },
  render: function Render(args) {
    const [visibility, setVisibility] = useState<VisibilityState>({ createdAt: false });
    return (
      <DataTable
        {...args}
        columnVisibility={visibility}
        onColumnVisibilityChange={(next) => {
          args.onColumnVisibilityChange?.(next);
          setVisibility(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = usersTable(canvasElement);
    await expect(within(table).queryByRole('columnheader', { name: 'Created' })).toBeNull();
    await expect(within(table).getByRole('columnheader', { name: 'Email' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    const menu = within(document.body);
    await userEvent.click(await menu.findByRole('menuitemcheckbox', { name: 'Email' }));
    await expect(args.onColumnVisibilityChange).toHaveBeenLastCalledWith({
      createdAt: false,
      email: false,
    });
    await expect(within(table).queryByRole('columnheader', { name: 'Email' })).toBeNull();
    // The menu stays open for the next toggle.
    await userEvent.click(menu.getByRole('menuitemcheckbox', { name: 'Created' }));
    await expect(within(table).getByRole('columnheader', { name: 'Created' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu.queryByRole('menu')).toBeNull());
  },
};

/**
 * The column chooser opened from the keyboard and left open, so that axe checks it (light and
 * dark). Focus is on its first column; the button says the menu is open.
 */
export const ColumnChooserOpen: Story = {
  args: { onColumnVisibilityChange: fn() },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Columns' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(within(menu).getAllByRole('menuitemcheckbox')[0]).toHaveFocus();
  },
};

const onEdit = fn();
let focusedWhenBanning: Element | null = null;
const onBan = fn(() => {
  focusedWhenBanning = document.activeElement;
});

/**
 * A per-row menu built with `rowActionsColumn`; actions may depend on the row. An action runs
 * once the menu has given focus back to the row's button, so a dialog it opens returns focus there.
 */
export const RowActions: Story = {
  args: { columns: [...userColumns, userActionsColumn({ onEdit, onBan })] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const erinActions = canvas.getByRole('button', { name: 'Actions for erin' });
    await userEvent.click(erinActions);
    const menu = within(document.body);
    await userEvent.click(await menu.findByRole('menuitem', { name: 'Unban' }));
    await waitFor(() =>
      expect(onBan).toHaveBeenCalledWith(expect.objectContaining({ username: 'erin' })),
    );
    await expect(focusedWhenBanning).toBe(erinActions);

    await userEvent.click(canvas.getByRole('button', { name: 'Actions for alice' }));
    await userEvent.click(await menu.findByRole('menuitem', { name: 'Edit' }));
    await waitFor(() =>
      expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ username: 'alice' })),
    );
    await waitFor(() => expect(menu.queryByRole('menu')).toBeNull());
    // Choosing a menu item runs the action only; it does not also open the row.
    await expect(args.onRowClick).not.toHaveBeenCalled();
  },
};

/**
 * A row's menu opened from the keyboard and left open, so that axe checks it (light and dark).
 * Focus is on its first action; the row's button says the menu is open.
 */
export const RowActionsOpen: Story = {
  args: { columns: [...userColumns, userActionsColumn({ onEdit, onBan })] },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Actions for alice' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
  },
};

/** Rows form one tab stop: arrows move focus, Enter opens the row. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const rows = within(usersTable(canvasElement)).getAllByRole('row').slice(1);
    const [first, second] = rows;
    await expect(first).toHaveAttribute('tabindex', '0');
    await expect(second).toHaveAttribute('tabindex', '-1');
    first?.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'bob' }),
    );
    await userEvent.keyboard('{End}');
    await expect(rows[rows.length - 1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(rows[rows.length - 2]).toHaveFocus();
    await expect(rows[rows.length - 2]).toHaveAttribute('tabindex', '0');
  },
};

/**
 * A long page is virtualised: only the rows in view are in the DOM, between two spacer rows,
 * and keyboard navigation scrolls to rows not rendered yet.
 */
export const Virtualised1000Rows: Story = {
  args: { data: users.slice(0, 1000), maxHeight: 420 },
  play: async ({ canvasElement }) => {
    const table = usersTable(canvasElement);
    await expect(table).toHaveAttribute('aria-rowcount', '1001');
    const rendered = () => table.querySelectorAll('tbody tr[data-row-index]');
    await waitFor(() => expect(rendered().length).toBeGreaterThan(0));
    await expect(rendered().length).toBeLessThan(60);

    (rendered()[0] as HTMLElement).focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-row-index', '999'));
    await expect(document.activeElement).toHaveAttribute('aria-rowindex', '1001');
    await expect(document.activeElement).toHaveTextContent('alice999');
  },
};

/**
 * In a column narrower than its columns (a phone's page) the table scrolls in its own box; the
 * column keeps its width, so the page around it does not grow past the screen.
 */
export const InANarrowColumn: Story = {
  args: { data: users.slice(0, 5) },
  render: (args) => (
    <div data-testid="narrow-column" className="grid w-72 gap-4">
      <p className="text-sm">A page column 288 px wide.</p>
      <DataTable {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const column = within(canvasElement).getByTestId('narrow-column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    const scroller = canvasElement.querySelector<HTMLElement>('[data-slot="table-scroll"]');
    await expect(scroller?.clientWidth).toBeLessThanOrEqual(288);
    await expect(scroller?.scrollWidth).toBeGreaterThan(scroller?.clientWidth ?? 0);
  },
};

/** A name of 100 characters without a space, as a form allows it. */
const unbrokenName = `${'w'.repeat(96)}_end`;

/**
 * A text without spaces wraps inside its cell (it is shown whole) instead of widening its column
 * until the other columns leave the box.
 */
export const LongUnbrokenText: Story = {
  args: {
    data: [{ ...users[0], id: 'long', username: unbrokenName } as DemoUser, ...users.slice(1, 4)],
  },
  render: (args) => (
    <div className="grid w-[800px]">
      <DataTable {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const scroller = canvasElement.querySelector<HTMLElement>('[data-slot="table-scroll"]');
    if (!scroller) throw new Error('No scrolling box');
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    const visible = scroller.getBoundingClientRect();
    for (const header of within(scroller).getAllByRole('columnheader')) {
      await expect(header.getBoundingClientRect().right).toBeLessThanOrEqual(visible.right);
    }
    const cell = within(scroller).getByRole('cell', { name: unbrokenName });
    await expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth);
  },
};

/**
 * On a phone the columns are wider than the screen and the table scrolls sideways; the empty
 * state (text and action) stays within the visible part of the box instead of being centred
 * across the columns' whole width, off the screen.
 */
export const EmptyOnAPhone: Story = {
  args: {
    data: [],
    // As many columns as the console's user list has.
    columns: [
      ...userColumns,
      ...['Name', 'Role', 'Verified', 'Last sign-in'].map((header) =>
        extraColumn.display({ id: header, header }),
      ),
    ],
    selectable: true,
    empty: (
      <EmptyState
        titleAs="p"
        title="No results"
        description="Try another search or clear the filters."
        action={<Button variant="outline">Clear filters</Button>}
      />
    ),
  },
  render: (args) => (
    <div className="grid w-[360px]">
      <DataTable {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const scroller = canvasElement.querySelector<HTMLElement>('[data-slot="table-scroll"]');
    if (!scroller) throw new Error('No scrolling box');
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    const visible = scroller.getBoundingClientRect();
    const canvas = within(canvasElement);
    for (const element of [
      canvas.getByText('No results'),
      canvas.getByText('Try another search or clear the filters.'),
      canvas.getByRole('button', { name: 'Clear filters' }),
    ]) {
      const box = element.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(visible.left);
      await expect(box.right).toBeLessThanOrEqual(visible.right);
    }
  },
};

const onBulkBan = fn();

/**
 * The toolbar holds search and filters; as a function it also receives the selection for bulk
 * actions.
 */
export const ToolbarWithBulkActions: Story = {
  render: function Render(args) {
    const [query, setQuery] = useState('');
    return (
      <DemoServerTable
        {...args}
        rows={users.filter((user) => user.username.includes(query))}
        selectable
        onColumnVisibilityChange={fn()}
        toolbar={({ selection, selectedCount }) => (
          <>
            <div className="relative w-64">
              <SearchIcon
                aria-hidden="true"
                className="absolute top-2.5 start-2.5 size-4 text-muted-foreground"
              />
              <Input
                type="search"
                aria-label="Search users"
                placeholder="Search users"
                className="ps-8"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
            </div>
            {selectedCount > 0 ? (
              <Button
                variant="destructive"
                size="sm"
                onClick={() => onBulkBan(selection, selectedCount)}
              >
                <BanIcon aria-hidden="true" />
                Ban {selectedCount}
              </Button>
            ) : null}
          </>
        )}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const matching = users.filter((user) => user.username.includes('dave1'));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search users' }), 'dave1');
    await expect(canvas.getByText(`Showing 1–20 of ${matching.length}`)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await userEvent.click(
      canvas.getByRole('button', { name: `Select all ${matching.length} matching` }),
    );
    await userEvent.click(canvas.getByRole('button', { name: `Ban ${matching.length}` }));
    await expect(onBulkBan).toHaveBeenCalledWith(
      { mode: 'allMatching', excludedIds: [] },
      matching.length,
    );
  },
};

const arabicColumns = [
  extraColumn.accessor('username', { header: 'اسم المستخدم' }),
  extraColumn.accessor('email', { header: 'البريد الإلكتروني', enableSorting: false }),
  extraColumn.accessor('goals', { header: 'الأهداف', meta: { align: 'end' } }),
];

/**
 * Arabic, right to left: the first column (and the selection boxes) on the right, text columns
 * start-aligned (right), the numeric column end-aligned (left).
 */
export const ArabicRightToLeft: Story = {
  args: {
    label: 'المستخدمون',
    columns: arabicColumns,
    data: users.slice(0, 8),
    labels: {
      selectPage: 'تحديد كل الصفوف في هذه الصفحة',
      selectRow: (rowLabel) => `تحديد ${rowLabel}`,
      columns: 'الأعمدة',
    },
  },
  decorators: [withDirection],
  parameters: rightToLeft('ar'),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'المستخدمون' });
    const [username, email, goals] = ['اسم المستخدم', 'البريد الإلكتروني', 'الأهداف'].map((name) =>
      within(table).getByRole('columnheader', { name }),
    );
    if (!username || !email || !goals) throw new Error('a column is missing');
    await expect(username.getBoundingClientRect().left).toBeGreaterThan(
      email.getBoundingClientRect().left,
    );
    await expect(getComputedStyle(username).textAlign).toBe('start');
    await expect(getComputedStyle(goals).textAlign).toBe('end');
    // A figure sits at its cell's left edge (the end), a name at its cell's right edge (the start).
    const firstRow = within(table).getAllByRole('row')[1];
    if (!firstRow) throw new Error('no rows');
    const cells = within(firstRow).getAllByRole('cell');
    const goalsCell = cells[cells.length - 1];
    if (!goalsCell) throw new Error('no goals cell');
    const text = document.createRange();
    text.selectNodeContents(goalsCell);
    const cellBox = goalsCell.getBoundingClientRect();
    await expect(text.getBoundingClientRect().left - cellBox.left).toBeLessThan(
      cellBox.right - text.getBoundingClientRect().right,
    );
  },
};

/** The page column of an 820 px tablet beside the expanded sidebar, less the page's padding. */
const tabletColumn = 'w-[32rem]';

const scrollBox = (canvasElement: HTMLElement) => {
  const box = canvasElement.querySelector<HTMLElement>('[data-slot="table-scroll"]');
  if (!box) throw new Error('The table has no scroll box');
  return box;
};

/**
 * Wider than its box (a tablet beside the expanded sidebar): a shadow on the end edge says more
 * columns are off-screen, and the box is a tab stop named as the table, so the arrow keys scroll
 * it. Scrolled to the end, the shadow moves to the start edge.
 */
export const OverflowingColumns: Story = {
  args: { data: users.slice(0, 6), selectable: true },
  render: (args) => (
    <div className={tabletColumn}>
      <DataTable {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('region', { name: 'Users' });
    await expect(box).toBe(scrollBox(canvasElement));
    await expect(box).toHaveAttribute('tabindex', '0');
    await expect(scrollEdge(canvasElement, 'end')).toHaveAttribute('data-visible');
    await expect(scrollEdge(canvasElement, 'start')).not.toHaveAttribute('data-visible');
    box.scrollLeft = box.scrollWidth;
    await waitFor(() => expect(scrollEdge(canvasElement, 'start')).toHaveAttribute('data-visible'));
    await expect(scrollEdge(canvasElement, 'end')).not.toHaveAttribute('data-visible');
  },
};

/** Scrolled halfway: columns are cut off on both sides, so both edges show a shadow. */
export const OverflowingColumnsScrolledHalfway: Story = {
  args: { data: users.slice(0, 6), selectable: true },
  render: (args) => (
    <ScrolledSideways to={0.5} className={tabletColumn}>
      <DataTable {...args} />
    </ScrolledSideways>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(scrollEdge(canvasElement, 'start')).toHaveAttribute('data-visible'));
    await expect(scrollEdge(canvasElement, 'end')).toHaveAttribute('data-visible');
  },
};

/**
 * Right to left the table starts at the right: the columns cut off at its end are on the left,
 * and so is the shadow; scrolled to the end (leftwards), it moves to the right.
 */
export const OverflowingColumnsRightToLeft: Story = {
  args: {
    ...ArabicRightToLeft.args,
    data: users.slice(0, 6),
    selectable: true,
  },
  render: (args) => (
    <div className="w-64">
      <DataTable {...args} />
    </div>
  ),
  decorators: [withDirection],
  parameters: rightToLeft('ar'),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('region', { name: 'المستخدمون' });
    const end = scrollEdge(canvasElement, 'end');
    await expect(end).toHaveAttribute('data-visible');
    await expect(scrollEdge(canvasElement, 'start')).not.toHaveAttribute('data-visible');
    const boxRect = box.getBoundingClientRect();
    await expect(end.getBoundingClientRect().left - boxRect.left).toBeLessThan(2);
    box.scrollLeft = -box.scrollWidth;
    await waitFor(() => expect(scrollEdge(canvasElement, 'start')).toHaveAttribute('data-visible'));
    const start = scrollEdge(canvasElement, 'start');
    await expect(boxRect.right - start.getBoundingClientRect().right).toBeLessThan(2);
    await expect(end).not.toHaveAttribute('data-visible');
  },
};
