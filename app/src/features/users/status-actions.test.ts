import { describe, expect, it } from 'vitest';
import { actionsFor, bulkFilterOf, reasonProblem } from './status-actions';

describe('status actions', () => {
  it('offers the transitions the contract allows from each status', () => {
    expect(actionsFor('active')).toEqual(['ban', 'deactivate']);
    expect(actionsFor('inactive')).toEqual(['ban', 'activate']);
    expect(actionsFor('banned')).toEqual(['unban']);
  });

  it('requires a reason of 3 to 500 characters for ban and deactivate only', () => {
    expect(reasonProblem('ban', '  ')).toEqual({ kind: 'required' });
    expect(reasonProblem('deactivate', undefined)).toEqual({ kind: 'required' });
    expect(reasonProblem('ban', 'no')).toEqual({ kind: 'tooShort', min: 3 });
    expect(reasonProblem('ban', 'x'.repeat(501))).toEqual({ kind: 'tooLong', max: 500 });
    expect(reasonProblem('ban', 'Spam links')).toBeNull();
    expect(reasonProblem('unban', '')).toBeNull();
    expect(reasonProblem('activate', 'ok')).toEqual({ kind: 'tooShort', min: 3 });
  });
});

describe('bulkFilterOf', () => {
  it('keeps the valid filter keys of the list and drops the rest', () => {
    expect(
      bulkFilterOf({
        q: 'ann',
        status: 'banned',
        role: 'owner',
        verified: 'true',
        createdFrom: '2025-01-01',
        createdTo: 'yesterday',
        page: '2',
      }),
    ).toEqual({ q: 'ann', status: 'banned', verified: 'true', createdFrom: '2025-01-01' });
    expect(bulkFilterOf({})).toEqual({});
  });
});
