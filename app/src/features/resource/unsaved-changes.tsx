import { ConfirmDialog } from '@console/ui';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker, useNavigate } from 'react-router';

export interface UnsavedChangesGuard {
  /** Lets the next navigation through, e.g. right after a successful save. */
  bypass(): void;
  /** The "leave without saving?" dialog; render it once in the form. */
  dialog: React.ReactNode;
}

interface PendingLeave {
  proceed(): void;
  stay(): void;
}

/**
 * Asks before leaving a form with unsaved changes: closing or reloading the tab gets the browser's
 * own prompt (`beforeunload`), navigating inside the console gets a confirmation dialog. Inside a
 * data router every navigation is held with react-router's `useBlocker`; under the declarative
 * `<BrowserRouter>` (where `useBlocker` is not available) clicks on in-app links are held instead.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const { t } = useTranslation('resource');
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const bypassed = useRef(false);
  const blocking = useRef(dirty);
  blocking.current = dirty && !bypassed.current;
  const [pending, setPendingState] = useState<PendingLeave | null>(null);
  const pendingRef = useRef<PendingLeave | null>(null);
  const setPending = useCallback((leave: PendingLeave | null) => {
    pendingRef.current = leave;
    setPendingState(leave);
  }, []);

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

  const bypass = useCallback(() => {
    bypassed.current = true;
    blocking.current = false;
  }, []);

  const dialog = (
    <>
      {dataRouter ? (
        <DataRouterBlocker blocking={blocking} onBlocked={setPending} />
      ) : (
        <LinkClickBlocker blocking={blocking} onBlocked={setPending} />
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          // Closing after "Leave" finds nothing pending any more: only Stay/Escape stay.
          const stay = pendingRef.current;
          pendingRef.current = null;
          if (!open && stay) {
            stay.stay();
            setPending(null);
          }
        }}
        variant="destructive"
        title={t('unsaved.title')}
        description={t('unsaved.description')}
        confirmLabel={t('unsaved.leave')}
        cancelLabel={t('unsaved.stay')}
        onConfirm={() => {
          const leave = pendingRef.current;
          pendingRef.current = null;
          bypass();
          setPending(null);
          leave?.proceed();
        }}
      />
    </>
  );
  return { bypass, dialog };
}

interface BlockerProps {
  blocking: React.RefObject<boolean>;
  onBlocked(leave: PendingLeave): void;
}

function DataRouterBlocker({ blocking, onBlocked }: BlockerProps) {
  const shouldBlock = useCallback(
    ({
      currentLocation,
      nextLocation,
    }: {
      currentLocation: { pathname: string };
      nextLocation: { pathname: string };
    }) => blocking.current && currentLocation.pathname !== nextLocation.pathname,
    [blocking],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    onBlocked({ proceed: () => blocker.proceed(), stay: () => blocker.reset() });
  }, [blocker, onBlocked]);
  return null;
}

/** The in-app link that a click would follow, or null for anything the browser should handle. */
function inAppLinkTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (link.target && link.target !== '_self') return null;
  if (link.hasAttribute('download') || link.origin !== window.location.origin) return null;
  if (link.pathname === window.location.pathname) return null;
  return `${link.pathname}${link.search}${link.hash}`;
}

function LinkClickBlocker({ blocking, onBlocked }: BlockerProps) {
  const navigate = useNavigate();
  useEffect(() => {
    const hold = (event: MouseEvent) => {
      if (!blocking.current) return;
      const target = inAppLinkTarget(event);
      if (target === null) return;
      // The router's link skips a click whose default was prevented.
      event.preventDefault();
      onBlocked({ proceed: () => navigate(target), stay: () => {} });
    };
    document.addEventListener('click', hold, true);
    return () => document.removeEventListener('click', hold, true);
  }, [blocking, onBlocked, navigate]);
  return null;
}
