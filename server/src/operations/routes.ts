import {
  type ExportResource,
  IMPORT_BODY_LIMIT_BYTES,
  type ImportResource,
  operationsRoutes,
  RESTORE_BODY_LIMIT_BYTES,
  type RouteDef,
} from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { audit } from '../audit/audit';
import { notFound } from '../http/errors';
import { registerRoute, success } from '../http/register-route';
import { parseBackup, restoreBackup, streamBackup } from './backup';
import { withJsonBodyLimit } from './body-limit';
import { exportHeaders, fileStamp, prepareExport } from './export';
import { applyImport, validateImport } from './import';
import { collectMonitoring, RequestMetrics } from './monitoring';
import { installResponseCaches } from './response-cache';

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

const importRoutes = [
  ['goals', operationsRoutes.importGoalsPreview, operationsRoutes.importGoalsApply],
  ['levels', operationsRoutes.importLevelsPreview, operationsRoutes.importLevelsApply],
  ['challenges', operationsRoutes.importChallengesPreview, operationsRoutes.importChallengesApply],
  ['faq', operationsRoutes.importFaqPreview, operationsRoutes.importFaqApply],
] as const satisfies readonly (readonly [ImportResource, unknown, unknown])[];

function registerImportRoutes(app: FastifyInstance): void {
  withJsonBodyLimit(app, IMPORT_BODY_LIMIT_BYTES, (scoped) => {
    for (const [resource, previewRoute, applyRoute] of importRoutes) {
      registerRoute(scoped, previewRoute, async ({ db, body }) => {
        const { valid, invalid } = await validateImport(db, resource, body.rows);
        return { total: body.rows.length, valid: valid.length, invalid };
      });
      registerRoute(scoped, applyRoute, async (ctx) => {
        const { body } = ctx;
        const result = await applyImport(ctx.db, ctx, resource, body.rows, body.mode);
        return success(result, `${result.created} rows imported`, 201);
      });
    }
  });
}

function registerBackupRoutes(app: FastifyInstance): void {
  registerRoute(app, operationsRoutes.backup, async (ctx) => {
    const now = new Date();
    await audit(ctx.db, ctx, { action: 'backup', resource: 'database' });
    const body = await streamBackup(ctx.db, now);
    ctx.reply
      .headers({
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="console-backup-${fileStamp(now)}.json"`,
      })
      .send(body);
    return {} as never;
  });

  withJsonBodyLimit(app, RESTORE_BODY_LIMIT_BYTES, (scoped) => {
    registerRoute(scoped, operationsRoutes.restore, async (ctx) => {
      const document = parseBackup(ctx.body.backup);
      const tables = await ctx.db.transaction(async (tx) => {
        const counts = await restoreBackup(tx, document);
        await audit(tx, ctx, {
          action: 'restore',
          resource: 'database',
          after: {
            schemaVersion: document.schemaVersion,
            createdAt: document.createdAt,
            tables: counts,
          },
        });
        return counts;
      });
      return success(
        {
          schemaVersion: document.schemaVersion,
          backupCreatedAt: document.createdAt,
          tables,
          sessionsEnded: true as const,
        },
        'Backup restored',
      );
    });
  });
}

function registerMonitoringRoutes(app: FastifyInstance): void {
  const metrics = new RequestMetrics();
  app.addHook('onResponse', async (_request, reply) => {
    metrics.record(Date.now(), reply.elapsedTime, reply.statusCode);
  });
  registerRoute(app, operationsRoutes.monitoring, async ({ services }) =>
    collectMonitoring(services.database, metrics, Date.now()),
  );
}

function registerCacheRoutes(app: FastifyInstance): void {
  const caches = installResponseCaches(app);
  registerRoute(app, operationsRoutes.caches, async () =>
    [...caches.values()].map((cache) => cache.info(Date.now())),
  );
  registerRoute(app, operationsRoutes.purgeCache, async (ctx) => {
    const cache = caches.get(ctx.params.name);
    if (!cache) throw notFound('Cache not found');
    cache.purge();
    await audit(ctx.db, ctx, { action: 'purge', resource: 'caches', recordId: cache.name });
    return success(cache.info(Date.now()), 'Cache purged');
  });
}

/** The super-user operations: export, import, backup/restore, monitoring, caches. */
export function registerOperationsRoutes(app: FastifyInstance): void {
  registerExportRoutes(app);
  registerBackupRoutes(app);
  registerImportRoutes(app);
  registerMonitoringRoutes(app);
  registerCacheRoutes(app);
}
