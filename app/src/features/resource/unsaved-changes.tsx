import { useAuth } from '@console/admin-core/react';
import { ConfirmDialog } from '@console/ui';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockerFunction, useBlocker } from 'react-router';

export interface UnsavedChangesGuard {
  /** Lets the next navigation through, e.g. right after a successful save. */
  bypass(): void;
  /** The "leave without saving?" dialog; render it once in the form. */
  dialog: React.ReactNode;
}

/**
 * Asks before leaving a form with unsaved changes: closing or reloading the tab gets the browser's
 * own prompt (`beforeunload`); every navigation inside the console (links, Back and Forward,
 * `navigate()`, the command palette, signing out) is held by the data router's `useBlocker` until
 * the admin answers the confirmation dialog. A change of the query string alone stays on the form
 * and is not held. A session that ends on its own (expiry, a refused refresh, a sign-out in
 * another tab) is never held: the auth guard unmounts the form and goes to /login at once.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const { t } = useTranslation('resource');
  const { isAuthenticated } = useAuth();
  const bypassed = useRef(false);
  const blocking = useRef(false);
  blocking.current = dirty && isAuthenticated && !bypassed.current;

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!blocking.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      blocking.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);
  // The dialog's callbacks run after renders that may have replaced the blocker object.
  const latestBlocker = useRef(blocker);
  latestBlocker.current = blocker;
  const leaving = useRef(false);

  const bypass = useCallback(() => {
    bypassed.current = true;
    blocking.current = false;
  }, []);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        // The dialog also closes after "Leave"; only Stay and Escape keep the admin here.
        if (open || leaving.current) return;
        latestBlocker.current.reset?.();
      }}
      variant="destructive"
      title={t('unsaved.title')}
      description={t('unsaved.description')}
      confirmLabel={t('unsaved.leave')}
      cancelLabel={t('unsaved.stay')}
      onConfirm={() => {
        leaving.current = true;
        bypass();
        latestBlocker.current.proceed?.();
      }}
    />
  );
  return { bypass, dialog };
}
