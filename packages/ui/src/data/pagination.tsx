import { ChevronLeftIcon, ChevronRightIcon, EllipsisIcon } from 'lucide-react';
import type * as React from 'react';
import { useId } from 'react';
import { Button } from '../components/button';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../components/select';
import { cn } from '../lib/cn';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons to show: always the first and last page, `siblings` pages either side of the
 * current one, and an ellipsis for each run of hidden pages. The list keeps the same length while
 * paging so that the buttons do not jump under the pointer.
 */
export function paginationRange(page: number, pageCount: number, siblings = 1): PageItem[] {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(1, Math.trunc(page)), pageCount);
  const slots = 2 * siblings + 5;
  const pages = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, offset) => from + offset);
  if (pageCount <= slots) return pages(1, pageCount);

  const left = Math.max(current - siblings, 1);
  const right = Math.min(current + siblings, pageCount);
  const edgeRun = 3 + 2 * siblings;
  if (left <= 3) return [...pages(1, edgeRun), 'ellipsis-end', pageCount];
  if (right >= pageCount - 2)
    return [1, 'ellipsis-start', ...pages(pageCount - edgeRun + 1, pageCount)];
  return [1, 'ellipsis-start', ...pages(left, right), 'ellipsis-end', pageCount];
}

export interface PaginationLabels {
  /** Name of the navigation landmark. */
  navigation: string;
  previous: string;
  next: string;
  /** Name of a page button. */
  page: (page: number) => string;
  /** The "Showing 21–40 of 1,234" line; `total` may be 0. */
  range: (from: number, to: number, total: number) => string;
  /** Label of the page-size select. */
  pageSize: string;
  /** Read for an ellipsis (hidden pages). */
  morePages: string;
}

const englishNumber = new Intl.NumberFormat('en-US');

export const defaultPaginationLabels: PaginationLabels = {
  navigation: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: (page) => `Page ${page}`,
  range: (from, to, total) =>
    total === 0
      ? 'No results'
      : `Showing ${englishNumber.format(from)}–${englishNumber.format(to)} of ${englishNumber.format(total)}`,
  pageSize: 'Rows per page',
  morePages: 'More pages',
};

export type PaginationProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  /** How many rows match, across all pages. */
  total: number;
  onPageChange: (page: number) => void;
  /** Without it the page-size select is not shown. */
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
  /** Pages shown either side of the current one. */
  siblingCount?: number;
  labels?: Partial<PaginationLabels>;
};

export const defaultPageSizeOptions = [10, 20, 50, 100] as const;

/** Page navigation of a server-paged list: range summary, page-size select and page buttons. */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = defaultPageSizeOptions,
  siblingCount = 1,
  labels,
  className,
  ...props
}: PaginationProps) {
  const text = { ...defaultPaginationLabels, ...labels };
  const pageSizeLabelId = useId();
  const size = Math.max(1, Math.trunc(pageSize));
  const rowCount = Math.max(0, Math.trunc(total));
  const pageCount = Math.max(1, Math.ceil(rowCount / size));
  const current = Math.min(Math.max(1, Math.trunc(page)), pageCount);
  const from = rowCount === 0 ? 0 : (current - 1) * size + 1;
  const to = Math.min(current * size, rowCount);
  const sizes = [...new Set([...pageSizeOptions, size])].sort((a, b) => a - b);

  return (
    <div
      data-slot="pagination"
      className={cn(
        'flex flex-wrap items-center justify-between gap-x-6 gap-y-3 text-sm',
        className,
      )}
      {...props}
    >
      <p data-slot="pagination-range" aria-live="polite" className="text-muted-foreground">
        {text.range(from, to, rowCount)}
      </p>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        {onPageSizeChange ? (
          <div className="flex items-center gap-2">
            <span id={pageSizeLabelId} className="text-muted-foreground">
              {text.pageSize}
            </span>
            <Select value={String(size)} onValueChange={(value) => onPageSizeChange(Number(value))}>
              <SelectTrigger size="sm" aria-labelledby={pageSizeLabelId} className="w-20">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {sizes.map((option) => (
                  <SelectItem key={option} value={String(option)}>
                    {option}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        ) : null}
        <nav aria-label={text.navigation}>
          {/* On a phone Previous and Next keep to their arrows, and the row may wrap. */}
          <ul className="flex flex-wrap items-center gap-1">
            <li>
              <Button
                variant="ghost"
                size="sm"
                className="px-2.5"
                disabled={current <= 1}
                onClick={() => onPageChange(current - 1)}
              >
                <ChevronLeftIcon aria-hidden="true" className="rtl:rotate-180" />
                <span className="max-sm:sr-only">{text.previous}</span>
              </Button>
            </li>
            {paginationRange(current, pageCount, siblingCount).map((item) =>
              typeof item === 'number' ? (
                <li key={item}>
                  <Button
                    variant={item === current ? 'outline' : 'ghost'}
                    size="sm"
                    className="min-w-8 px-2 tabular-nums"
                    aria-label={text.page(item)}
                    aria-current={item === current ? 'page' : undefined}
                    onClick={item === current ? undefined : () => onPageChange(item)}
                  >
                    {item}
                  </Button>
                </li>
              ) : (
                <li key={item} className="flex size-8 items-center justify-center">
                  <EllipsisIcon aria-hidden="true" className="size-4 text-muted-foreground" />
                  <span className="sr-only">{text.morePages}</span>
                </li>
              ),
            )}
            <li>
              <Button
                variant="ghost"
                size="sm"
                className="px-2.5"
                disabled={current >= pageCount}
                onClick={() => onPageChange(current + 1)}
              >
                <span className="max-sm:sr-only">{text.next}</span>
                <ChevronRightIcon aria-hidden="true" className="rtl:rotate-180" />
              </Button>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
