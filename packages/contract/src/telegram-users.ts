import { z } from 'zod';
import {
  cursorPageOf,
  idParam,
  isoDateTime,
  listQueryBase,
  MAX_PAGE_SIZE,
  pageOf,
  recordId,
  versionField,
  wholeNumber,
  wholeNumberParam,
} from './envelope';
import {
  bigintString,
  booleanQuery,
  dateOrDateTime,
  fromToRange,
  sortParam,
  withDateRanges,
} from './list-params';
import { defineRoute } from './route';
import { statusChangeSchemaOf, statusReasonSchema } from './users';

/** The messaging-app (Telegram) users of the product; permissions `users:read` / `users:write`. */
export const telegramUserStatuses = ['active', 'blocked'] as const;
export type TelegramUserStatus = (typeof telegramUserStatuses)[number];

export const telegramUserSchema = z.object({
  id: z.number().int().positive(),
  /** Telegram's 64-bit user id, as a decimal string. */
  telegramId: bigintString,
  username: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  languageCode: z.string().nullable(),
  isPremium: z.boolean(),
  xp: z.number().int().nonnegative(),
  level: z.number().int().nonnegative(),
  currentGoal: z.object({ id: z.number().int().positive(), title: z.string() }).nullable(),
  streak: z.number().int().nonnegative(),
  status: z.enum(telegramUserStatuses),
  joinedAt: isoDateTime,
  lastActiveAt: isoDateTime.nullable(),
  version: versionField,
});
export type TelegramUser = z.infer<typeof telegramUserSchema>;

/** Challenges completed of each goal the user has touched. */
export const telegramGoalProgressSchema = z.object({
  goalId: z.number().int().positive(),
  goalTitle: z.string(),
  completed: z.number().int().nonnegative(),
  started: z.number().int().nonnegative(),
  /** Active challenges of the goal. */
  total: z.number().int().nonnegative(),
});
export type TelegramGoalProgress = z.infer<typeof telegramGoalProgressSchema>;

/** What the console does to a Telegram user's status; each is audited under its name. */
export const telegramUserStatusActions = ['block', 'unblock'] as const;
export type TelegramUserStatusAction = (typeof telegramUserStatusActions)[number];

/** One block or unblock of a Telegram user, read from the audit trail. */
export const telegramUserStatusChangeSchema = statusChangeSchemaOf(
  telegramUserStatusActions,
  telegramUserStatuses,
);
export type TelegramUserStatusChange = z.infer<typeof telegramUserStatusChangeSchema>;

export const telegramUserDetailSchema = telegramUserSchema.extend({
  goalProgress: z.array(telegramGoalProgressSchema),
  /** XP still needed for the next level; null at the top level. */
  xpToNextLevel: z.number().int().nonnegative().nullable(),
  /**
   * The latest blocks and unblocks, newest first (at most `STATUS_HISTORY_LIMIT`). When the
   * newest one led to the current status, it says why, by whom and since when; a status the bot
   * set, or one set before the console kept a trail, has none.
   */
  statusHistory: z.array(telegramUserStatusChangeSchema),
});
export type TelegramUserDetail = z.infer<typeof telegramUserDetailSchema>;

export const telegramUserSortFields = [
  'joinedAt',
  'lastActiveAt',
  'xp',
  'level',
  'streak',
  'username',
  /** The name the console shows: first and last name, case-insensitively. */
  'name',
] as const;
/** The date range of the Telegram users' list: when they joined. */
export const telegramUserJoinedRange = { from: 'joinedFrom', to: 'joinedTo' } as const;
/** The list query without the check of its date range, to derive other queries from (the export). */
export const telegramUserListQueryFields = listQueryBase.extend({
  sort: sortParam(telegramUserSortFields).optional(),
  status: z.enum(telegramUserStatuses).optional(),
  isPremium: booleanQuery.optional(),
  languageCode: z
    .string()
    .trim()
    // Any case (BCP 47 tags are case-insensitive): read as lower case, which is how Telegram
    // sends them and how they are stored, so the filter stays an equality the planner can count.
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/)
    .toLowerCase()
    .optional(),
  level: wholeNumberParam(wholeNumber.min(0).max(10_000)).optional(),
  goalId: wholeNumberParam(recordId).optional(),
  joinedFrom: dateOrDateTime.optional(),
  joinedTo: dateOrDateTime.optional(),
});
export const telegramUserListQuerySchema = withDateRanges(
  telegramUserListQueryFields,
  telegramUserJoinedRange,
);
export type TelegramUserListQuery = z.input<typeof telegramUserListQuerySchema>;

