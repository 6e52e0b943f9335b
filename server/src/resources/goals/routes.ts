import { errorRules, goalRoutes } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { challenges, goals } from '../../db/schema';
import { ruleConflict } from '../../http/errors';
import { type ListOrder, listPage } from '../../http/list';
import { registerRoute, success } from '../../http/register-route';
import { makeRoom, positionOfNew, reorderAudited, updatePositioned } from '../positions';
import { definedOnly, deleteAudited, findRecord, insertAudited } from '../versioned';
import { allGoals, goalHasChallengesMessage, goalResource, goalWhere, toGoal } from './service';

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
    const wanted = changes.sortOrder;
    const updated = await updatePositioned(
      ctx.db,
      ctx,
      goalResource,
      { id: ctx.params.id, version },
      wanted === undefined ? undefined : () => [allGoals],
      async (tx, before) => {
        const values = definedOnly(changes);
        if (wanted === undefined) return values;
        const sortOrder = await makeRoom(tx, ctx, goalResource, allGoals, before.id, wanted);
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
    const ordered = await reorderAudited(ctx.db, ctx, goalResource, allGoals, ctx.body.ids);
    return success(ordered, 'Goals reordered');
  });
}
