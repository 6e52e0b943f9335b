import { z } from 'zod';
import {
  idParam,
  isoDateTime,
  listQueryBase,
  pageOf,
  recordId,
  ruleRefShape,
  versionField,
} from './envelope';
import { booleanQuery, dateOrDateTime, sortParam, withDateRanges } from './list-params';
import { defineRoute } from './route';

/** App users (the product's own accounts). Every route here is super-user only. */
export const appUserStatuses = ['active', 'inactive', 'banned'] as const;
export type AppUserStatus = (typeof appUserStatuses)[number];
export const appUserRoles = ['user', 'moderator', 'premium'] as const;
export type AppUserRole = (typeof appUserRoles)[number];

export const appUserStatusActions = ['ban', 'unban', 'activate', 'deactivate'] as const;
export type AppUserStatusAction = (typeof appUserStatusActions)[number];

/**
 * The allowed status transitions. An action on a user already in its target status is skipped;
 * from any status not listed it is refused (a banned user must be unbanned before anything else).
 */
export const appUserStatusTransitions: Record<
  AppUserStatusAction,
  {
    readonly from: readonly AppUserStatus[];
    readonly to: AppUserStatus;
    readonly needsReason: boolean;
  }
> = {
  ban: { from: ['active', 'inactive'], to: 'banned', needsReason: true },
  unban: { from: ['banned'], to: 'active', needsReason: false },
  activate: { from: ['inactive'], to: 'active', needsReason: false },
  deactivate: { from: ['active'], to: 'inactive', needsReason: true },
};

export const appUserSchema = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  status: z.enum(appUserStatuses),
  role: z.enum(appUserRoles),
  verified: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  lastLogin: isoDateTime.nullable(),
  version: versionField,
});
export type AppUser = z.infer<typeof appUserSchema>;

/** The admin who made a change, as the admin is named now. */
export const changeActorSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  username: z.string(),
});
export type ChangeActor = z.infer<typeof changeActorSchema>;

/**
 * One status change of a user, read from the audit trail: the action, the statuses it went from
 * and to, the reason given, who made it and when. `actorId` is null for a change the system made;
 * `actor` is null then, and also when that admin no longer exists.
 */
export const statusChangeSchemaOf = <
  const Action extends readonly [string, ...string[]],
  const Status extends readonly [string, ...string[]],
>(
  actions: Action,
  statuses: Status,
) =>
  z.object({
    action: z.enum(actions),
    from: z.enum(statuses),
    to: z.enum(statuses),
    reason: z.string().nullable(),
    actorId: z.number().int().nullable(),
    actor: changeActorSchema.nullable(),
    at: isoDateTime,
  });

/** The latest status changes a user detail carries, newest first. */
export const STATUS_HISTORY_LIMIT = 20;

/** One status change of an app user. */
export const appUserStatusChangeSchema = statusChangeSchemaOf(
  appUserStatusActions,
  appUserStatuses,
);
export type AppUserStatusChange = z.infer<typeof appUserStatusChangeSchema>;

export const appUserDetailSchema = appUserSchema.extend({
  /** The latest status changes, newest first (at most `STATUS_HISTORY_LIMIT`). */
  statusHistory: z.array(appUserStatusChangeSchema),
});
export type AppUserDetail = z.infer<typeof appUserDetailSchema>;

/** The date range of the users' list: when they were created. */
export const appUserCreatedRange = { from: 'createdFrom', to: 'createdTo' } as const;

const appUserFilterFields = z.strictObject({
  q: z.string().trim().max(200).optional(),
  status: z.enum(appUserStatuses).optional(),
  role: z.enum(appUserRoles).optional(),
  verified: booleanQuery.optional(),
  createdFrom: dateOrDateTime.optional(),
  createdTo: dateOrDateTime.optional(),
});
/** The list filters; a bulk action on "all matching" sends the same fields, as strings. */
export const appUserFilterSchema = withDateRanges(appUserFilterFields, appUserCreatedRange);
export type AppUserFilter = z.input<typeof appUserFilterSchema>;

