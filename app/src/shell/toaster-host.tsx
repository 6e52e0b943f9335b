import { useAuth, useInactivityEvents } from '@console/admin-core/react';
import { Toaster, toast, useSidebarOffset } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { useShellState } from './shell-state';

/**
 * The one toaster of the console, mounted for the whole app (not only inside the shell) so that
 * the session-expired toast is still shown on /login. It also turns admin-core's inactivity
 * events into the specification's toasts.
 */
export default function ToasterHost() {
  const { t } = useTranslation('shell');
  const { isAuthenticated } = useAuth();
  const { sidebarCollapsed } = useShellState();
  const sidebarOffset = useSidebarOffset(sidebarCollapsed);

  useInactivityEvents((event) => {
    if (event.type === 'warning') {
      toast(t('session.expiresSoon', { count: event.minutesLeft }), {
        duration: event.durationMs,
      });
    } else {
      toast.error(t('session.expired'));
    }
  });

  return (
    <Toaster
      sidebarWidth={isAuthenticated ? sidebarOffset : 0}
      containerAriaLabel={t('notifications')}
    />
  );
}
