import { securityRoutes } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { securityEvents } from '../../db/schema';
import { listPage, orderBy } from '../../http/list';
import { registerRoute } from '../../http/register-route';
import { securityEventWhere, toSecurityEvent } from './service';

export function registerSecurityEventRoutes(app: FastifyInstance): void {
  registerRoute(app, securityRoutes.list, async ({ db, query }) => {
    const where = securityEventWhere(query);
    return listPage(
      db,
      securityEvents,
      where,
      orderBy(
        query.sort,
        { at: securityEvents.at },
        { field: 'at', direction: 'desc' },
        securityEvents.id,
      ),
      query,
      toSecurityEvent,
    );
  });
}