/**
 * When the query planner expects more than `TOTAL_EXACT_LIMIT` matches, `total` is its estimate
 * (`totalIsEstimate: true`): counting a million rows exactly on every page would cost far more
 * than the page itself. Smaller results are counted exactly.
 */
export const TOTAL_EXACT_LIMIT = 1000;
export const telegramUserPageSchema = pageOf(telegramUserSchema).extend({
  totalIsEstimate: z.boolean(),
});
export type TelegramUserPage = z.infer<typeof telegramUserPageSchema>;

/**
 * Blocking needs a reason, as banning or deactivating an app user does (the same kind of action,
 * kept in the user's history); unblocking may give one.
 */
export const telegramUserStatusUpdateSchema = z
  .strictObject({
    status: z.enum(telegramUserStatuses),
    reason: statusReasonSchema.optional(),
    version: versionField,
  })
  .superRefine((body, ctx) => {
    if (body.status === 'blocked' && body.reason === undefined) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'A reason is required to block' });
    }
  });
export type TelegramUserStatusUpdate = z.input<typeof telegramUserStatusUpdateSchema>;

export const telegramLogTypes = [
  'start',
  'command',
  'message',
  'goal_selected',
  'challenge_started',
  'challenge_completed',
  'level_up',
  'streak',
] as const;
export type TelegramLogType = (typeof telegramLogTypes)[number];

export const telegramLogSchema = z.object({
  /** 64-bit, as a decimal string. */
  id: bigintString,
  telegramUserId: z.number().int().positive(),
  type: z.string(),
  payload: z.record(z.string(), z.unknown()),
  createdAt: isoDateTime,
});
export type TelegramLog = z.infer<typeof telegramLogSchema>;

export const DEFAULT_LOG_PAGE_SIZE = 50;
/** The log query without the check of its date range, to derive other queries from (the export). */
export const telegramLogQueryFields = z.object({
  /** Opaque; the `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
  limit: wholeNumberParam(wholeNumber.min(1).max(MAX_PAGE_SIZE)).default(DEFAULT_LOG_PAGE_SIZE),
  type: z.enum(telegramLogTypes).optional(),
  from: dateOrDateTime.optional(),
  to: dateOrDateTime.optional(),
});
export const telegramLogQuerySchema = withDateRanges(telegramLogQueryFields, fromToRange);
export type TelegramLogQuery = z.input<typeof telegramLogQuerySchema>;

export const telegramUserRoutes = {
  list: defineRoute({
    id: 'telegramUsers.list',
    method: 'GET',
    path: '/telegram-users',
    access: ['users:read'],
    tag: 'telegram-users',
    summary:
      'List messaging-app users (q: prefix of username, first or last name, full name, or Telegram id)',
    query: telegramUserListQuerySchema,
    response: telegramUserPageSchema,
  }),
  get: defineRoute({
    id: 'telegramUsers.get',
    method: 'GET',
    path: '/telegram-users/:id',
    access: ['users:read'],
    tag: 'telegram-users',
    summary: 'One messaging-app user with progress per goal',
    params: idParam,
    response: telegramUserDetailSchema,
  }),
  updateStatus: defineRoute({
    id: 'telegramUsers.updateStatus',
    method: 'PATCH',
    path: '/telegram-users/:id/status',
    access: ['users:write'],
    tag: 'telegram-users',
    summary: 'Block (reason required) or unblock a messaging-app user',
    params: idParam,
    body: telegramUserStatusUpdateSchema,
    response: telegramUserSchema,
  }),
  logs: defineRoute({
    id: 'telegramUsers.logs',
    method: 'GET',
    path: '/telegram-users/:id/logs',
    access: ['users:read'],
    tag: 'telegram-users',
    summary: 'Activity of one messaging-app user, newest first, by cursor',
    params: idParam,
    query: telegramLogQuerySchema,
    response: cursorPageOf(telegramLogSchema),
  }),
} as const;
