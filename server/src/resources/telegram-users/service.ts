import {
  parseSort,
  type TelegramGoalProgress,
  type TelegramLog,
  type TelegramUser,
  type TelegramUserStatusAction,
  type TelegramUserStatusChange,
  TOTAL_EXACT_LIMIT,
  type telegramLogQuerySchema,
  type telegramUserListQuerySchema,
  telegramUserStatusActions,
  telegramUserStatuses,
} from '@console/contract';
import {
  and,
  asc,
  desc,
  eq,
  getTableName,
  gt,
  inArray,
  isNotNull,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db';
import {
  challenges,
  goals,
  levels,
  nameSortKey,
  type TelegramUserRow,
  telegramChallengeProgress,
  telegramUserLogs,
  telegramUsers,
} from '../../db/schema';
import {
  type Bind,
  type BoundFilter,
  bindFilter,
  inlineValues,
  prepareSql,
  statementCache,
} from '../../db/statement-cache';
import { fieldError, recordNotFound } from '../../http/errors';
import { fullNamePrefix, orFamilyNameFirst, prefixMatchAny, timeRange } from '../query-helpers';
import { statusHistoryOf } from '../users/status-history';
import type { VersionedResource } from '../versioned';

type GoalRef = { id: number; title: string };

export const toTelegramUser = (
  row: TelegramUserRow,
  goalTitles: ReadonlyMap<number, string>,
): TelegramUser => {
  const goalTitle = row.currentGoalId === null ? undefined : goalTitles.get(row.currentGoalId);
  const currentGoal: GoalRef | null =
    row.currentGoalId !== null && goalTitle !== undefined
      ? { id: row.currentGoalId, title: goalTitle }
      : null;
  return {
    id: row.id,
    telegramId: row.telegramId.toString(),
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    languageCode: row.languageCode,
    isPremium: row.isPremium,
    xp: row.xp,
    level: row.level,
    currentGoal,
    streak: row.streak,
    status: row.status,
    joinedAt: row.joinedAt.toISOString(),
    lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
    version: row.version,
  };
};

/** The goal titles statement for `count` goal ids (a page points at a handful of goals). */
const goalTitlesStatement = statementCache((db, _shape: `${number}`, count: number) =>
  db
    .select({ id: goals.id, title: goals.title })
    .from(goals)
    .where(
      inArray(
        goals.id,
        Array.from({ length: count }, (_, index) => sql.placeholder(`id${index}`)),
      ),
    )
    .prepare(''),
);

/** Titles of the goals the rows point at, in one small query. */
export async function goalTitlesFor(
  db: Database,
  rows: readonly Pick<TelegramUserRow, 'currentGoalId'>[],
): Promise<Map<number, string>> {
  const ids = [
    ...new Set(rows.flatMap((row) => (row.currentGoalId === null ? [] : [row.currentGoalId]))),
  ];
  if (ids.length === 0) return new Map();
  const found = await goalTitlesStatement(db, `${ids.length}`, ids.length).execute(
    Object.fromEntries(ids.map((id, index) => [`id${index}`, id])),
  );
  return new Map(found.map((goal) => [goal.id, goal.title]));
}

/**
 * The audit/record mapping for status changes. Its `toRecord` has no goal titles at hand, so the
 * audited before/after carry the goal id only.
 */
export const telegramUserResource: VersionedResource<typeof telegramUsers, TelegramUser> = {
  table: telegramUsers,
  resource: 'telegramUsers',
  label: 'Telegram user',
  toRecord: (row) => toTelegramUser(row, new Map()),
};

/** The audit action of a change to `status`. */
export const statusActionTo = (status: TelegramUser['status']): TelegramUserStatusAction =>
  status === 'blocked' ? 'block' : 'unblock';

/** The latest blocks and unblocks of one user, read from the audit trail (newest first). */
export const telegramStatusHistory = (
  db: Database,
  userId: number,
): Promise<TelegramUserStatusChange[]> =>
  statusHistoryOf(db, {
    resource: telegramUserResource.resource,
    recordId: userId,
    actions: telegramUserStatusActions,
    statuses: telegramUserStatuses,
  });

export const telegramUserNotFound = () => recordNotFound('telegramUsers', 'Telegram user');

/** 404 unless the Telegram user named in the path exists. */
export async function assertTelegramUserExists(db: Database, id: number): Promise<void> {
  const [user] = await db
    .select({ id: telegramUsers.id })
    .from(telegramUsers)
    .where(eq(telegramUsers.id, id));
  if (!user) throw telegramUserNotFound();
}

const MAX_TELEGRAM_ID_DIGITS = 19;
const MAX_BIGINT = 9_223_372_036_854_775_807n;

/**
 * The Telegram ids whose decimal form starts with `digits`, as id ranges: `12` matches 12,
 * 120–129, 1200–1299, … Each range is an index range scan on the unique telegram_id index.
 */
export function telegramIdPrefixRanges(digits: string): [bigint, bigint][] {
  const prefix = BigInt(digits);
  const ranges: [bigint, bigint][] = [];
  let scale = 1n;
  for (let length = digits.length; length <= MAX_TELEGRAM_ID_DIGITS; length++) {
    const low = prefix * scale;
    if (low > MAX_BIGINT) break;
    const high = (prefix + 1n) * scale - 1n;
    ranges.push([low, high > MAX_BIGINT ? MAX_BIGINT : high]);
    scale *= 10n;
  }
  return ranges;
}

/**
 * `q`: prefix of the username (an `@` is ignored), first or last name, or of the Telegram id; of
 * several words, a prefix of the full name ("first last"). CJK text also finds the name family
 * name first ("赵娟", "赵 娟"; see `familyNameFirstPrefix`).
 */
export function telegramSearch(q: string, bind: Bind = inlineValues): SQL {
  const { firstName, lastName } = telegramUsers;
  const byFullName = fullNamePrefix(q, firstName, lastName, bind);
  if (byFullName) return orFamilyNameFirst(q, byFullName, firstName, lastName, bind);
  const text = q.startsWith('@') ? q.slice(1) : q;
  const byName = orFamilyNameFirst(
    q,
    prefixMatchAny(text, [telegramUsers.username, firstName, lastName], bind),
    firstName,
    lastName,
    bind,
  );
  if (!/^[1-9][0-9]{0,18}$/.test(text)) return byName;
  const byId = telegramIdPrefixRanges(text).map(
    ([low, high], index) =>
      sql`${telegramUsers.telegramId} between ${bind(`idFrom${index}`, low.toString())}::bigint and ${bind(`idTo${index}`, high.toString())}::bigint`,
  );
  return sql`(${byName} or ${sql.join(byId, sql` or `)})`;
}

type ListQuery = z.output<typeof telegramUserListQuerySchema>;
type ListFilter = Omit<ListQuery, 'page' | 'pageSize' | 'sort'>;

/** The list's filters; with a `PlaceholderBinder` every value is a named placeholder. */
export function telegramUserWhere(query: ListFilter, bind: Bind = inlineValues): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) conditions.push(telegramSearch(query.q, bind));
  if (query.status) conditions.push(eq(telegramUsers.status, bind('status', query.status)));
  if (query.isPremium !== undefined) {
    conditions.push(eq(telegramUsers.isPremium, bind('isPremium', query.isPremium)));
  }
  if (query.languageCode) {
    // The contract reads the tag in lower case, as codes are stored: "PT" finds "pt". A plain
    // equality keeps the planner's statistics for the code (lower() of the column has none, so a
    // common code looked rare and got an exact count over the whole table).
    conditions.push(eq(telegramUsers.languageCode, bind('languageCode', query.languageCode)));
  }
  if (query.level !== undefined) {
    conditions.push(eq(telegramUsers.level, bind('level', query.level)));
  }
  if (query.goalId !== undefined) {
    conditions.push(eq(telegramUsers.currentGoalId, bind('goalId', query.goalId)));
  }
  conditions.push(...timeRange(telegramUsers.joinedAt, query.joinedFrom, query.joinedTo, bind));
  return and(...conditions);
}

