import { z } from 'zod';
import {
  idParam,
  isoDateTime,
  listQueryBase,
  pageOf,
  recordId,
  versionField,
  wholeNumber,
  wholeNumberParam,
} from './envelope';
import { booleanQuery, reorderBody, sortParam, versionQuery } from './list-params';
import { defineRoute } from './route';

export const challengeDifficulties = ['easy', 'medium', 'hard'] as const;
export type ChallengeDifficulty = (typeof challengeDifficulties)[number];

export const challengeSchema = z.object({
  id: z.number().int().positive(),
  goalId: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  xpReward: z.number().int().nonnegative(),
  difficulty: z.enum(challengeDifficulties),
  durationDays: z.number().int().positive(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  version: versionField,
});
export type Challenge = z.infer<typeof challengeSchema>;

const challengeFields = {
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(5000),
  xpReward: z.number().int().min(0).max(100_000),
  difficulty: z.enum(challengeDifficulties),
  durationDays: z.number().int().min(1).max(365),
  isActive: z.boolean(),
  sortOrder: z.number().int().min(0).max(1_000_000),
};

/** A new challenge of the goal in the path; without `sortOrder` it goes last within the goal. */
export const challengeCreateSchema = z.strictObject({
  title: challengeFields.title,
  description: challengeFields.description.default(''),
  xpReward: challengeFields.xpReward,
  difficulty: challengeFields.difficulty,
  durationDays: challengeFields.durationDays,
  isActive: challengeFields.isActive.default(true),
  sortOrder: challengeFields.sortOrder.optional(),
});
export type ChallengeCreate = z.input<typeof challengeCreateSchema>;

/** Changed fields only plus the version read; `goalId` moves the challenge to another goal. */
export const challengeUpdateSchema = z.strictObject({
  goalId: recordId.optional(),
  title: challengeFields.title.optional(),
  description: challengeFields.description.optional(),
  xpReward: challengeFields.xpReward.optional(),
  difficulty: challengeFields.difficulty.optional(),
  durationDays: challengeFields.durationDays.optional(),
  isActive: challengeFields.isActive.optional(),
  sortOrder: challengeFields.sortOrder.optional(),
  version: versionField,
});
export type ChallengeUpdate = z.input<typeof challengeUpdateSchema>;

export const challengeSortFields = [
  'sortOrder',
  'title',
  'xpReward',
  'difficulty',
  'durationDays',
  'createdAt',
] as const;
export const challengeListQuerySchema = listQueryBase.extend({
  sort: sortParam(challengeSortFields).optional(),
  difficulty: z.enum(challengeDifficulties).optional(),
  isActive: booleanQuery.optional(),
});
export type ChallengeListQuery = z.input<typeof challengeListQuerySchema>;

export const goalIdParam = z.object({ goalId: wholeNumberParam(recordId) });

/** The most hits one challenge search answers (and the default). */
export const CHALLENGE_SEARCH_MAX_LIMIT = 20;
export const CHALLENGE_SEARCH_DEFAULT_LIMIT = 10;

/** `?q=run&limit=5`: the challenges of every goal with each word of `q` in the title (any case). */
export const challengeSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(200),
  limit: wholeNumberParam(wholeNumber.min(1).max(CHALLENGE_SEARCH_MAX_LIMIT)).default(
    CHALLENGE_SEARCH_DEFAULT_LIMIT,
  ),
});
export type ChallengeSearchQuery = z.input<typeof challengeSearchQuerySchema>;

/** One found challenge, with the title of its goal (challenges are listed per goal). */
export const challengeSearchHitSchema = z.object({
  id: z.number().int().positive(),
  goalId: z.number().int().positive(),
  goalTitle: z.string(),
  title: z.string(),
  difficulty: z.enum(challengeDifficulties),
  isActive: z.boolean(),
});
export type ChallengeSearchHit = z.infer<typeof challengeSearchHitSchema>;

/** One goal's line in the challenges overview. */
export const challengeGoalSummarySchema = z.object({
  goalId: z.number().int().positive(),
  goalTitle: z.string(),
  goalCategory: z.string(),
  goalIcon: z.string(),
  goalIsActive: z.boolean(),
  total: z.number().int().nonnegative(),
  active: z.number().int().nonnegative(),
  byDifficulty: z.object({
    easy: z.number().int().nonnegative(),
    medium: z.number().int().nonnegative(),
    hard: z.number().int().nonnegative(),
  }),
  totalXp: z.number().int().nonnegative(),
});
export type ChallengeGoalSummary = z.infer<typeof challengeGoalSummarySchema>;

export const challengeOverviewSchema = z.object({
  goals: z.array(challengeGoalSummarySchema),
  totalChallenges: z.number().int().nonnegative(),
  activeChallenges: z.number().int().nonnegative(),
});
export type ChallengeOverview = z.infer<typeof challengeOverviewSchema>;

export const challengeRoutes = {
  overview: defineRoute({
    id: 'challenges.overview',
    method: 'GET',
    path: '/challenges',
    access: ['challenges:read'],
    tag: 'challenges',
    summary: 'Every goal (in goal order) with its challenge counts',
    response: challengeOverviewSchema,
  }),
  search: defineRoute({
    id: 'challenges.search',
    method: 'GET',
    path: '/challenges/search',
    access: ['challenges:read'],
    tag: 'challenges',
    summary: `Challenges of every goal with the words of q in the title (any case); at most limit (1–${CHALLENGE_SEARCH_MAX_LIMIT}, default ${CHALLENGE_SEARCH_DEFAULT_LIMIT})`,
    query: challengeSearchQuerySchema,
    response: z.array(challengeSearchHitSchema),
  }),
  listOfGoal: defineRoute({
    id: 'challenges.listOfGoal',
    method: 'GET',
    path: '/goals/:goalId/challenges',
    access: ['challenges:read'],
    tag: 'challenges',
    summary: 'The challenges of one goal (q searches the title)',
    params: goalIdParam,
    query: challengeListQuerySchema,
    response: pageOf(challengeSchema),
  }),
  create: defineRoute({
    id: 'challenges.create',
    method: 'POST',
    path: '/goals/:goalId/challenges',
    access: ['challenges:write'],
    tag: 'challenges',
    summary: 'Create a challenge in a goal',
    params: goalIdParam,
    body: challengeCreateSchema,
    response: challengeSchema,
  }),
  reorder: defineRoute({
    id: 'challenges.reorder',
    method: 'POST',
    path: '/goals/:goalId/challenges/reorder',
    access: ['challenges:write'],
    tag: 'challenges',
    summary: "Set the order of a goal's challenges: every id of the goal, in the new order",
    params: goalIdParam,
    body: reorderBody,
    response: z.array(challengeSchema),
  }),
  get: defineRoute({
    id: 'challenges.get',
    method: 'GET',
    path: '/challenges/:id',
    access: ['challenges:read'],
    tag: 'challenges',
    summary: 'One challenge',
    params: idParam,
    response: challengeSchema,
  }),
  update: defineRoute({
    id: 'challenges.update',
    method: 'PUT',
    path: '/challenges/:id',
    access: ['challenges:write'],
    tag: 'challenges',
    summary: 'Update a challenge (409 when the version is stale)',
    params: idParam,
    body: challengeUpdateSchema,
    response: challengeSchema,
  }),
  delete: defineRoute({
    id: 'challenges.delete',
    method: 'DELETE',
    path: '/challenges/:id',
    access: ['challenges:write'],
    tag: 'challenges',
    summary: "Delete a challenge and its users' progress rows",
    params: idParam,
    query: versionQuery,
    response: z.null(),
  }),
} as const;
