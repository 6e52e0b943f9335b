import { PassThrough } from 'node:stream';
import {
  type ExportResource,
  IMPORT_BODY_LIMIT_BYTES,
  type ImportResource,
  operationsRoutes,
  RESTORE_ANSWER_CONTENT_TYPE,
  RESTORE_CONTENT_TYPES,
  type RestoreLine,
  type RouteDef,
} from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { audit } from '../audit/audit';
import { byActor, recordSecurityEvent } from '../audit/security-events';
import { ApiError, messages, notFound } from '../http/errors';
import { registerRoute, success } from '../http/register-route';
import { restorableVersions, streamBackup } from './backup';
import { withJsonBodyLimit } from './body-limit';
import type { TtlCache } from './cache';
import { exportHeaders, fileStamp, prepareExport } from './export';
import { applyImport, importChoices, importTooLarge, validateImport } from './import';
import { collectMonitoring, RequestMetrics } from './monitoring';
import { openRestore, restoreTooLarge } from './restore';

const exportRoutes: readonly [ExportResource, RouteDef][] = [
  ['goals', operationsRoutes.exportGoals],
  ['levels', operationsRoutes.exportLevels],
  ['challenges', operationsRoutes.exportChallenges],
  ['faq', operationsRoutes.exportFaq],
  ['users', operationsRoutes.exportUsers],
  ['telegramUsers', operationsRoutes.exportTelegramUsers],
  ['telegramUserLogs', operationsRoutes.exportTelegramUserLogs],
  ['auditLogs', operationsRoutes.exportAuditLogs],
  ['adminUsers', operationsRoutes.exportAdminUsers],
  ['securityEvents', operationsRoutes.exportSecurityEvents],
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
  withJsonBodyLimit(app, IMPORT_BODY_LIMIT_BYTES, importTooLarge, (scoped) => {
    for (const [resource, previewRoute, applyRoute] of importRoutes) {
      registerRoute(scoped, previewRoute, async ({ db, body }) => {
        const { valid, invalid } = await validateImport(
          db,
          resource,
          body.rows,
          importChoices(body),
        );
        return { total: body.rows.length, valid: valid.length, invalid };
      });
      registerRoute(scoped, applyRoute, async (ctx) => {
        const { body } = ctx;
        const result = await applyImport(
          ctx.db,
          ctx,
          resource,
          body.rows,
          body.mode,
          importChoices(body),
        );
        return success(result, `${result.created} rows imported`, 201);
      });
    }
  });
}

function registerBackupRoutes(app: FastifyInstance): void {
  registerRoute(app, operationsRoutes.restoreVersions, async ({ db }) => restorableVersions(db));
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

  registerRestoreRoute(app);
}

/** Progress lines of a restore at most this often (and once when each table is complete). */
const PROGRESS_INTERVAL_MS = 250;

/**
 * POST /operations/restore: the backup file is the raw body, read as a stream (never parsed as a
 * whole). Refusals found before any change (confirmation, size, not a backup, schema version)
 * answer with their HTTP status; once the file's head is accepted the answer is NDJSON: progress
 * lines, then one result or error line.
 */
function registerRestoreRoute(app: FastifyInstance): void {
  app.register(async (scoped) => {
    scoped.removeAllContentTypeParsers();
    // The body is handed over unread; the handler reads it after the query (the confirmation).
    scoped.addContentTypeParser([...RESTORE_CONTENT_TYPES], (_request, payload, done) => {
      done(null, payload);
    });
    registerRoute(scoped, operationsRoutes.restore, async (ctx) => {
      const maxBytes = ctx.config.restoreMaxBytes;
      const source = ctx.request.raw;
      const declared = Number(ctx.request.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) throw restoreTooLarge(maxBytes);

      const response = ctx.reply.raw;
      const gone = new AbortController();
      response.on('close', () => {
        if (!response.writableFinished) gone.abort();
      });
      const pending = await openRestore(ctx.db, source, { maxBytes, signal: gone.signal });

      const out = new PassThrough();
      ctx.reply
        .headers({
          'content-type': `${RESTORE_ANSWER_CONTENT_TYPE}; charset=utf-8`,
          'cache-control': 'no-store',
        })
        .send(out);
      // Never waits for the client to read: a browser reads the answer once its upload is done.
      const send = (line: RestoreLine) => {
        if (!out.writableEnded) out.write(`${JSON.stringify(line)}\n`);
      };
      send({
        type: 'accepted',
        schemaVersion: pending.head.schemaVersion,
        backupCreatedAt: pending.head.createdAt,
      });
      let lastProgress = 0;
      pending
        .run({
          onProgress: (progress) => {
            const now = Date.now();
            if (!progress.done && now - lastProgress < PROGRESS_INTERVAL_MS) return;
            lastProgress = now;
            send({ type: 'progress', ...progress });
          },
          // Written after the restored rows (the trails are restored too), in the same transaction.
          audit: async (tx, result, endedSessions) => {
            await audit(tx, ctx, {
              action: 'restore',
              resource: 'database',
              after: {
                schemaVersion: result.schemaVersion,
                createdAt: result.backupCreatedAt,
                tables: result.tables,
              },
            });
            // Every admin's sessions end: no one admin's (`adminUserId` null). The username is
            // who restored: their id may name another admin in the restored data.
            await recordSecurityEvent(tx, {
              type: 'sessions.revoked',
              adminUserId: null,
              username: ctx.actor.username,
              ip: ctx.ip,
              userAgent: ctx.userAgent,
              details: { ...byActor(ctx.actor), cause: 'restore', revokedSessions: endedSessions },
            });
          },
        })
        .then(
          (result) => send({ type: 'result', result }),
          (error: unknown) => {
            const failure =
              error instanceof ApiError
                ? error
                : new ApiError(500, 'INTERNAL_ERROR', messages.internal);
            if (failure.statusCode >= 500) ctx.request.log.error({ err: error }, 'restore failed');
            const { success: _failed, ...envelope } = failure.toEnvelope();
            send({ type: 'error', status: failure.statusCode, ...envelope });
          },
        )
        .finally(() => out.end());
      return {} as never;
    });
  });
}

function registerMonitoringRoutes(app: FastifyInstance): void {
  const metrics = new RequestMetrics();
  // Runs after every answer: a callback hook, no promise per request.
  app.addHook('onResponse', (_request, reply, done) => {
    metrics.record(Date.now(), reply.elapsedTime, reply.statusCode);
    done();
  });
  registerRoute(app, operationsRoutes.monitoring, async ({ services }) =>
    collectMonitoring(services.database, metrics, Date.now()),
  );
}

function registerCacheRoutes(app: FastifyInstance, caches: ReadonlyMap<string, TtlCache>): void {
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

/**
 * The super-user operations: export, import, backup/restore, monitoring, caches. `caches`: the
 * response caches, installed (`installResponseCaches`) before the routes they serve.
 */
export function registerOperationsRoutes(
  app: FastifyInstance,
  caches: ReadonlyMap<string, TtlCache>,
): void {
  registerExportRoutes(app);
  registerBackupRoutes(app);
  registerImportRoutes(app);
  registerMonitoringRoutes(app);
  registerCacheRoutes(app, caches);
}