export const telegramUserFilter = (query: ListFilter): BoundFilter =>
  bindFilter((bind) => telegramUserWhere(query, bind));

const sortable = {
  joinedAt: telegramUsers.joinedAt,
  lastActiveAt: telegramUsers.lastActiveAt,
  xp: telegramUsers.xp,
  level: telegramUsers.level,
  streak: telegramUsers.streak,
  username: telegramUsers.username,
  name: nameSortKey(telegramUsers.firstName, telegramUsers.lastName),
} as const;

/**
 * Below this many expected matches a search collects its matches through the prefix indexes and
 * sorts them; above it, walking the sort index and filtering finds a page sooner.
 */
export const SEARCH_WALK_FROM = 20_000;

/**
 * ORDER BY of the list (default: newest first), with the id as tie-breaker. `collectFirst` wraps
 * the sort key in a no-op `coalesce(x, x)` so the planner cannot walk the sort index and filter:
 * for a rare name prefix (which it tends to overestimate) that walk would read most of the table.
 */
export function telegramUserOrder(query: Pick<ListQuery, 'sort'>, collectFirst = false): SQL[] {
  const { field, direction } = query.sort
    ? parseSort<keyof typeof sortable>(query.sort)
    : { field: 'joinedAt' as const, direction: 'desc' as const };
  const column = sortable[field];
  const key = collectFirst ? sql`coalesce(${column}, ${column})` : sql`${column}`;
  const by = direction === 'desc' ? sql`desc` : sql`asc`;
  return [sql`${key} ${by}`, sql`${telegramUsers.id} ${by}`];
}

