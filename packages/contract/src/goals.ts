import { z } from 'zod';
import { idParam, isoDateTime, listQueryBase, pageOf, versionField } from './envelope';
import { booleanQuery, reorderBody, sortParam, versionQuery } from './list-params';
import { defineRoute } from './route';

export const goalSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  icon: z.string(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  version: versionField,
});
export type Goal = z.infer<typeof goalSchema>;

const goalFields = {
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(5000),
  category: z.string().trim().min(1).max(50),
  icon: z.string().trim().max(50),
  sortOrder: z.number().int().min(0).max(1_000_000),
  isActive: z.boolean(),
};

/** A new goal; without `sortOrder` it goes after the last one. */
export const goalCreateSchema = z.strictObject({
  title: goalFields.title,
  description: goalFields.description.default(''),
  category: goalFields.category,
  icon: goalFields.icon.default(''),
  sortOrder: goalFields.sortOrder.optional(),
  isActive: goalFields.isActive.default(true),
});
export type GoalCreate = z.input<typeof goalCreateSchema>;

/** Changed fields only, plus the version that was read. */
export const goalUpdateSchema = z.strictObject({
  title: goalFields.title.optional(),
  description: goalFields.description.optional(),
  category: goalFields.category.optional(),
  icon: goalFields.icon.optional(),
  sortOrder: goalFields.sortOrder.optional(),
  isActive: goalFields.isActive.optional(),
  version: versionField,
});
export type GoalUpdate = z.input<typeof goalUpdateSchema>;

export const goalSortFields = ['sortOrder', 'title', 'category', 'createdAt', 'updatedAt'] as const;
export const goalListQuerySchema = listQueryBase.extend({
  sort: sortParam(goalSortFields).optional(),
  category: z.string().trim().min(1).max(50).optional(),
  isActive: booleanQuery.optional(),
});
export type GoalListQuery = z.input<typeof goalListQuerySchema>;

export const goalReorderSchema = reorderBody;

export const goalRoutes = {
  list: defineRoute({
    id: 'goals.list',
    method: 'GET',
    path: '/goals',
    access: ['goals:read'],
    tag: 'goals',
    summary: 'List goals (q searches title and category)',
    query: goalListQuerySchema,
    response: pageOf(goalSchema),
  }),
  get: defineRoute({
    id: 'goals.get',
    method: 'GET',
    path: '/goals/:id',
    access: ['goals:read'],
    tag: 'goals',
    summary: 'One goal',
    params: idParam,
    response: goalSchema,
  }),
  create: defineRoute({
    id: 'goals.create',
    method: 'POST',
    path: '/goals',
    access: ['goals:write'],
    tag: 'goals',
    summary: 'Create a goal',
    body: goalCreateSchema,
    response: goalSchema,
  }),
  update: defineRoute({
    id: 'goals.update',
    method: 'PUT',
    path: '/goals/:id',
    access: ['goals:write'],
    tag: 'goals',
    summary: 'Update a goal (409 when the version is stale)',
    params: idParam,
    body: goalUpdateSchema,
    response: goalSchema,
  }),
  delete: defineRoute({
    id: 'goals.delete',
    method: 'DELETE',
    path: '/goals/:id',
    access: ['goals:write'],
    tag: 'goals',
    summary: 'Delete a goal; 409 while it still has challenges',
    params: idParam,
    query: versionQuery,
    response: z.null(),
  }),
  reorder: defineRoute({
    id: 'goals.reorder',
    method: 'POST',
    path: '/goals/reorder',
    access: ['goals:write'],
    tag: 'goals',
    summary: 'Set the order of all goals: every goal id, in the new order',
    body: goalReorderSchema,
    response: z.array(goalSchema),
  }),
} as const;
