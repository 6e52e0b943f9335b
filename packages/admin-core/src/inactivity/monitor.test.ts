import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTabHub } from '../test-support';
import { ACTIVITY_EVENTS, domActivitySource } from './activity-source';
import {
  createInactivityMonitor,
  type InactivityEvent,
  type InactivityMonitorOptions,
} from './monitor';

const MINUTE = 60_000;
const WARNING_TEXT =
  'Your session will expire in 5 minutes due to inactivity. Please interact with the page to stay logged in.';
const EXPIRED_TEXT = 'Your session has expired due to inactivity. Please log in again.';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2030, 0, 1, 8));
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(options: InactivityMonitorOptions = {}) {
  const target = new EventTarget();
  const onExpire = vi.fn();
  const events: InactivityEvent[] = [];
  const monitor = createInactivityMonitor({
    activitySource: domActivitySource(target),
    onExpire,
    ...options,
  });
  monitor.on((event) => events.push(event));
  const act = (type: string = 'mousemove') => target.dispatchEvent(new Event(type));
  return { monitor, onExpire, events, act, target };
}

describe('inactivity monitor', () => {
  it('is idle until started', () => {
    const { monitor } = setup();
    expect(monitor.getSnapshot()).toEqual({
      status: 'idle',
      lastActivityAt: null,
      expiresAt: null,
    });
    monitor.recordActivity();
    expect(monitor.getSnapshot().status).toBe('idle');
  });

  it('warns 5 minutes before the 720-minute timeout with the exact message for 10 s', () => {
    const { monitor, events, onExpire } = setup();
    monitor.start();
    const startedAt = Date.now();
    expect(monitor.getSnapshot()).toEqual({
      status: 'active',
      lastActivityAt: startedAt,
      expiresAt: startedAt + 720 * MINUTE,
    });
    vi.advanceTimersByTime(715 * MINUTE - 1);
    expect(monitor.getSnapshot().status).toBe('active');
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(monitor.getSnapshot().status).toBe('warning');
    expect(events).toEqual([
      { type: 'warning', minutesLeft: 5, message: WARNING_TEXT, durationMs: 10_000 },
    ]);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('expires at 720 minutes with the exact message, then signs out once', () => {
    const { monitor, events, onExpire } = setup();
    monitor.start();
    vi.advanceTimersByTime(720 * MINUTE - 1);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(monitor.getSnapshot().status).toBe('expired');
    expect(events.at(-1)).toEqual({ type: 'expired', message: EXPIRED_TEXT });
    expect(onExpire).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(24 * 60 * MINUTE);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each(ACTIVITY_EVENTS)('resets the timers on %s', (type) => {
    const { monitor, act, onExpire } = setup();
    monitor.start();
    vi.advanceTimersByTime(700 * MINUTE);
    act(type);
    expect(monitor.getSnapshot().lastActivityAt).toBe(Date.now());
    vi.advanceTimersByTime(700 * MINUTE);
    expect(monitor.getSnapshot().status).toBe('active');
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('returns from warning to active on activity', () => {
    const { monitor, act } = setup();
    monitor.start();
    vi.advanceTimersByTime(716 * MINUTE);
    expect(monitor.getSnapshot().status).toBe('warning');
    act('keydown');
    expect(monitor.getSnapshot().status).toBe('active');
    expect(monitor.getSnapshot().expiresAt).toBe(Date.now() + 720 * MINUTE);
  });

  it('throttles activity so a stream of mouse moves is cheap', () => {
    const { monitor, act } = setup();
    monitor.start();
    const startedAt = Date.now();
    let notifications = 0;
    monitor.subscribe(() => notifications++);
    for (let i = 0; i < 50; i++) {
      vi.advanceTimersByTime(10);
      act();
    }
    expect(notifications).toBe(0);
    expect(monitor.getSnapshot().lastActivityAt).toBe(startedAt);
    vi.advanceTimersByTime(500);
    act();
    expect(notifications).toBe(1);
    expect(monitor.getSnapshot().lastActivityAt).toBe(startedAt + 1000);
  });

  it('expires on time after the machine slept, through the 60 s wall-clock check', () => {
    const { monitor, onExpire } = setup();
    monitor.start();
    // The laptop sleeps: timers do not run, the wall clock moves on.
    vi.setSystemTime(Date.now() + 721 * MINUTE);
    // The long timers are still pending at their original time; the backup check fires first.
    vi.advanceTimersByTime(60_000 - 1);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('warns through the backup check when timers were throttled', () => {
    const { monitor, events } = setup({ scheduler: throttledScheduler() });
    monitor.start();
    vi.setSystemTime(Date.now() + 716 * MINUTE);
    vi.advanceTimersByTime(60_000);
    expect(events).toEqual([
      {
        type: 'warning',
        minutesLeft: 3,
        message:
          'Your session will expire in 3 minutes due to inactivity. Please interact with the page to stay logged in.',
        durationMs: 10_000,
      },
    ]);
  });

  it('treats the first activity after a sleep past the deadline as too late', () => {
    const { monitor, act, onExpire } = setup();
    monitor.start();
    vi.setSystemTime(Date.now() + 800 * MINUTE);
    act('mousedown');
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(monitor.getSnapshot().status).toBe('expired');
  });

  it('stops all timers and listeners and can start again', () => {
    const { monitor, act, target } = setup();
    const stop = monitor.start();
    stop();
    expect(monitor.getSnapshot().status).toBe('idle');
    expect(vi.getTimerCount()).toBe(0);
    act();
    expect(monitor.getSnapshot().status).toBe('idle');
    monitor.start();
    expect(monitor.getSnapshot().status).toBe('active');
    expect(vi.getTimerCount()).toBe(3);
    target.dispatchEvent(new Event('click'));
  });

  it('keeps the expired status after stop so the UI can still tell', () => {
    const { monitor } = setup();
    monitor.start();
    vi.advanceTimersByTime(720 * MINUTE);
    monitor.stop();
    expect(monitor.getSnapshot().status).toBe('expired');
  });

  it('works without an activity source', () => {
    const monitor = createInactivityMonitor({ activitySource: null });
    monitor.start();
    monitor.recordActivity();
    expect(monitor.getSnapshot().status).toBe('active');
    monitor.stop();
  });

  it('listens on window by default', () => {
    const monitor = createInactivityMonitor();
    monitor.start();
    vi.advanceTimersByTime(10 * MINUTE);
    window.dispatchEvent(new Event('scroll'));
    expect(monitor.getSnapshot().lastActivityAt).toBe(Date.now());
    monitor.stop();
  });
});

describe('across tabs', () => {
  it('activity in one tab keeps the others alive', () => {
    const hub = createTabHub();
    const first = setup({ crossTab: hub.openTab() });
    const second = setup({ crossTab: hub.openTab() });
    first.monitor.start();
    second.monitor.start();
    vi.advanceTimersByTime(700 * MINUTE);
    first.act('keydown');
    expect(second.monitor.getSnapshot().lastActivityAt).toBe(Date.now());
    vi.advanceTimersByTime(700 * MINUTE);
    expect(second.onExpire).not.toHaveBeenCalled();
    expect(second.monitor.getSnapshot().status).toBe('active');
  });

  it('announces activity at most every 15 s and ignores stale reports', () => {
    const hub = createTabHub();
    const channel = hub.openTab();
    const peer = hub.openTab();
    const { monitor, act } = setup({ crossTab: channel });
    monitor.start();
    for (let i = 0; i < 20; i++) {
      vi.advanceTimersByTime(1_000);
      act();
    }
    expect(channel.posted).toHaveLength(2);
    const latest = monitor.getSnapshot().lastActivityAt ?? 0;
    peer.post({ type: 'activity', at: latest - 5_000 });
    expect(monitor.getSnapshot().lastActivityAt).toBe(latest);
    // A report from a tab whose clock runs ahead never extends past now.
    peer.post({ type: 'activity', at: Date.now() + 60 * MINUTE });
    expect(monitor.getSnapshot().lastActivityAt).toBe(Date.now());
  });

  it('a report arriving after the deadline cannot revive the session', () => {
    const hub = createTabHub();
    const peer = hub.openTab();
    const { monitor, onExpire } = setup({ crossTab: hub.openTab() });
    monitor.start();
    const startedAt = Date.now();
    vi.setSystemTime(startedAt + 721 * MINUTE);
    peer.post({ type: 'activity', at: startedAt + 1 });
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('does not listen to other tabs while stopped', () => {
    const hub = createTabHub();
    const peer = hub.openTab();
    const { monitor } = setup({ crossTab: hub.openTab() });
    monitor.start()();
    peer.post({ type: 'activity', at: Date.now() });
    expect(monitor.getSnapshot().status).toBe('idle');
  });
});

/** Timers that never fire (a heavily throttled background tab); only intervals run. */
function throttledScheduler() {
  return {
    now: () => Date.now(),
    setTimeout: () => setTimeout(() => {}, 2 ** 31 - 1),
    clearTimeout: (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle),
    setInterval: (callback: () => void, ms: number) => setInterval(callback, ms),
    clearInterval: (handle: ReturnType<typeof setInterval>) => clearInterval(handle),
  };
}
