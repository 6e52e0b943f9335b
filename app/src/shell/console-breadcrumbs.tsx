import { useAuth } from '@console/admin-core/react';
import { Breadcrumbs } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { breadcrumbTrail } from '../routes/derive';
import { renderRouterLink } from './router-link';

/** The trail of the current path from the route table; hidden with one crumb or fewer. */
export function ConsoleBreadcrumbs() {
  const { t } = useTranslation('shell');
  const { user } = useAuth();
  const { pathname } = useLocation();
  const items = breadcrumbTrail(pathname, user).map((crumb) => ({
    label: t(`breadcrumbs.${crumb.key}`),
    href: crumb.href,
  }));
  return (
    <Breadcrumbs items={items} aria-label={t('breadcrumbs.label')} renderLink={renderRouterLink} />
  );
}
