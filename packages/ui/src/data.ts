export { BarChart, type BarChartProps } from './data/bar-chart';
export {
  type CategoryChartProps,
  type ChartLabels,
  type ChartSeries,
  type ChartSummary,
  defaultChartLabels,
} from './data/chart-frame';
export { chartPalette } from './data/chart-scale';
export {
  DataTable,
  type DataTableLabels,
  type DataTablePagination,
  type DataTableProps,
  type DataTableToolbarContext,
  defaultDataTableLabels,
  virtualizeThreshold,
} from './data/data-table';
export {
  type RowAction,
  type RowActionsColumnOptions,
  rowActionsColumn,
  rowActionsColumnId,
} from './data/data-table-columns';
export {
  DonutChart,
  type DonutChartLabels,
  type DonutChartProps,
  type DonutSegment,
  type DonutSummarySegment,
  defaultDonutChartLabels,
} from './data/donut-chart';
export { LineChart, type LineChartProps } from './data/line-chart';
export {
  defaultPageSizeOptions,
  defaultPaginationLabels,
  type PageItem,
  Pagination,
  type PaginationLabels,
  type PaginationProps,
  paginationRange,
} from './data/pagination';
export {
  type DataTableSelection,
  emptySelection,
  isRowSelected,
  pageSelectionState,
  selectAllMatching,
  selectedCount,
  setRowsSelected,
} from './data/selection';
export {
  defaultStatCardLabels,
  StatCard,
  type StatCardLabels,
  type StatCardProps,
  type StatDelta,
  type StatTrend,
} from './data/stat-card';
export { TableScroll, type TableScrollProps } from './data/table-scroll';
export {
  defaultVirtualListLabels,
  VirtualList,
  type VirtualListLabels,
  type VirtualListName,
  type VirtualListProps,
} from './data/virtual-list';
