import type { Permission } from '@console/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  canAccessRoute,
  canSeeMenuItem,
  hasAllPermissions,
  hasAnyPermission,
  hasPermission,
  satisfiesAccess,
} from './permissions';
import { adminUser, superUser } from './test-support';

describe('permissions', () => {
  it('has-one', () => {
    expect(hasPermission(adminUser, 'goals:read')).toBe(true);
    expect(hasPermission(adminUser, 'goals:write')).toBe(false);
    expect(hasPermission(null, 'goals:read')).toBe(false);
  });

  it('has-any and has-all', () => {
    expect(hasAnyPermission(adminUser, ['faq:read', 'levels:read'])).toBe(true);
    expect(hasAnyPermission(adminUser, ['faq:read', 'faq:write'])).toBe(false);
    expect(hasAnyPermission(adminUser, [])).toBe(false);
    expect(hasAllPermissions(adminUser, ['goals:read', 'levels:read'])).toBe(true);
    expect(hasAllPermissions(adminUser, ['goals:read', 'faq:read'])).toBe(false);
    expect(hasAllPermissions(adminUser, [])).toBe(true);
    expect(hasAnyPermission(undefined, ['goals:read'])).toBe(false);
    expect(hasAllPermissions(undefined, [])).toBe(false);
  });

  it('a super user bypasses every check', () => {
    expect(superUser.permissions).toEqual([]);
    expect(hasPermission(superUser, 'adminUsers:write')).toBe(true);
    expect(hasAnyPermission(superUser, [])).toBe(true);
    expect(hasAllPermissions(superUser, ['faq:write', 'users:write'])).toBe(true);
    expect(canSeeMenuItem(superUser, ['adminUsers:read'])).toBe(true);
    expect(canAccessRoute(superUser, ['faq:write', 'goals:write'])).toBe(true);
    expect(satisfiesAccess(superUser, 'superUser')).toBe(true);
  });

  it('the menu rule: any listed permission; none listed is visible to every admin', () => {
    expect(canSeeMenuItem(adminUser, ['faq:read', 'goals:read'])).toBe(true);
    expect(canSeeMenuItem(adminUser, ['faq:read'])).toBe(false);
    expect(canSeeMenuItem(adminUser, undefined)).toBe(true);
    expect(canSeeMenuItem(adminUser, [])).toBe(true);
    expect(canSeeMenuItem(null, undefined)).toBe(false);
  });

  it('the route rule: every listed permission', () => {
    expect(canAccessRoute(adminUser, ['goals:read', 'levels:read'])).toBe(true);
    expect(canAccessRoute(adminUser, ['goals:read', 'faq:read'])).toBe(false);
    expect(canAccessRoute(adminUser, undefined)).toBe(true);
    expect(canAccessRoute(null, undefined)).toBe(false);
  });

  it('the contract access levels', () => {
    expect(satisfiesAccess(null, 'public')).toBe(true);
    expect(satisfiesAccess(null, 'authenticated')).toBe(false);
    expect(satisfiesAccess(adminUser, 'authenticated')).toBe(true);
    expect(satisfiesAccess(adminUser, 'superUser')).toBe(false);
    expect(satisfiesAccess(adminUser, ['goals:read'])).toBe(true);
    expect(satisfiesAccess(adminUser, ['goals:write'])).toBe(false);
  });

  it('accepts only permission strings of the contract', () => {
    expectTypeOf(hasPermission).parameter(1).toEqualTypeOf<Permission>();
    expectTypeOf<'goals:read'>().toExtend<Permission>();
    expectTypeOf<'goals:delete'>().not.toExtend<Permission>();
    // @ts-expect-error not a permission: unknown action
    hasPermission(adminUser, 'goals:delete');
    // @ts-expect-error not a permission: unknown resource
    hasAnyPermission(adminUser, ['settings:read']);
    // @ts-expect-error not a permission: free text
    canAccessRoute(adminUser, ['admin']);
  });
});
