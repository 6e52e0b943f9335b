import { useLanguage, usePermissions } from '@console/admin-core/react';
import { type AdminUser, adminUserListQuerySchema } from '@console/contract';
import { Badge } from '@console/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/format';
import { type ListDefinition, type ResourceColumn, ResourceList } from '../resource';
import { activeFilter } from '../resource/active-filter';
import { adminUsersQueryKey, useAdminUserApi } from './api';
import { CreateAdminUserDialog } from './create-dialog';
import { formatPermissionList } from './permission-labels';

/** The admin users list's URL as this page shows it: schema, default order and filters. */
export const adminUsersList = (t: TFunction): ListDefinition => ({
  schema: adminUserListQuerySchema,
  defaultSort: 'createdAt:asc',
  filters: [activeFilter(t)],
});

/** /admin-users: every admin account with its rights, search, an active filter and creation. */
export default function AdminUsersListPage() {
  const { t } = useTranslation(['admin-users', 'resource']);
  const { language } = useLanguage();
  const { hasPermission } = usePermissions();
  const api = useAdminUserApi();
  const canWrite = hasPermission('adminUsers:write');

  const columns: ResourceColumn<AdminUser>[] = [
    {
      id: 'name',
      header: t('fields.name'),
      value: (user) => user.name,
      cell: (user) => <span className="font-medium">{user.name}</span>,
      sortable: true,
    },
    {
      id: 'username',
      header: t('fields.username'),
      value: (user) => user.username,
      sortable: true,
    },
    {
      id: 'isSuperUser',
      header: t('fields.isSuperUser'),
      value: (user) => user.isSuperUser,
      cell: (user) =>
        user.isSuperUser ? <Badge variant="secondary">{t('superUserBadge')}</Badge> : null,
    },
    {
      id: 'permissions',
      header: t('columns.permissions'),
      value: (user) =>
        user.isSuperUser ? t('permissions.all') : formatPermissionList(user.permissions, t),
      cell: (user) => (
        <span className="text-sm text-muted-foreground">
          {user.isSuperUser ? t('permissions.all') : formatPermissionList(user.permissions, t)}
        </span>
      ),
    },
    {
      id: 'isActive',
      header: t('fields.isActive'),
      value: (user) => user.isActive,
      cell: (user) => (
        <Badge status={user.isActive ? 'active' : 'inactive'}>
          {t(user.isActive ? 'status.active' : 'status.inactive')}
        </Badge>
      ),
    },
    {
      id: 'lastLoginAt',
      header: t('columns.lastLogin'),
      value: (user) => user.lastLoginAt,
      cell: (user) => (user.lastLoginAt ? formatDateTime(user.lastLoginAt, language) : t('never')),
      sortable: true,
    },
    {
      id: 'createdAt',
      header: t('columns.createdAt'),
      value: (user) => user.createdAt,
      cell: (user) => formatDateTime(user.createdAt, language),
      sortable: true,
      hiddenByDefault: true,
    },
  ];

  return (
    <ResourceList<AdminUser>
      resource="admin-users"
      title={t('title')}
      description={t('description')}
      tableLabel={t('tableLabel')}
      rowLabel={(user) => user.name}
      {...adminUsersList(t)}
      queryKey={adminUsersQueryKey}
      fetchPage={api.fetchPage}
      columns={columns}
      export={{ resource: 'adminUsers' }}
      canWrite={canWrite}
      editHref={(user) => `/admin-users/${user.id}/edit`}
      headerExtra={canWrite ? <CreateAdminUserDialog /> : null}
    />
  );
}
