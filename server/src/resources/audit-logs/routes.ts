import { auditRoutes } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adminUsers, auditLogs } from '../../db/schema';
import { orderBy, pageWindow, toPage } from '../../http/list';
import { registerRoute } from '../../http/register-route';
import { auditLogWhere, toAuditLog } from './service';

export function registerAuditLogRoutes(app: FastifyInstance): void {
  registerRoute(app, auditRoutes.list, async ({ db, query }) => {
    const where = auditLogWhere(query);
    const { limit, offset } = pageWindow(query);
    const [rows, total] = await Promise.all([
      db
        .select({ log: auditLogs, actorUsername: adminUsers.username })
        .from(auditLogs)
        .leftJoin(adminUsers, eq(adminUsers.id, auditLogs.actorId))
        .where(where)
        .orderBy(
          ...orderBy(
            query.sort,
            { at: auditLogs.at },
            { field: 'at', direction: 'desc' },
            auditLogs.id,
          ),
        )
        .limit(limit)
        .offset(offset),
      db.$count(auditLogs, where),
    ]);
    const items = rows.map(({ log, actorUsername }) => toAuditLog(log, actorUsername));
    return toPage(items, total, query);
  });
}
