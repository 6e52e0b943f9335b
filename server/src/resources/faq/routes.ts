import { faqRoutes } from '@console/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { faqEntries } from '../../db/schema';
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
import { faqResource, faqWhere, toFaq } from './service';

/** Without `?sort=`: grouped by locale, each in the product's order. */
const faqOrder: ListOrder = {
  sortable: {
    sortOrder: faqEntries.sortOrder,
    question: faqEntries.question,
    category: faqEntries.category,
    locale: faqEntries.locale,
    updatedAt: faqEntries.updatedAt,
  },
  defaultSort: { field: 'sortOrder', direction: 'asc' },
  unsorted: [asc(faqEntries.locale), asc(faqEntries.sortOrder), asc(faqEntries.id)],
};

export function registerFaqRoutes(app: FastifyInstance): void {
  registerRoute(app, faqRoutes.list, ({ db, query }) =>
    listPage(db, faqEntries, faqWhere(query), query, faqOrder, toFaq),
  );

  registerRoute(app, faqRoutes.get, async ({ db, params }) =>
    findRecord(db, faqResource, params.id),
  );

  registerRoute(app, faqRoutes.create, async (ctx) => {
    const created = await ctx.db.transaction(async (tx) => {
      const sortOrder =
        ctx.body.sortOrder ??
        (await nextSortOrder(
          tx,
          faqEntries,
          faqEntries.sortOrder,
          eq(faqEntries.locale, ctx.body.locale),
        ));
      return insertAudited(tx, ctx, faqResource, { ...ctx.body, sortOrder });
    });
    return success(created, 'FAQ entry created', 201);
  });

  registerRoute(app, faqRoutes.update, async (ctx) => {
    const { version, ...changes } = ctx.body;
    const updated = await updateVersioned(
      ctx.db,
      ctx,
      faqResource,
      { id: ctx.params.id, version },
      () => definedOnly(changes),
    );
    return success(updated, 'FAQ entry updated');
  });

  registerRoute(app, faqRoutes.delete, async (ctx) => {
    await deleteAudited(ctx.db, ctx, faqResource, ctx.params.id, ctx.query.version);
    return success(null, 'FAQ entry deleted');
  });

  registerRoute(app, faqRoutes.reorder, async (ctx) => {
    const { locale, ids } = ctx.body;
    const ordered = await reorderAudited(
      ctx.db,
      ctx,
      faqResource,
      eq(faqEntries.locale, locale),
      ids,
      { locale },
    );
    return success(ordered, 'FAQ entries reordered');
  });
}
