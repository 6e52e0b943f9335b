import {
  allRoutes,
  faqListQuerySchema,
  goalListQuerySchema,
  telegramUserListQuerySchema,
} from '@console/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  filterQueryOf,
  lastPage,
  listQueryOf,
  listStateToSearchParams,
  parseListState,
  rejectedFilters,
  rejectedSearch,
  sortingOf,
  sortOf,
} from './list-state';

const goals = { filterKeys: ['category', 'isActive'], defaultSort: 'sortOrder:asc' };
const parse = (query: string) =>
  parseListState(new URLSearchParams(query), goalListQuerySchema, goals);

describe('parseListState', () => {
  it('reads page, size, order, search and filters', () => {
    expect(
      parse('page=3&pageSize=50&sort=title:desc&q=run&category=health&isActive=false'),
    ).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'title:desc',
      q: 'run',
      filters: { category: 'health', isActive: 'false' },
    });
  });

  it('gives the defaults for an empty query string', () => {
    expect(parse('')).toEqual({
      page: 1,
      pageSize: 20,
      sort: 'sortOrder:asc',
      q: '',
      filters: {},
    });
  });

  it('replaces each bad value by its default and keeps the good ones', () => {
    const state = parse(
      'page=-2&pageSize=1000&sort=password:asc&q=ok&isActive=maybe&category=health',
    );
    expect(state).toEqual({
      page: 1,
      pageSize: 20,
      sort: 'sortOrder:asc',
      q: 'ok',
      filters: { category: 'health' },
    });
  });

  it('rejects non-numbers, fractions and an over-long search', () => {
    const state = parse(`page=abc&pageSize=2.5&q=${'x'.repeat(201)}`);
    expect(state.page).toBe(1);
    expect(state.pageSize).toBe(20);
    expect(state.q).toBe('');
  });

  it('ignores parameters the resource does not filter on', () => {
    expect(parse('role=admin&locale=en-US').filters).toEqual({});
  });

  it('checks enum filters against the contract', () => {
    const faq = { filterKeys: ['locale', 'category', 'isPublished'] };
    const read = (query: string) =>
      parseListState(new URLSearchParams(query), faqListQuerySchema, faq).filters;
    expect(read('locale=de-DE&isPublished=true')).toEqual({ locale: 'de-DE', isPublished: 'true' });
    expect(read('locale=xx-XX')).toEqual({});
  });

  // The list reads `sort` with the contract's schema: one that took any `word:asc` let an order
  // the server refuses through, and the screen showed the server's validation error instead.
  it.each(
    allRoutes.flatMap((route) => {
      const sort = route.query instanceof z.ZodObject ? route.query.shape.sort : undefined;
      return sort instanceof z.ZodType ? [{ id: route.id, sort }] : [];
    }),
  )('takes only the orders $id sorts by', ({ sort }) => {
    expect(sort.safeParse('bogus:asc').success).toBe(false);
  });
});

describe('rejectedFilters', () => {
  it('names the filter values the list state leaves out, and only those', () => {
    const telegram = { filterKeys: ['level', 'languageCode', 'status'] };
    const read = (query: string) =>
      rejectedFilters(new URLSearchParams(query), telegramUserListQuerySchema, telegram);
    expect(read('level=-1&languageCode=PT&status=active&sort=bogus')).toEqual({ level: '-1' });
    expect(read('level=3&status=zzz')).toEqual({ status: 'zzz' });
    expect(read('level=')).toEqual({});
  });
});

describe('text the API refuses in the URL', () => {
  // `?q=%00%ff`: the API answers 400 to a NUL (or half a surrogate pair) in any parameter.
  it('leaves such a search out of the state and names it as not applied', () => {
    const params = new URLSearchParams('q=%00%ff&category=health');
    expect(params.get('q')).toBe('\u0000\ufffd');
    const state = parseListState(params, goalListQuerySchema, goals);
    expect(state.q).toBe('');
    expect(listQueryOf(state)).not.toHaveProperty('q');
    expect(state.filters).toEqual({ category: 'health' });
    expect(rejectedSearch(params, goalListQuerySchema)).toBe('\u0000\ufffd');
  });

  it('names an over-long search as not applied too, and an applied or empty one not', () => {
    const read = (query: string) => rejectedSearch(new URLSearchParams(query), goalListQuerySchema);
    expect(read(`q=${'x'.repeat(201)}`)).toBe('x'.repeat(201));
    expect(read('q=run')).toBeUndefined();
    expect(read('q=')).toBeUndefined();
    expect(read('')).toBeUndefined();
  });

  it('rejects such a filter value, which the filter then shows as not applied', () => {
    // The contract takes any category text: only the API's check on stored text refuses it.
    expect(goalListQuerySchema.shape.category.safeParse('health\u0000').success).toBe(true);
    const params = new URLSearchParams({ category: 'health\u0000', isActive: 'true' });
    expect(parseListState(params, goalListQuerySchema, goals).filters).toEqual({
      isActive: 'true',
    });
    expect(rejectedFilters(params, goalListQuerySchema, goals)).toEqual({
      category: 'health\u0000',
    });
  });
});

describe('listStateToSearchParams', () => {
  it('leaves the defaults out of the URL', () => {
    expect(listStateToSearchParams(parse(''), goalListQuerySchema, goals).toString()).toBe('');
  });

  it('round-trips a state through the URL', () => {
    const state = parse('page=2&pageSize=50&sort=title:asc&q=walk&isActive=true');
    const params = listStateToSearchParams(state, goalListQuerySchema, goals);
    expect(parseListState(params, goalListQuerySchema, goals)).toEqual(state);
  });

  it('drops bad values instead of writing them back', () => {
    const params = listStateToSearchParams(
      parse('page=0&isActive=perhaps'),
      goalListQuerySchema,
      goals,
    );
    expect(params.toString()).toBe('');
  });
});

describe('the API query of a state', () => {
  it('has the page, size, order, trimmed search and filters', () => {
    const state = { ...parse('page=2&category=health'), q: '  run ' };
    expect(listQueryOf(state)).toEqual({
      page: 2,
      pageSize: 20,
      sort: 'sortOrder:asc',
      q: 'run',
      category: 'health',
    });
    expect(filterQueryOf(state)).toEqual({ q: 'run', category: 'health' });
  });
});

describe('sorting', () => {
  it('converts between `field:dir` and the table model', () => {
    expect(sortingOf('title:desc')).toEqual([{ id: 'title', desc: true }]);
    expect(sortingOf(undefined)).toEqual([]);
    expect(sortOf([{ id: 'updatedAt', desc: false }])).toBe('updatedAt:asc');
    expect(sortOf([])).toBeUndefined();
  });

  it('finds the last page with rows', () => {
    expect(lastPage(41, 20)).toBe(3);
    expect(lastPage(40, 20)).toBe(2);
    expect(lastPage(0, 20)).toBe(1);
  });
});