export const appUserSortFields = [
  'username',
  'email',
  'status',
  'role',
  'createdAt',
  'lastLogin',
] as const;
/** The list query without the check of its date range, to derive other queries from (the export). */
export const appUserListQueryFields = listQueryBase.extend({
  ...appUserFilterFields.shape,
  sort: sortParam(appUserSortFields).optional(),
});
export const appUserListQuerySchema = withDateRanges(appUserListQueryFields, appUserCreatedRange);
export type AppUserListQuery = z.input<typeof appUserListQuerySchema>;

const nameField = z.string().trim().min(1).max(100);
export const appUserUpdateSchema = z.strictObject({
  username: z
    .string()
    .trim()
    .min(3)
    .max(50)
    .regex(/^[A-Za-z0-9_.-]+$/)
    .optional(),
  email: z.email().max(254).optional(),
  firstName: nameField.optional(),
  lastName: nameField.optional(),
  role: z.enum(appUserRoles).optional(),
  verified: z.boolean().optional(),
  version: versionField,
});
export type AppUserUpdate = z.input<typeof appUserUpdateSchema>;

export const statusReasonSchema = z.string().trim().min(3).max(500);
const requiredReason = z.strictObject({ reason: statusReasonSchema, version: versionField });
const optionalReason = z.strictObject({
  reason: statusReasonSchema.optional(),
  version: versionField,
});
export type AppUserStatusBody = z.input<typeof optionalReason>;

export const MAX_BULK_IDS = 1000;
/** "All matching the filter" refuses to touch more users than this in one request. */
export const MAX_BULK_MATCHING = 10_000;

/**
 * Which users "all matching" a filter are: the SHA-256 (hex) of their ids in ascending order, each
 * written in decimal and followed by a line feed (`"3\n8\n"`).
 */
export const bulkMatchStampSchema = z.string().regex(/^[0-9a-f]{64}$/, 'A SHA-256 hex digest');

/** The users "all matching" a filter stand for, read when the admin selects them. */
export const appUserBulkMatchSchema = z.object({
  /** How many users match now. */
  total: z.number().int().nonnegative(),
  /** Which users those are; null when more than `MAX_BULK_MATCHING` match (no action takes them). */
  stamp: bulkMatchStampSchema.nullable(),
});
export type AppUserBulkMatch = z.infer<typeof appUserBulkMatchSchema>;

export const appUserBulkActionSchema = z
  .strictObject({
    action: z.enum(appUserStatusActions),
    reason: statusReasonSchema.optional(),
    ids: z.array(recordId).min(1).max(MAX_BULK_IDS).optional(),
    filter: appUserFilterSchema.optional(),
    /**
     * With `filter`: how many users matched when the admin confirmed. The server counts them again
     * in the action's transaction and refuses (409, `errorRules.bulkMatchChanged`) on a difference,
     * so users who start matching meanwhile are not changed unseen.
     */
    expectedTotal: z.number().int().nonnegative().max(MAX_BULK_MATCHING).optional(),
    /**
     * With `filter`: which users matched when the admin selected them (the `stamp` of
     * `GET /users/bulk-match`). The server refuses (409, `errorRules.bulkMatchChanged`) when the
     * users matching now are others, even as many, so the action changes only users the admin chose.
     */
    expectedStamp: bulkMatchStampSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (appUserStatusTransitions[body.action].needsReason && body.reason === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: `A reason is required to ${body.action}`,
      });
    }
    if ((body.ids === undefined) === (body.filter === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['ids'], message: 'Give either ids or filter' });
    }
    if ((body.filter === undefined) !== (body.expectedTotal === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['expectedTotal'],
        message:
          'Give expectedTotal (the number of matching users confirmed) with filter, and only then',
      });
    }
    if (body.expectedStamp !== undefined && body.filter === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['expectedStamp'],
        message: 'Give expectedStamp (which users matched) only with filter',
      });
    }
  });