/** Which table and filter shape a statement over a filtered table is for. */
const tableShape = (table: PgTable, filter: BoundFilter) =>
  `${getTableName(table)}|${filter.shape}`;

/** What the estimate and the count of a filtered table are over: `select 1 from table where …`. */
interface FilteredTable {
  readonly table: PgTable;
  readonly where: SQL | undefined;
}

const matchingRows = (db: Database, { table, where }: FilteredTable) =>
  db.select({ one: sql`1` }).from(table).where(where);

const estimateStatement = statementCache((db, _shape: string, source: FilteredTable) =>
  prepareSql(db, sql`explain (format json) ${matchingRows(db, source)}`),
);

/** The planner's row estimate for `select 1 from table where …` (no rows are read). */
export async function plannerEstimate(db: Database, table: PgTable, filter: BoundFilter) {
  const result = await estimateStatement(db, tableShape(table, filter), {
    table,
    where: filter.where,
  }).execute(filter.values);
  const plan = result.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as
    | { Plan?: { 'Plan Rows'?: number } }[]
    | undefined;
  return Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

const COUNT_CAP = TOTAL_EXACT_LIMIT * 10;

const cappedCountStatement = statementCache((db, _shape: string, source: FilteredTable) => {
  const capped = matchingRows(db, source)
    .limit(COUNT_CAP + 1)
    .as('capped');
  return db.select({ n: sql<number>`count(*)::integer` }).from(capped).prepare('');
});

/**
 * The total of a filtered list without counting a large table on every page. The planner's
 * estimate comes first (an EXPLAIN, no rows read): up to `TOTAL_EXACT_LIMIT` expected matches
 * the rows are counted exactly (the count stops at ten times that limit, in case the estimate
 * was far off); above it the estimate is answered, flagged, and corrected by what the page itself
 * proves (a short page ends the list; a full one means at least that many).
 */
export async function boundedTotal(
  db: Database,
  table: PgTable,
  filter: BoundFilter,
  page: { readonly offset: number; readonly returned: number; readonly pageSize: number },
  knownEstimate?: number,
): Promise<{ total: number; totalIsEstimate: boolean }> {
  const seen = page.offset + page.returned;
  if (page.returned > 0 && page.returned < page.pageSize)
    return { total: seen, totalIsEstimate: false };
  const estimate = knownEstimate ?? (await plannerEstimate(db, table, filter));
  if (estimate > TOTAL_EXACT_LIMIT)
    return { total: Math.max(estimate, seen), totalIsEstimate: true };
  const [row] = await cappedCountStatement(db, tableShape(table, filter), {
    table,
    where: filter.where,
  }).execute(filter.values);
  const exact = row?.n ?? 0;
  return { total: exact, totalIsEstimate: exact > COUNT_CAP };
}

const listPageStatement = statementCache(
  (
    db,
    _shape: string,
    source: { where: SQL | undefined; query: Pick<ListQuery, 'sort'>; collectFirst: boolean },
  ) =>
    db
      .select()
      .from(telegramUsers)
      .where(source.where)
      .orderBy(...telegramUserOrder(source.query, source.collectFirst))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(''),
);

/** One page of the list in its order; `collectFirst` as in `telegramUserOrder`. */
export function telegramUserPage(
  db: Database,
  filter: BoundFilter,
  query: Pick<ListQuery, 'sort'>,
  window: { readonly limit: number; readonly offset: number },
  collectFirst: boolean,
): Promise<TelegramUserRow[]> {
  const shape = `${filter.shape}|${query.sort ?? ''}|${collectFirst ? 'collect' : 'walk'}`;
  return listPageStatement(db, shape, { where: filter.where, query, collectFirst }).execute({
    ...filter.values,
    limit: window.limit,
    offset: window.offset,
  });
}

/**
 * Progress per goal the user has started an active challenge of, plus the current goal (the one
 * the user chose in the bot; they may take challenges of any goal). Everything counts the goal's
 * active challenges only, so `completed` never exceeds `total`: a challenge that is no longer
 * offered is in the activity log, not in the progress.
 */
export async function goalProgress(
  db: Database,
  userId: number,
  currentGoalId: number | null,
): Promise<TelegramGoalProgress[]> {
  const [touched, activeCounts] = await Promise.all([
    db
      .select({
        goalId: challenges.goalId,
        started: sql<number>`count(*)::integer`,
        completed: sql<number>`(count(*) filter (where ${isNotNull(telegramChallengeProgress.completedAt)}))::integer`,
      })
      .from(telegramChallengeProgress)
      .innerJoin(challenges, eq(challenges.id, telegramChallengeProgress.challengeId))
      .where(
        and(eq(telegramChallengeProgress.telegramUserId, userId), eq(challenges.isActive, true)),
      )
      .groupBy(challenges.goalId),
    db
      .select({
        goalId: goals.id,
        title: goals.title,
        active: sql<number>`(count(${challenges.id}) filter (where ${challenges.isActive}))::integer`,
      })
      .from(goals)
      .leftJoin(challenges, eq(challenges.goalId, goals.id))
      .groupBy(goals.id)
      .orderBy(asc(goals.sortOrder), asc(goals.id)),
  ]);
  const byGoal = new Map(touched.map((row) => [row.goalId, row]));
  return activeCounts
    .filter((goal) => byGoal.has(goal.goalId) || goal.goalId === currentGoalId)
    .map((goal) => ({
      goalId: goal.goalId,
      goalTitle: goal.title,
      started: byGoal.get(goal.goalId)?.started ?? 0,
      completed: byGoal.get(goal.goalId)?.completed ?? 0,
      total: goal.active,
    }));
}

/**
 * XP the user still needs for the level after the one they are on (0 when they already have it),
 * null on the top level. Counted from the user's level, not from their XP alone: after a level's
 * required XP is raised, a user can be on a level whose requirement is above their XP.
 */
export async function xpToNextLevel(
  db: Database,
  user: { level: number; xp: number },
): Promise<number | null> {
  const [next] = await db
    .select({ requiredXp: levels.requiredXp })
    .from(levels)
    .where(gt(levels.number, user.level))
    .orderBy(asc(levels.number))
    .limit(1);
  return next ? Math.max(0, next.requiredXp - user.xp) : null;
}

/** A log page position: the (created_at, id) of the last row shown, created_at to the microsecond. */
interface LogCursor {
  readonly at: string;
  readonly id: string;
}

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export const encodeLogCursor = (cursor: LogCursor) =>
  Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');

export function decodeLogCursor(value: string): LogCursor {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (
      Array.isArray(decoded) &&
      decoded.length === 2 &&
      typeof decoded[0] === 'string' &&
      CURSOR_TIME.test(decoded[0]) &&
      typeof decoded[1] === 'string' &&
      /^[1-9][0-9]{0,18}$/.test(decoded[1])
    ) {
      return { at: decoded[0], id: decoded[1] };
    }
  } catch {
    // Not base64url JSON: answered as an invalid cursor below.
  }
  throw fieldError('cursor', 'Invalid cursor');
}

