import { useLanguage } from '@console/admin-core/react';
import {
  type AppUser,
  appUserListQuerySchema,
  appUserRoles,
  appUserStatuses,
} from '@console/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../i18n/format';
import { type ResourceColumn, ResourceList, rowFocusTarget } from '../resource';
import { useAppUserApi, usersQueryKey } from './api';
import { UserStatusBadge, VerifiedBadge } from './badges';
import { type BulkRequest, BulkStatusMenu, BulkStatusRunner } from './bulk-actions';
import { actionsFor, bulkFilterOf, isDestructive } from './status-actions';
import { type PendingStatusChange, StatusChangeDialog, userLabel } from './status-dialog';
import { UserStats } from './user-stats';

/** /users (super user only): app users with filters, counts, status actions and bulk actions. */
export default function UsersListPage() {
  const { t } = useTranslation(['users', 'resource']);
  const { language } = useLanguage();
  const api = useAppUserApi();
  const [pending, setPending] = useState<PendingStatusChange | null>(null);
  const [bulkRequest, setBulkRequest] = useState<BulkRequest | null>(null);

  const columns: ResourceColumn<AppUser>[] = [
    {
      id: 'username',
      header: t('fields.username'),
      value: (user) => user.username,
      cell: (user) => <span className="font-medium">{user.username}</span>,
      sortable: true,
    },
    {
      id: 'name',
      header: t('fields.name'),
      value: (user) => user.fullName,
      exportAs: 'fullName',
    },
    { id: 'email', header: t('fields.email'), value: (user) => user.email, sortable: true },
    {
      id: 'status',
      header: t('fields.status'),
      value: (user) => t(`status.${user.status}`),
      cell: (user) => <UserStatusBadge status={user.status} />,
      sortable: true,
    },
    {
      id: 'role',
      header: t('fields.role'),
      value: (user) => t(`roles.${user.role}`),
      sortable: true,
    },
    {
      id: 'verified',
      header: t('fields.verified'),
      value: (user) => user.verified,
      cell: (user) => <VerifiedBadge verified={user.verified} />,
    },
    {
      id: 'createdAt',
      header: t('fields.createdAt'),
      value: (user) => user.createdAt,
      cell: (user) => formatDate(user.createdAt, language),
      sortable: true,
    },
    {
      id: 'lastLogin',
      header: t('fields.lastLogin'),
      value: (user) => user.lastLogin,
      cell: (user) =>
        user.lastLogin ? formatDateTime(user.lastLogin, language) : t('fields.never'),
      sortable: true,
      hiddenByDefault: true,
    },
  ];

  return (
    <>
      <ResourceList<AppUser>
        resource="users"
        title={t('title')}
        description={t('description')}
        tableLabel={t('tableLabel')}
        rowLabel={userLabel}
        schema={appUserListQuerySchema}
        defaultSort="createdAt:desc"
        queryKey={usersQueryKey}
        fetchPage={api.fetchPage}
        columns={columns}
        export={{ resource: 'users' }}
        filters={[
          {
            kind: 'select',
            key: 'status',
            label: t('filters.status'),
            options: appUserStatuses.map((status) => ({
              value: status,
              label: t(`status.${status}`),
            })),
          },
          {
            kind: 'select',
            key: 'verified',
            label: t('filters.verified'),
            options: [
              { value: 'true', label: t('verification.verified') },
              { value: 'false', label: t('verification.unverified') },
            ],
          },
          {
            kind: 'select',
            key: 'role',
            label: t('filters.role'),
            options: appUserRoles.map((role) => ({ value: role, label: t(`roles.${role}`) })),
          },
          {
            kind: 'dateRange',
            from: { key: 'createdFrom', label: t('filters.createdFrom') },
            to: { key: 'createdTo', label: t('filters.createdTo') },
          },
        ]}
        // Every /users route is super-user only, and a super user may do everything here.
        canWrite
        summary={<UserStats />}
        detailHref={(user) => `/users/${user.id}`}
        rowActions={(user) =>
          actionsFor(user.status).map((action) => ({
            label: t(`actions.${action}`),
            destructive: isDestructive(action),
            onSelect: () => setPending({ action, user }),
          }))
        }
        // "All matching" acts on the users matching when the admin selected them, and only those.
        readMatch={(filter, signal) => api.bulkMatch(bulkFilterOf(filter), signal)}
        bulkActions={(context) => (
          <BulkStatusMenu
            count={context.selectedCount}
            onChoose={(action) => setBulkRequest({ action, context })}
          />
        )}
      />
      {/* A change the list's filter no longer shows takes the row away: focus goes to the next. */}
      <StatusChangeDialog
        pending={pending}
        onClose={() => setPending(null)}
        fallbackFocus={rowFocusTarget}
      />
      <BulkStatusRunner
        request={bulkRequest}
        onClose={() => setBulkRequest(null)}
        fetchPage={api.fetchPage}
      />
    </>
  );
}
