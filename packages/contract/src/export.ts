import { z } from 'zod';
import { adminUserListQuerySchema, adminUserRoutes, adminUserSchema } from './admin-users';
import { auditLogListQueryFields, auditLogSchema, auditRoutes } from './audit';
import { challengeListQuerySchema, challengeRoutes, challengeSchema } from './challenges';
import { idParam, recordId, wholeNumberParam } from './envelope';
import { faqListQuerySchema, faqRoutes, faqSchema } from './faq';
import { goalListQuerySchema, goalRoutes, goalSchema } from './goals';
import { levelListQuerySchema, levelRoutes, levelSchema } from './levels';
import { fromToRange, withDateRanges } from './list-params';
import { defineRoute, type RouteDef } from './route';
import { securityEventListQueryFields, securityEventSchema, securityRoutes } from './security';
import {
  telegramLogQueryFields,
  telegramLogSchema,
  telegramUserJoinedRange,
  telegramUserListQueryFields,
  telegramUserRoutes,
  telegramUserSchema,
} from './telegram-users';
import { appUserCreatedRange, appUserListQueryFields, appUserRoutes, appUserSchema } from './users';

/**
 * Streamed exports: every row of a list that matches the list's filters (no paging), as CSV,
 * NDJSON or a JSON array. Whoever may read a list may export it: each export route requires what
 * its list route requires.
 */

const TAG = 'operations';