const logColumns = {
  id: sql<string>`${telegramUserLogs.id}::text`,
  telegramUserId: telegramUserLogs.telegramUserId,
  type: telegramUserLogs.type,
  payload: telegramUserLogs.payload,
  createdAt: telegramUserLogs.createdAt,
  cursorAt: sql<string>`to_char(${telegramUserLogs.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

type LogQuery = z.output<typeof telegramLogQuerySchema>;

/** The log filters of the activity page and of its export; `userId` absent: every user's logs. */
export function telegramLogWhere(
  query: Pick<LogQuery, 'type' | 'from' | 'to'>,
  userId: number | undefined,
  bind: Bind = inlineValues,
): SQL | undefined {
  return and(
    userId === undefined ? undefined : eq(telegramUserLogs.telegramUserId, bind('userId', userId)),
    query.type === undefined ? undefined : eq(telegramUserLogs.type, bind('type', query.type)),
    ...timeRange(telegramUserLogs.createdAt, query.from, query.to, bind),
  );
}

/**
 * One page of a user's activity, newest first, by keyset on (created_at, id): each page starts
 * strictly after the previous page's last row, so rows never repeat or go missing between pages
 * however many share a timestamp, and the cost does not grow with the depth.
 */
export async function logPage(
  db: Database,
  userId: number,
  query: LogQuery,
): Promise<{ items: TelegramLog[]; nextCursor: string | null }> {
  const cursor = query.cursor ? decodeLogCursor(query.cursor) : undefined;
  const filter = bindFilter((bind) =>
    and(
      telegramLogWhere(query, userId, bind),
      cursor &&
        sql`(${telegramUserLogs.createdAt}, ${telegramUserLogs.id}) < (${bind('cursorAt', cursor.at)}::timestamptz, ${bind('cursorId', cursor.id)}::bigint)`,
    ),
  );
  const rows = await logPageStatement(db, filter.shape, filter.where).execute({
    ...filter.values,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(toTelegramLog),
    nextCursor:
      rows.length > query.limit && last
        ? encodeLogCursor({ at: last.cursorAt, id: last.id })
        : null,
  };
}

/**
 * The log page statement of a filter shape, built once (an infinite scroll sends it page after
 * page). An unnamed statement: PostgreSQL plans each page for its user, whose log may hold ten
 * rows or twenty thousand.
 */
const logPageStatement = statementCache((db, _shape: string, where: SQL | undefined) =>
  db
    .select(logColumns)
    .from(telegramUserLogs)
    .where(where)
    .orderBy(desc(telegramUserLogs.createdAt), desc(telegramUserLogs.id))
    .limit(sql.placeholder('limit'))
    .prepare(''),
);

export const toTelegramLog = (row: {
  id: string;
  telegramUserId: number;
  type: string;
  payload: Record<string, unknown>;
  createdAt: Date;
}): TelegramLog => ({
  id: row.id,
  telegramUserId: row.telegramUserId,
  type: row.type,
  payload: row.payload,
  createdAt: row.createdAt.toISOString(),
});

export { logColumns };
