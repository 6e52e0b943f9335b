import { type SecurityEvent, type SecurityEventType, securityRoutes } from '@console/contract';
import { and, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { securityEvents } from '../../db/schema';
import { containsPattern, orderBy, pageWindow, toPage } from '../../http/list';
import { registerRoute } from '../../http/register-route';

export function registerSecurityEventRoutes(app: FastifyInstance): void {
  registerRoute(app, securityRoutes.list, async ({ db, query }) => {
    const filters: (SQL | undefined)[] = [
      query.type === undefined ? undefined : eq(securityEvents.type, query.type),
      query.adminUserId === undefined
        ? undefined
        : eq(securityEvents.adminUserId, query.adminUserId),
      query.q ? ilike(securityEvents.username, containsPattern(query.q)) : undefined,
      query.from === undefined ? undefined : gte(securityEvents.at, new Date(query.from)),
      query.to === undefined ? undefined : lte(securityEvents.at, new Date(query.to)),
    ];
    const where = and(...filters);
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
    const items = rows.map(
      (row): SecurityEvent => ({
        ...row,
        type: row.type as SecurityEventType,
        details: row.details as SecurityEvent['details'],
        at: row.at.toISOString(),
      }),
    );
    return toPage(items, total, query);
  });
}
