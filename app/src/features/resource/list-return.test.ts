import { afterEach, describe, expect, it } from 'vitest';
import { forgetListSearches, listHref, rememberListSearch } from './list-return';

afterEach(forgetListSearches);

describe('listHref', () => {
  it('leads back to a list with the query string it last had', () => {
    rememberListSearch('/goals', '?q=Get&page=2');
    expect(listHref('/goals')).toBe('/goals?q=Get&page=2');
    rememberListSearch('/goals', '');
    expect(listHref('/goals')).toBe('/goals');
  });

  it('keeps each list apart, and a list not visited is its bare path', () => {
    rememberListSearch('/faq', '?locale=es-ES');
    rememberListSearch('/challenges/7', '?sort=position:desc');
    expect(listHref('/faq')).toBe('/faq?locale=es-ES');
    expect(listHref('/challenges/7')).toBe('/challenges/7?sort=position:desc');
    expect(listHref('/challenges/8')).toBe('/challenges/8');
    expect(listHref('/levels')).toBe('/levels');
  });

  it('leaves an address with a query string of its own as it is', () => {
    rememberListSearch('/users', '?status=active');
    expect(listHref('/users?status=blocked')).toBe('/users?status=blocked');
  });
});
