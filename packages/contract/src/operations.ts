import { z } from 'zod';
import { challengeCreateSchema } from './challenges';
import { errorCodes } from './constants';
import { fieldIssueSchema, isoDateTime, recordId, ruleRefShape } from './envelope';
import { exportRoutes } from './export';
import { faqCreateSchema } from './faq';
import { goalCreateSchema } from './goals';
import { levelCreateSchema } from './levels';
import { defineRoute } from './route';

const TAG = 'operations';

// ---------------------------------------------------------------------------------------------
// Import

export const importResources = ['goals', 'levels', 'challenges', 'faq'] as const;
export type ImportResource = (typeof importResources)[number];
export const MAX_IMPORT_ROWS = 10_000;
export const IMPORT_BODY_LIMIT_BYTES = 10 * 1024 * 1024;

/**
 * The words for true and false a spreadsheet cell may hold, besides `true` and `false`: what
 * spreadsheets write for them and the yes and no of the console's 8 languages (English, German,
 * Spanish, French, Japanese, Portuguese, Russian, Chinese). Read without regard to case
 * (`VRAI`, `Wahr`, `ИСТИНА`), around spaces.
 */
export const importBooleanWords = {
  true: [
    'true',
    'yes',
    'wahr',
    'ja',
    'verdadero',
    'sí',
    'si',
    'vrai',
    'oui',
    'はい',
    '真',
    'verdadeiro',
    'sim',
    'истина',
    'да',
    '是',
  ],
  false: [
    'false',
    'no',
    'falsch',
    'nein',
    'falso',
    'faux',
    'non',
    'いいえ',
    '偽',
    'não',
    'nao',
    'ложь',
    'нет',
    '否',
    '假',
  ],
} as const;

const booleanByWord = new Map<string, boolean>([
  ...importBooleanWords.true.map((word) => [word, true] as const),
  ...importBooleanWords.false.map((word) => [word, false] as const),
]);

/**
 * A true/false cell of an imported row as the boolean its word names (`importBooleanWords`);
 * anything else as it is, for the field's schema to refuse as not true or false.
 */
export function importBoolean(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const known = booleanByWord.get(value.trim().normalize('NFC').toLowerCase());
  return known ?? value;
}

/** A true/false field of an imported row: the field's schema, reading the words of `importBoolean`. */
const importedBoolean = <T extends z.ZodType>(schema: T) => z.preprocess(importBoolean, schema);

/**
 * What one imported row must satisfy: the create schema (challenges also name their goal), its
 * true/false fields also taking the spreadsheet words of `importBooleanWords`.
 */
export const importRowSchemas = {
  goals: goalCreateSchema.extend({
    isActive: importedBoolean(goalCreateSchema.shape.isActive),
  }),
  levels: levelCreateSchema,
  challenges: challengeCreateSchema.extend({
    goalId: recordId,
    isActive: importedBoolean(challengeCreateSchema.shape.isActive),
  }),
  faq: faqCreateSchema.extend({
    isPublished: importedBoolean(faqCreateSchema.shape.isPublished),
  }),
} as const;

/**
 * The fields an import reads, by resource: an export of the resource always writes them (besides
 * the columns the admin chose), so that its file imports back (a goal's challenges name the goal).
 */
export const importFields: { readonly [R in ImportResource]: readonly string[] } = {
  goals: Object.keys(importRowSchemas.goals.shape),
  levels: Object.keys(importRowSchemas.levels.shape),
  challenges: Object.keys(importRowSchemas.challenges.shape),
  faq: Object.keys(importRowSchemas.faq.shape),
};

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

/**
 * A challenges import may name the goal every row goes into (`goalId`), chosen once instead of a
 * goal column in each row. A row without a goal takes it; a row whose own goal is another one is
 * refused (`import.goalMismatch`). A goal that does not exist refuses the whole request (400).
 */
const importGoalChoice = { goalId: recordId.optional() };
export const importChallengesPreviewBodySchema = importPreviewBodySchema.extend(importGoalChoice);
export const importChallengesApplyBodySchema = importApplyBodySchema.extend(importGoalChoice);
export type ImportChallengesApplyBody = z.input<typeof importChallengesApplyBodySchema>;

