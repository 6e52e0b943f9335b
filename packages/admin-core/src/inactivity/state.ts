import type { EventSource, ReadableStore } from '../store';

/** `idle` while nobody is signed in; then active → warning → expired. */
export type InactivityStatus = 'idle' | 'active' | 'warning' | 'expired';

export interface InactivityState {
  status: InactivityStatus;
  lastActivityAt: number | null;
  expiresAt: number | null;
}

/** One-off events the app turns into toasts (it owns the toast UI). */
export type InactivityEvent =
  | { type: 'warning'; minutesLeft: number; message: string; durationMs: number }
  | { type: 'expired'; message: string };

export interface InactivityMonitor
  extends ReadableStore<InactivityState>,
    EventSource<InactivityEvent> {
  /** Starts a fresh session clock; returns `stop`. */
  start(): () => void;
  stop(): void;
  /** Counts as user activity now (or at `at`, for activity reported by another tab). */
  recordActivity(at?: number): void;
}

export const IDLE: InactivityState = { status: 'idle', lastActivityAt: null, expiresAt: null };
