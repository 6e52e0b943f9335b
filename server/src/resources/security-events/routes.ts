import { securityRoutes } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { securityEvents } from '../../db/schema';
import { type ListOrder, listPage } from '../../http/list';
import { registerRoute } from '../../http/register-route';
import { securityEventWhere, toSecurityEvent } from './service';

const securityEventOrder: ListOrder = {
  sortable: { at: securityEvents.at },
  defaultSort: { field: 'at', direction: 'desc' },
};

export function registerSecurityEventRoutes(app: FastifyInstance): void {
  registerRoute(app, securityRoutes.list, ({ db, query }) =>
    listPage(
      db,
      securityEvents,
      securityEventWhere(query),
      query,
      securityEventOrder,
      toSecurityEvent,
    ),
  );
}