/** `row` is the 0-based index in `rows`; `errors` name fields as in validation details. */
export const importRowErrorSchema = z.object({
  row: z.number().int().nonnegative(),
  errors: z.array(fieldIssueSchema),
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

const importPreviewRoute = <B extends z.ZodType>(resource: ImportResource, body: B) =>
  defineRoute({
    id: `operations.import.${resource}.preview`,
    method: 'POST',
    path: `/operations/import/${resource}/preview`,
    access: 'superUser',
    tag: TAG,
    summary: `Validate ${resource} rows to import (create schema per row, plus rules across rows and existing records); at most ${MAX_IMPORT_ROWS} rows / 10 MB (413)`,
    body,
    response: importPreviewSchema,
  });

const importApplyRoute = <B extends z.ZodType>(resource: ImportResource, body: B) =>
  defineRoute({
    id: `operations.import.${resource}.apply`,
    method: 'POST',
    path: `/operations/import/${resource}/apply`,
    access: 'superUser',
    tag: TAG,
    summary: `Import ${resource} rows in one transaction: all-or-nothing refuses every row when one is invalid (400 with the row errors); valid-only creates the valid rows and reports the skipped ones`,
    body,
    response: importResultSchema,
  });

// ---------------------------------------------------------------------------------------------
// Backup / restore

export const BACKUP_FORMAT = 'console-backup';
export const RESTORE_CONFIRMATION = 'RESTORE';
/** Media types the restore route reads its raw body as. */
export const RESTORE_CONTENT_TYPES = ['application/json', 'application/octet-stream'] as const;
/** The media type of the restore's streamed answer: one JSON object per line. */
export const RESTORE_ANSWER_CONTENT_TYPE = 'application/x-ndjson';

/** Rows of one table as column-name → value objects (the database's own column names). */
export const backupDocumentSchema = z.strictObject({
  format: z.literal(BACKUP_FORMAT),
  /**
   * The number of applied database migrations. A server restores backups of its own schema version
   * and of older ones back to the oldest whose tables and columns it still has; never newer ones.
   */
  schemaVersion: z.number().int().nonnegative(),
  createdAt: isoDateTime,
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type BackupDocument = z.infer<typeof backupDocumentSchema>;

/**
 * The head of a backup file: the fields before `tables`. A restore reads them first and refuses
 * a file whose head does not match before it touches any data.
 */
export const backupHeadSchema = backupDocumentSchema.pick({
  format: true,
  schemaVersion: true,
  createdAt: true,
});
export type BackupHead = z.infer<typeof backupHeadSchema>;

/** The typed confirmation travels in the query: it is checked before the body is read. */
export const restoreQuerySchema = z.strictObject({
  confirm: z.literal(RESTORE_CONFIRMATION, {
    error: `Type ${RESTORE_CONFIRMATION} to confirm`,
  }),
});
export type RestoreQuery = z.input<typeof restoreQuerySchema>;

/**
 * The schema versions whose backups a server restores: its own (`current`) and older ones back to
 * the oldest whose tables and columns it still has (`oldest`); never a newer one.
 */
export const restorableVersionsSchema = z.object({
  oldest: z.number().int().nonnegative(),
  current: z.number().int().nonnegative(),
});
export type RestorableVersions = z.infer<typeof restorableVersionsSchema>;

export const isRestorableSchemaVersion = (backup: number, versions: RestorableVersions) =>
  backup >= versions.oldest && backup <= versions.current;

export const restoreResultSchema = z.object({
  schemaVersion: z.number().int().nonnegative(),
  backupCreatedAt: isoDateTime,
  tables: z.array(z.object({ name: z.string(), rows: z.number().int().nonnegative() })),
  /** Sessions are not part of a backup: after a restore every admin signs in again. */
  sessionsEnded: z.literal(true),
});
export type RestoreResult = z.infer<typeof restoreResultSchema>;

/**
 * One line of the restore's streamed answer. `accepted` comes first (the head was checked and the
 * transaction began), `progress` after each batch written (rows of that table so far; bytes of
 * the file read so far; at most a few per second, and once when each table is complete), then
 * exactly one `result` (committed) or `error` (rolled back, nothing changed; `status` is the HTTP
 * status the error would have had).
 */
export const restoreLineSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('accepted'),
    schemaVersion: z.number().int().nonnegative(),
    backupCreatedAt: isoDateTime,
  }),
  z.object({
    type: z.literal('progress'),
    table: z.string(),
    rows: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    /** True on the table's last progress line. */
    done: z.boolean(),
  }),
  z.object({ type: z.literal('result'), result: restoreResultSchema }),
  z.object({
    type: z.literal('error'),
    status: z.number().int().min(400).max(599),
    code: z.enum(errorCodes),
    message: z.string(),
    details: z.array(fieldIssueSchema).optional(),
    /** The rule behind `message` and its values, as on an error answer (`errorRules`). */
    ...ruleRefShape,
  }),
]);
export type RestoreLine = z.infer<typeof restoreLineSchema>;

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
  ...exportRoutes,
  importGoalsPreview: importPreviewRoute('goals', importPreviewBodySchema),
  importGoalsApply: importApplyRoute('goals', importApplyBodySchema),
  importLevelsPreview: importPreviewRoute('levels', importPreviewBodySchema),
  importLevelsApply: importApplyRoute('levels', importApplyBodySchema),
  importChallengesPreview: importPreviewRoute('challenges', importChallengesPreviewBodySchema),
  importChallengesApply: importApplyRoute('challenges', importChallengesApplyBodySchema),
  importFaqPreview: importPreviewRoute('faq', importPreviewBodySchema),
  importFaqApply: importApplyRoute('faq', importApplyBodySchema),
  backup: defineRoute({
    id: 'operations.backup',
    method: 'GET',
    path: '/operations/backup',
    access: 'superUser',
    tag: TAG,
    summary: `Download a full backup as one JSON document { format: '${BACKUP_FORMAT}', schemaVersion, createdAt, tables } (streamed; sessions and refresh tokens are left out)`,
    response: backupDocumentSchema,
    stream: true,
    streamContentType: 'application/json',
  }),
  restoreVersions: defineRoute({
    id: 'operations.restoreVersions',
    method: 'GET',
    path: '/operations/restore/versions',
    access: 'superUser',
    tag: TAG,
    summary:
      "The schema versions of the backups this server restores (its own and older ones back to the oldest whose tables and columns it still has), so a file's head can be checked before an upload",
    response: restorableVersionsSchema,
  }),
  restore: defineRoute({
    id: 'operations.restore',
    method: 'POST',
    path: '/operations/restore',
    access: 'superUser',
    tag: TAG,
    summary: `Replace every table with a backup file sent as the raw request body (streamed, any size up to the server's RESTORE_MAX_BYTES) in one transaction; requires ?confirm=${RESTORE_CONFIRMATION} (checked before the body is read) and a schema version this server restores (GET /operations/restore/versions; 409, checked from the file's head before any change). Answers ${RESTORE_ANSWER_CONTENT_TYPE}: an accepted line, progress lines, then one result or error line (an error after the answer began rolls everything back). Ends every session`,
    query: restoreQuerySchema,
    upload: {
      contentTypes: RESTORE_CONTENT_TYPES,
      schema: backupDocumentSchema,
      description:
        'A backup file as downloaded from GET /operations/backup: format, schemaVersion and createdAt before tables; each table an array of row objects with the database column names',
    },
    response: restoreLineSchema,
    stream: true,
    streamContentType: RESTORE_ANSWER_CONTENT_TYPE,
    errors: {
      409: 'The file was made with a schema version this server does not restore: newer than its own, or older than the oldest it restores (nothing changed)',
      413: "The file is larger than the server's RESTORE_MAX_BYTES (nothing changed)",
      415: 'The body is not sent as application/json or application/octet-stream',
    },
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
