import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { domActivitySource } from './activity-source';
import { createLazyInactivityMonitor } from './lazy-monitor';
import * as monitorModule from './monitor';
import type { InactivityEvent } from './state';

const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2030, 0, 1, 8));
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets the promise callbacks of an arrived (or failed) fetch run. */
const settled = async () => {
  for (let turn = 0; turn < 3; turn += 1) await Promise.resolve();
};

/** A monitor whose code arrives when the test says so (or fails to). */
function setup() {
  const target = new EventTarget();
  const onExpire = vi.fn();
  let arrive: (module: typeof monitorModule) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<typeof monitorModule>((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      }),
  );
  const monitor = createLazyInactivityMonitor(
    { activitySource: domActivitySource(target), onExpire },
    load,
  );
  const events: InactivityEvent[] = [];
  monitor.on((event) => events.push(event));
  return {
    monitor,
    load,
    onExpire,
    events,
    arrive: async () => {
      arrive(monitorModule);
      await settled();
    },
    fail: async () => {
      fail(new Error('offline'));
      await settled();
    },
    act: () => target.dispatchEvent(new Event('mousemove')),
  };
}

describe('lazy inactivity monitor', () => {
  it('fetches its code on the first start only, and runs once it is there', async () => {
    const { monitor, load, arrive } = setup();
    expect(load).not.toHaveBeenCalled();
    monitor.start();
    expect(load).toHaveBeenCalledOnce();
    expect(monitor.getSnapshot().status).toBe('idle');
    await arrive();
    expect(monitor.getSnapshot()).toEqual({
      status: 'active',
      lastActivityAt: Date.now(),
      expiresAt: Date.now() + 720 * MINUTE,
    });
    monitor.stop();
    expect(monitor.getSnapshot().status).toBe('idle');
    // Started again, it runs at once without fetching anything.
    monitor.start();
    expect(monitor.getSnapshot().status).toBe('active');
    expect(load).toHaveBeenCalledOnce();
  });

  it("passes the monitor's activity, warning and expiry through", async () => {
    const { monitor, onExpire, events, arrive, act } = setup();
    monitor.start();
    await arrive();
    vi.advanceTimersByTime(100 * MINUTE);
    act();
    expect(monitor.getSnapshot().lastActivityAt).toBe(Date.now());
    vi.advanceTimersByTime(715 * MINUTE);
    expect(monitor.getSnapshot().status).toBe('warning');
    expect(events).toEqual([expect.objectContaining({ type: 'warning', minutesLeft: 5 })]);
    vi.advanceTimersByTime(5 * MINUTE);
    expect(monitor.getSnapshot().status).toBe('expired');
    expect(events.at(-1)).toEqual({
      type: 'expired',
      message: 'Your session has expired due to inactivity. Please log in again.',
    });
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('stays idle when stopped before its code arrived', async () => {
    const { monitor, arrive } = setup();
    monitor.start();
    monitor.stop();
    await arrive();
    expect(monitor.getSnapshot().status).toBe('idle');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('tries to fetch its code again on the next start when it could not', async () => {
    const { monitor, load, fail, arrive } = setup();
    monitor.start();
    await fail();
    expect(monitor.getSnapshot().status).toBe('idle');
    monitor.start();
    expect(load).toHaveBeenCalledTimes(2);
    await arrive();
    expect(monitor.getSnapshot().status).toBe('active');
  });
});
