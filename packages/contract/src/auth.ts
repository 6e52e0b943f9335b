import { z } from 'zod';
import { authEndpoints, LOGIN_LIMITS } from './constants';
import { successEnvelope } from './envelope';
import { passwordSchema } from './password';
import { allPermissions, type Permission } from './permissions';
import { defineRoute } from './route';

export const permissionSchema = z.enum(allPermissions as [Permission, ...Permission[]]);

/** The admin user the console stores under `admin_user` after login. */
export const sessionUserSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  username: z.string(),
  isSuperUser: z.boolean(),
  permissions: z.array(permissionSchema),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const usernameSchema = z
  .string()
  .trim()
  .min(3)
  .max(50)
  .regex(/^[A-Za-z0-9_.-]+$/);

export const loginBodySchema = z.strictObject({
  username: z.string().trim().min(1).max(LOGIN_LIMITS.usernameMax),
  password: z.string().min(1).max(LOGIN_LIMITS.passwordMax),
});
export const refreshBodySchema = z.strictObject({ refreshToken: z.string().min(1).max(512) });
export const logoutBodySchema = refreshBodySchema;
export const changePasswordBodySchema = z.strictObject({
  currentPassword: z.string().min(1).max(128),
  newPassword: passwordSchema,
});

export const loginDataSchema = z.object({
  user: sessionUserSchema,
  token: z.string(),
  refreshToken: z.string(),
});
export const refreshDataSchema = z.object({ token: z.string(), refreshToken: z.string() });

export const loginResponseSchema = successEnvelope(loginDataSchema);
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export const refreshResponseSchema = successEnvelope(refreshDataSchema);
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const authRoutes = {
  login: defineRoute({
    ...authEndpoints.login,
    access: 'public',
    tag: 'auth',
    summary: 'Sign in with username and password',
    body: loginBodySchema,
    response: loginDataSchema,
  }),
  refresh: defineRoute({
    ...authEndpoints.refresh,
    access: 'public',
    tag: 'auth',
    summary: 'Rotate the refresh token and get a new access token',
    body: refreshBodySchema,
    response: refreshDataSchema,
  }),
  logout: defineRoute({
    ...authEndpoints.logout,
    access: 'public',
    tag: 'auth',
    summary: 'Revoke the refresh token',
    body: logoutBodySchema,
    response: z.null(),
  }),
  changePassword: defineRoute({
    ...authEndpoints.changePassword,
    access: 'authenticated',
    tag: 'auth',
    summary: 'Change the own password; revokes every other session',
    body: changePasswordBodySchema,
    response: z.null(),
    errors: {
      409: 'The password was changed by another request meanwhile (nothing changed)',
      429: 'Too many wrong current passwords (Retry-After says when to try again)',
    },
  }),
  me: defineRoute({
    ...authEndpoints.me,
    access: 'authenticated',
    tag: 'auth',
    summary: 'The signed-in admin',
    response: sessionUserSchema,
  }),
} as const;
