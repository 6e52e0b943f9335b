import type { ReactNode } from 'react';

/** The breakpoint of each row length, as whole class names for Tailwind to find. */
const COLUMNS = {
  /** Two charts side by side from 42rem of the grid's own width. */
  2: '@2xl:grid-cols-2',
  /** Three from 56rem: a 1024-px window with the sidebar open gives less, so they stack. */
  3: '@4xl:grid-cols-3',
} as const;

/**
 * A row of charts (or their skeletons) whose columns follow the width the grid is given, not the
 * window's (a container query): the sidebar, open or collapsed, changes that width at the same
 * window size. Shared by the dashboard and analytics.
 */
export function ChartGrid({ columns, children }: { columns: 2 | 3; children: ReactNode }) {
  return (
    <div data-slot="chart-grid" className="@container">
      <div className={`grid gap-4 ${COLUMNS[columns]}`}>{children}</div>
    </div>
  );
}
