import { errorRules, goalRoutes } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { challenges, goals } from '../../db/schema';
import { ruleConflict } from '../../http/errors';
import { type ListOrder, listPage } from '../../http/list';
import { registerRoute, success } from '../../http/register-route';
import { makeRoom, type PositionList, positionOfNew } from '../positions';
import {
  definedOnly,
  deleteAudited,
  findRecord,
  insertAudited,
  reorderAudited,
  updateVersioned,
} from '../versioned';
import { goalHasChallengesMessage, goalResource, goalWhere, toGoal } from './service';

const goalOrder: ListOrder = {
  sortable: {
    sortOrder: goals.sortOrder,
    title: goals.title,
    category: goals.category,
    createdAt: goals.createdAt,
    updatedAt: goals.updatedAt,
  },
  defaultSort: { field: 'sortOrder', direction: 'asc' },
};

/** The goals are one list. */
const allGoals: PositionList = { where: undefined };

export function registerGoalRoutes(app: FastifyInstance): void {
  registerRoute(app, goalRoutes.list, ({ db, query }) =>
    listPage(db, goals, goalWhere(query), query, goalOrder, toGoal),
  );

  registerRoute(app, goalRoutes.get, async ({ db, params }) =>
    findRecord(db, goalResource, params.id),
  );

  registerRoute(app, goalRoutes.create, async (ctx) => {
    const created = await ctx.db.transaction(async (tx) => {
      const sortOrder = await positionOfNew(tx, ctx, goalResource, allGoals, ctx.body.sortOrder);
      return insertAudited(tx, ctx, goalResource, { ...ctx.body, sortOrder });
    });
    return success(created, 'Goal created', 201);
  });

  registerRoute(app, goalRoutes.update, async (ctx) => {
    const { version, ...changes } = ctx.body;
    const updated = await updateVersioned(
      ctx.db,
      ctx,
      goalResource,
      { id: ctx.params.id, version },
      async (tx, before) => {
        const values = definedOnly(changes);
        if (changes.sortOrder === undefined) return values;
        const sortOrder = await makeRoom(
          tx,
          ctx,
          goalResource,
          allGoals,
          before.id,
          changes.sortOrder,
        );
        return { ...values, sortOrder };
      },
    );
    return success(updated, 'Goal updated');
  });

  registerRoute(app, goalRoutes.delete, async (ctx) => {
    await deleteAudited(ctx.db, ctx, goalResource, ctx.params.id, ctx.query.version, async (tx) => {
      const count = await tx.$count(challenges, eq(challenges.goalId, ctx.params.id));
      if (count > 0) {
        throw ruleConflict(goalHasChallengesMessage(count), {
          rule: errorRules.goalHasChallenges,
          params: { count },
        });
      }
    });
    return success(null, 'Goal deleted');
  });

  registerRoute(app, goalRoutes.reorder, async (ctx) => {
    const ordered = await reorderAudited(ctx.db, ctx, goalResource, undefined, ctx.body.ids);
    return success(ordered, 'Goals reordered');
  });
}
