import { inactivityWarningMessage, MESSAGES, TIMINGS } from '../constants';
import type { CrossTabChannel } from '../cross-tab';
import { type Scheduler, systemScheduler, type TimerHandle } from '../scheduler';
import { createEmitter, createValueStore } from '../store';
import { type ActivitySource, domActivitySource } from './activity-source';
import { IDLE, type InactivityEvent, type InactivityMonitor, type InactivityState } from './state';

export type {
  InactivityEvent,
  InactivityMonitor,
  InactivityState,
  InactivityStatus,
} from './state';

export interface InactivityMonitorOptions {
  scheduler?: Scheduler;
  timeoutMs?: number;
  warningBeforeMs?: number;
  checkIntervalMs?: number;
  activityThrottleMs?: number;
  crossTabThrottleMs?: number;
  warningDurationMs?: number;
  /** DOM activity on `window` by default. */
  activitySource?: ActivitySource | null;
  crossTab?: CrossTabChannel | null;
  /** Runs once when the session expires (the session signs out). */
  onExpire?: () => void;
}

export function createInactivityMonitor(options: InactivityMonitorOptions = {}): InactivityMonitor {
  const {
    scheduler = systemScheduler,
    timeoutMs = TIMINGS.inactivityTimeoutMs,
    warningBeforeMs = TIMINGS.inactivityWarningBeforeMs,
    checkIntervalMs = TIMINGS.inactivityCheckIntervalMs,
    activityThrottleMs = TIMINGS.activityThrottleMs,
    crossTabThrottleMs = TIMINGS.crossTabActivityThrottleMs,
    warningDurationMs = TIMINGS.inactivityWarningToastMs,
    crossTab = null,
    onExpire,
  } = options;
  const activitySource =
    options.activitySource === undefined
      ? typeof window === 'undefined'
        ? null
        : domActivitySource(window)
      : options.activitySource;

  const state = createValueStore<InactivityState>(IDLE);
  const events = createEmitter<InactivityEvent>();
  let timers: TimerHandle[] = [];
  let backupCheck: TimerHandle | null = null;
  let detach: Array<() => void> = [];
  let lastHandledAt = Number.NEGATIVE_INFINITY;
  let lastAnnouncedAt = Number.NEGATIVE_INFINITY;

  const running = () =>
    state.getSnapshot().status === 'active' || state.getSnapshot().status === 'warning';

  function clearTimers() {
    for (const timer of timers) scheduler.clearTimeout(timer);
    timers = [];
  }

  /** The single rule, run by the timers and by the backup check: compare the wall clock. */
  function evaluate() {
    const current = state.getSnapshot();
    if (!running() || current.expiresAt === null) return;
    const now = scheduler.now();
    if (now >= current.expiresAt) {
      expire();
    } else if (current.status === 'active' && now >= current.expiresAt - warningBeforeMs) {
      const minutesLeft = Math.ceil((current.expiresAt - now) / 60_000);
      state.set({ ...current, status: 'warning' });
      events.emit({
        type: 'warning',
        minutesLeft,
        message: inactivityWarningMessage(minutesLeft),
        durationMs: warningDurationMs,
      });
    }
  }

  function expire() {
    const current = state.getSnapshot();
    teardown();
    state.set({ ...current, status: 'expired' });
    events.emit({ type: 'expired', message: MESSAGES.inactivityExpired });
    onExpire?.();
  }

  function resetClock(at: number) {
    const expiresAt = at + timeoutMs;
    clearTimers();
    const now = scheduler.now();
    timers = [
      scheduler.setTimeout(evaluate, Math.max(0, expiresAt - warningBeforeMs - now)),
      scheduler.setTimeout(evaluate, Math.max(0, expiresAt - now)),
    ];
    state.set({ status: 'active', lastActivityAt: at, expiresAt });
  }

  function recordActivity(at?: number) {
    if (!running()) return;
    const now = scheduler.now();
    const current = state.getSnapshot();
    if (at !== undefined) {
      // Another tab's activity: adopt it only if it is newer and this session is still alive.
      if (current.lastActivityAt !== null && at <= current.lastActivityAt) return;
      if (current.expiresAt !== null && now >= current.expiresAt) return evaluate();
      resetClock(Math.min(at, now));
      return;
    }
    if (current.status === 'active' && now - lastHandledAt < activityThrottleMs) return;
    // A sleeping laptop wakes with a mouse move: the session has already run out.
    if (current.expiresAt !== null && now >= current.expiresAt) return evaluate();
    lastHandledAt = now;
    resetClock(now);
    if (now - lastAnnouncedAt >= crossTabThrottleMs) {
      lastAnnouncedAt = now;
      crossTab?.post({ type: 'activity', at: now });
    }
  }

  function teardown() {
    clearTimers();
    if (backupCheck !== null) scheduler.clearInterval(backupCheck);
    backupCheck = null;
    for (const off of detach) off();
    detach = [];
  }

  function stop() {
    teardown();
    if (state.getSnapshot().status !== 'expired') state.set(IDLE);
  }

  function start() {
    teardown();
    const now = scheduler.now();
    lastHandledAt = now;
    lastAnnouncedAt = Number.NEGATIVE_INFINITY;
    resetClock(now);
    backupCheck = scheduler.setInterval(evaluate, checkIntervalMs);
    if (activitySource) detach.push(activitySource(() => recordActivity()));
    if (crossTab) {
      detach.push(
        crossTab.subscribe((message) => {
          if (message.type === 'activity') recordActivity(message.at);
        }),
      );
    }
    return stop;
  }

  return {
    getSnapshot: state.getSnapshot,
    subscribe: state.subscribe,
    on: events.on,
    start,
    stop,
    recordActivity,
  };
}
