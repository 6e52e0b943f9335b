import { afterEach, describe, expect, it } from 'vitest';
import { localDayEnd, localDayStart, withLocalDayBounds } from './local-days';

const zoneBefore = process.env.TZ;
const inZone = (zone: string) => {
  process.env.TZ = zone;
};
afterEach(() => {
  // process.env turns undefined into the text "undefined".
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

describe('local day bounds', () => {
  it("bound a day by the browser's midnight, not UTC's", () => {
    inZone('Asia/Tokyo');
    expect(localDayStart('2026-05-01')).toBe('2026-04-30T15:00:00.000Z');
    expect(localDayEnd('2026-05-01')).toBe('2026-05-01T14:59:59.999Z');
    inZone('America/Los_Angeles');
    expect(localDayStart('2026-05-01')).toBe('2026-05-01T07:00:00.000Z');
    expect(localDayEnd('2026-05-01')).toBe('2026-05-02T06:59:59.999Z');
    inZone('UTC');
    expect(localDayStart('2026-05-01')).toBe('2026-05-01T00:00:00.000Z');
    expect(localDayEnd('2026-05-01')).toBe('2026-05-01T23:59:59.999Z');
  });

  it('keeps a day whole across a daylight-saving change (23 and 25 hours)', () => {
    inZone('Europe/Berlin');
    expect(localDayStart('2026-03-29')).toBe('2026-03-28T23:00:00.000Z');
    expect(localDayEnd('2026-03-29')).toBe('2026-03-29T21:59:59.999Z');
    expect(localDayStart('2026-10-25')).toBe('2026-10-24T22:00:00.000Z');
    expect(localDayEnd('2026-10-25')).toBe('2026-10-25T22:59:59.999Z');
  });

  it('answers null for a text that is not a day', () => {
    expect(localDayStart('2026-5-1')).toBeNull();
    expect(localDayEnd('yesterday')).toBeNull();
  });

  it("turns a range's ends into instants and leaves the other filters", () => {
    inZone('Asia/Tokyo');
    expect(
      withLocalDayBounds(
        { joinedFrom: '2026-05-01', joinedTo: '2026-05-02', q: 'ann' },
        { from: 'joinedFrom', to: 'joinedTo' },
      ),
    ).toEqual({
      joinedFrom: '2026-04-30T15:00:00.000Z',
      joinedTo: '2026-05-02T14:59:59.999Z',
      q: 'ann',
    });
    expect(withLocalDayBounds({ to: '2026-05-02' }, { from: 'from', to: 'to' })).toEqual({
      to: '2026-05-02T14:59:59.999Z',
    });
    expect(withLocalDayBounds({ q: 'ann' }, { from: 'from', to: 'to' })).toEqual({ q: 'ann' });
  });
});
