import { type Scheduler, systemScheduler, type TimerHandle } from './scheduler';
import { createValueStore, type ReadableStore, type Unsubscribe } from './store';

/** Whether the console can reach its server: what the header's Online indicator shows. */
export type ConnectivityStatus = 'online' | 'offline';

/** What the browser says about the network: `online` / `offline` events, and focus to re-check. */
export type NetworkSignal = 'online' | 'offline' | 'focus';

/** The browser's view of the network, injected so tests need no DOM. */
export interface NetworkSource {
  /** `navigator.onLine`. */
  isOnline(): boolean;
  subscribe(listener: (signal: NetworkSignal) => void): Unsubscribe;
}

/** `navigator.onLine` and the `online`, `offline` and `focus` events of `window`. */
export function browserNetwork(
  target: EventTarget | null = typeof window === 'undefined' ? null : window,
  navigatorLike: Pick<Navigator, 'onLine'> | null = typeof navigator === 'undefined'
    ? null
    : navigator,
): NetworkSource | null {
  if (!target) return null;
  const signals: NetworkSignal[] = ['online', 'offline', 'focus'];
  return {
    // A browser that cannot tell is taken at its word only when it says offline.
    isOnline: () => navigatorLike?.onLine !== false,
    subscribe(listener) {
      const handlers = signals.map((signal) => {
        const handler = () => listener(signal);
        target.addEventListener(signal, handler);
        return [signal, handler] as const;
      });
      return () => {
        for (const [signal, handler] of handlers) target.removeEventListener(signal, handler);
      };
    },
  };
}

/** Answers true when the server answered at all (any status), false when nothing came back. */
export type ConnectivityProbe = (signal: AbortSignal) => Promise<boolean>;

/** A GET of the server's health check; a 503 still proves the server is reachable. */
export function fetchProbe(
  url: string,
  fetchImpl: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init),
): ConnectivityProbe {
  return async (signal) => {
    try {
      await fetchImpl(url, { method: 'GET', cache: 'no-store', signal });
      return true;
    } catch {
      return false;
    }
  };
}

export const CONNECTIVITY_TIMINGS = {
  /** The first probe after the connection was lost; each failed probe doubles the wait. */
  probeInitialDelayMs: 2_000,
  probeMaxDelayMs: 30_000,
  /** A probe that has not been answered by then counts as failed. */
  probeTimeoutMs: 10_000,
} as const;

export interface ConnectivityOptions {
  /** The browser's signals; `browserNetwork()` by default, `null` for none. */
  network?: NetworkSource | null;
  /** How to check that the server is back while offline; `null`: trust the `online` event alone. */
  probe?: ConnectivityProbe | null;
  scheduler?: Scheduler;
  probeInitialDelayMs?: number;
  probeMaxDelayMs?: number;
  probeTimeoutMs?: number;
}

export interface Connectivity extends ReadableStore<ConnectivityStatus> {
  /** The server answered a request (any status, even 4xx/5xx): it is reachable. */
  reportAnswer(): void;
  /** A request got no answer at all (a network error, not a timeout or a cancel). */
  reportNetworkFailure(): void;
  /**
   * `fetch` wrapped so that every exchange reports its outcome; a request aborted through its
   * signal (a timeout or a cancel) reports nothing.
   */
  observe(fetchImpl: typeof globalThis.fetch): typeof globalThis.fetch;
  /** Probes the server now unless a probe is already running (no-op while online). */
  check(): Promise<void>;
  /**
   * Follows the browser's signals and probes for recovery while offline. Returns the stop
   * function; starting again after a stop works.
   */
  start(): () => void;
}

/**
 * Online while the server answers. A request that gets no answer, or the browser's `offline`
 * event, turns it offline; from then on it probes the server with a doubling back-off (and at
 * once on the `online` event or when the window gets the focus) until an answer arrives.
 */
export function createConnectivity(options: ConnectivityOptions = {}): Connectivity {
  const network = options.network === undefined ? browserNetwork() : options.network;
  const probe = options.probe ?? null;
  const scheduler = options.scheduler ?? systemScheduler;
  const {
    probeInitialDelayMs = CONNECTIVITY_TIMINGS.probeInitialDelayMs,
    probeMaxDelayMs = CONNECTIVITY_TIMINGS.probeMaxDelayMs,
    probeTimeoutMs = CONNECTIVITY_TIMINGS.probeTimeoutMs,
  } = options;

  const state = createValueStore<ConnectivityStatus>(
    network && !network.isOnline() ? 'offline' : 'online',
  );
  let running = false;
  let nextDelay = probeInitialDelayMs;
  let probeTimer: TimerHandle | null = null;
  let probing: { controller: AbortController; done: Promise<void> } | null = null;

  function cancelProbeTimer() {
    if (probeTimer === null) return;
    scheduler.clearTimeout(probeTimer);
    probeTimer = null;
  }

  function cancelProbe() {
    cancelProbeTimer();
    probing?.controller.abort();
    probing = null;
  }

  function scheduleProbe() {
    if (!running || !probe || probing || probeTimer !== null) return;
    const delay = nextDelay;
    nextDelay = Math.min(nextDelay * 2, probeMaxDelayMs);
    probeTimer = scheduler.setTimeout(() => {
      probeTimer = null;
      void check();
    }, delay);
  }

  function goOnline() {
    cancelProbe();
    nextDelay = probeInitialDelayMs;
    state.set('online');
  }

  function goOffline() {
    state.set('offline');
    scheduleProbe();
  }

  function check(): Promise<void> {
    if (state.getSnapshot() === 'online') return Promise.resolve();
    if (!probe) return Promise.resolve();
    if (probing) return probing.done;
    cancelProbeTimer();
    const controller = new AbortController();
    const timeout = scheduler.setTimeout(() => controller.abort(), probeTimeoutMs);
    const done = probe(controller.signal)
      .catch(() => false)
      .then((answered) => {
        scheduler.clearTimeout(timeout);
        if (probing?.controller !== controller) return;
        probing = null;
        if (answered) goOnline();
        else scheduleProbe();
      });
    probing = { controller, done };
    return done;
  }

  function onSignal(signal: NetworkSignal) {
    if (signal === 'offline') {
      goOffline();
      return;
    }
    if (state.getSnapshot() === 'online') return;
    // The browser has a network again: check the server at once rather than after the back-off.
    if (signal === 'online') nextDelay = probeInitialDelayMs;
    if (probe) void check();
    else if (signal === 'online') goOnline();
  }

  return {
    getSnapshot: state.getSnapshot,
    subscribe: state.subscribe,

    reportAnswer: goOnline,
    reportNetworkFailure: goOffline,

    observe(fetchImpl) {
      return async (input, init) => {
        try {
          const response = await fetchImpl(input, init);
          goOnline();
          return response;
        } catch (error) {
          if (!init?.signal?.aborted) goOffline();
          throw error;
        }
      };
    },

    check,

    start() {
      running = true;
      if (network && !network.isOnline()) state.set('offline');
      if (state.getSnapshot() === 'offline') scheduleProbe();
      const unsubscribe = network?.subscribe(onSignal);
      return () => {
        running = false;
        unsubscribe?.();
        cancelProbe();
      };
    },
  };
}
