/**
 * The components that render a root of their own take that root's props, as the primitives do:
 * a caller's `id`, `aria-*`, `data-*`, event handlers and `ref` reach the root, and the caller's
 * `className` wins over the component's (`cn()`).
 */
import { cleanup, render, screen } from '@testing-library/react';
import type * as React from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmDialog } from './components/confirm-dialog';
import { ExpandableText } from './components/expandable-text';
import { BarChart } from './data/bar-chart';
import { activeUsers, months, signups } from './data/chart.fixtures';
import { DataTable } from './data/data-table';
import { DonutChart } from './data/donut-chart';
import { LineChart } from './data/line-chart';
import { VirtualList } from './data/virtual-list';

afterEach(cleanup);

/** What a caller passes to the root; `className` conflicts with a class of the component's own. */
interface CallerProps {
  ref: (element: HTMLElement | null) => void;
  id: string;
  'aria-describedby': string;
  'data-testid': string;
  className: string;
}

interface Case {
  name: string;
  render: (props: Partial<CallerProps>) => React.ReactElement;
  /** The root element, found without the caller's props. */
  root: () => HTMLElement;
  /** A class of the component's root and the caller's class that replaces it. */
  own: string;
  override: string;
}

const categories = months.slice(0, 3);
const series = [signups, activeUsers];
const segments = [
  { id: 'a', label: 'Active', value: 3 },
  { id: 'b', label: 'Banned', value: 1 },
];
const slot = (name: string) => () => {
  const element = document.querySelector<HTMLElement>(`[data-slot="${name}"]`);
  if (!element) throw new Error(`no [data-slot="${name}"]`);
  return element;
};

const cases: Case[] = [
  {
    name: 'ExpandableText',
    render: (props) => <ExpandableText {...props}>A short text</ExpandableText>,
    root: slot('expandable-text'),
    own: 'grid',
    override: 'flex',
  },
  {
    name: 'DataTable',
    render: (props) => (
      <DataTable
        {...props}
        label="Users"
        columns={[{ accessorKey: 'name', header: 'Name' }]}
        data={[{ id: '1', name: 'Alice' }]}
        getRowId={(row) => row.id}
      />
    ),
    root: slot('data-table'),
    own: 'gap-3',
    override: 'gap-8',
  },
  {
    name: 'VirtualList',
    render: (props) => (
      <VirtualList
        {...props}
        aria-label="Logs"
        items={['first', 'second']}
        getItemKey={(item) => item}
        renderItem={(item) => item}
      />
    ),
    root: slot('virtual-list'),
    own: 'gap-2',
    override: 'gap-8',
  },
  {
    name: 'LineChart',
    render: (props) => (
      <LineChart {...props} title="Sign-ups" categories={categories} series={series} />
    ),
    root: slot('line-chart'),
    own: 'w-full',
    override: 'w-1/2',
  },
  {
    name: 'LineChart without data',
    render: (props) => <LineChart {...props} title="Sign-ups" categories={[]} series={[]} />,
    root: slot('line-chart'),
    own: 'border-dashed',
    override: 'border-solid',
  },
  {
    name: 'BarChart',
    render: (props) => (
      <BarChart {...props} title="Sign-ups" categories={categories} series={series} />
    ),
    root: slot('bar-chart'),
    own: 'w-full',
    override: 'w-1/2',
  },
  {
    name: 'BarChart without data',
    render: (props) => <BarChart {...props} title="Sign-ups" categories={[]} series={[]} />,
    root: slot('bar-chart'),
    own: 'border-dashed',
    override: 'border-solid',
  },
  {
    name: 'DonutChart',
    render: (props) => <DonutChart {...props} title="Statuses" segments={segments} />,
    root: slot('donut-chart'),
    own: 'gap-6',
    override: 'gap-2',
  },
  {
    name: 'DonutChart without data',
    render: (props) => <DonutChart {...props} title="Statuses" segments={[]} />,
    root: slot('donut-chart'),
    own: 'border-dashed',
    override: 'border-solid',
  },
  {
    name: 'ConfirmDialog',
    render: (props) => <ConfirmDialog {...props} open title="Delete?" onConfirm={() => {}} />,
    root: () => screen.getByRole('alertdialog'),
    own: 'max-w-lg',
    override: 'max-w-2xl',
  },
];

describe('root props', () => {
  it.each(cases)('$name puts the caller’s props on its root', (entry) => {
    let referenced: HTMLElement | null = null;
    render(
      entry.render({
        ref: (element) => {
          referenced = element;
        },
        id: 'caller-id',
        'aria-describedby': 'caller-help',
        'data-testid': 'caller-root',
        className: entry.override,
      }),
    );
    const root = entry.root();
    expect(root.id).toBe('caller-id');
    expect(root.getAttribute('aria-describedby')).toBe('caller-help');
    expect(root.dataset.testid).toBe('caller-root');
    expect(root.classList).toContain(entry.override);
    expect(root.classList).not.toContain(entry.own);
    expect(referenced).toBe(root);
  });

  it.each(cases)('$name keeps its own class without the caller’s', (entry) => {
    render(entry.render({}));
    expect(entry.root().classList).toContain(entry.own);
  });
});
