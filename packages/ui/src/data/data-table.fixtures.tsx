/**
 * Sample users and a stand-in for the server, for the DataTable stories only. The rows are
 * generated deterministically so that tests can name them.
 */
import { createColumnHelper, type SortingState } from '@tanstack/react-table';
import { useState } from 'react';
import { Badge } from '../components/badge';
import { DataTable, type DataTableProps } from './data-table';
import { rowActionsColumn } from './data-table-columns';
import type { DataTableSelection } from './selection';
import { emptySelection } from './selection';

export interface DemoUser {
  id: string;
  username: string;
  email: string;
  status: 'active' | 'inactive' | 'banned';
  goals: number;
  createdAt: string;
}

const firstNames = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace', 'heidi', 'ivan'];
const statuses = ['active', 'active', 'active', 'inactive', 'banned'] as const;

export function makeUsers(count: number): DemoUser[] {
  return Array.from({ length: count }, (_, index) => {
    const name = firstNames[index % firstNames.length] ?? 'user';
    const username = index < firstNames.length ? name : `${name}${index}`;
    return {
      id: `u${index + 1}`,
      username,
      email: `${username}@example.com`,
      status: statuses[index % statuses.length] ?? 'active',
      goals: (index * 7) % 23,
      createdAt: new Date(Date.UTC(2025, 0, 1) + index * 3_600_000 * 7).toISOString(),
    };
  });
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const column = createColumnHelper<DemoUser>();

export const userColumns = [
  column.accessor('username', { header: 'Username' }),
  column.accessor('email', { header: 'Email', enableSorting: false }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => <Badge status={getValue()} />,
  }),
  column.accessor('goals', { header: 'Goals', meta: { align: 'end' } }),
  column.accessor('createdAt', {
    header: 'Created',
    cell: ({ getValue }) => dateFormat.format(new Date(getValue())),
  }),
];

export function userActionsColumn(handlers: {
  onEdit: (user: DemoUser) => void;
  onBan: (user: DemoUser) => void;
}) {
  return rowActionsColumn<DemoUser>({
    menuLabel: (user) => `Actions for ${user.username}`,
    actions: (user) => [
      { label: 'Edit', onSelect: handlers.onEdit },
      {
        label: user.status === 'banned' ? 'Unban' : 'Ban',
        onSelect: handlers.onBan,
        destructive: user.status !== 'banned',
      },
    ],
  });
}

function compareBy(sorting: SortingState) {
  const [first] = sorting;
  if (!first) return () => 0;
  const key = first.id as keyof DemoUser;
  const direction = first.desc ? -1 : 1;
  return (a: DemoUser, b: DemoUser) => {
    const left = a[key];
    const right = b[key];
    return (left < right ? -1 : left > right ? 1 : 0) * direction;
  };
}

/**
 * Plays the server for a story: holds sorting, page and selection state and answers with one
 * sorted page of `rows`, as the API would.
 */
export function useDemoServer(rows: readonly DemoUser[], initialPageSize = 20) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const [selection, setSelection] = useState<DataTableSelection>(emptySelection);
  // A narrower filter can leave fewer pages than the current one, as on a real server.
  const currentPage = Math.min(page, Math.max(1, Math.ceil(rows.length / pageSize)));
  const sorted = sorting.length > 0 ? [...rows].sort(compareBy(sorting)) : rows;
  const data = sorted.slice((currentPage - 1) * pageSize, currentPage * pageSize);
  return {
    data,
    sorting,
    onSortingChange: (next: SortingState) => {
      setSorting(next);
      setPage(1);
    },
    pagination: {
      page: currentPage,
      pageSize,
      total: rows.length,
      onPageChange: setPage,
      onPageSizeChange: (next: number) => {
        setPageSize(next);
        setPage(1);
      },
    },
    selection,
    onSelectionChange: setSelection,
  } satisfies Partial<DataTableProps<DemoUser>>;
}

export const userTableDefaults = {
  label: 'Users',
  columns: userColumns,
  getRowId: (user: DemoUser) => user.id,
  getRowLabel: (user: DemoUser) => user.username,
} satisfies Partial<DataTableProps<DemoUser>>;

export type DemoServerTableProps = Partial<DataTableProps<DemoUser>> & {
  rows: readonly DemoUser[];
  pageSize?: number;
};

/**
 * A DataTable wired to `useDemoServer`, as a page of the app would be; the story's handlers
 * (spies) are called as well so that play functions can check what the table reported.
 */
export function DemoServerTable({ rows, pageSize = 20, ...props }: DemoServerTableProps) {
  const server = useDemoServer(rows, pageSize);
  return (
    <DataTable
      {...userTableDefaults}
      {...props}
      data={server.data}
      sorting={server.sorting}
      onSortingChange={(next) => {
        props.onSortingChange?.(next);
        server.onSortingChange(next);
      }}
      pagination={{
        ...server.pagination,
        onPageChange: (next) => {
          props.pagination?.onPageChange(next);
          server.pagination.onPageChange(next);
        },
      }}
      selection={server.selection}
      onSelectionChange={(next, count) => {
        props.onSelectionChange?.(next, count);
        server.onSelectionChange(next);
      }}
    />
  );
}
