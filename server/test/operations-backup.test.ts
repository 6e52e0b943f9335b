import { BACKUP_FORMAT, type BackupDocument } from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db';
import {
  appUsers,
  challenges,
  faqEntries,
  goals,
  levels,
  telegramUserLogs,
  telegramUsers,
} from '../src/db/schema';
import { backupTables } from '../src/operations/backup';
import { createTestServer, type TestServer, testDatabases } from './harness';

/** Every backed-up table's rows as sorted JSON texts (audit rows of restores left out). */
async function snapshot(db: Database): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of backupTables()) {
    const rows = (await db.execute(
      sql`select row_to_json(t)::text as row from ${sql.identifier(table.name)} t order by 1`,
    )) as unknown as { rows: { row: string }[] };
    result[table.name] = rows.rows
      .map((entry) => entry.row)
      .filter((row) => !row.includes('"action":"restore"'));
  }
  return result;
}

describe.each(testDatabases())('operations: backup and restore ($name)', (database) => {
  let server: TestServer;
  let token: string;

  const signInSuper = async () => (await server.signIn({ isSuperUser: true })).token;
  const download = async () => {
    const response = await server.request<BackupDocument>('GET', '/operations/backup', { token });
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="console-backup-/,
    );
    return response.body;
  };

  beforeAll(async () => {
    server = await createTestServer({ database });
    token = await signInSuper();
    const [goal] = await server.db
      .insert(goals)
      .values({ title: 'Run', category: 'fitness', description: 'Ünïcode "quoted"' })
      .returning();
    if (!goal) throw new Error('no goal');
    await server.db.insert(challenges).values({
      goalId: goal.id,
      title: 'Jog',
      xpReward: 10,
      difficulty: 'easy',
      durationDays: 3,
    });
    await server.db.insert(levels).values({
      number: 1,
      name: 'Rookie',
      requiredXp: 0,
      rewards: [{ type: 'coins', label: 'Hello', amount: 5 }],
    });
    await server.db
      .insert(faqEntries)
      .values({ question: 'Why?', answer: 'Because', locale: 'en-US' });
    const [user] = await server.db
      .insert(telegramUsers)
      .values({ telegramId: 9_007_199_254_740_000n, firstName: 'Ann', currentGoalId: goal.id })
      .returning();
    if (!user) throw new Error('no user');
    await server.db
      .insert(telegramUserLogs)
      .values({ telegramUserId: user.id, type: 'start', payload: { nested: { a: [1, 2] } } });
  });
  afterAll(() => server.close());

  it('round trip: backup, change things, restore gives the backed-up contents again', async () => {
    const backup = await download();
    expect(backup).toMatchObject({ format: BACKUP_FORMAT, schemaVersion: expect.any(Number) });
    expect(backup.schemaVersion).toBeGreaterThan(0);
    expect(Object.keys(backup.tables)).not.toContain('refresh_tokens');
    expect(Object.keys(backup.tables)).not.toContain('admin_sessions');
    expect(backup.tables.goals).toHaveLength(1);
    const before = await snapshot(server.db);

    await server.db.insert(goals).values({ title: 'Extra', category: 'x' });
    await server.db.update(levels).set({ name: 'Changed' });
    await server.db.delete(faqEntries);
    await server.createAdmin({ username: 'intruder' });

    const restored = await server.request<{ data: { tables: { name: string; rows: number }[] } }>(
      'POST',
      '/operations/restore',
      { token, body: { confirm: 'RESTORE', backup } },
    );
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body.data.tables).toContainEqual({ name: 'goals', rows: 1 });
    expect(await snapshot(server.db)).toEqual(before);

    // Sessions ended; identities continue after the restored ids.
    expect((await server.request('GET', '/auth/me', { token })).status).toBe(401);
    token = await signInSuper();
    const [next] = await server.db
      .insert(goals)
      .values({ title: 'New', category: 'y' })
      .returning();
    const maxRestoredId = Math.max(...(backup.tables.goals ?? []).map((row) => Number(row.id)));
    expect(next?.id).toBeGreaterThan(maxRestoredId);
    await server.db.delete(goals).where(sql`${goals.id} = ${next?.id ?? 0}`);
  });

  it('refuses an incompatible schema version, a bad file and a missing confirmation, changing nothing', async () => {
    const backup = await download();
    const before = await snapshot(server.db);

    const newer = await server.request<{ code: string; message: string }>(
      'POST',
      '/operations/restore',
      {
        token,
        body: {
          confirm: 'RESTORE',
          backup: { ...backup, schemaVersion: backup.schemaVersion + 1 },
        },
      },
    );
    expect(newer.status).toBe(409);
    expect(newer.body.message).toContain('schema version');

    const unconfirmed = await server.request('POST', '/operations/restore', {
      token,
      body: { confirm: 'yes', backup },
    });
    expect(unconfirmed.status).toBe(400);

    const notBackup = await server.request('POST', '/operations/restore', {
      token,
      body: { confirm: 'RESTORE', backup: { hello: 'world' } },
    });
    expect(notBackup.status).toBe(400);

    const unknownColumn = await server.request<{ details: { path: string }[] }>(
      'POST',
      '/operations/restore',
      {
        token,
        body: {
          confirm: 'RESTORE',
          backup: { ...backup, tables: { ...backup.tables, goals: [{ id: 1, secret: 1 }] } },
        },
      },
    );
    expect(unknownColumn.status).toBe(400);
    expect(unknownColumn.body.details.map((detail) => detail.path)).toContain(
      'backup.tables.goals.0.secret',
    );

    // Valid shape, invalid data (a challenge of a goal that is not in the file): rolled back.
    const orphan = await server.request('POST', '/operations/restore', {
      token,
      body: { confirm: 'RESTORE', backup: { ...backup, tables: { ...backup.tables, goals: [] } } },
    });
    expect(orphan.status).toBeGreaterThanOrEqual(400);
    expect(orphan.status).toBeLessThan(500);

    expect(await snapshot(server.db)).toEqual(before);
    expect((await server.request('GET', '/auth/me', { token })).status).toBe(200);
  });

  it('leaves app users and every schema table in the backup', async () => {
    await server.db.insert(appUsers).values({
      username: 'kim',
      email: 'kim@example.com',
      firstName: 'Kim',
      lastName: 'Lee',
    });
    const backup = await download();
    expect(backup.tables.app_users).toHaveLength(1);
    expect(Object.keys(backup.tables).sort()).toEqual(
      backupTables()
        .map((t) => t.name)
        .sort(),
    );
  });
});
