/** Whose rights an admin is: super user, or the permissions listed. */
export interface AdminRights {
  readonly isSuperUser: boolean;
  readonly permissions: readonly string[];
}

/** The permissions `target` holds and `actor` does not (none for a super-user actor). */
export function permissionsBeyond(actor: AdminRights, target: AdminRights): string[] {
  if (actor.isSuperUser) return [];
  return target.permissions.filter((permission) => !actor.permissions.includes(permission));
}

/**
 * Whether `actor` may change, deactivate, activate, reset or sign out `target`: super users
 * manage everyone; other admins only admins who are no super users and hold no permission the
 * actor lacks. Otherwise `adminUsers:write` would take over a more powerful account through a
 * password reset.
 */
export const mayManageAdmin = (actor: AdminRights, target: AdminRights): boolean =>
  actor.isSuperUser || (!target.isSuperUser && permissionsBeyond(actor, target).length === 0);
