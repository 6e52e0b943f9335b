import { NavigationType } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type BrowserHistory,
  createBrowserHistory,
  type NavigationBlocker,
} from './browser-history';

// happy-dom's window: a real History with asynchronous popstate events, as in a browser.
let history: BrowserHistory;
let changes: number;

beforeEach(() => {
  window.history.replaceState(null, '', '/goals');
  history = createBrowserHistory();
  changes = 0;
  history.subscribe(() => {
    changes += 1;
  });
});

afterEach(() => {
  history.dispose();
  vi.restoreAllMocks();
});

const shown = () => history.getSnapshot().location;
const waitForPath = (pathname: string) => vi.waitFor(() => expect(shown().pathname).toBe(pathname));
const held = () => history.getSnapshot().blocked;
const blockLeaving = (from: string): NavigationBlocker => {
  return ({ currentLocation, nextLocation }) =>
    currentLocation.pathname === from && nextLocation.pathname !== from;
};

describe('createBrowserHistory', () => {
  it('starts at the address bar and numbers its first entry', () => {
    expect(shown()).toMatchObject({ pathname: '/goals', search: '', hash: '', state: null });
    expect(history.getSnapshot().action).toBe(NavigationType.Pop);
    expect(window.history.state).toMatchObject({ idx: 0 });
  });

  it('pushes and replaces entries with their state, and follows Back and Forward', async () => {
    history.navigator.push({ pathname: '/levels', search: '?page=2', hash: '#top' }, { from: 1 });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/levels?page=2#top',
    );
    expect(shown()).toMatchObject({ pathname: '/levels', search: '?page=2', state: { from: 1 } });
    expect(history.getSnapshot().action).toBe(NavigationType.Push);
    expect(changes).toBe(1);

    history.navigator.replace('/faq');
    expect(history.getSnapshot().action).toBe(NavigationType.Replace);
    expect(window.history.length).toBeGreaterThanOrEqual(2);

    history.navigator.go(-1);
    await waitForPath('/goals');
    expect(history.getSnapshot().action).toBe(NavigationType.Pop);
    history.navigator.go(1);
    await waitForPath('/faq');
  });

  it('holds a push until proceed, and drops it on reset', () => {
    const unblock = history.block(blockLeaving('/goals'));
    history.navigator.push('/levels');
    expect(shown().pathname).toBe('/goals');
    expect(window.location.pathname).toBe('/goals');
    expect(held()?.nextLocation.pathname).toBe('/levels');

    held()?.reset();
    expect(held()).toBeNull();
    expect(shown().pathname).toBe('/goals');

    history.navigator.replace('/faq');
    held()?.proceed();
    expect(held()).toBeNull();
    expect(shown().pathname).toBe('/faq');
    expect(history.getSnapshot().action).toBe(NavigationType.Replace);
    unblock();
  });

  it('lets through what the blocker does not hold', () => {
    history.block(blockLeaving('/goals'));
    history.navigator.push('/goals?page=3');
    expect(shown().search).toBe('?page=3');
    expect(held()).toBeNull();
  });

  it('steps a held Back forward again, then goes back on proceed', async () => {
    history.navigator.push('/goals/create');
    history.block(blockLeaving('/goals/create'));

    history.navigator.go(-1);
    await vi.waitFor(() => expect(held()?.nextLocation.pathname).toBe('/goals'));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/goals/create'));
    expect(shown().pathname).toBe('/goals/create');

    held()?.reset();
    expect(shown().pathname).toBe('/goals/create');

    history.navigator.go(-1);
    await vi.waitFor(() => expect(held()).not.toBeNull());
    held()?.proceed();
    await waitForPath('/goals');
    expect(window.location.pathname).toBe('/goals');
    expect(held()).toBeNull();
  });

  it('drops a held navigation when its blocker goes away', () => {
    const unblock = history.block(blockLeaving('/goals'));
    history.navigator.push('/levels');
    expect(held()).not.toBeNull();
    unblock();
    expect(held()).toBeNull();
    history.navigator.push('/levels');
    expect(shown().pathname).toBe('/levels');
  });

  it('takes over an entry the browser made itself (a followed #fragment link)', async () => {
    window.history.pushState(null, '', '/goals#faq');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(shown()).toMatchObject({ pathname: '/goals', hash: '#faq' });
    expect(window.history.state).toMatchObject({ idx: 1 });
  });

  it('falls back to loading the page when the browser refuses another entry', () => {
    vi.spyOn(window.history, 'pushState').mockImplementation(() => {
      throw new DOMException('too many calls to pushState', 'SecurityError');
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    history.navigator.push('/levels?page=2');
    expect(assign).toHaveBeenCalledWith('/levels?page=2');
    expect(shown().pathname).toBe('/goals');
  });
});
