import type { ColumnDef, RowData } from '@tanstack/react-table';
import { EllipsisVerticalIcon } from 'lucide-react';
import * as React from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../components/dropdown-menu';
import { IconButton } from '../components/icon-button';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's name in the column chooser, when its header is not plain text. */
    label?: string;
    /** `end` right-aligns the header and cells, for numbers. */
    align?: 'start' | 'end';
    /** Extra classes for the column's header and body cells, e.g. a width. */
    className?: string;
  }
}

/** One entry of a row's action menu. */
export interface RowAction<TData> {
  label: string;
  onSelect: (row: TData) => void;
  /** Decorative icon before the label. */
  icon?: React.ReactNode;
  /** Colours an action that deletes or bans. */
  destructive?: boolean;
  disabled?: boolean;
}

export interface RowActionsColumnOptions<TData> {
  /** The actions of a row; a function to vary them with the row (e.g. Ban or Unban). */
  actions: readonly RowAction<TData>[] | ((row: TData) => readonly RowAction<TData>[]);
  /** Accessible name of each row's menu button, e.g. `(user) => \`Actions for ${user.name}\``. */
  menuLabel?: (row: TData) => string;
  /** Accessible name of the column header (visually hidden). */
  header?: string;
}

export const rowActionsColumnId = 'actions';

/**
 * A last column with a menu of actions per row. The column cannot be hidden or sorted; its header
 * is read by screen readers only.
 */
export function rowActionsColumn<TData extends RowData>({
  actions,
  menuLabel = () => 'Row actions',
  header = 'Actions',
}: RowActionsColumnOptions<TData>): ColumnDef<TData> {
  return {
    id: rowActionsColumnId,
    enableHiding: false,
    enableSorting: false,
    meta: { align: 'end', className: 'w-12' },
    header: () => <span className="sr-only">{header}</span>,
    cell: ({ row }) => {
      const original = row.original;
      const items = typeof actions === 'function' ? actions(original) : actions;
      return <RowActionsMenu row={original} items={items} label={menuLabel(original)} />;
    },
  };
}

/**
 * The chosen action runs once the menu has closed and handed focus back to its button, not while
 * the menu item still has it: a dialog the action opens then returns focus to the row's button
 * when it closes, instead of to a menu item that no longer exists (the page's body).
 */
function RowActionsMenu<TData>({
  row,
  items,
  label,
}: {
  row: TData;
  items: readonly RowAction<TData>[];
  label: string;
}) {
  const chosen = React.useRef<RowAction<TData> | null>(null);
  const trigger = React.useRef<HTMLButtonElement>(null);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <IconButton ref={trigger} label={label} size="sm" data-slot="row-actions-trigger">
          <EllipsisVerticalIcon />
        </IconButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        onCloseAutoFocus={(event) => {
          const action = chosen.current;
          chosen.current = null;
          if (!action) return;
          event.preventDefault();
          trigger.current?.focus();
          action.onSelect(row);
        }}
      >
        {items.map((action) => (
          <DropdownMenuItem
            key={action.label}
            variant={action.destructive ? 'destructive' : 'default'}
            disabled={action.disabled}
            onSelect={() => {
              chosen.current = action;
            }}
          >
            {action.icon ? <span aria-hidden="true">{action.icon}</span> : null}
            {action.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
