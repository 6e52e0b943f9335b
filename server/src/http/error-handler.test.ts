import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/harness';
import type { Database } from '../db';
import { challenges, levels } from '../db/schema';
import { toApiError } from './error-handler';

/** The error a statement fails with, as the driver and Drizzle throw it. */
async function failureOf(statement: Promise<unknown>): Promise<Error> {
  try {
    await statement;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the statement to fail');
}

describe.each(testDatabases())('database errors bad input can cause ($name)', (database) => {
  let db: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const opened = await database.open();
    db = opened.handle.db;
    drop = opened.drop;
  });
  afterAll(() => drop());

  it('answers a unique key 409 with its rule', async () => {
    await db.insert(levels).values({ number: 1, name: 'One', requiredXp: 0 });
    const error = await failureOf(
      db.insert(levels).values({ number: 1, name: 'One again', requiredXp: 10 }),
    );
    expect(toApiError(error).toEnvelope()).toEqual({
      success: false,
      code: 'CONFLICT',
      message: 'A record with these values already exists',
      rule: 'record.duplicate',
    });
  });

  it('answers a broken reference 409 with its rule', async () => {
    const error = await failureOf(
      db.insert(challenges).values({
        goalId: 999_999,
        title: 'Orphan',
        xpReward: 5,
        difficulty: 'easy',
        durationDays: 1,
      }),
    );
    expect(toApiError(error)).toMatchObject({
      statusCode: 409,
      rule: { rule: 'record.referenced' },
    });
  });

  it('answers a value the column cannot hold 400, and anything else 500', async () => {
    const invalid = await failureOf(db.execute(sql`select 'many'::integer`));
    expect(toApiError(invalid)).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    const missingTable = await failureOf(db.execute(sql`select * from no_such_table`));
    expect(toApiError(missingTable)).toMatchObject({ statusCode: 500, code: 'INTERNAL_ERROR' });
  });
});
