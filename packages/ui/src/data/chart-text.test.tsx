import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart';
import { DonutChart } from './donut-chart';
import { LineChart } from './line-chart';

afterEach(cleanup);

/** A daily chart as the console draws it: one series named like the chart. */
const days = ['11/24', '11/25', '11/26'];
const signups = [{ id: 'signups', label: 'Signups', values: [2, 7, 4] }];
const signupsSummary = 'Signups over 3 points from 11/24 to 11/26, values between 2 and 7.';
const statuses = [
  { id: 'active', label: 'Active', value: 3 },
  { id: 'banned', label: 'Banned', value: 1 },
];
const statusesSummary = 'Total 4: Active 3 (75%), Banned 1 (25%).';
const formatPercent = (share: number) => `${Math.round(share * 100)}%`;

describe.each([
  ['LineChart', LineChart],
  ['BarChart', BarChart],
])('%s text alternative', (_name, Chart) => {
  it('is named by the title once and described by the summary without it', () => {
    render(<Chart title="Signups" categories={days} series={signups} />);
    const drawing = screen.getByRole('img');
    expect(drawing.getAttribute('aria-label')).toBe('Signups');
    expect(screen.getByRole('img', { name: 'Signups', description: signupsSummary })).toBe(drawing);
  });

  it('is named by the whole summary when there is no title', () => {
    render(<Chart categories={days} series={signups} />);
    expect(screen.getByRole('img', { name: signupsSummary, description: '' })).toBeInstanceOf(
      SVGElement,
    );
    expect(screen.getByRole('table').querySelector('caption')).toBeNull();
  });

  it('passes the title to a caller’s summary, which decides the description', () => {
    render(
      <Chart
        title="Signups"
        categories={days}
        series={signups}
        labels={{ summary: ({ title, categoryCount }) => `${categoryCount} days (${title})` }}
      />,
    );
    expect(
      screen.getByRole('img', { name: 'Signups', description: '3 days (Signups)' }),
    ).toBeTruthy();
  });
});

describe('DonutChart text alternative', () => {
  it('is named by the title once and described by the totals without it', () => {
    render(
      <DonutChart title="Users by status" segments={statuses} formatPercent={formatPercent} />,
    );
    expect(
      screen.getByRole('img', { name: 'Users by status', description: statusesSummary }),
    ).toBeInstanceOf(SVGElement);
    expect(screen.getByRole('list', { name: 'Users by status' })).toBeTruthy();
  });

  it('is named by the whole summary when there is no title', () => {
    render(<DonutChart segments={statuses} formatPercent={formatPercent} />);
    expect(screen.getByRole('img', { name: statusesSummary, description: '' })).toBeInstanceOf(
      SVGElement,
    );
  });
});
