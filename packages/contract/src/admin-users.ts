import { z } from 'zod';
import { permissionSchema, usernameSchema } from './auth';
import { checkRules, withCheckRule } from './check-rules';
import { idParam, isoDateTime, listQueryBase, pageOf, versionField } from './envelope';
import { sortParam } from './list-params';
import { checkOwnerWords, passwordSchema } from './password';
import { defineRoute } from './route';

export const adminNameSchema = z.string().trim().min(1).max(100);

/** `?isActive=true|false` */
export const booleanQueryParam = withCheckRule(
  z.enum(['true', 'false']),
  checkRules.trueOrFalse,
).transform((value) => value === 'true');

export const adminUserSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  username: z.string(),
  isSuperUser: z.boolean(),
  permissions: z.array(permissionSchema),
  isActive: z.boolean(),
  lastLoginAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  version: versionField,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserSortFields = [
  'name',
  'username',
  'createdAt',
  'updatedAt',
  'lastLoginAt',
] as const;

export const adminUserListQuerySchema = listQueryBase.extend({
  sort: sortParam(adminUserSortFields).optional(),
  isActive: booleanQueryParam.optional(),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

const uniquePermissions = z
  .array(permissionSchema)
  .max(100)
  .refine((list) => new Set(list).size === list.length, 'Permissions must not repeat');

/** A new admin's fields, each checked on its own (forms pick from it). */
export const adminUserFieldsSchema = z.strictObject({
  name: adminNameSchema,
  username: usernameSchema,
  password: passwordSchema,
  isSuperUser: z.boolean().default(false),
  permissions: uniquePermissions.default([]),
  isActive: z.boolean().default(true),
});

/** A new admin: the fields, and a password that does not lean on the admin's own names. */
export const adminUserCreateSchema = adminUserFieldsSchema.superRefine((admin, ctx) =>
  checkOwnerWords(ctx, admin.password, admin, 'password'),
);
export type AdminUserCreate = z.input<typeof adminUserCreateSchema>;

/** Any subset of the editable fields plus the `version` that was read. */
export const adminUserUpdateSchema = z.strictObject({
  name: adminNameSchema.optional(),
  username: usernameSchema.optional(),
  isSuperUser: z.boolean().optional(),
  permissions: uniquePermissions.optional(),
  version: versionField,
});
export type AdminUserUpdate = z.input<typeof adminUserUpdateSchema>;

export const reasonField = z.string().trim().max(500).optional();

export const adminUserStatusChangeSchema = z.strictObject({ reason: reasonField });
export const adminUserResetPasswordSchema = z.strictObject({
  newPassword: passwordSchema,
  reason: reasonField,
});
export const revokedSessionsSchema = z.object({ revokedSessions: z.number().int().nonnegative() });

export const adminUserRoutes = {
  list: defineRoute({
    id: 'adminUsers.list',
    method: 'GET',
    path: '/admin-users',
    access: ['adminUsers:read'],
    tag: 'admin-users',
    summary: 'List admin users',
    query: adminUserListQuerySchema,
    response: pageOf(adminUserSchema),
  }),
  get: defineRoute({
    id: 'adminUsers.get',
    method: 'GET',
    path: '/admin-users/:id',
    access: ['adminUsers:read'],
    tag: 'admin-users',
    summary: 'One admin user',
    params: idParam,
    response: adminUserSchema,
  }),
  create: defineRoute({
    id: 'adminUsers.create',
    method: 'POST',
    path: '/admin-users',
    access: ['adminUsers:write'],
    tag: 'admin-users',
    summary: 'Create an admin user with an initial password',
    body: adminUserCreateSchema,
    response: adminUserSchema,
  }),
  update: defineRoute({
    id: 'adminUsers.update',
    method: 'PUT',
    path: '/admin-users/:id',
    access: ['adminUsers:write'],
    tag: 'admin-users',
    summary: 'Update an admin user (optimistic locking by version)',
    params: idParam,
    body: adminUserUpdateSchema,
    response: adminUserSchema,
  }),
  deactivate: defineRoute({
    id: 'adminUsers.deactivate',
    method: 'POST',
    path: '/admin-users/:id/deactivate',
    access: ['adminUsers:write'],
    tag: 'admin-users',
    summary: 'Deactivate an admin user and end their sessions',
    params: idParam,
    body: adminUserStatusChangeSchema,
    response: adminUserSchema,
  }),
  activate: defineRoute({
    id: 'adminUsers.activate',
    method: 'POST',
    path: '/admin-users/:id/activate',
    access: ['adminUsers:write'],
    tag: 'admin-users',
    summary: 'Activate an admin user',
    params: idParam,
    body: adminUserStatusChangeSchema,
    response: adminUserSchema,
  }),
  resetPassword: defineRoute({
    id: 'adminUsers.resetPassword',
    method: 'POST',
    path: '/admin-users/:id/reset-password',
    access: ['adminUsers:write'],
    tag: 'admin-users',
    summary: 'Set a new password for an admin user and end their sessions',
    params: idParam,
    body: adminUserResetPasswordSchema,
    response: adminUserSchema,
  }),
  revokeSessions: defineRoute({
    id: 'adminUsers.revokeSessions',
    method: 'POST',
    path: '/admin-users/:id/revoke-sessions',
    access: ['adminUsers:write'],
    tag: 'admin-users',
    summary: 'End every session of an admin user',
    params: idParam,
    body: adminUserStatusChangeSchema,
    response: revokedSessionsSchema,
  }),
} as const;
