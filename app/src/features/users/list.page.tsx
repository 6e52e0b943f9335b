import { useLanguage } from '@console/admin-core/react';
import {
  type AppUser,
  appUserListQuerySchema,
  appUserRoles,
  appUserStatuses,
} from '@console/contract';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../i18n/format';
import {
  type ListDefinition,
  type ResourceColumn,
  ResourceList,
  rowFocusTarget,
} from '../resource';
import { useAppUserApi, usersQueryKey } from './api';
import { UserStatusBadge, VerifiedBadge } from './badges';
import { type BulkRequest, BulkStatusMenu, BulkStatusRunner } from './bulk-actions';
import { actionsFor, bulkFilterOf, isDestructive } from './status-actions';
import { type PendingStatusChange, StatusChangeDialog, userLabel } from './status-dialog';
import { UserStats } from './user-stats';

/** The app users list's URL as this page shows it: schema, default order and filters. */
export const appUsersList = (t: TFunction): ListDefinition => ({
  schema: appUserListQuerySchema,
  defaultSort: 'createdAt:desc',
  filters: [
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
  ],
});

/** /users (super user only): app users with filters, counts, status actions and bulk actions. */
export default function UsersListPage() {
  const { t } = useTranslation(['users', 'resource']);
  const { language } = useLanguage();
  const api = useAppUserApi();
  const [pending, setPending] = useState<PendingStatusChange | null>(null);
  const [bulkRequest, setBulkRequest] = useState<BulkRequest | null>(null);

  const columns: ResourceColumn<AppUser>[] = [
    {
      // The full name under the username, not a column of its own: with one column less the
      // list fits a 1280 px window in every language (German headers are long). Sorted by the
      // username it shows first.
      id: 'username',
      header: t('fields.user'),
      value: (user) => user.username,
      exportAs: ['username', 'fullName'],
      cell: (user) => (
        <span className="grid">
          <span className="font-medium">{user.username}</span>
          {user.fullName.trim() ? (
            <span className="text-xs text-muted-foreground">{user.fullName}</span>
          ) : null}
        </span>
      ),
      sortable: true,
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
        {...appUsersList(t)}
        queryKey={usersQueryKey}
        fetchPage={api.fetchPage}
        columns={columns}
        export={{ resource: 'users' }}
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
            onChoose={(action, opener) => setBulkRequest({ action, context, opener })}
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
