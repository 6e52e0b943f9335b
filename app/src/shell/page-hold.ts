import { createContext, useContext, useEffect } from 'react';

/**
 * Lets a page keep itself on screen while it holds the admin's unsaved edits: when their rights
 * change so that its route's guard would show Access Denied, the page stays (it says what was
 * refused) until the edits are no longer held. Set by the permission guard (`console-routes.tsx`).
 */
export const PageHoldContext = createContext<(held: boolean) => void>(() => {});

/** Holds the page on screen while `held` (e.g. a form with unsaved edits). */
export function useHoldPage(held: boolean): void {
  const hold = useContext(PageHoldContext);
  useEffect(() => {
    hold(held);
    return () => hold(false);
  }, [hold, held]);
}