export const exportFormats = ['csv', 'ndjson', 'json'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** Answer header with the number of matching rows, counted when the export starts (progress bars). */
export const EXPORT_TOTAL_HEADER = 'x-total-count';
/** Rows read per keyset page while streaming an export. */
export const EXPORT_PAGE_ROWS = 1000;

/** The record fields of each export, in their default order: the list record's contract fields. */
export const exportColumns = {
  goals: Object.keys(goalSchema.shape),
  levels: Object.keys(levelSchema.shape),
  challenges: Object.keys(challengeSchema.shape),
  faq: Object.keys(faqSchema.shape),
  users: Object.keys(appUserSchema.shape),
  // The current goal as two plain columns (its id, its title), not an object in one cell.
  telegramUsers: Object.keys(telegramUserSchema.shape).flatMap((field) =>
    field === 'currentGoal' ? ['currentGoalId', 'currentGoalTitle'] : [field],
  ),
  telegramUserLogs: Object.keys(telegramLogSchema.shape),
  auditLogs: Object.keys(auditLogSchema.shape),
  adminUsers: Object.keys(adminUserSchema.shape),
  securityEvents: Object.keys(securityEventSchema.shape),
} as const satisfies Record<string, readonly string[]>;
export type ExportResource = keyof typeof exportColumns;

/** The names of a `columns` parameter (`title, category` → `['title', 'category']`). */
export const splitExportColumns = (text: string): string[] =>
  text.split(',').map((name) => name.trim());

/**
 * `?columns=title,category`: the fields to write and their order (CSV header, JSON keys); every
 * field when absent. Each name must be a field of the export, once.
 */
const columnsParam = (fields: readonly string[]) =>
  z
    .string()
    .max(2000)
    .superRefine((text, ctx) => {
      const names = splitExportColumns(text);
      if (names.every((name) => name === '')) {
        ctx.addIssue({ code: 'custom', message: 'Name at least one column' });
        return;
      }
      const seen = new Set<string>();
      for (const name of names) {
        if (!fields.includes(name)) {
          ctx.addIssue({
            code: 'custom',
            message: `Unknown column "${name}"; the columns are ${fields.join(', ')}`,
          });
        } else if (seen.has(name)) {
          ctx.addIssue({ code: 'custom', message: `Column "${name}" is named twice` });
        }
        seen.add(name);
      }
    })
    .optional()
    .describe(
      `Comma-separated fields to write, in this order (default: all of them): ${fields.join(', ')}`,
    );

/**
 * The cell separators a CSV export can use: `,` (RFC 4180), or `;`, which Excel expects where the
 * decimal mark is a comma (German, French, Spanish, Portuguese, Russian).
 */
export const csvSeparators = [',', ';'] as const;
export type CsvSeparator = (typeof csvSeparators)[number];

/** The format, the columns and the CSV separator of an export of `resource`. */
const exportOptions = (resource: ExportResource) => ({
  format: z.enum(exportFormats).default('csv'),
  columns: columnsParam(exportColumns[resource]),
  separator: z
    .enum(csvSeparators)
    .default(',')
    .describe('The CSV cell separator: `,` (default) or `;` (Excel in comma-decimal locales)'),
});

/**
 * The list's filters without paging and sorting: exports stream in id order. A list with a date
 * range derives from its unchecked fields and refuses an inverted range as the list does.
 */
const withoutPaging = { page: true, pageSize: true, sort: true } as const;

export const exportQuerySchemas = {
  goals: goalListQuerySchema.omit(withoutPaging).extend(exportOptions('goals')),
  levels: levelListQuerySchema.omit(withoutPaging).extend(exportOptions('levels')),
  challenges: challengeListQuerySchema.omit(withoutPaging).extend({
    ...exportOptions('challenges'),
    goalId: wholeNumberParam(recordId).optional(),
  }),
  faq: faqListQuerySchema.omit(withoutPaging).extend(exportOptions('faq')),
  users: withDateRanges(
    appUserListQueryFields.omit(withoutPaging).extend(exportOptions('users')),
    appUserCreatedRange,
  ),
  telegramUsers: withDateRanges(
    telegramUserListQueryFields.omit(withoutPaging).extend(exportOptions('telegramUsers')),
    telegramUserJoinedRange,
  ),
  telegramUserLogs: withDateRanges(
    telegramLogQueryFields
      .omit({ cursor: true, limit: true })
      .extend(exportOptions('telegramUserLogs')),
    fromToRange,
  ),
  auditLogs: withDateRanges(
    auditLogListQueryFields.omit(withoutPaging).extend(exportOptions('auditLogs')),
    fromToRange,
  ),
  adminUsers: adminUserListQuerySchema.omit(withoutPaging).extend(exportOptions('adminUsers')),
  securityEvents: withDateRanges(
    securityEventListQueryFields.omit(withoutPaging).extend(exportOptions('securityEvents')),
    fromToRange,
  ),
} as const satisfies Record<ExportResource, z.ZodType>;

/** The list route each export mirrors (its access and filters). */
export const exportListRouteOf = {
  goals: goalRoutes.list,
  levels: levelRoutes.list,
  challenges: challengeRoutes.listOfGoal,
  faq: faqRoutes.list,
  users: appUserRoutes.list,
  telegramUsers: telegramUserRoutes.list,
  telegramUserLogs: telegramUserRoutes.logs,
  auditLogs: auditRoutes.list,
  adminUsers: adminUserRoutes.list,
  securityEvents: securityRoutes.list,
} as const satisfies Record<ExportResource, RouteDef>;

/**
 * One export route, guarded like the list it exports. Only a path with a placeholder (a Telegram
 * user's logs) passes `params`; the others declare none, so their type has no params to pass
 * either.
 */
const exportRoute = <Q extends z.ZodType, P extends z.ZodType = z.ZodType>(
  resource: ExportResource,
  path: string,
  query: Q,
  params?: P,
) => {
  const list: RouteDef = exportListRouteOf[resource];
  return defineRoute<P, Q, z.ZodType, z.ZodString>({
    id: `operations.export.${resource}`,
    method: 'GET',
    path,
    access: list.access,
    tag: TAG,
    summary: `Export every ${resource} row matching the filters of ${list.method} ${list.path} (no paging, id order) as CSV, NDJSON or a JSON array with the chosen columns; streamed, attachment, ${EXPORT_TOTAL_HEADER} header; requires what that list requires`,
    ...(params ? { params } : {}),
    query,
    response: z.string(),
    stream: true,
  });
};

export const exportRoutes = {
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
  exportAdminUsers: exportRoute(
    'adminUsers',
    '/operations/export/admin-users',
    exportQuerySchemas.adminUsers,
  ),
  exportSecurityEvents: exportRoute(
    'securityEvents',
    '/operations/export/security-events',
    exportQuerySchemas.securityEvents,
  ),
} as const;

/** The export route of each resource. */
export const exportRouteOf = {
  goals: exportRoutes.exportGoals,
  levels: exportRoutes.exportLevels,
  challenges: exportRoutes.exportChallenges,
  faq: exportRoutes.exportFaq,
  users: exportRoutes.exportUsers,
  telegramUsers: exportRoutes.exportTelegramUsers,
  telegramUserLogs: exportRoutes.exportTelegramUserLogs,
  auditLogs: exportRoutes.exportAuditLogs,
  adminUsers: exportRoutes.exportAdminUsers,
  securityEvents: exportRoutes.exportSecurityEvents,
} as const satisfies Record<ExportResource, RouteDef>;
