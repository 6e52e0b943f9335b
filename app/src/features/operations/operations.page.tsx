import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { preloadable } from '../../preloadable';
import type { OperationsPath } from './operations-layout';

/**
 * Every operations route shares this one page module and it picks the screen by path: one entry
 * in the router's page map instead of seven, which keeps the shell (first paint) small. Each
 * screen is its own chunk (`preloadable`, so that Try again loads a chunk that failed again).
 */
const screens: Record<OperationsPath, ComponentType> = {
  '/settings/audit-log': preloadable(() => import('./audit-log')),
  '/settings/security-log': preloadable(() => import('./security-log')),
  '/settings/export': preloadable(() => import('./export')),
  '/settings/import': preloadable(() => import('./import')),
  '/settings/backup': preloadable(() => import('./backup')),
  '/settings/monitoring': preloadable(() => import('./monitoring')),
  '/settings/caches': preloadable(() => import('./caches')),
};

export default function OperationsPage() {
  const { pathname } = useLocation();
  const Screen =
    screens[pathname.replace(/\/+$/, '') as OperationsPath] ?? screens['/settings/audit-log'];
  return <Screen />;
}
