import { z } from 'zod';
import { adminNameSchema } from './admin-users';
import { permissionSchema, usernameSchema } from './auth';
import { isoDateTime, versionField } from './envelope';
import { defineRoute } from './route';

/** The signed-in admin's own profile on the settings screen. */
export const profileSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  username: z.string(),
  isSuperUser: z.boolean(),
  permissions: z.array(permissionSchema),
  lastLoginAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  version: versionField,
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * The changed fields plus the `version` that was read: a field left out keeps its value, so a
 * stored value that a newer rule refuses (an older username) does not block changing the other.
 */
export const profileUpdateSchema = z.strictObject({
  name: adminNameSchema.optional(),
  username: usernameSchema.optional(),
  version: versionField,
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const settingsRoutes = {
  getProfile: defineRoute({
    id: 'settings.getProfile',
    method: 'GET',
    path: '/settings/profile',
    access: 'authenticated',
    tag: 'settings',
    summary: 'The own profile',
    response: profileSchema,
  }),
  updateProfile: defineRoute({
    id: 'settings.updateProfile',
    method: 'PUT',
    path: '/settings/profile',
    access: 'authenticated',
    tag: 'settings',
    summary: 'Change the own name and username (optimistic locking by version)',
    body: profileUpdateSchema,
    response: profileSchema,
  }),
} as const;
