import { type ExportResource, operationsRoutes, type RouteDef } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { audit } from '../audit/audit';
import { registerRoute } from '../http/register-route';
import { exportHeaders, prepareExport } from './export';

const exportRoutes: readonly [ExportResource, RouteDef][] = [
  ['goals', operationsRoutes.exportGoals],
  ['levels', operationsRoutes.exportLevels],
  ['challenges', operationsRoutes.exportChallenges],
  ['faq', operationsRoutes.exportFaq],
  ['users', operationsRoutes.exportUsers],
  ['telegramUsers', operationsRoutes.exportTelegramUsers],
  ['telegramUserLogs', operationsRoutes.exportTelegramUserLogs],
  ['auditLogs', operationsRoutes.exportAuditLogs],
];

function registerExportRoutes(app: FastifyInstance): void {
  for (const [resource, route] of exportRoutes) {
    registerRoute(app, route, async (ctx) => {
      const query = ctx.query as Parameters<typeof prepareExport>[2];
      const params = (ctx.params ?? {}) as { id?: number };
      const prepared = await prepareExport(ctx.db, resource, query, params);
      await audit(ctx.db, ctx, {
        action: 'export',
        resource,
        recordId: params.id ?? null,
        after: { filter: query, rows: prepared.total },
      });
      ctx.reply.headers(exportHeaders(prepared)).send(prepared.body);
      return '';
    });
  }
}

/** The super-user operations: export, import, backup/restore, monitoring, caches. */
export function registerOperationsRoutes(app: FastifyInstance): void {
  registerExportRoutes(app);
}
