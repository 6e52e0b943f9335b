import {
  Button,
  Card,
  CardAction,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
} from '@console/ui';
import { ChartNoAxesColumnIcon, TableIcon } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChartTableColumn {
  id: string;
  header: string;
  /** Right-aligned tabular figures. */
  numeric?: boolean;
}

export interface ChartTable {
  columns: readonly ChartTableColumn[];
  /** Cells already formatted, in column order; the first cell heads its row. */
  rows: readonly { key: string; cells: readonly string[] }[];
}

export interface ChartCardProps {
  title: string;
  description?: string;
  /** The numbers behind the chart, shown instead of it with "Show as table". */
  table: ChartTable;
  /** Shown instead of the chart and table when there is nothing to show. */
  emptyText?: string;
  isEmpty?: boolean;
  children: React.ReactNode;
}

/** A chart in a card, with a toggle to read the same numbers as a visible table. */
export function ChartCard({
  title,
  description,
  table,
  emptyText,
  isEmpty = false,
  children,
}: ChartCardProps) {
  const { t } = useTranslation('analytics');
  const [showTable, setShowTable] = useState(false);
  return (
    <Card data-slot="chart-card" aria-label={title} role="region">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        {isEmpty ? null : (
          <CardAction>
            <Button
              variant="outline"
              size="sm"
              aria-pressed={showTable}
              onClick={() => setShowTable((shown) => !shown)}
            >
              {showTable ? (
                <ChartNoAxesColumnIcon aria-hidden="true" />
              ) : (
                <TableIcon aria-hidden="true" />
              )}
              {t('chart.showTable')}
            </Button>
          </CardAction>
        )}
      </CardHeader>
      <CardContent>
        {isEmpty ? (
          <EmptyState
            titleAs="p"
            title={emptyText ?? t('common:states.empty')}
            icon={<ChartNoAxesColumnIcon />}
            className="border border-dashed"
          />
        ) : showTable ? (
          <ValueTable caption={title} table={table} />
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}

function ValueTable({ caption, table }: { caption: string; table: ChartTable }) {
  const alignment = (column: ChartTableColumn | undefined) =>
    column?.numeric ? 'text-right tabular-nums' : 'text-left';
  return (
    <div className="max-h-96 overflow-auto rounded-md border">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-muted">
          <tr>
            {table.columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={`px-3 py-2 font-medium ${alignment(column)}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.key} className="border-t">
              {row.cells.map((cell, index) => {
                const column = table.columns[index];
                const className = `px-3 py-1.5 ${alignment(column)}`;
                return index === 0 ? (
                  <th key={column?.id ?? index} scope="row" className={`font-normal ${className}`}>
                    {cell}
                  </th>
                ) : (
                  <td key={column?.id ?? index} className={className}>
                    {cell}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
