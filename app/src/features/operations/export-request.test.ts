import { describe, expect, it } from 'vitest';
import { exportHref, exportRequestFromUrl } from './export-request';

describe('exportRequestFromUrl', () => {
  it('keeps the filters the resource export accepts and drops the rest', () => {
    expect(
      exportRequestFromUrl(
        new URLSearchParams('resource=goals&format=json&q=run&isActive=true&page=3&bogus=1'),
      ),
    ).toEqual({ resource: 'goals', format: 'json', filters: { q: 'run', isActive: 'true' } });
  });

  it('drops invalid filter values and falls back to goals as CSV', () => {
    expect(
      exportRequestFromUrl(new URLSearchParams('resource=nope&format=xml&isActive=maybe')),
    ).toEqual({
      resource: 'goals',
      format: 'csv',
      filters: {},
    });
  });

  it('round-trips through exportHref', () => {
    const href = exportHref('faq', { locale: 'fr-FR' });
    expect(exportRequestFromUrl(new URL(href, 'http://x').searchParams)).toEqual({
      resource: 'faq',
      format: 'csv',
      filters: { locale: 'fr-FR' },
    });
  });
});
