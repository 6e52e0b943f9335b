import { type AppUser, appUserRoles, appUserUpdateSchema } from '@console/contract';
import { useTranslation } from 'react-i18next';
import {
  defaultFormatValue,
  ResourceFormBody,
  SelectField,
  SwitchField,
  TextField,
  useResourceForm,
} from '../resource';
import { useAppUserApi, usersQueryKey } from './api';

/** The editable fields; status changes go through the actions, never through this form. */
const profileSchema = appUserUpdateSchema.omit({ version: true });
const USER_FIELDS = ['username', 'email', 'firstName', 'lastName', 'role', 'verified'] as const;

const toValues = (user: AppUser) => ({
  username: user.username,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  role: user.role,
  verified: user.verified,
});

/** The profile form of /users/:userId (a stale version opens the shared conflict dialog). */
export function UserForm({ user }: { user: AppUser }) {
  const { t } = useTranslation(['users', 'resource']);
  const api = useAppUserApi();
  const { form, onSubmit, submitting, formErrors, gone, dialogs } = useResourceForm({
    schema: profileSchema,
    fields: USER_FIELDS,
    record: user,
    toValues,
    emptyValues: toValues(user),
    update: api.update,
    fetchLatest: (id) => api.get(id),
    invalidate: [usersQueryKey],
    // The page shows the saved record once the invalidated query answers.
    onSaved: () => {},
    messages: { created: t('detail.saved'), updated: t('detail.saved') },
    fieldLabel: (field) => t(`fields.${field}`),
    formatValue: (field, value) =>
      field === 'role' && typeof value === 'string'
        ? t(`roles.${value}`)
        : field === 'status' && typeof value === 'string'
          ? t(`status.${value}`)
          : defaultFormatValue(value, t),
    // A ban or unban meanwhile is named in the conflict dialog, though this form does not edit it.
    otherValues: (record) => ({ status: record.status }),
  });
  return (
    <ResourceFormBody
      onSubmit={onSubmit}
      submitting={submitting}
      gone={gone}
      formErrors={formErrors}
      cancelHref="/users"
      submitLabel={t('detail.submit')}
      dialogs={dialogs}
    >
      <div className="grid items-start gap-5 @md:grid-cols-2">
        <TextField
          form={form}
          name="username"
          label={t('fields.username')}
          required
          maxLength={50}
        />
        <TextField form={form} name="email" label={t('fields.email')} required maxLength={254} />
        <TextField
          form={form}
          name="firstName"
          label={t('fields.firstName')}
          required
          maxLength={100}
        />
        <TextField
          form={form}
          name="lastName"
          label={t('fields.lastName')}
          required
          maxLength={100}
        />
        <SelectField
          form={form}
          name="role"
          label={t('fields.role')}
          options={appUserRoles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        />
        <SwitchField form={form} name="verified" label={t('fields.verified')} />
      </div>
    </ResourceFormBody>
  );
}
