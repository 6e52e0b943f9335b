import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import shell from '../../locales/en-US/shell.json';
import { type Rendered, render, signedInCore, testI18n } from '../../test-support';
import { UtcDaysNote } from './utc-days-note';

describe('UtcDaysNote', () => {
  const zone = process.env.TZ;
  let rendered: Rendered | undefined;

  beforeEach(() => {
    // Tokyo: 16:20 UTC on 26 Nov is already 01:20 on 27 Nov there.
    process.env.TZ = 'Asia/Tokyo';
    vi.useFakeTimers({ now: new Date('2026-11-26T16:20:30Z'), toFake: ['Date', 'setInterval'] });
  });

  afterEach(() => {
    rendered?.unmount();
    vi.useRealTimers();
    process.env.TZ = zone;
  });

  const note = () => rendered?.container.querySelector('[data-utc-days-note]')?.textContent;

  it("says the days are UTC days and shows UTC's time, not the admin's", async () => {
    rendered = await render(signedInCore(), await testI18n({ shell }), <UtcDaysNote />);
    expect(note()).toBe('Days are counted in UTC · now 11/26/2026, 04:20 PM UTC');
  });

  it('keeps the time current', async () => {
    rendered = await render(signedInCore(), await testI18n({ shell }), <UtcDaysNote />);
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(note()).toBe('Days are counted in UTC · now 11/26/2026, 04:21 PM UTC');
  });
});
