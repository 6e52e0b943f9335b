import { z } from 'zod';
import { idParam, isoDateTime, listQueryBase, pageOf, versionField } from './envelope';
import { sortParam, versionQuery } from './list-params';
import { defineRoute } from './route';

export const levelRewardTypes = ['coins', 'badge', 'title', 'feature', 'xpBoost'] as const;
export type LevelRewardType = (typeof levelRewardTypes)[number];

/** One reward granted on reaching a level: `{ type: 'coins', label: 'Welcome bonus', amount: 100 }`. */
export const levelRewardSchema = z.strictObject({
  type: z.enum(levelRewardTypes),
  label: z.string().trim().min(1).max(100),
  amount: z.number().int().min(1).max(1_000_000).optional(),
});
export type LevelReward = z.infer<typeof levelRewardSchema>;

export const MAX_LEVEL_REWARDS = 20;

export const levelSchema = z.object({
  id: z.number().int().positive(),
  number: z.number().int().positive(),
  name: z.string(),
  requiredXp: z.number().int().nonnegative(),
  badge: z.string(),
  rewards: z.array(levelRewardSchema),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  version: versionField,
});
export type Level = z.infer<typeof levelSchema>;

const levelFields = {
  number: z.number().int().min(1).max(10_000),
  name: z.string().trim().min(1).max(100),
  requiredXp: z.number().int().min(0).max(1_000_000_000),
  badge: z.string().trim().max(50),
  rewards: z.array(levelRewardSchema).max(MAX_LEVEL_REWARDS),
};

/**
 * `requiredXp` must grow strictly with `number`: the server answers 409 with a `requiredXp` detail
 * naming the neighbouring levels when it would not.
 */
export const levelCreateSchema = z.strictObject({
  number: levelFields.number,
  name: levelFields.name,
  requiredXp: levelFields.requiredXp,
  badge: levelFields.badge.default(''),
  rewards: levelFields.rewards.default([]),
});
export type LevelCreate = z.input<typeof levelCreateSchema>;

export const levelUpdateSchema = z.strictObject({
  number: levelFields.number.optional(),
  name: levelFields.name.optional(),
  requiredXp: levelFields.requiredXp.optional(),
  badge: levelFields.badge.optional(),
  rewards: levelFields.rewards.optional(),
  version: versionField,
});
export type LevelUpdate = z.input<typeof levelUpdateSchema>;

export const levelSortFields = ['number', 'name', 'requiredXp', 'updatedAt'] as const;
export const levelListQuerySchema = listQueryBase.extend({
  sort: sortParam(levelSortFields).optional(),
});
export type LevelListQuery = z.input<typeof levelListQuerySchema>;

/** How many Telegram users are on one level now (the level their XP reaches). */
export const levelUsersSchema = z.object({
  number: z.number().int().nonnegative(),
  users: z.number().int().positive(),
});
export type LevelUsers = z.infer<typeof levelUsersSchema>;

export const levelRoutes = {
  users: defineRoute({
    id: 'levels.users',
    method: 'GET',
    path: '/levels/users',
    access: ['levels:read'],
    tag: 'levels',
    summary: 'Telegram users per level (levels without any left out)',
    response: z.array(levelUsersSchema),
  }),
  list: defineRoute({
    id: 'levels.list',
    method: 'GET',
    path: '/levels',
    access: ['levels:read'],
    tag: 'levels',
    summary: 'List levels (default order: number; q searches the name)',
    query: levelListQuerySchema,
    response: pageOf(levelSchema),
  }),
  get: defineRoute({
    id: 'levels.get',
    method: 'GET',
    path: '/levels/:id',
    access: ['levels:read'],
    tag: 'levels',
    summary: 'One level',
    params: idParam,
    response: levelSchema,
  }),
  create: defineRoute({
    id: 'levels.create',
    method: 'POST',
    path: '/levels',
    access: ['levels:write'],
    tag: 'levels',
    summary: 'Create a level (number unique, requiredXp increasing with number)',
    body: levelCreateSchema,
    response: levelSchema,
  }),
  update: defineRoute({
    id: 'levels.update',
    method: 'PUT',
    path: '/levels/:id',
    access: ['levels:write'],
    tag: 'levels',
    summary: 'Update a level (409 when the version is stale or the XP order would break)',
    params: idParam,
    body: levelUpdateSchema,
    response: levelSchema,
  }),
  delete: defineRoute({
    id: 'levels.delete',
    method: 'DELETE',
    path: '/levels/:id',
    access: ['levels:write'],
    tag: 'levels',
    summary: 'Delete a level',
    params: idParam,
    query: versionQuery,
    response: z.null(),
  }),
} as const;
