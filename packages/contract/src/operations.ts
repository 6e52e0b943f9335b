import { z } from 'zod';
import { auditLogListQuerySchema } from './audit';
import { challengeCreateSchema, challengeListQuerySchema } from './challenges';
import { idParam, isoDateTime } from './envelope';
import { faqCreateSchema, faqListQuerySchema } from './faq';
import { goalCreateSchema, goalListQuerySchema } from './goals';
import { levelCreateSchema, levelListQuerySchema } from './levels';
import { defineRoute } from './route';
import { telegramLogQuerySchema, telegramUserListQuerySchema } from './telegram-users';
import { appUserListQuerySchema } from './users';

const TAG = 'operations';

// ---------------------------------------------------------------------------------------------
// Export

export const exportFormats = ['csv', 'ndjson', 'json'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** Answer header with the number of matching rows, counted when the export starts (progress bars). */
export const EXPORT_TOTAL_HEADER = 'x-total-count';
/** Rows read per keyset page while streaming an export. */
export const EXPORT_PAGE_ROWS = 1000;

const exportFormat = z.object({ format: z.enum(exportFormats).default('csv') });
/** The list's filters without paging and sorting: exports stream in id order. */
const withoutPaging = { page: true, pageSize: true, sort: true } as const;

export const exportQuerySchemas = {
  goals: goalListQuerySchema.omit(withoutPaging).extend(exportFormat.shape),
  levels: levelListQuerySchema.omit(withoutPaging).extend(exportFormat.shape),
  challenges: challengeListQuerySchema.omit(withoutPaging).extend({
    ...exportFormat.shape,
    goalId: z.coerce.number().int().positive().optional(),
  }),
  faq: faqListQuerySchema.omit(withoutPaging).extend(exportFormat.shape),
  users: appUserListQuerySchema.omit(withoutPaging).extend(exportFormat.shape),
  telegramUsers: telegramUserListQuerySchema.omit(withoutPaging).extend(exportFormat.shape),
  telegramUserLogs: telegramLogQuerySchema
    .omit({ cursor: true, limit: true })
    .extend(exportFormat.shape),
  auditLogs: auditLogListQuerySchema.omit(withoutPaging).extend(exportFormat.shape),
} as const;
export type ExportResource = keyof typeof exportQuerySchemas;

/**
 * One export route. Only a path with a placeholder (a Telegram user's logs) passes `params`; the
 * others declare none, so their type has no params to pass either.
 */
const exportRoute = <Q extends z.ZodType, P extends z.ZodType = z.ZodType>(
  resource: ExportResource,
  path: string,
  query: Q,
  params?: P,
) =>
  defineRoute<P, Q, z.ZodType, z.ZodString>({
    id: `operations.export.${resource}`,
    method: 'GET',
    path,
    access: 'superUser',
    tag: TAG,
    summary: `Export every ${resource} row matching the list filters (no paging) as CSV, NDJSON or a JSON array; streamed, attachment, ${EXPORT_TOTAL_HEADER} header`,
    ...(params ? { params } : {}),
    query,
    response: z.string(),
    stream: true,
  });

// ---------------------------------------------------------------------------------------------
// Import

export const importResources = ['goals', 'levels', 'challenges', 'faq'] as const;
export type ImportResource = (typeof importResources)[number];
export const MAX_IMPORT_ROWS = 10_000;
export const IMPORT_BODY_LIMIT_BYTES = 10 * 1024 * 1024;

/** What one imported row must satisfy: the create schema (challenges also name their goal). */
export const importRowSchemas = {
  goals: goalCreateSchema,
  levels: levelCreateSchema,
  challenges: challengeCreateSchema.extend({ goalId: z.number().int().positive() }),
  faq: faqCreateSchema,
} as const;

export const importModes = ['all-or-nothing', 'valid-only'] as const;
export type ImportMode = (typeof importModes)[number];

/** Rows as the browser parsed and mapped them; each row is validated on its own. */
const importRows = z.array(z.unknown()).min(1);
export const importPreviewBodySchema = z.strictObject({ rows: importRows });
export const importApplyBodySchema = z.strictObject({
  rows: importRows,
  mode: z.enum(importModes),
});
export type ImportApplyBody = z.input<typeof importApplyBodySchema>;

/** `row` is the 0-based index in `rows`; `errors` name fields as in validation details. */
export const importRowErrorSchema = z.object({
  row: z.number().int().nonnegative(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importPreviewSchema = z.object({
  total: z.number().int().nonnegative(),
  valid: z.number().int().nonnegative(),
  invalid: z.array(importRowErrorSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = z.object({
  mode: z.enum(importModes),
  created: z.number().int().nonnegative(),
  createdIds: z.array(z.number().int().positive()),
  skipped: z.array(importRowErrorSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;

const importPreviewRoute = (resource: ImportResource) =>
  defineRoute({
    id: `operations.import.${resource}.preview`,
    method: 'POST',
    path: `/operations/import/${resource}/preview`,
    access: 'superUser',
    tag: TAG,
    summary: `Validate ${resource} rows to import (create schema per row, plus rules across rows and existing records); at most ${MAX_IMPORT_ROWS} rows / 10 MB (413)`,
    body: importPreviewBodySchema,
    response: importPreviewSchema,
  });

const importApplyRoute = (resource: ImportResource) =>
  defineRoute({
    id: `operations.import.${resource}.apply`,
    method: 'POST',
    path: `/operations/import/${resource}/apply`,
    access: 'superUser',
    tag: TAG,
    summary: `Import ${resource} rows in one transaction: all-or-nothing refuses every row when one is invalid (400 with the row errors); valid-only creates the valid rows and reports the skipped ones`,
    body: importApplyBodySchema,
    response: importResultSchema,
  });

// ---------------------------------------------------------------------------------------------
// Backup / restore

export const BACKUP_FORMAT = 'console-backup';
export const RESTORE_CONFIRMATION = 'RESTORE';
export const RESTORE_BODY_LIMIT_BYTES = 256 * 1024 * 1024;

/** Rows of one table as column-name → value objects (the database's own column names). */
export const backupDocumentSchema = z.strictObject({
  format: z.literal(BACKUP_FORMAT),
  /** The number of applied database migrations; a restore requires the same number. */
  schemaVersion: z.number().int().nonnegative(),
  createdAt: isoDateTime,
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type BackupDocument = z.infer<typeof backupDocumentSchema>;

export const restoreBodySchema = z.strictObject({
  confirm: z.literal(RESTORE_CONFIRMATION, { error: `Type ${RESTORE_CONFIRMATION} to confirm` }),
  backup: z.unknown(),
});
export type RestoreBody = z.input<typeof restoreBodySchema>;

export const restoreResultSchema = z.object({
  schemaVersion: z.number().int().nonnegative(),
  backupCreatedAt: isoDateTime,
  tables: z.array(z.object({ name: z.string(), rows: z.number().int().nonnegative() })),
  /** Sessions are not part of a backup: after a restore every admin signs in again. */
  sessionsEnded: z.literal(true),
});
export type RestoreResult = z.infer<typeof restoreResultSchema>;

// ---------------------------------------------------------------------------------------------
// Monitoring

export const performanceLabels = ['excellent', 'good', 'fair', 'poor'] as const;
export type PerformanceLabel = (typeof performanceLabels)[number];

export const monitoringSchema = z.object({
  uptimeSeconds: z.number().nonnegative(),
  version: z.string(),
  nodeVersion: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    pingMs: z.number().nonnegative().nullable(),
    reachable: z.boolean(),
    pool: z.object({
      total: z.number().int().nonnegative(),
      idle: z.number().int().nonnegative(),
      waiting: z.number().int().nonnegative(),
      max: z.number().int().nonnegative(),
    }),
  }),
  memory: z.object({
    rssBytes: z.number().nonnegative(),
    heapUsedBytes: z.number().nonnegative(),
    heapTotalBytes: z.number().nonnegative(),
    externalBytes: z.number().nonnegative(),
  }),
  requests: z.object({
    windowSeconds: z.number().positive(),
    count: z.number().int().nonnegative(),
    perMinute: z.number().nonnegative(),
    errorRate: z.number().min(0).max(1),
    p50Ms: z.number().nonnegative().nullable(),
    p95Ms: z.number().nonnegative().nullable(),
  }),
  performance: z.enum(performanceLabels),
});
export type Monitoring = z.infer<typeof monitoringSchema>;

// ---------------------------------------------------------------------------------------------
// Caches

export const cacheHealthLevels = ['optimal', 'warning', 'critical'] as const;
export type CacheHealth = (typeof cacheHealthLevels)[number];

export const cacheInfoSchema = z.object({
  name: z.string(),
  description: z.string(),
  ttlSeconds: z.number().positive(),
  maxEntries: z.number().int().positive(),
  entries: z.number().int().nonnegative(),
  approximateBytes: z.number().int().nonnegative(),
  hits: z.number().int().nonnegative(),
  misses: z.number().int().nonnegative(),
  /** hits / (hits + misses); null before the first lookup. */
  hitRate: z.number().min(0).max(1).nullable(),
  health: z.enum(cacheHealthLevels),
  keys: z.array(z.object({ key: z.string(), expiresAt: isoDateTime })),
});
export type CacheInfo = z.infer<typeof cacheInfoSchema>;

export const cacheNameParam = z.object({ name: z.string().min(1).max(100) });

// ---------------------------------------------------------------------------------------------

export const operationsRoutes = {
  exportGoals: exportRoute('goals', '/operations/export/goals', exportQuerySchemas.goals),
  exportLevels: exportRoute('levels', '/operations/export/levels', exportQuerySchemas.levels),
  exportChallenges: exportRoute(
    'challenges',
    '/operations/export/challenges',
    exportQuerySchemas.challenges,
  ),
  exportFaq: exportRoute('faq', '/operations/export/faq', exportQuerySchemas.faq),
  exportUsers: exportRoute('users', '/operations/export/users', exportQuerySchemas.users),
  exportTelegramUsers: exportRoute(
    'telegramUsers',
    '/operations/export/telegram-users',
    exportQuerySchemas.telegramUsers,
  ),
  exportTelegramUserLogs: exportRoute(
    'telegramUserLogs',
    '/operations/export/telegram-users/:id/logs',
    exportQuerySchemas.telegramUserLogs,
    idParam,
  ),
  exportAuditLogs: exportRoute(
    'auditLogs',
    '/operations/export/audit-logs',
    exportQuerySchemas.auditLogs,
  ),
  importGoalsPreview: importPreviewRoute('goals'),
  importGoalsApply: importApplyRoute('goals'),
  importLevelsPreview: importPreviewRoute('levels'),
  importLevelsApply: importApplyRoute('levels'),
  importChallengesPreview: importPreviewRoute('challenges'),
  importChallengesApply: importApplyRoute('challenges'),
  importFaqPreview: importPreviewRoute('faq'),
  importFaqApply: importApplyRoute('faq'),
  backup: defineRoute({
    id: 'operations.backup',
    method: 'GET',
    path: '/operations/backup',
    access: 'superUser',
    tag: TAG,
    summary: `Download a full backup as one JSON document { format: '${BACKUP_FORMAT}', schemaVersion, createdAt, tables } (streamed; sessions and refresh tokens are left out)`,
    response: backupDocumentSchema,
    stream: true,
  }),
  restore: defineRoute({
    id: 'operations.restore',
    method: 'POST',
    path: '/operations/restore',
    access: 'superUser',
    tag: TAG,
    summary: `Replace every table with a backup in one transaction; requires confirm: '${RESTORE_CONFIRMATION}' and the current schema version (409 otherwise); ends every session`,
    body: restoreBodySchema,
    response: restoreResultSchema,
  }),
  monitoring: defineRoute({
    id: 'operations.monitoring',
    method: 'GET',
    path: '/operations/monitoring',
    access: 'superUser',
    tag: TAG,
    summary: 'Uptime, version, database ping and pool, memory, request rate, error rate, p95',
    response: monitoringSchema,
  }),
  caches: defineRoute({
    id: 'operations.caches',
    method: 'GET',
    path: '/operations/caches',
    access: 'superUser',
    tag: TAG,
    summary: 'Server-side caches with hit rate, size, entries and health',
    response: z.array(cacheInfoSchema),
  }),
  purgeCache: defineRoute({
    id: 'operations.caches.purge',
    method: 'POST',
    path: '/operations/caches/:name/purge',
    access: 'superUser',
    tag: TAG,
    summary: 'Empty one cache',
    params: cacheNameParam,
    response: cacheInfoSchema,
  }),
} as const;
