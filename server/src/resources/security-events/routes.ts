import { securityRoutes } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { securityEvents } from '../../db/schema';
import { orderBy, pageWindow, toPage } from '../../http/list';
import { registerRoute } from '../../http/register-route';
import { securityEventWhere, toSecurityEvent } from './service';

export function registerSecurityEventRoutes(app: FastifyInstance): void {
  registerRoute(app, securityRoutes.list, async ({ db, query }) => {
    const where = securityEventWhere(query);
    const { limit, offset } = pageWindow(query);
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(securityEvents)
        .where(where)
        .orderBy(
          ...orderBy(
            query.sort,
            { at: securityEvents.at },
            { field: 'at', direction: 'desc' },
            securityEvents.id,
          ),
        )
        .limit(limit)
        .offset(offset),
      db.$count(securityEvents, where),
    ]);
    return toPage(rows.map(toSecurityEvent), total, query);
  });
}
