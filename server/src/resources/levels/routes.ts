import { levelRoutes } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { levels } from '../../db/schema';
import { type ListOrder, listPage } from '../../http/list';
import { registerRoute, success } from '../../http/register-route';
import {
  assertCurrentVersion,
  definedOnly,
  deleteAudited,
  findRecord,
  insertAudited,
  lockRow,
  updateAudited,
} from '../versioned';
import {
  assertLevelFits,
  assertNoUsersOnLevel,
  levelResource,
  levelWhere,
  lockLevelsForWrite,
  relevelTelegramUsers,
  toLevel,
  usersPerLevel,
} from './service';

const levelOrder: ListOrder = {
  sortable: {
    number: levels.number,
    name: levels.name,
    requiredXp: levels.requiredXp,
    updatedAt: levels.updatedAt,
  },
  defaultSort: { field: 'number', direction: 'asc' },
};

export function registerLevelRoutes(app: FastifyInstance): void {
  registerRoute(app, levelRoutes.list, ({ db, query }) =>
    listPage(db, levels, levelWhere(query), query, levelOrder, toLevel),
  );

  registerRoute(app, levelRoutes.users, ({ db }) => usersPerLevel(db));

  registerRoute(app, levelRoutes.get, async ({ db, params }) =>
    findRecord(db, levelResource, params.id),
  );

  registerRoute(app, levelRoutes.create, async (ctx) => {
    const created = await ctx.db.transaction(async (tx) => {
      await lockLevelsForWrite(tx);
      await assertLevelFits(tx, ctx.body.number, ctx.body.requiredXp);
      const level = await insertAudited(tx, ctx, levelResource, ctx.body);
      await relevelTelegramUsers(tx, level.requiredXp);
      return level;
    });
    return success(created, 'Level created', 201);
  });

  registerRoute(app, levelRoutes.update, async (ctx) => {
    const { version, ...changes } = ctx.body;
    const updated = await ctx.db.transaction(async (tx) => {
      await lockLevelsForWrite(tx);
      const before = await lockRow(tx, levelResource, ctx.params.id);
      assertCurrentVersion(before, version);
      if (changes.number !== undefined && changes.number !== before.number) {
        await assertNoUsersOnLevel(tx, before.number, 'number');
      }
      if (changes.number !== undefined || changes.requiredXp !== undefined) {
        await assertLevelFits(
          tx,
          changes.number ?? before.number,
          changes.requiredXp ?? before.requiredXp,
          before.id,
        );
      }
      const level = await updateAudited(tx, ctx, levelResource, before, definedOnly(changes));
      if (level.number !== before.number || level.requiredXp !== before.requiredXp) {
        await relevelTelegramUsers(tx, Math.min(before.requiredXp, level.requiredXp));
      }
      return level;
    });
    return success(updated, 'Level updated');
  });

  registerRoute(app, levelRoutes.delete, async (ctx) => {
    await deleteAudited(ctx.db, ctx, levelResource, ctx.params.id, ctx.query.version, (tx, level) =>
      assertNoUsersOnLevel(tx, level.number),
    );
    return success(null, 'Level deleted');
  });
}
