import { type AuditLog, auditRoutes } from '@console/contract';
import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adminUsers, auditLogs } from '../../db/schema';
import { orderBy, pageWindow, toPage } from '../../http/list';
import { registerRoute } from '../../http/register-route';

export function registerAuditLogRoutes(app: FastifyInstance): void {
  registerRoute(app, auditRoutes.list, async ({ db, query }) => {
    const filters: (SQL | undefined)[] = [
      query.actorId === undefined ? undefined : eq(auditLogs.actorId, query.actorId),
      query.resource === undefined ? undefined : eq(auditLogs.resource, query.resource),
      query.action === undefined ? undefined : eq(auditLogs.action, query.action),
      query.recordId === undefined ? undefined : eq(auditLogs.recordId, query.recordId),
      query.from === undefined ? undefined : gte(auditLogs.at, new Date(query.from)),
      query.to === undefined ? undefined : lte(auditLogs.at, new Date(query.to)),
    ];
    const where = and(...filters);
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
    const items: AuditLog[] = rows.map(({ log, actorUsername }) => ({
      ...log,
      actorUsername,
      at: log.at.toISOString(),
    }));
    return toPage(items, total, query);
  });
}