export type AppUserBulkAction = z.input<typeof appUserBulkActionSchema>;

export const bulkOutcomes = ['done', 'skipped', 'failed'] as const;
export const bulkItemResultSchema = z.object({
  id: z.number().int(),
  /**
   * Who the user is, so the report names users the admin never had on screen ("all matching");
   * absent when there is no such user.
   */
  user: appUserSchema.pick({ username: true, fullName: true }).optional(),
  outcome: z.enum(bulkOutcomes),
  /** Why it was skipped or failed, with the rule behind it (`errorRules`). */
  message: z.string().optional(),
  ...ruleRefShape,
});
export type BulkItemResult = z.infer<typeof bulkItemResultSchema>;

export const appUserBulkResultSchema = z.object({
  action: z.enum(appUserStatusActions),
  done: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  results: z.array(bulkItemResultSchema),
});
export type AppUserBulkResult = z.infer<typeof appUserBulkResultSchema>;

export const appUserStatsSchema = z.object({
  total: z.number().int().nonnegative(),
  newToday: z.number().int().nonnegative(),
  byStatus: z.object({
    active: z.number().int().nonnegative(),
    inactive: z.number().int().nonnegative(),
    banned: z.number().int().nonnegative(),
  }),
  verified: z.number().int().nonnegative(),
  unverified: z.number().int().nonnegative(),
});
export type AppUserStats = z.infer<typeof appUserStatsSchema>;

const statusRoute = (action: AppUserStatusAction) =>
  defineRoute({
    id: `users.${action}`,
    method: 'POST',
    path: `/users/:id/${action}`,
    access: 'superUser',
    tag: 'users',
    summary: `${action[0]?.toUpperCase()}${action.slice(1)} one user${
      appUserStatusTransitions[action].needsReason ? ' (reason required)' : ''
    }`,
    params: idParam,
    body: appUserStatusTransitions[action].needsReason ? requiredReason : optionalReason,
    response: appUserSchema,
  });

export const appUserRoutes = {
  list: defineRoute({
    id: 'users.list',
    method: 'GET',
    path: '/users',
    access: 'superUser',
    tag: 'users',
    summary: 'List app users (q: prefix of username, email, first or last name)',
    query: appUserListQuerySchema,
    response: pageOf(appUserSchema),
  }),
  stats: defineRoute({
    id: 'users.stats',
    method: 'GET',
    path: '/users/stats',
    access: 'superUser',
    tag: 'users',
    summary: 'Counts per status and new today',
    response: appUserStatsSchema,
  }),
  bulkMatch: defineRoute({
    id: 'users.bulkMatch',
    method: 'GET',
    path: '/users/bulk-match',
    access: 'superUser',
    tag: 'users',
    summary: 'How many and which users match a filter, for a bulk action on "all matching"',
    query: appUserFilterSchema,
    response: appUserBulkMatchSchema,
  }),
  bulk: defineRoute({
    id: 'users.bulk',
    method: 'POST',
    path: '/users/bulk',
    access: 'superUser',
    tag: 'users',
    summary: 'Ban, unban, activate or deactivate a list of ids or all users matching a filter',
    body: appUserBulkActionSchema,
    response: appUserBulkResultSchema,
  }),
  get: defineRoute({
    id: 'users.get',
    method: 'GET',
    path: '/users/:id',
    access: 'superUser',
    tag: 'users',
    summary: 'One app user with the latest status changes',
    params: idParam,
    response: appUserDetailSchema,
  }),
  update: defineRoute({
    id: 'users.update',
    method: 'PUT',
    path: '/users/:id',
    access: 'superUser',
    tag: 'users',
    summary: 'Update profile fields (status changes go through the actions)',
    params: idParam,
    body: appUserUpdateSchema,
    response: appUserSchema,
  }),
  ban: statusRoute('ban'),
  unban: statusRoute('unban'),
  activate: statusRoute('activate'),
  deactivate: statusRoute('deactivate'),
} as const;
