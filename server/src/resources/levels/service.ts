import {
  errorRules,
  type Level,
  type LevelUsers,
  type levelListQuerySchema,
  type RuleRef,
} from '@console/contract';
import { and, asc, desc, eq, gt, gte, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db';
import { type LevelRow, levels, telegramUsers } from '../../db/schema';
import { ruleConflict } from '../../http/errors';
import { containsEveryWord } from '../contains-match';
import type { VersionedResource } from '../versioned';

export const toLevel = (row: LevelRow): Level => ({
  id: row.id,
  number: row.number,
  name: row.name,
  requiredXp: row.requiredXp,
  badge: row.badge,
  rewards: row.rewards,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

export const levelResource: VersionedResource<typeof levels, Level> = {
  table: levels,
  resource: 'levels',
  label: 'Level',
  toRecord: toLevel,
};

type LevelFilter = Pick<z.output<typeof levelListQuerySchema>, 'q'>;

/** The WHERE of the list and of the export: each word of `q` is in the name. */
export const levelWhere = (filter: LevelFilter): SQL | undefined =>
  filter.q ? containsEveryWord(filter.q, [levels.name]) : undefined;

/**
 * Serialises level writes for the rest of the transaction, so two concurrent writes cannot each
 * pass the ordering check and together break it. Readers are not blocked.
 */
export async function lockLevelsForWrite(tx: Database): Promise<void> {
  await tx.execute(sql`lock table ${levels} in share row exclusive mode`);
}

export const levelHasUsersMessage = (number: number, users: number) =>
  `${users} Telegram user${users === 1 ? ' is' : 's are'} on level ${number}. A level that users are on keeps its number and cannot be deleted; rename it or change its rewards instead.`;

/**
 * 409 when messaging-app users are on level `number` (their stored `level`): deleting or
 * renumbering it would leave them on a level that no longer exists.
 */
export async function assertNoUsersOnLevel(
  tx: Database,
  number: number,
  field?: 'number',
): Promise<void> {
  const users = await tx.$count(telegramUsers, eq(telegramUsers.level, number));
  if (users === 0) return;
  const message = levelHasUsersMessage(number, users);
  throw ruleConflict(message, { rule: errorRules.levelHasUsers, params: { number, users } }, field);
}

/**
 * How many messaging-app users are on each level now, by number (levels without users left out):
 * the console tells before a delete that a level with users cannot be deleted (one index-only
 * scan of `telegram_users_level_idx`).
 */
export async function usersPerLevel(db: Database): Promise<LevelUsers[]> {
  return db
    .select({ number: telegramUsers.level, users: sql<number>`count(*)::integer` })
    .from(telegramUsers)
    .groupBy(telegramUsers.level)
    .orderBy(asc(telegramUsers.level));
}

type Neighbour = Pick<LevelRow, 'number' | 'requiredXp'>;

/** The refusal of an XP value that does not fit between the neighbouring levels, or null. */
export function xpOrderRefusal(
  requiredXp: number,
  below: Neighbour | undefined,
  above: Neighbour | undefined,
): { message: string; rule: RuleRef } | null {
  const tooLow = below !== undefined && requiredXp <= below.requiredXp;
  const tooHigh = above !== undefined && requiredXp >= above.requiredXp;
  if (!tooLow && !tooHigh) return null;
  const bounds = [
    below ? `more than level ${below.number} (${below.requiredXp} XP)` : null,
    above ? `less than level ${above.number} (${above.requiredXp} XP)` : null,
  ].filter((part): part is string => part !== null);
  return {
    message: `Required XP must grow with the level number: it must be ${bounds.join(' and ')}`,
    rule: {
      rule: errorRules.levelXpOrder,
      params: {
        ...(below ? { belowNumber: below.number, belowXp: below.requiredXp } : {}),
        ...(above ? { aboveNumber: above.number, aboveXp: above.requiredXp } : {}),
      },
    },
  };
}

/**
 * 409 with a field detail when `number` is taken or `requiredXp` does not sit strictly between
 * the levels just below and just above `number`. Call after `lockLevelsForWrite`.
 */
export async function assertLevelFits(
  tx: Database,
  number: number,
  requiredXp: number,
  exceptId?: number,
): Promise<void> {
  const others: SQL | undefined = exceptId === undefined ? undefined : ne(levels.id, exceptId);
  const neighbour = { number: levels.number, requiredXp: levels.requiredXp };
  // Sequential: this runs inside the write transaction, which is one connection.
  const [same] = await tx
    .select(neighbour)
    .from(levels)
    .where(and(eq(levels.number, number), others))
    .limit(1);
  const [below] = await tx
    .select(neighbour)
    .from(levels)
    .where(and(lt(levels.number, number), others))
    .orderBy(desc(levels.number))
    .limit(1);
  const [above] = await tx
    .select(neighbour)
    .from(levels)
    .where(and(gt(levels.number, number), others))
    .orderBy(asc(levels.number))
    .limit(1);
  if (same) {
    throw ruleConflict(
      `Level ${number} already exists`,
      { rule: errorRules.levelNumberTaken, params: { number } },
      'number',
    );
  }
  const refusal = xpOrderRefusal(requiredXp, below, above);
  if (refusal) throw ruleConflict(refusal.message, refusal.rule, 'requiredXp');
}

/**
 * Puts every messaging-app user whose XP is at least `fromXp` on the level their XP reaches (the
 * highest whose requiredXp ≤ xp, 0 below the first), after a level write changed which XP reaches
 * which level: a new level, a requirement raised or lowered, a number moved. Users below `fromXp`
 * are unaffected by a change at or above it. Same transaction, after `lockLevelsForWrite`;
 * answers how many users changed level.
 */
export async function relevelTelegramUsers(tx: Database, fromXp: number): Promise<number> {
  const reached = sql<number>`(select coalesce(max(${levels.number}), 0) from ${levels}
    where ${levels.requiredXp} <= ${telegramUsers.xp})`;
  const moved = await tx
    .update(telegramUsers)
    .set({ level: reached })
    .where(
      and(gte(telegramUsers.xp, fromXp), sql`${telegramUsers.level} is distinct from ${reached}`),
    )
    .returning({ id: telegramUsers.id });
  return moved.length;
}
