import { useAuth } from '@console/admin-core/react';
import { ConfirmDialog } from '@console/ui';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavigationBlocker } from '../../routes/browser-history';
import { useNavigationBlocker } from '../../routes/console-router';

export interface UnsavedChangesGuard {
  /** Lets the next navigation through, e.g. right after a successful save. */
  bypass(): void;
  /** The "leave without saving?" dialog; render it once in the form. */
  dialog: React.ReactNode;
}

/**
 * Asks before leaving a form with unsaved changes: closing or reloading the tab gets the browser's
 * own prompt (`beforeunload`); every navigation inside the console (links, Back and Forward,
 * `navigate()`, the command palette, signing out) is held by the console router's `useNavigationBlocker` until
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

  const shouldBlock = useCallback<NavigationBlocker>(
    ({ currentLocation, nextLocation }) =>
      blocking.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocked = useNavigationBlocker(shouldBlock);
  // The dialog's callbacks run after renders that may have replaced the held navigation.
  const latestBlocked = useRef(blocked);
  latestBlocked.current = blocked;
  const leaving = useRef(false);

  const bypass = useCallback(() => {
    bypassed.current = true;
    blocking.current = false;
  }, []);

  const dialog = (
    <ConfirmDialog
      open={blocked !== null}
      onOpenChange={(open) => {
        // The dialog also closes after "Leave"; only Stay and Escape keep the admin here.
        if (open || leaving.current) return;
        latestBlocked.current?.reset();
      }}
      variant="destructive"
      title={t('unsaved.title')}
      description={t('unsaved.description')}
      confirmLabel={t('unsaved.leave')}
      cancelLabel={t('unsaved.stay')}
      onConfirm={() => {
        leaving.current = true;
        bypass();
        latestBlocked.current?.proceed();
      }}
    />
  );
  return { bypass, dialog };
}
