import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { useLocation } from 'react-router';
import type { OperationsPath } from './operations-layout';

/**
 * Every operations route shares this one page module and it picks the screen by path: one entry
 * in the router's page map instead of seven, which keeps the shell (first paint) small. Each
 * screen is its own chunk.
 */
const screens: Record<OperationsPath, LazyExoticComponent<ComponentType>> = {
  '/settings/audit-log': lazy(() => import('./audit-log')),
  '/settings/security-log': lazy(() => import('./security-log')),
  '/settings/export': lazy(() => import('./export')),
  '/settings/import': lazy(() => import('./import')),
  '/settings/backup': lazy(() => import('./backup')),
  '/settings/monitoring': lazy(() => import('./monitoring')),
  '/settings/caches': lazy(() => import('./caches')),
};

export default function OperationsPage() {
  const { pathname } = useLocation();
  const Screen =
    screens[pathname.replace(/\/+$/, '') as OperationsPath] ?? screens['/settings/audit-log'];
  return <Screen />;
}
