import type { Permission } from '@console/contract';
import type { TFunction } from 'i18next';
import { accessLevels } from './permission-matrix';

/** "Goals: Read, Admin users: Write", or "None" for an empty list. */
export function formatPermissionList(permissions: readonly Permission[], t: TFunction): string {
  const levels = accessLevels(permissions);
  if (levels.length === 0) return t('admin-users:permissions.none');
  return levels
    .map(({ resource, level }) =>
      t('admin-users:permissions.summaryItem', {
        resource: t(`admin-users:permissions.resources.${resource}`),
        level: t(`admin-users:permissions.actions.${level}`),
      }),
    )
    .join(', ');
}
