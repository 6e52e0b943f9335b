import {
  type Permission,
  type PermissionAction,
  type PermissionResource,
  permissionResources,
} from '@console/contract';

/**
 * The permission editor shows a resource × read/write matrix; the API stores a list of
 * `<resource>:<action>` strings.
 *
 * Write implies read in the console: every screen that changes a resource also reads it, and the
 * route guard asks for both on create/edit pages. The server checks each string on its own, so the
 * matrix keeps the list consistent itself: ticking write ticks read, unticking read unticks write,
 * and a stored list holding a write without its read is shown (and saved back) with the read.
 */
export type PermissionMatrix = Readonly<
  Record<PermissionResource, Readonly<Record<PermissionAction, boolean>>>
>;

export const PERMISSION_ACTIONS: readonly PermissionAction[] = ['read', 'write'];

export function matrixFromPermissions(permissions: readonly Permission[]): PermissionMatrix {
  const held = new Set(permissions);
  return Object.fromEntries(
    permissionResources.map((resource) => {
      const write = held.has(`${resource}:write`);
      return [resource, { read: write || held.has(`${resource}:read`), write }];
    }),
  ) as PermissionMatrix;
}

/** The matrix as the API's list, in the contract's resource order, read before write. */
export function permissionsFromMatrix(matrix: PermissionMatrix): Permission[] {
  return permissionResources.flatMap((resource) =>
    PERMISSION_ACTIONS.filter((action) => matrix[resource][action]).map(
      (action): Permission => `${resource}:${action}`,
    ),
  );
}

/** Ticks or unticks one cell, keeping write ⇒ read. */
export function setMatrixCell(
  matrix: PermissionMatrix,
  resource: PermissionResource,
  action: PermissionAction,
  checked: boolean,
): PermissionMatrix {
  const cell = matrix[resource];
  const next =
    action === 'write'
      ? { read: checked || cell.read, write: checked }
      : { read: checked, write: checked && cell.write };
  return { ...matrix, [resource]: next };
}

/** The same list with write ⇒ read applied (the form of a list that the matrix saves). */
export const normalizePermissions = (permissions: readonly Permission[]): Permission[] =>
  permissionsFromMatrix(matrixFromPermissions(permissions));

/** What an admin may do per resource, for the list's summary column. */
export type AccessLevel = 'none' | 'read' | 'write';

export interface ResourceAccess {
  resource: PermissionResource;
  level: Exclude<AccessLevel, 'none'>;
}

export function accessLevels(permissions: readonly Permission[]): ResourceAccess[] {
  const matrix = matrixFromPermissions(permissions);
  return permissionResources.flatMap((resource): ResourceAccess[] => {
    const cell = matrix[resource];
    if (cell.write) return [{ resource, level: 'write' }];
    if (cell.read) return [{ resource, level: 'read' }];
    return [];
  });
}
