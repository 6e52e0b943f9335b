import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import {
  type ControlLocator,
  describeFocused,
  type FocusedControl,
  focusIsFree,
  pageHeading,
  planFocus,
  planTarget,
  takeSavedRecord,
} from './route-focus';

/**
 * The shell's one reaction to a route change (see route-focus.ts): scroll to the top, then focus
 * the new page's heading, or the saved row or the form's opener. Not on the first load, and not
 * when only the query changed. A row still loading is waited for (the heading holds focus
 * meanwhile) until the page's data has settled.
 */
export function useRouteFocus(queryClient: QueryClient): void {
  const { pathname } = useLocation();
  // Read by the effect, which reruns only when the page changes.
  const type = useNavigationType();
  const navigationType = useRef(type);
  navigationType.current = type;
  const shown = useRef<string | null>(null);
  /** The last control focused on each page, read as it was focused. */
  const focusedOn = useRef(new Map<string, FocusedControl>());
  /** What opened each page: the page it came from and the control focused there. */
  const openers = useRef(new Map<string, { from: string; locator: ControlLocator }>());

  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof Element)) return;
      const described = describeFocused(event.target);
      if (described) focusedOn.current.set(window.location.pathname, described);
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  useEffect(() => {
    const from = shown.current;
    shown.current = pathname;
    if (from === null || from === pathname) return;

    const leftBy = focusedOn.current.get(from) ?? null;
    focusedOn.current.clear();
    if (leftBy?.locator) openers.current.set(pathname, { from, locator: leftBy.locator });
    const plan = planFocus({
      to: pathname,
      pop: navigationType.current === NavigationType.Pop,
      savedRowId: takeSavedRecord(from),
      leftBy,
      openerOfFrom: openers.current.get(from),
    });

    window.scrollTo({ top: 0, left: 0 });
    // A field the new page focused itself keeps its focus (not a link of the page that stayed).
    const startedOn = document.activeElement;
    if (startedOn && startedOn !== leftBy?.element && startedOn.closest('main')) return;

    let expected: Element | null = startedOn;
    const moveTo = (element: HTMLElement): boolean => {
      if (!focusIsFree(expected)) return false;
      element.focus();
      expected = element;
      return true;
    };
    /**
     * Answers whether the plan is done: its target focused, or given up on. Asked again whenever
     * the page changes, so a query that has answered counts once React has drawn its rows.
     */
    const attempt = (): boolean => {
      const target = planTarget(plan);
      if (target) {
        moveTo(target);
        return true;
      }
      const heading = pageHeading();
      if (heading && expected !== heading && !moveTo(heading)) return true;
      if (heading === null) return false;
      // A row that is not there once the page's data has settled is not on this page.
      return queryClient.isFetching() === 0 && !document.querySelector('main [aria-busy="true"]');
    };
    if (attempt()) return;

    const main = document.querySelector('main');
    if (!main) return;
    const observer = new MutationObserver(() => {
      if (attempt()) observer.disconnect();
    });
    observer.observe(main, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-busy'],
    });
    return () => observer.disconnect();
  }, [pathname, queryClient]);
}
