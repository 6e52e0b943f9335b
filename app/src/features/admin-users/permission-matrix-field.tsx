import { usePermissions } from '@console/admin-core/react';
import { type Permission, permissionResources } from '@console/contract';
import { Checkbox } from '@console/ui';
import { useId } from 'react';
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
  /**
   * Why the whole matrix is disabled (e.g. "Only super users can change a super user."), which the
   * form shows above its fields: each checkbox is described by it too.
   */
  disabledReason?: string | undefined;
  /** Super users get every permission anyway; the matrix is then shown as all granted. */
  superUser?: boolean;
}

/**
 * The resource × read/write editor. A cell the signed-in admin could not grant (a permission they
 * do not hold themselves) can be unticked but not ticked, as the server would refuse it. Every
 * disabled checkbox says why (`aria-describedby`), with the same words shown beside the matrix.
 */
export function PermissionMatrixEditor({
  value,
  onChange,
  disabled,
  disabledReason,
  superUser,
}: PermissionMatrixProps) {
  const { t } = useTranslation('admin-users');
  const { hasPermission } = usePermissions();
  const ids = useId();
  const reasonId = `${ids}-reason`;
  const superUserHintId = `${ids}-super-user`;
  const notGrantableId = `${ids}-not-grantable`;
  const matrix = matrixFromPermissions(value);
  const editable = !disabled && !superUser;
  const someNotGrantable =
    editable &&
    permissionResources.some((resource) =>
      PERMISSION_ACTIONS.some(
        (action) => !matrix[resource][action] && !hasPermission(`${resource}:${action}`),
      ),
    );
  /** The ids of the texts that say why a cell is disabled; undefined for an enabled one. */
  const whyDisabled = (grantable: boolean, checked: boolean) => {
    const reasons = [
      disabled && disabledReason ? reasonId : null,
      superUser ? superUserHintId : null,
      editable && !checked && !grantable ? notGrantableId : null,
    ].filter(Boolean);
    return reasons.length > 0 ? reasons.join(' ') : undefined;
  };
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">{t('permissions.title')}</legend>
      {disabled && disabledReason ? (
        // Shown above the form already; here it is what the disabled checkboxes point to.
        <p id={reasonId} className="sr-only">
          {disabledReason}
        </p>
      ) : null}
      {superUser ? (
        <p id={superUserHintId} className="text-sm text-muted-foreground">
          {t('permissions.superUserHint')}
        </p>
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
                      aria-describedby={whyDisabled(grantable, checked)}
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
      {someNotGrantable ? (
        <p id={notGrantableId} className="text-xs text-muted-foreground">
          {t('permissions.notGrantable')}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The editor bound to a react-hook-form field holding the permission list. */
export function PermissionMatrixField<T extends FieldValues>({
  form,
  name,
  disabled,
  disabledReason,
  superUser,
}: {
  form: UseFormReturn<T, unknown, FieldValues>;
  name: Path<T>;
  disabled?: boolean;
  disabledReason?: string | undefined;
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
          disabledReason={disabledReason}
          superUser={superUser}
        />
      )}
    />
  );
}
