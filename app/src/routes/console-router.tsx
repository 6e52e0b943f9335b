import {
  createContext,
  type ReactNode,
  startTransition,
  use,
  useEffect,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { Router } from 'react-router';
import type { BlockedNavigation, BrowserHistory, NavigationBlocker } from './browser-history';

const HistoryContext = createContext<BrowserHistory | null>(null);

/**
 * react-router's declarative `<Router>` on the console's browser history. A new location renders
 * in a transition (as react-router's own routers do): the page on screen stays until the next one
 * has loaded instead of flashing the page spinner.
 */
export function ConsoleRouter({
  history,
  children,
}: {
  history: BrowserHistory;
  children: ReactNode;
}) {
  const [{ action, location }, setShown] = useState(history.getSnapshot);
  useLayoutEffect(() => {
    const show = () => {
      const next = history.getSnapshot();
      startTransition(() =>
        setShown((shown) =>
          shown.location === next.location && shown.action === next.action ? shown : next,
        ),
      );
    };
    show();
    return history.subscribe(show);
  }, [history]);
  return (
    <HistoryContext value={history}>
      <Router location={location} navigationType={action} navigator={history.navigator}>
        {children}
      </Router>
    </HistoryContext>
  );
}

/**
 * Holds every navigation `blocker` says so about (links, `navigate()`, Back and Forward) and
 * returns the one being held, for a dialog to `proceed` or `reset`. Pass a stable function.
 */
export function useNavigationBlocker(blocker: NavigationBlocker): BlockedNavigation | null {
  const history = use(HistoryContext);
  if (!history) throw new Error('useNavigationBlocker must be used inside <ConsoleRouter>');
  useEffect(() => history.block(blocker), [history, blocker]);
  return useSyncExternalStore(history.subscribe, () => history.getSnapshot().blocked);
}
