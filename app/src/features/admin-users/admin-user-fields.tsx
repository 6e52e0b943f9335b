import { usePermissions } from '@console/admin-core/react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SwitchField, TextField } from '../resource';
import { PasswordStrengthHint } from './password-strength-hint';
import { PermissionMatrixField } from './permission-matrix-field';

/** The field names every admin-user form shares. */
const field = <T extends FieldValues>(name: string) => name as Path<T>;

/**
 * The fields of the create dialog and the edit screen: name, username, the initial password (create
 * only, with its strength hint), super user (offered to super users only) and the permission matrix.
 */
export function AdminUserFields<T extends FieldValues>({
  form,
  withPassword,
  disabled,
  disabledReason,
}: {
  form: UseFormReturn<T, unknown, FieldValues>;
  withPassword: boolean;
  disabled?: boolean;
  /** Why the fields are disabled, as the form says above them; the permission matrix repeats it. */
  disabledReason?: string | undefined;
}) {
  const { t } = useTranslation('admin-users');
  const { isSuperUser: actorIsSuperUser } = usePermissions();
  const superUser = useWatch({ control: form.control, name: field<T>('isSuperUser') }) === true;
  const password = useWatch({ control: form.control, name: field<T>('password') });
  const username = useWatch({ control: form.control, name: field<T>('username') });
  const name = useWatch({ control: form.control, name: field<T>('name') });
  return (
    <div className="grid gap-5">
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <TextField
          form={form}
          name={field<T>('name')}
          label={t('fields.name')}
          required
          maxLength={100}
          disabled={disabled}
        />
        <TextField
          form={form}
          name={field<T>('username')}
          label={t('fields.username')}
          hint={t('fields.usernameHint')}
          required
          maxLength={50}
          disabled={disabled}
        />
      </div>
      {withPassword ? (
        <div className="grid gap-2">
          <TextField
            form={form}
            name={field<T>('password')}
            type="password"
            autoComplete="new-password"
            label={t('fields.initialPassword')}
            hint={t('password.hint')}
            required
            maxLength={128}
          />
          <PasswordStrengthHint
            password={typeof password === 'string' ? password : ''}
            owner={{
              username: typeof username === 'string' ? username : '',
              name: typeof name === 'string' ? name : '',
            }}
          />
        </div>
      ) : null}
      {actorIsSuperUser ? (
        <SwitchField
          form={form}
          name={field<T>('isSuperUser')}
          label={t('fields.isSuperUser')}
          hint={t('fields.isSuperUserHint')}
          disabled={disabled}
        />
      ) : null}
      <PermissionMatrixField
        form={form}
        name={field<T>('permissions')}
        superUser={superUser}
        disabled={disabled}
        disabledReason={disabledReason}
      />
    </div>
  );
}
