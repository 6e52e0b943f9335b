import { describe, expect, it } from 'vitest';
import { parseListState, rejectedFilters } from '../resource/list-state';
import { auditUrlSchema, securityUrlSchema } from './log-url-schemas';

const auditOptions = {
  filterKeys: ['actorId', 'resource', 'action', 'recordId', 'from', 'to'],
  defaultSort: 'at:desc',
};
const audit = (query: string) =>
  parseListState(new URLSearchParams(query), auditUrlSchema, auditOptions);
const security = (query: string) =>
  parseListState(new URLSearchParams(query), securityUrlSchema, {
    filterKeys: ['type', 'adminUserId', 'from', 'to'],
    defaultSort: 'at:desc',
  });

describe('the audit log URL', () => {
  it('keeps the known order, codes and days', () => {
    expect(audit('sort=at:asc&resource=goals&action=update&from=2026-01-01')).toMatchObject({
      sort: 'at:asc',
      filters: { resource: 'goals', action: 'update', from: '2026-01-01' },
    });
  });

  it('falls back to the newest first for an order the server does not sort by', () => {
    expect(audit('sort=who:asc').sort).toBe('at:desc');
    expect(audit('sort=reason:asc').sort).toBe('at:desc');
  });

  it('drops an unknown action or resource and keeps the other filters', () => {
    expect(audit('action=zzz&resource=goals').filters).toEqual({ resource: 'goals' });
    expect(audit('resource=zzz&action=delete').filters).toEqual({ action: 'delete' });
  });

  it('does not ask for a record id that no record has, and names it as rejected', () => {
    for (const bad of ['-1', 'abc', '0', '1.5', '99999999999999999']) {
      const query = `recordId=${bad}&resource=goals`;
      expect(audit(query).filters).toEqual({ resource: 'goals' });
      expect(rejectedFilters(new URLSearchParams(query), auditUrlSchema, auditOptions)).toEqual({
        recordId: bad,
      });
    }
  });

  it("keeps a record's id and a purged cache's name", () => {
    expect(audit('recordId=42').filters).toEqual({ recordId: '42' });
    expect(audit('recordId=dashboard.stats').filters).toEqual({ recordId: 'dashboard.stats' });
  });

  it('drops a day before year 1000, which the local-day bounds would read as 19xx', () => {
    expect(audit('from=0050-01-01&to=2026-01-01').filters).toEqual({ to: '2026-01-01' });
    expect(audit('from=2026-01-01&to=0999-12-31').filters).toEqual({ from: '2026-01-01' });
  });
});

describe('the security log URL', () => {
  it('falls back to the newest first for an order the server does not sort by', () => {
    expect(security('sort=event:asc').sort).toBe('at:desc');
    expect(security('sort=ip:asc&type=logout')).toMatchObject({
      sort: 'at:desc',
      filters: { type: 'logout' },
    });
    expect(security('sort=at:asc').sort).toBe('at:asc');
  });

  it('keeps days from year 1000 and drops earlier ones', () => {
    expect(security('from=1000-01-01&to=0050-01-01').filters).toEqual({ from: '1000-01-01' });
  });
});
