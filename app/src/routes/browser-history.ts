import {
  createPath,
  type Location,
  NavigationType,
  type Navigator,
  parsePath,
  type To,
} from 'react-router';

/** Decides whether a navigation waits for the admin (see `useNavigationBlocker`). */
export type NavigationBlocker = (args: {
  currentLocation: Location;
  nextLocation: Location;
}) => boolean;

/** A navigation that a blocker is holding: it happens on `proceed` and is dropped on `reset`. */
export interface BlockedNavigation {
  nextLocation: Location;
  proceed(): void;
  reset(): void;
}

export interface BrowserHistorySnapshot {
  action: NavigationType;
  location: Location;
  /** The navigation being held, if any. */
  blocked: BlockedNavigation | null;
}

/**
 * The console's browser history for react-router's declarative `<Router>`: the address bar as a
 * `subscribe`/`getSnapshot` store, a `navigator` for links and `navigate()`, and one blocker that
 * can hold any navigation, Back and Forward included, until the admin answers (the data router's
 * `useBlocker` does the same, but its router costs the first paint ~16 KB more JavaScript).
 */
export interface BrowserHistory {
  navigator: Navigator;
  getSnapshot(): BrowserHistorySnapshot;
  subscribe(listener: () => void): () => void;
  /** Installs the one blocker (a second one replaces it); the returned function removes it. */
  block(blocker: NavigationBlocker): () => void;
  /** Stops following the browser's Back and Forward. */
  dispose(): void;
}

/** What the history keeps in each entry's `history.state` (react-router's own layout). */
interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

function isEntryState(value: unknown): value is EntryState {
  const state = value as Partial<EntryState> | null;
  return typeof state?.key === 'string' && typeof state.idx === 'number';
}

const createKey = () => Math.random().toString(36).slice(2, 10);

export function createBrowserHistory(window: Window = globalThis.window): BrowserHistory {
  const { history } = window;
  const listeners = new Set<() => void>();
  let blocker: NavigationBlocker | null = null;
  let index = 0;
  /** Set while the history undoes a blocked Back/Forward: its own popstate is not a navigation. */
  let restoring = false;
  /** Set while a held Back/Forward goes ahead: its popstate is not asked about again. */
  let proceeding = false;

  const readLocation = (): Location => {
    const { pathname, search, hash } = window.location;
    const state: unknown = history.state;
    return isEntryState(state)
      ? { pathname, search, hash, state: state.usr, key: state.key }
      : { pathname, search, hash, state: null, key: 'default' };
  };

  // The first entry gets an index, so that a Back to it knows how far it went.
  if (isEntryState(history.state)) index = history.state.idx;
  else history.replaceState({ usr: null, key: 'default', idx: 0 }, '');

  let snapshot: BrowserHistorySnapshot = {
    action: NavigationType.Pop,
    location: readLocation(),
    blocked: null,
  };
  const update = (next: Partial<BrowserHistorySnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };

  const toLocation = (to: To, state: unknown): Location => ({
    pathname: snapshot.location.pathname,
    search: '',
    hash: '',
    ...(typeof to === 'string' ? parsePath(to) : to),
    state: state ?? null,
    key: createKey(),
  });

  const holds = (nextLocation: Location) =>
    blocker?.({ currentLocation: snapshot.location, nextLocation }) ?? false;

  /** Holds a navigation until the blocker's owner proceeds (`go`) or resets. */
  const hold = (nextLocation: Location, go: () => void) =>
    update({
      blocked: {
        nextLocation,
        proceed: () => {
          update({ blocked: null });
          go();
        },
        reset: () => update({ blocked: null }),
      },
    });

  /** Runs `go` now, or holds it when the blocker says so. */
  const navigate = (nextLocation: Location, go: () => void) => {
    if (holds(nextLocation)) hold(nextLocation, go);
    else go();
  };

  const write = (action: NavigationType.Push | NavigationType.Replace, location: Location) => {
    const href = createPath(location);
    if (action === NavigationType.Push) index += 1;
    const entry: EntryState = { usr: location.state, key: location.key, idx: index };
    if (action === NavigationType.Replace) {
      history.replaceState(entry, '', href);
    } else {
      try {
        history.pushState(entry, '', href);
      } catch {
        // Browsers cap the entries a page may push (and refuse states they cannot clone).
        window.location.assign(href);
        return;
      }
    }
    update({ action, location: readLocation(), blocked: null });
  };

  const onPopState = (event: PopStateEvent) => {
    if (restoring) {
      restoring = false;
      return;
    }
    const state: unknown = event.state;
    const nextLocation = readLocation();
    if (!isEntryState(state)) {
      // An entry the browser made itself (a followed #fragment link): a step forward.
      index += 1;
      history.replaceState({ usr: null, key: nextLocation.key, idx: index }, '');
    } else {
      const delta = state.idx - index;
      if (!proceeding && delta !== 0 && holds(nextLocation)) {
        // The browser has already moved: step back to where the admin was, then ask.
        restoring = true;
        history.go(-delta);
        hold(nextLocation, () => {
          proceeding = true;
          history.go(delta);
        });
        return;
      }
      index = state.idx;
    }
    proceeding = false;
    update({ action: NavigationType.Pop, location: nextLocation, blocked: null });
  };
  window.addEventListener('popstate', onPopState);

  const navigator: Navigator = {
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    go: (delta) => history.go(delta),
    push: (to, state) => {
      const next = toLocation(to, state);
      navigate(next, () => write(NavigationType.Push, next));
    },
    replace: (to, state) => {
      const next = toLocation(to, state);
      navigate(next, () => write(NavigationType.Replace, next));
    },
  };

  return {
    navigator,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    block(next) {
      blocker = next;
      return () => {
        if (blocker !== next) return;
        blocker = null;
        // A held navigation belongs to its blocker's dialog, which is going away with it.
        if (snapshot.blocked) update({ blocked: null });
      };
    },
    dispose: () => window.removeEventListener('popstate', onPopState),
  };
}
