import { createEmitter, createValueStore } from '../store';
import type { InactivityMonitorOptions } from './monitor';
import { IDLE, type InactivityEvent, type InactivityMonitor, type InactivityState } from './state';

type MonitorModule = typeof import('./monitor');

let loaded: MonitorModule | null = null;
let loading: Promise<MonitorModule> | null = null;

/**
 * Fetches the monitor's code once per page; a failed fetch is tried again by the next call. Nobody
 * signed out needs that code, so it is not part of what the sign-in page waits for.
 */
export function loadInactivityMonitor(): Promise<MonitorModule> {
  loading ??= import('./monitor').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The inactivity monitor of `./monitor`, its code fetched when a session first starts it. Until
 * then (and while nobody is signed in) it is idle; once the code is there, it starts at once.
 * State and events are the monitor's own, passed through.
 */
export function createLazyInactivityMonitor(
  options: InactivityMonitorOptions,
  load: () => Promise<MonitorModule> = loadInactivityMonitor,
): InactivityMonitor {
  const state = createValueStore<InactivityState>(IDLE);
  const events = createEmitter<InactivityEvent>();
  let monitor: InactivityMonitor | null = null;
  let resolved: MonitorModule | null = null;
  let wanted = false;

  function adopt({ createInactivityMonitor }: MonitorModule): InactivityMonitor {
    if (monitor) return monitor;
    const created = createInactivityMonitor(options);
    created.subscribe(() => state.set(created.getSnapshot()));
    created.on((event) => events.emit(event));
    monitor = created;
    return created;
  }

  function stop() {
    wanted = false;
    monitor?.stop();
  }

  function start() {
    wanted = true;
    const ready = resolved ?? loaded;
    if (ready) {
      adopt(ready).start();
    } else {
      load().then(
        (module) => {
          resolved = module;
          if (wanted) adopt(module).start();
        },
        // Offline when the session started: the next start (a sign-in, another tab's) tries again.
        () => {},
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
    recordActivity: (at) => monitor?.recordActivity(at),
  };
}
