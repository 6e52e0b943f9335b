import { usePermissions } from '@console/admin-core/react';
import { type Permission, permissionResources } from '@console/contract';
import { Checkbox } from '@console/ui';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  matrixFromPermissions,
  PERMISSION_ACTIONS,
  permissionsFromMatrix,
  setMatrixCell,
} from './permission-matrix';

interface PermissionMatrixProps {
  value: readonly Permission[];
  onChange(permissions: Permission[]): void;
  disabled?: boolean;
  /** Super users get every permission anyway; the matrix is then shown as all granted. */
  superUser?: boolean;
}

/**
 * The resource × read/write editor. A cell the signed-in admin could not grant (a permission they
 * do not hold themselves) can be unticked but not ticked, as the server would refuse it.
 */
export function PermissionMatrixEditor({
  value,
  onChange,
  disabled,
  superUser,
}: PermissionMatrixProps) {
  const { t } = useTranslation('admin-users');
  const { hasPermission } = usePermissions();
  const matrix = matrixFromPermissions(value);
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">{t('permissions.title')}</legend>
      {superUser ? (
        <p className="text-sm text-muted-foreground">{t('permissions.superUserHint')}</p>
      ) : null}
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="py-2 font-medium">
              {t('permissions.resource')}
            </th>
            {PERMISSION_ACTIONS.map((action) => (
              <th key={action} scope="col" className="w-24 py-2 text-center font-medium">
                {t(`permissions.actions.${action}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {permissionResources.map((resource) => (
            <tr key={resource} className="border-b last:border-b-0">
              <th scope="row" className="py-2 text-left font-normal">
                {t(`permissions.resources.${resource}`)}
              </th>
              {PERMISSION_ACTIONS.map((action) => {
                const checked = superUser === true || matrix[resource][action];
                const grantable = hasPermission(`${resource}:${action}`);
                return (
                  <td key={action} className="py-2 text-center">
                    <Checkbox
                      aria-label={t('permissions.cellLabel', {
                        resource: t(`permissions.resources.${resource}`),
                        action: t(`permissions.actions.${action}`),
                      })}
                      checked={checked}
                      disabled={disabled || superUser || (!checked && !grantable)}
                      onCheckedChange={(next) =>
                        onChange(
                          permissionsFromMatrix(
                            setMatrixCell(matrix, resource, action, next === true),
                          ),
                        )
                      }
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs text-muted-foreground">{t('permissions.writeImpliesRead')}</p>
    </fieldset>
  );
}

/** The editor bound to a react-hook-form field holding the permission list. */
export function PermissionMatrixField<T extends FieldValues>({
  form,
  name,
  disabled,
  superUser,
}: {
  form: UseFormReturn<T, unknown, FieldValues>;
  name: Path<T>;
  disabled?: boolean;
  superUser?: boolean;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <PermissionMatrixEditor
          value={(field.value ?? []) as Permission[]}
          onChange={(next) => field.onChange(next)}
          disabled={disabled}
          superUser={superUser}
        />
      )}
    />
  );
}
