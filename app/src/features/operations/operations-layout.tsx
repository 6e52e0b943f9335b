import { cn } from '@console/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** The operations screens in the order of their tab strip; each path has a row in the route table. */
export const operationsPages = [
  { path: '/settings/audit-log', key: 'auditLog' },
  { path: '/settings/security-log', key: 'securityLog' },
  { path: '/settings/export', key: 'export' },
  { path: '/settings/import', key: 'import' },
  { path: '/settings/backup', key: 'backup' },
  { path: '/settings/monitoring', key: 'monitoring' },
  { path: '/settings/caches', key: 'caches' },
] as const;
export type OperationsPath = (typeof operationsPages)[number]['path'];

/** Links to every operations screen, the current one marked (`aria-current="page"`). */
export function OperationsNav({ className }: { className?: string }) {
  const { t } = useTranslation('operations');
  return (
    <nav aria-label={t('nav.label')} className={className}>
      <ul className="flex flex-wrap gap-1 border-b">
        {operationsPages.map((page) => (
          <li key={page.path}>
            <NavLink
              to={page.path}
              className={({ isActive }) =>
                cn(
                  '-mb-px inline-block border-b-2 px-3 py-2 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  isActive
                    ? 'border-primary text-foreground'
                    : 'border-transparent text-muted-foreground hover:text-foreground',
                )
              }
            >
              {t(`nav.${page.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The frame of an operations screen: heading, description, the tab strip, then the content. */
export function OperationsPage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid w-full gap-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        {actions}
      </header>
      <OperationsNav />
      {children}
    </div>
  );
}
