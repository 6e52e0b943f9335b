import type { TFunction } from 'i18next';
import type { ResourceFilter } from './resource-list';

/**
 * The "Status: Active / Inactive" filter on `isActive`, worded by the list's own namespace
 * (`filters.status`, `status.active`, `status.inactive`): goals, a goal's challenges, admin users.
 */
export const activeFilter = (t: TFunction): ResourceFilter => ({
  kind: 'select',
  key: 'isActive',
  label: t('filters.status'),
  options: [
    { value: 'true', label: t('status.active') },
    { value: 'false', label: t('status.inactive') },
  ],
});
