import { faqRoutes } from '@console/contract';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { faqEntries } from '../../db/schema';
import { type ListOrder, listPage } from '../../http/list';
import { registerRoute, success } from '../../http/register-route';
import { makeRoom, positionOfNew, reorderAudited, updatePositioned } from '../positions';
import { definedOnly, deleteAudited, findRecord, insertAudited } from '../versioned';
import { faqList, faqResource, faqWhere, toFaq } from './service';

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
      const list = faqList(ctx.body.locale);
      const sortOrder = await positionOfNew(tx, ctx, faqResource, list, ctx.body.sortOrder);
      return insertAudited(tx, ctx, faqResource, { ...ctx.body, sortOrder });
    });
    return success(created, 'FAQ entry created', 201);
  });

  registerRoute(app, faqRoutes.update, async (ctx) => {
    const { version, ...changes } = ctx.body;
    const positions = changes.sortOrder !== undefined || changes.locale !== undefined;
    const updated = await updatePositioned(
      ctx.db,
      ctx,
      faqResource,
      { id: ctx.params.id, version },
      positions
        ? (stored) => [faqList(stored.locale), faqList(changes.locale ?? stored.locale)]
        : undefined,
      async (tx, before) => {
        const values = definedOnly(changes);
        const locale = changes.locale ?? before.locale;
        const moving = locale !== before.locale;
        if (!moving && changes.sortOrder === undefined) return values;
        // Another language is another list: the entry leaves the old one, at the end of the new
        // one unless a position is given.
        if (moving) await makeRoom(tx, ctx, faqResource, faqList(before.locale), before.id, null);
        const wanted = changes.sortOrder ?? Number.POSITIVE_INFINITY;
        const sortOrder = await makeRoom(tx, ctx, faqResource, faqList(locale), before.id, wanted);
        return { ...values, sortOrder };
      },
    );
    return success(updated, 'FAQ entry updated');
  });

  registerRoute(app, faqRoutes.delete, async (ctx) => {
    await deleteAudited(ctx.db, ctx, faqResource, ctx.params.id, ctx.query.version);
    return success(null, 'FAQ entry deleted');
  });

  registerRoute(app, faqRoutes.reorder, async (ctx) => {
    const { locale, ids } = ctx.body;
    const ordered = await reorderAudited(ctx.db, ctx, faqResource, faqList(locale), ids);
    return success(ordered, 'FAQ entries reordered');
  });
}
