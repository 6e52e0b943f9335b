import { errorRules, telegramUserRoutes } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { telegramUsers } from '../../db/schema';
import { ruleConflict } from '../../http/errors';
import { pageWindow } from '../../http/list';
import { registerRoute, success } from '../../http/register-route';
import { assertCurrentVersion, lockRow, updateAudited } from '../versioned';
import {
  assertTelegramUserExists,
  boundedTotal,
  goalProgress,
  goalTitlesFor,
  logPage,
  plannerEstimate,
  SEARCH_WALK_FROM,
  statusActionTo,
  telegramStatusHistory,
  telegramUserFilter,
  telegramUserNotFound,
  telegramUserPage,
  telegramUserResource,
  toTelegramUser,
  xpToNextLevel,
} from './service';

export function registerTelegramUserRoutes(app: FastifyInstance): void {
  registerRoute(app, telegramUserRoutes.list, async ({ db, query }) => {
    const filter = telegramUserFilter(query);
    const window = pageWindow(query);
    const estimate = query.q ? await plannerEstimate(db, telegramUsers, filter) : undefined;
    const collectFirst = estimate !== undefined && estimate < SEARCH_WALK_FROM;
    const rows = await telegramUserPage(db, filter, query, window, collectFirst);
    const [counted, titles] = await Promise.all([
      boundedTotal(
        db,
        telegramUsers,
        filter,
        { offset: window.offset, returned: rows.length, pageSize: window.limit },
        estimate,
      ),
      goalTitlesFor(db, rows),
    ]);
    return {
      items: rows.map((row) => toTelegramUser(row, titles)),
      total: counted.total,
      totalIsEstimate: counted.totalIsEstimate,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  registerRoute(app, telegramUserRoutes.get, async ({ db, params }) => {
    const [row] = await db.select().from(telegramUsers).where(eq(telegramUsers.id, params.id));
    if (!row) throw telegramUserNotFound();
    const [titles, progress, toNext, history] = await Promise.all([
      goalTitlesFor(db, [row]),
      goalProgress(db, row.id, row.currentGoalId),
      xpToNextLevel(db, row),
      telegramStatusHistory(db, row.id),
    ]);
    return {
      ...toTelegramUser(row, titles),
      goalProgress: progress,
      xpToNextLevel: toNext,
      statusHistory: history,
    };
  });

  registerRoute(app, telegramUserRoutes.updateStatus, async (ctx) => {
    const { status, reason, version } = ctx.body;
    const updated = await ctx.db.transaction(async (tx) => {
      const before = await lockRow(tx, telegramUserResource, ctx.params.id);
      assertCurrentVersion(before, version);
      if (before.status === status) {
        throw ruleConflict(`Telegram user is already ${status}`, {
          rule: errorRules.statusUnchanged,
          params: { resource: telegramUserResource.resource, status },
        });
      }
      await updateAudited(
        tx,
        ctx,
        telegramUserResource,
        before,
        { status },
        { action: statusActionTo(status), reason: reason ?? null },
      );
      const [row] = await tx.select().from(telegramUsers).where(eq(telegramUsers.id, before.id));
      if (!row) throw telegramUserNotFound();
      return toTelegramUser(row, await goalTitlesFor(tx, [row]));
    });
    return success(
      updated,
      status === 'blocked' ? 'Telegram user blocked' : 'Telegram user unblocked',
    );
  });

  registerRoute(app, telegramUserRoutes.logs, async ({ db, params, query }) => {
    const page = await logPage(db, params.id, query);
    // Only an empty page can belong to an unknown user; a page with rows needs no second query.
    if (page.items.length === 0) await assertTelegramUserExists(db, params.id);
    return page;
  });
}
