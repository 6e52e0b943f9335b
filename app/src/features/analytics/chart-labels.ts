import type { ChartLabels } from '@console/ui';
import type { TFunction } from 'i18next';

/** The translated texts of the ui charts (empty state, table header, spoken summary). */
export function chartLabels(t: TFunction, categoryHeader: string): ChartLabels {
  return {
    empty: t('analytics:chart.empty'),
    category: categoryHeader,
    // The chart is named by its title: the summary, its description, does not say it again.
    summary: ({ seriesLabels, categoryCount, firstCategory, lastCategory, min, max }) =>
      t('analytics:chart.summary', {
        series: seriesLabels.join(', '),
        count: categoryCount,
        first: firstCategory,
        last: lastCategory,
        min,
        max,
      }),
  };
}
