import { useAuth } from '@console/admin-core/react';
import { AccessDenied, Button, EmptyState } from '@console/ui';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes } from 'react-router';
import { canOpenRoute } from '../routes/derive';
import { routedPages } from '../routes/pages';
import { DASHBOARD_PATH } from '../routes/paths';
import type { ConsoleRoute } from '../routes/table';
import { PageHoldContext } from './page-hold';

const pages = routedPages();

function BackToDashboard() {
  const { t } = useTranslation('shell');
  return (
    <Button asChild variant="outline">
      <Link to={DASHBOARD_PATH}>{t('backToDashboard')}</Link>
    </Button>
  );
}

/**
 * The permission guard: the page when the admin may open its route, else Access Denied. A page
 * already on screen that holds the admin's unsaved edits (`useHoldPage`) stays when a change of
 * their rights closes its route, so the edits are not lost; Access Denied follows once it lets go.
 */
export function GuardedPage({ route, Page }: { route: ConsoleRoute; Page: ComponentType }) {
  const { t } = useTranslation('shell');
  const { user } = useAuth();
  const [held, setHeld] = useState(false);
  if (!canOpenRoute(user, route) && !held) {
    return (
      <AccessDenied
        title={t('accessDenied.title')}
        description={t('accessDenied.description')}
        action={<BackToDashboard />}
      />
    );
  }
  return (
    <PageHoldContext.Provider value={setHeld}>
      <Page />
    </PageHoldContext.Provider>
  );
}

function NotFound() {
  const { t } = useTranslation('shell');
  return (
    // The page's heading like every page's (and like a missing record's), above what went wrong.
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{t('notFound.title')}</h1>
      <EmptyState titleAs="p" title={t('notFound.description')} action={<BackToDashboard />} />
    </div>
  );
}

/** The pages of the route table that exist, each behind its permission guard. */
export function ConsoleRoutes() {
  return (
    <Routes>
      {pages.map(({ route, Page }) => (
        <Route
          key={route.path}
          path={route.path}
          element={<GuardedPage route={route} Page={Page} />}
        />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
