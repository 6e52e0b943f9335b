import { challengeRoutes } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { challenges } from '../../db/schema';
import { fieldError, recordNotFoundRule } from '../../http/errors';
import { type ListOrder, listPage } from '../../http/list';
import { registerRoute, success } from '../../http/register-route';
import {
  definedOnly,
  deleteAudited,
  findRecord,
  insertAudited,
  nextSortOrder,
  reorderAudited,
  updateVersioned,
} from '../versioned';
import {
  assertGoalExists,
  challengeOverview,
  challengeResource,
  challengeWhere,
  goalExists,
  searchChallenges,
  toChallenge,
} from './service';

const challengeOrder: ListOrder = {
  sortable: {
    sortOrder: challenges.sortOrder,
    title: challenges.title,
    xpReward: challenges.xpReward,
    difficulty: challenges.difficulty,
    durationDays: challenges.durationDays,
    createdAt: challenges.createdAt,
  },
  defaultSort: { field: 'sortOrder', direction: 'asc' },
};

export function registerChallengeRoutes(app: FastifyInstance): void {
  registerRoute(app, challengeRoutes.overview, async ({ db }) => challengeOverview(db));

  registerRoute(app, challengeRoutes.search, async ({ db, query }) => searchChallenges(db, query));

  registerRoute(app, challengeRoutes.listOfGoal, async ({ db, params, query }) => {
    await assertGoalExists(db, params.goalId);
    return listPage(
      db,
      challenges,
      challengeWhere({ ...query, goalId: params.goalId }),
      query,
      challengeOrder,
      toChallenge,
    );
  });

  registerRoute(app, challengeRoutes.create, async (ctx) => {
    const { goalId } = ctx.params;
    const created = await ctx.db.transaction(async (tx) => {
      await assertGoalExists(tx, goalId, true);
      const sortOrder =
        ctx.body.sortOrder ??
        (await nextSortOrder(tx, challenges, challenges.sortOrder, eq(challenges.goalId, goalId)));
      return insertAudited(tx, ctx, challengeResource, { ...ctx.body, goalId, sortOrder });
    });
    return success(created, 'Challenge created', 201);
  });

  registerRoute(app, challengeRoutes.reorder, async (ctx) => {
    const { goalId } = ctx.params;
    await assertGoalExists(ctx.db, goalId);
    const ordered = await reorderAudited(
      ctx.db,
      ctx,
      challengeResource,
      eq(challenges.goalId, goalId),
      ctx.body.ids,
      { goalId },
    );
    return success(ordered, 'Challenges reordered');
  });

  registerRoute(app, challengeRoutes.get, async ({ db, params }) =>
    findRecord(db, challengeResource, params.id),
  );

  registerRoute(app, challengeRoutes.update, async (ctx) => {
    const { version, ...changes } = ctx.body;
    const updated = await updateVersioned(
      ctx.db,
      ctx,
      challengeResource,
      { id: ctx.params.id, version },
      async (tx, before) => {
        if (changes.goalId !== undefined && changes.goalId !== before.goalId) {
          if (!(await goalExists(tx, changes.goalId, true)))
            throw fieldError('goalId', 'Goal not found', recordNotFoundRule('goals'));
        }
        return definedOnly(changes);
      },
    );
    return success(updated, 'Challenge updated');
  });

  registerRoute(app, challengeRoutes.delete, async (ctx) => {
    await deleteAudited(ctx.db, ctx, challengeResource, ctx.params.id, ctx.query.version);
    return success(null, 'Challenge deleted');
  });
}
