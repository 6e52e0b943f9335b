import { challengeRoutes } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { challenges } from '../../db/schema';
import { type ListOrder, listPage } from '../../http/list';
import { registerRoute, success } from '../../http/register-route';
import { makeRoom, positionOfNew, reorderAudited, updatePositioned } from '../positions';
import { definedOnly, deleteAudited, findRecord, insertAudited } from '../versioned';
import {
  assertGoalExists,
  challengeList,
  challengeOverview,
  challengeResource,
  challengeWhere,
  goalExists,
  goalIdNamesNoGoal,
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
      const list = challengeList(goalId);
      const sortOrder = await positionOfNew(tx, ctx, challengeResource, list, ctx.body.sortOrder);
      return insertAudited(tx, ctx, challengeResource, { ...ctx.body, goalId, sortOrder });
    });
    return success(created, 'Challenge created', 201);
  });

  registerRoute(app, challengeRoutes.reorder, async (ctx) => {
    const { goalId } = ctx.params;
    await assertGoalExists(ctx.db, goalId);
    const list = challengeList(goalId);
    const ordered = await reorderAudited(ctx.db, ctx, challengeResource, list, ctx.body.ids);
    return success(ordered, 'Challenges reordered');
  });

  registerRoute(app, challengeRoutes.get, async ({ db, params }) =>
    findRecord(db, challengeResource, params.id),
  );

  registerRoute(app, challengeRoutes.update, async (ctx) => {
    const { version, ...changes } = ctx.body;
    const positions = changes.sortOrder !== undefined || changes.goalId !== undefined;
    const updated = await updatePositioned(
      ctx.db,
      ctx,
      challengeResource,
      { id: ctx.params.id, version },
      positions
        ? (stored) => [challengeList(stored.goalId), challengeList(changes.goalId ?? stored.goalId)]
        : undefined,
      async (tx, before) => {
        const values = definedOnly(changes);
        const goalId = changes.goalId ?? before.goalId;
        const moving = goalId !== before.goalId;
        if (!moving && changes.sortOrder === undefined) return values;
        // Another goal is another list: the challenge leaves the old one, at the end of the new
        // one unless a position is given.
        if (moving) {
          if (!(await goalExists(tx, goalId, true))) throw goalIdNamesNoGoal(goalId);
          await makeRoom(tx, ctx, challengeResource, challengeList(before.goalId), before.id, null);
        }
        const wanted = changes.sortOrder ?? Number.POSITIVE_INFINITY;
        const list = challengeList(goalId);
        const sortOrder = await makeRoom(tx, ctx, challengeResource, list, before.id, wanted);
        return { ...values, sortOrder };
      },
    );
    return success(updated, 'Challenge updated');
  });

  registerRoute(app, challengeRoutes.delete, async (ctx) => {
    await deleteAudited(ctx.db, ctx, challengeResource, ctx.params.id, ctx.query.version);
    return success(null, 'Challenge deleted');
  });
}
