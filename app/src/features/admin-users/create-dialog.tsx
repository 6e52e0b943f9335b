import { type AdminUser, adminUserCreateSchema } from '@console/contract';
import { Button, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@console/ui';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  defaultFormatValue,
  FormDialog,
  FormProblems,
  useFormDialog,
  useResourceForm,
} from '../resource';
import { AdminUserFields } from './admin-user-fields';
import { adminUsersQueryKey, useAdminUserApi } from './api';

const CREATE_FIELDS = ['name', 'username', 'password', 'isSuperUser', 'permissions'] as const;

/**
 * The "New admin user" button and its dialog on /admin-users. Closing the dialog with something
 * typed asks first, as leaving a form page does.
 */
export function CreateAdminUserDialog() {
  const { t } = useTranslation('admin-users');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <PlusIcon aria-hidden="true" />
        {t('create')}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
        closeLabel={t('common:actions.close')}
      >
        <DialogHeader>
          <DialogTitle>{t('createTitle')}</DialogTitle>
          <DialogDescription>{t('createDescription')}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from an empty form. */}
        <CreateAdminUserForm onDone={() => setOpen(false)} />
      </FormDialog>
    </>
  );
}

function CreateAdminUserForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['admin-users', 'resource']);
  const api = useAdminUserApi();
  const { form, onSubmit, submitting, formErrors, dialogs } = useResourceForm({
    schema: adminUserCreateSchema,
    fields: CREATE_FIELDS,
    toValues: (record: AdminUser) => ({
      name: record.name,
      username: record.username,
      password: '',
      isSuperUser: record.isSuperUser,
      permissions: record.permissions,
    }),
    emptyValues: { name: '', username: '', password: '', isSuperUser: false, permissions: [] },
    create: api.create,
    invalidate: [adminUsersQueryKey],
    onSaved: onDone,
    messages: { created: t('created'), updated: t('updated') },
    fieldLabel: (name) => t(`fields.${name}`),
    formatValue: (_field, value) => defaultFormatValue(value, t),
  });
  const { requestClose } = useFormDialog(form.formState.isDirty);
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <AdminUserFields form={form} withPassword />
      <FormProblems messages={formErrors} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={requestClose ?? onDone}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" loading={submitting}>
          {submitting ? t('common:states.saving') : t('submitCreate')}
        </Button>
      </DialogFooter>
      {dialogs}
    </form>
  );
}
