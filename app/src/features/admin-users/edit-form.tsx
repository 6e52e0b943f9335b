import { hasPermission, isApiError } from '@console/admin-core';
import { useAdminCore, useAuth, usePermissions } from '@console/admin-core/react';
import {
  type AdminUser,
  adminUserFieldsSchema,
  isPermission,
  mayManageAdmin,
  permissionsBeyond,
} from '@console/contract';
import { ConfirmDialog } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DASHBOARD_PATH } from '../../routes/paths';
import { defaultFormatValue, listHref, ResourceFormBody, useResourceForm } from '../resource';
import { AdminUserFields } from './admin-user-fields';
import { adminUserQueryKey, adminUsersQueryKey, useAdminUserApi } from './api';
import { formatPermissionList } from './permission-labels';
import { normalizePermissions } from './permission-matrix';

const EDIT_FIELDS = ['name', 'username', 'isSuperUser', 'permissions'] as const;
const editSchema = adminUserFieldsSchema.pick({
  name: true,
  username: true,
  isSuperUser: true,
  permissions: true,
});

const toValues = (user: AdminUser) => ({
  name: user.name,
  username: user.username,
  isSuperUser: user.isSuperUser,
  permissions: normalizePermissions(user.permissions),
});

/** Whether saving these values takes rights away that the record holds now. */
function removesRights(
  saved: Pick<AdminUser, 'isSuperUser' | 'permissions'>,
  values: { isSuperUser?: boolean | undefined; permissions?: readonly string[] | undefined },
): boolean {
  if (saved.isSuperUser) return values.isSuperUser !== true;
  const kept = values.permissions ?? [];
  return saved.permissions.some((permission) => !kept.includes(permission));
}

/**
 * Name, username, super user and the permission matrix of /admin-users/:userId/edit. An admin who
 * takes rights away from their own account confirms it first, and once saved the session holds
 * the rights as they are now (the menu and the pages follow at once).
 */
export function AdminUserEditForm({ user }: { user: AdminUser }) {
  const { t } = useTranslation(['admin-users', 'resource', 'common']);
  const { auth } = useAdminCore();
  const { user: me } = useAuth();
  const isSelf = me?.id === user.id;
  const [confirmingDemotion, setConfirmingDemotion] = useState(false);
  const navigate = useNavigate();
  const api = useAdminUserApi();
  const queryClient = useQueryClient();
  const { user: actor } = usePermissions();
  // Only super users manage super users, and admins manage only admins within their own rights
  // (the server refuses the rest).
  const readOnly = !actor || !mayManageAdmin(actor, user);
  const readOnlyReason = user.isSuperUser
    ? t('superUserOnly')
    : t('morePowerfulOnly', {
        permissions: formatPermissionList(
          (actor ? permissionsBeyond(actor, user) : []).filter(isPermission),
          t,
        ),
      });
  const { form, onSubmit, submitting, formErrors, gone, dialogs } = useResourceForm({
    schema: editSchema,
    fields: EDIT_FIELDS,
    record: user,
    toValues,
    emptyValues: toValues(user),
    update: async (id, changes) => {
      try {
        return await api.update(id, changes);
      } catch (error) {
        // A refused super-user change (the last active super user keeps it) is not left in the
        // form: the switch shows the saved state again, and the server's reason lands on it.
        if (isApiError(error) && error.details.some(({ path }) => path === 'isSuperUser')) {
          form.resetField('isSuperUser');
        }
        throw error;
      }
    },
    fetchLatest: async (id) => {
      const latest = await api.get(id);
      // The rest of the screen (status, actions) shows the record as it is now.
      queryClient.setQueryData(adminUserQueryKey(id), latest);
      return latest;
    },
    invalidate: [adminUsersQueryKey],
    onSaved: (saved) => {
      if (isSelf) {
        auth.updateUser({
          name: saved.name,
          username: saved.username,
          isSuperUser: saved.isSuperUser,
          permissions: saved.permissions.filter(isPermission),
        });
      }
      // An admin who took the right to see admin users from themselves has no list to go back to.
      const listVisible = !isSelf || hasPermission(saved, 'adminUsers:read');
      navigate(listVisible ? listHref('/admin-users') : DASHBOARD_PATH);
    },
    messages: { created: t('created'), updated: t('updated') },
    fieldLabel: (field) => t(`fields.${field}`),
    formatValue: (field, value) =>
      field === 'permissions' && Array.isArray(value)
        ? formatPermissionList(value.filter(isPermission), t)
        : field === 'isActive' && typeof value === 'boolean'
          ? t(value ? 'status.active' : 'status.inactive')
          : defaultFormatValue(value, t),
    // A deactivation meanwhile is named in the conflict dialog, though this form does not edit it.
    otherValues: (record) => ({ isActive: record.isActive }),
  });
  const submit = async (event?: React.BaseSyntheticEvent) => {
    if (isSelf && removesRights(user, form.getValues())) {
      event?.preventDefault();
      setConfirmingDemotion(true);
      return;
    }
    await onSubmit(event);
  };
  return (
    <ResourceFormBody
      onSubmit={submit}
      submitting={submitting}
      gone={gone}
      formErrors={readOnly ? [readOnlyReason, ...formErrors] : formErrors}
      cancelHref="/admin-users"
      submitLabel={t('submitUpdate')}
      readOnly={readOnly}
      dialogs={dialogs}
    >
      <AdminUserFields
        form={form}
        withPassword={false}
        disabled={readOnly}
        disabledReason={readOnly ? readOnlyReason : undefined}
      />
      <ConfirmDialog
        open={confirmingDemotion}
        onOpenChange={setConfirmingDemotion}
        variant="destructive"
        title={t('ownRights.title')}
        description={t('ownRights.description')}
        confirmLabel={t('ownRights.confirm')}
        cancelLabel={t('common:actions.cancel')}
        onConfirm={() => onSubmit()}
      />
    </ResourceFormBody>
  );
}
