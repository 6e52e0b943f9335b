import { Readable } from 'node:stream';
import {
  type CsvSeparator,
  EXPORT_PAGE_ROWS,
  EXPORT_TOTAL_HEADER,
  type ExportFormat,
  type ExportResource,
  exportColumns,
  type exportQuerySchemas,
  splitExportColumns,
} from '@console/contract';
import { and, asc, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../db';
import {
  adminUsers,
  appUsers,
  auditLogs,
  challenges,
  faqEntries,
  goals,
  levels,
  securityEvents,
  telegramUserLogs,
  telegramUsers,
} from '../db/schema';
import { adminUserWhere, toExportedAdminUser } from '../resources/admin-users/service';
import { auditLogWhere, toAuditLog } from '../resources/audit-logs/service';
import { assertGoalExists, challengeWhere, toChallenge } from '../resources/challenges/service';
import { faqWhere, toFaq } from '../resources/faq/service';
import { goalWhere, toGoal } from '../resources/goals/service';
import { levelWhere, toLevel } from '../resources/levels/service';
import { securityEventWhere, toSecurityEvent } from '../resources/security-events/service';
import {
  assertTelegramUserExists,
  goalTitlesFor,
  telegramLogWhere,
  telegramUserWhere,
  toTelegramLog,
  toTelegramUser,
} from '../resources/telegram-users/service';
import { appUserWhere, toAppUser } from '../resources/users/service';
import { csvLine } from './csv';

type ExportQuery<R extends ExportResource> = z.output<(typeof exportQuerySchemas)[R]>;
type ExportRecord = Record<string, unknown>;

/**
 * One exportable list: its filter (the list endpoint's, without paging) and how a page of table
 * rows becomes records (with the contract's fields, `exportColumns`). Pages are read by keyset on the primary key, so
 * the cost of a page does not grow with the depth and a million rows never sit in memory.
 */
interface ExportSource<R extends ExportResource, T extends PgTable> {
  readonly table: T;
  readonly id: PgColumn;
  /** The list's 404 for a parent record (path or filter) that does not exist. */
  assertParentExists?(db: Database, query: ExportQuery<R>, params: { id?: number }): Promise<void>;
  where(query: ExportQuery<R>, params: { id?: number }): SQL | undefined;
  toRecords(db: Database, rows: T['$inferSelect'][]): Promise<ExportRecord[]> | ExportRecord[];
}

const defineSource = <R extends ExportResource, T extends PgTable>(source: ExportSource<R, T>) =>
  source;

const exportSources = {
  goals: defineSource<'goals', typeof goals>({
    table: goals,
    id: goals.id,
    where: goalWhere,
    toRecords: (_db, rows) => rows.map(toGoal),
  }),
  levels: defineSource<'levels', typeof levels>({
    table: levels,
    id: levels.id,
    where: levelWhere,
    toRecords: (_db, rows) => rows.map(toLevel),
  }),
  challenges: defineSource<'challenges', typeof challenges>({
    table: challenges,
    id: challenges.id,
    assertParentExists: async (db, query) => {
      if (query.goalId !== undefined) await assertGoalExists(db, query.goalId);
    },
    where: challengeWhere,
    toRecords: (_db, rows) => rows.map(toChallenge),
  }),
  faq: defineSource<'faq', typeof faqEntries>({
    table: faqEntries,
    id: faqEntries.id,
    where: faqWhere,
    toRecords: (_db, rows) => rows.map(toFaq),
  }),
  users: defineSource<'users', typeof appUsers>({
    table: appUsers,
    id: appUsers.id,
    where: (query) => {
      const { format: _format, columns: _columns, separator: _separator, ...filter } = query;
      return appUserWhere(filter);
    },
    toRecords: (_db, rows) => rows.map(toAppUser),
  }),
  telegramUsers: defineSource<'telegramUsers', typeof telegramUsers>({
    table: telegramUsers,
    id: telegramUsers.id,
    where: (query) => telegramUserWhere(query),
    toRecords: async (db, rows) => {
      const titles = await goalTitlesFor(db, rows);
      return rows.map((row) => {
        const { currentGoal, ...user } = toTelegramUser(row, titles);
        return {
          ...user,
          currentGoalId: currentGoal?.id ?? null,
          currentGoalTitle: currentGoal?.title ?? null,
        };
      });
    },
  }),
  telegramUserLogs: defineSource<'telegramUserLogs', typeof telegramUserLogs>({
    table: telegramUserLogs,
    id: telegramUserLogs.id,
    assertParentExists: async (db, _query, params) => {
      if (params.id !== undefined) await assertTelegramUserExists(db, params.id);
    },
    where: (query, params) => telegramLogWhere(query, params.id),
    toRecords: (_db, rows) => rows.map((row) => toTelegramLog({ ...row, id: row.id.toString() })),
  }),
  auditLogs: defineSource<'auditLogs', typeof auditLogs>({
    table: auditLogs,
    id: auditLogs.id,
    where: auditLogWhere,
    toRecords: async (db, rows) => {
      const actorIds = [
        ...new Set(rows.flatMap((row) => (row.actorId === null ? [] : [row.actorId]))),
      ];
      const actors =
        actorIds.length === 0
          ? []
          : await db
              .select({ id: adminUsers.id, username: adminUsers.username })
              .from(adminUsers)
              .where(inArray(adminUsers.id, actorIds));
      const usernames = new Map(actors.map((actor) => [actor.id, actor.username]));
      return rows.map((row) =>
        toAuditLog(row, row.actorId === null ? null : (usernames.get(row.actorId) ?? null)),
      );
    },
  }),
  adminUsers: defineSource<'adminUsers', typeof adminUsers>({
    table: adminUsers,
    id: adminUsers.id,
    where: adminUserWhere,
    toRecords: (_db, rows) => rows.map(toExportedAdminUser),
  }),
  securityEvents: defineSource<'securityEvents', typeof securityEvents>({
    table: securityEvents,
    id: securityEvents.id,
    where: securityEventWhere,
    toRecords: (_db, rows) => rows.map(toSecurityEvent),
  }),
} as const;

const contentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  ndjson: 'application/x-ndjson; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/** CSV starts with a byte-order mark so spreadsheet applications read it as UTF-8. */
const CSV_BOM = '\uFEFF';

export interface PreparedExport {
  readonly total: number;
  readonly contentType: string;
  readonly fileName: string;
  readonly body: Readable;
}

/** The keyset pages of one export, as records; `pageRows` rows per query. */
async function* exportPages<R extends ExportResource>(
  db: Database,
  source: ExportSource<R, PgTable>,
  where: SQL | undefined,
  pageRows: number,
): AsyncGenerator<ExportRecord[]> {
  let after: string | null = null;
  for (;;) {
    const page = await db
      .select()
      .from(source.table)
      .where(and(where, after === null ? undefined : sql`${source.id} > ${after}::bigint`))
      .orderBy(asc(source.id))
      .limit(pageRows);
    if (page.length === 0) return;
    yield await source.toRecords(db, page);
    if (page.length < pageRows) return;
    const last = page[page.length - 1] as { id: number | bigint };
    after = String(last.id);
  }
}

async function* formatted(
  pages: AsyncGenerator<ExportRecord[]>,
  format: ExportFormat,
  columns: readonly string[],
  separator: CsvSeparator,
): AsyncGenerator<string> {
  if (format === 'csv') yield CSV_BOM + csvLine(columns, separator);
  if (format === 'json') yield '[';
  // JSON keeps the chosen fields only, in their order; a field a record lacks is null.
  const pick = (record: ExportRecord) =>
    JSON.stringify(Object.fromEntries(columns.map((column) => [column, record[column] ?? null])));
  let first = true;
  for await (const records of pages) {
    if (format === 'csv') {
      yield records
        .map((record) =>
          csvLine(
            columns.map((column) => record[column]),
            separator,
          ),
        )
        .join('');
    } else if (format === 'ndjson') {
      yield records.map((record) => `${pick(record)}\n`).join('');
    } else {
      const joined = records.map(pick).join(',');
      yield first ? joined : `,${joined}`;
    }
    first = false;
  }
  if (format === 'json') yield ']\n';
}

export const fileStamp = (at: Date) => at.toISOString().replace(/[:.]/g, '-');
const fileNames: Record<ExportResource, string> = {
  goals: 'goals',
  levels: 'levels',
  challenges: 'challenges',
  faq: 'faq',
  users: 'users',
  telegramUsers: 'telegram-users',
  telegramUserLogs: 'telegram-user-logs',
  auditLogs: 'audit-logs',
  adminUsers: 'admin-users',
  securityEvents: 'security-events',
};
const extensions: Record<ExportFormat, string> = { csv: 'csv', ndjson: 'ndjson', json: 'json' };

/**
 * Answers the list's 404 when the export names a parent record that does not exist (before
 * anything is streamed or audited); otherwise counts the matching rows and returns a stream of
 * the chosen columns (all by default) that reads them page by page as the client consumes it
 * (the stream pulls the next page only when the previous one has been written).
 */
export async function prepareExport<R extends ExportResource>(
  db: Database,
  resource: R,
  query: ExportQuery<R>,
  params: { id?: number },
  options: { pageRows?: number; now?: Date } = {},
): Promise<PreparedExport> {
  const source = exportSources[resource] as unknown as ExportSource<R, PgTable>;
  await source.assertParentExists?.(db, query, params);
  const where = source.where(query, params);
  const total = await db.$count(source.table, where);
  const pages = exportPages(db, source, where, options.pageRows ?? EXPORT_PAGE_ROWS);
  const format = query.format;
  // The contract checked the names against this export's fields.
  const columns =
    query.columns === undefined ? exportColumns[resource] : splitExportColumns(query.columns);
  return {
    total,
    contentType: contentTypes[format],
    fileName: `${fileNames[resource]}-${fileStamp(options.now ?? new Date())}.${extensions[format]}`,
    body: Readable.from(formatted(pages, format, columns, query.separator), {
      objectMode: false,
    }),
  };
}

export const exportHeaders = (prepared: PreparedExport) => ({
  'content-type': prepared.contentType,
  'content-disposition': `attachment; filename="${prepared.fileName}"`,
  [EXPORT_TOTAL_HEADER]: String(prepared.total),
  'access-control-expose-headers': `content-disposition, ${EXPORT_TOTAL_HEADER}`,
});
