import { describe, expect, it } from 'vitest';
import analytics from '../../locales/en-US/analytics.json';
import { testI18n } from '../../test-support';
import { chartLabels } from './chart-labels';

describe('chartLabels', () => {
  it('describes a chart without repeating its title, which names it', async () => {
    const i18n = await testI18n({ analytics });
    const summary = chartLabels(i18n.t, 'Date').summary({
      title: 'Signups',
      seriesLabels: ['Signups'],
      categoryCount: 30,
      firstCategory: '10/28/2026',
      lastCategory: '11/26/2026',
      min: '0',
      max: '12',
    });
    expect(summary).toBe(
      'Signups over 30 points from 10/28/2026 to 11/26/2026, values between 0 and 12.',
    );
  });
});
