import { connect, type Socket } from 'node:net';
import { Readable } from 'node:stream';
import { BACKUP_FORMAT, type BackupDocument } from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appUsers,
  challenges,
  faqEntries,
  goals,
  levels,
  telegramUserLogs,
  telegramUsers,
} from '../src/db/schema';
import { backupTables, OLDEST_RESTORABLE_SCHEMA_VERSION } from '../src/operations/backup';
import { restoreChecks } from '../src/operations/restore-checks';
import { snapshot } from './backup-snapshot';
import { createTestServer, type TestServer, testDatabases } from './harness';
import { postRestore, type RestoreAnswer, type RestoreRequestOptions } from './restore-request';

/** Rows in the large table: several insert batches before the end of the file. */
const LOG_ROWS = 4500;
/** Beyond double precision: survives the round trip only if the rows are never re-serialised. */
const HUGE_TELEGRAM_ID = 9_007_199_254_740_993n;

describe.each(testDatabases())('operations: backup and restore ($name)', (database) => {
  let server: TestServer;
  let token: string;
  /** The super admin's first session (the admin is in every backup made here). */
  let firstSession: { refreshToken: string; admin: { username: string } };

  const signInSuper = async () => (await server.signIn({ isSuperUser: true })).token;
  /** The backup file exactly as downloaded. */
  const download = async (): Promise<string> => {
    const response = await server.request('GET', '/operations/backup', { token });
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="console-backup-/,
    );
    return response.text;
  };
  const restore = (payload: string | Readable, options?: RestoreRequestOptions) =>
    postRestore(server, token, payload, options);
  const lastLine = (answer: RestoreAnswer) => answer.lines.at(-1);

  beforeAll(async () => {
    server = await createTestServer({ database });
    firstSession = await server.signIn({ isSuperUser: true });
    token = firstSession.token;
    const [goal] = await server.db
      .insert(goals)
      .values({ title: 'Run', category: 'fitness', description: 'Ünïcode "quoted" \\ {[' })
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
      .values({ telegramId: HUGE_TELEGRAM_ID, firstName: 'Ann', currentGoalId: goal.id })
      .returning();
    if (!user) throw new Error('no user');
    await server.db
      .insert(telegramUserLogs)
      .values({ telegramUserId: user.id, type: 'start', payload: { nested: { a: [1, 2] } } });
    await server.db.execute(
      sql`insert into telegram_user_logs (telegram_user_id, type, payload) select ${user.id}, 'xp', jsonb_build_object('n', g, 'text', 'line "' || g || '"') from generate_series(2, ${LOG_ROWS}) g`,
    );
  });
  afterAll(() => server.close());

  it('round trip: backup, change things, restore gives identical data, with progress', async () => {
    const file = await download();
    const backup = JSON.parse(file) as BackupDocument;
    expect(backup).toMatchObject({ format: BACKUP_FORMAT, schemaVersion: expect.any(Number) });
    expect(backup.schemaVersion).toBeGreaterThan(0);
    expect(Object.keys(backup.tables)).not.toContain('refresh_tokens');
    expect(Object.keys(backup.tables)).not.toContain('admin_sessions');
    expect(backup.tables.telegram_user_logs).toHaveLength(LOG_ROWS);
    expect(file).toContain(`"telegram_id":${HUGE_TELEGRAM_ID}`);
    const before = await snapshot(server.db);

    await server.db.insert(goals).values({ title: 'Extra', category: 'x' });
    await server.db.update(levels).set({ name: 'Changed' });
    await server.db.delete(faqEntries);
    await server.db.update(telegramUsers).set({ telegramId: 1n });
    await server.createAdmin({ username: 'intruder' });
    // Live sessions of two admins, and one already ended: the restore ends the live ones.
    const notInBackup = await server.signIn({ username: 'another' });
    const signedOut = await server.signIn({ username: 'gone' });
    await server.db.execute(
      sql`update admin_sessions set revoked_at = now() where id = ${signedOut.sessionId}`,
    );
    const liveSessions = (
      (await server.db.execute(
        sql`select count(*)::int as count from admin_sessions where revoked_at is null`,
      )) as unknown as { rows: { count: number }[] }
    ).rows[0]?.count;
    expect(liveSessions).toBeGreaterThanOrEqual(2);

    // Sent in small pieces, as a network delivers it.
    const pieces = file.match(/[\s\S]{1,1000}/g) ?? [];
    const answer = await restore(Readable.from(pieces));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(answer.lines[0]).toEqual({
      type: 'accepted',
      schemaVersion: backup.schemaVersion,
      backupCreatedAt: backup.createdAt,
    });
    const result = lastLine(answer);
    if (result?.type !== 'result') throw new Error(JSON.stringify(result));
    expect(result.result.tables).toContainEqual({ name: 'goals', rows: 1 });
    expect(result.result.tables).toContainEqual({ name: 'telegram_user_logs', rows: LOG_ROWS });
    expect(result.result.sessionsEnded).toBe(true);
    const finished = answer.lines.filter((line) => line.type === 'progress' && line.done);
    expect(finished.map((line) => line.type === 'progress' && line.table)).toEqual(
      backupTables().map((table) => table.name),
    );
    expect(finished).toContainEqual(
      expect.objectContaining({ table: 'telegram_user_logs', rows: LOG_ROWS }),
    );
    const bytes = answer.lines.flatMap((line) => (line.type === 'progress' ? [line.bytes] : []));
    expect(bytes).toEqual([...bytes].sort((a, b) => a - b));
    expect(bytes.at(-1)).toBeLessThanOrEqual(Buffer.byteLength(file));

    expect(await snapshot(server.db)).toEqual(before);
    const [restoredUser] = await server.db.select().from(telegramUsers);
    expect(restoredUser?.telegramId).toBe(HUGE_TELEGRAM_ID);

    // Sessions ended; identities continue after the restored ids; the restore is audited.
    expect((await server.request('GET', '/auth/me', { token })).status).toBe(401);
    // The holder of an ended session learns why, when the restored data still has its admin.
    const refresh = (refreshToken: string) =>
      server.request<{ rule?: string; params?: unknown }>('POST', '/auth/refresh', {
        body: { refreshToken },
      });
    const refused = await refresh(firstSession.refreshToken);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({
      rule: 'session.ended',
      params: { reason: 'restored' },
    });
    const unknown = await refresh(notInBackup.refreshToken);
    expect(unknown.status).toBe(401);
    expect(unknown.body).not.toHaveProperty('rule');
    token = await signInSuper();
    const [next] = await server.db
      .insert(goals)
      .values({ title: 'New', category: 'y' })
      .returning();
    const maxRestoredId = Math.max(...(backup.tables.goals ?? []).map((row) => Number(row.id)));
    expect(next?.id).toBeGreaterThan(maxRestoredId);
    await server.db.delete(goals).where(sql`${goals.id} = ${next?.id ?? 0}`);
    const audited = (await server.db.execute(
      sql`select after from audit_logs where action = 'restore' order by id desc limit 1`,
    )) as unknown as { rows: { after: { tables: { name: string; rows: number }[] } }[] };
    expect(audited.rows[0]?.after.tables).toContainEqual({
      name: 'telegram_user_logs',
      rows: LOG_ROWS,
    });
    // Ending every session is a security event, committed with the restore, with the count.
    const ended = (await server.db.execute(
      sql`select admin_user_id, username, ip, details from security_events where type = 'sessions.revoked' and details->>'cause' = 'restore'`,
    )) as unknown as { rows: { admin_user_id: number | null; details: unknown }[] };
    expect(ended.rows).toEqual([
      {
        // Every admin's sessions, so none is named; the username says who restored.
        admin_user_id: null,
        username: firstSession.admin.username,
        ip: expect.any(String),
        details: {
          by: expect.any(Number),
          byUsername: firstSession.admin.username,
          cause: 'restore',
          revokedSessions: liveSessions,
        },
      },
    ]);
  });

  describe('refusals change nothing', () => {
    let file: string;
    let before: Record<string, string[]>;
    beforeAll(async () => {
      file = await download();
      before = await snapshot(server.db);
    });
    const expectUnchanged = async () => {
      expect(await snapshot(server.db)).toEqual(before);
      // A restore that had committed would have ended every session.
      expect((await server.request('GET', '/auth/me', { token })).status).toBe(200);
    };
    /** Where the large table's array closes (rows may hold arrays of their own). */
    const logsEnd = () => {
      const close = /\}\](,"[a-z_]+":\[|\}\})/g;
      close.lastIndex = file.indexOf('"telegram_user_logs":[');
      const found = close.exec(file);
      if (!found) throw new Error('no end of telegram_user_logs');
      return found.index + 1;
    };

    it('malformed JSON at the end of the large table: rolled back after its batches', async () => {
      const broken = `${file.slice(0, logsEnd())},{"id":999999,"type":}${file.slice(logsEnd())}`;
      const answer = await restore(broken);
      expect(answer.status).toBe(200);
      expect(answer.lines[0]?.type).toBe('accepted');
      // Every table before it, and the earlier log rows, were written before the failure.
      expect(answer.lines).toContainEqual(
        expect.objectContaining({ type: 'progress', table: 'telegram_users', done: true }),
      );
      expect(lastLine(answer)).toMatchObject({
        type: 'error',
        status: 400,
        code: 'VALIDATION_ERROR',
        message: expect.stringContaining(
          `row ${LOG_ROWS + 1} of table telegram_user_logs is not valid JSON`,
        ),
      });
      await expectUnchanged();
    });

    it('a file cut short, and garbage after the end', async () => {
      const cut = await restore(file.slice(0, logsEnd() - 10));
      expect(lastLine(cut)).toMatchObject({ type: 'error', status: 400 });
      expect(lastLine(cut)?.type === 'error' && lastLine(cut)).toMatchObject({
        message: expect.stringContaining('not complete'),
      });
      const trailing = await restore(`${file.trim()} {}`);
      expect(lastLine(trailing)).toMatchObject({
        type: 'error',
        message: expect.stringContaining('goes on after its end'),
      });
      await expectUnchanged();
    });

    it('an unknown column, an unknown table, a missing table', async () => {
      const unknownColumn = await restore(file.replace('"goals":[{', '"goals":[{"secret":1,'));
      expect(lastLine(unknownColumn)).toMatchObject({
        type: 'error',
        status: 400,
        details: [{ path: 'backup.tables.goals.0.secret', message: 'Unknown column' }],
      });
      const unknownTable = await restore(file.replace('"tables":{', '"tables":{"secrets":[],'));
      expect(lastLine(unknownTable)).toMatchObject({
        type: 'error',
        details: [{ path: 'backup.tables.secrets', message: 'Unknown table' }],
      });
      const missing = await restore(file.replace(/,"faq_entries":\[[^\]]*\]/, ''));
      expect(lastLine(missing)).toMatchObject({
        type: 'error',
        details: [{ path: 'backup.tables.faq_entries', message: 'Table is missing' }],
      });
      await expectUnchanged();
    });

    /** The file with one small table's rows replaced by `edit` of its rows. */
    const editTable = (
      table: string,
      edit: (rows: Record<string, unknown>[]) => Record<string, unknown>[],
    ) => {
      const names = backupTables().map((entry) => entry.name);
      const next = names[names.indexOf(table) + 1];
      const start = file.indexOf(`"${table}":[`) + table.length + 4;
      const end = next ? file.indexOf(`],"${next}":[`, start) : file.lastIndexOf(']}}');
      const rows = (JSON.parse(file) as BackupDocument).tables[table] ?? [];
      return `${file.slice(0, start)}${JSON.stringify(edit(rows)).slice(1, -1)}${file.slice(end)}`;
    };
    const firstId = (table: string) =>
      Number((JSON.parse(file) as BackupDocument).tables[table]?.[0]?.id);
    /**
     * Refused with a 400 whose details name each field of the row and what is wrong with it (the
     * rule's `problem` and its limit, for the console's own words), and nothing changed.
     */
    const expectRefused = async (
      edited: string,
      {
        table,
        row,
        fields,
        problems,
      }: { table: string; row: string; fields: string[]; problems: Record<string, unknown>[] },
    ) => {
      const answer = await restore(edited);
      expect(answer.status).toBe(200);
      const ruleOf = (index: number) => ({
        rule: 'restore.valueRefused',
        params: { table, row, field: fields[index], ...problems[index] },
      });
      // A list's entry is counted from 1 in the words, from 0 in the path.
      const said = (index: number) => {
        const { entry, part } = problems[index] ?? {};
        return {
          words: `${fields[index]}${entry === undefined ? '' : `, entry ${entry}`}${part === undefined ? '' : `, ${part}`}`,
          path: `${fields[index]}${entry === undefined ? '' : `.${Number(entry) - 1}`}${part === undefined ? '' : `.${part}`}`,
        };
      };
      expect(lastLine(answer)).toMatchObject({
        type: 'error',
        status: 400,
        code: 'VALIDATION_ERROR',
        message: expect.stringContaining(`Table ${table}, row ${row}, field ${said(0).words}: `),
        ...ruleOf(0),
        details: fields.map((_, index) => ({
          path: `backup.tables.${table}[${row}].${said(index).path}`,
          ...ruleOf(index),
        })),
      });
      await expectUnchanged();
    };

    /** Times PostgreSQL stores but no contract date can write (the API answers years 1–9999). */
    const UNWRITABLE_TIMES = [
      'infinity',
      '-infinity',
      '10000-01-01T00:00:00+00:00',
      '0001-12-31T23:59:59+00:00 BC',
    ];

    it('a FAQ entry in a locale the contract does not list: 400 naming it, rolled back', async () => {
      const edited = editTable('faq_entries', (rows) =>
        rows.map((row) => ({ ...row, locale: 'xx-XX' })),
      );
      await expectRefused(edited, {
        table: 'faq_entries',
        row: `id=${firstId('faq_entries')}`,
        fields: ['locale'],
        problems: [{ problem: 'unknownValue', value: 'xx-XX' }],
      });
    });

    it('a level reward the API refuses: 400 naming the reward field, rolled back', async () => {
      const edited = editTable('levels', ([level, ...rest]) => [
        { ...level, rewards: [{ type: 'gold', label: '', amount: -5 }] },
        ...rest,
      ]);
      await expectRefused(edited, {
        table: 'levels',
        row: `id=${firstId('levels')}`,
        fields: ['rewards', 'rewards', 'rewards'],
        problems: [
          { problem: 'unknownValue', value: 'gold', entry: 1, part: 'type' },
          { problem: 'minLength', min: 1, entry: 1, part: 'label' },
          { problem: 'minValue', min: 1, entry: 1, part: 'amount' },
        ],
      });
    });

    it("a goal title beyond the contract's 200 characters: 400 naming it, rolled back", async () => {
      const edited = editTable('goals', (rows) =>
        rows.map((row) => ({ ...row, title: 'x'.repeat(100_000) })),
      );
      await expectRefused(edited, {
        table: 'goals',
        row: `id=${firstId('goals')}`,
        fields: ['title'],
        problems: [{ problem: 'maxLength', max: 200 }],
      });
    });

    it('large tables: a negative XP, a log payload that is not an object: 400, rolled back', async () => {
      expect(file.match(/"xp":0,/g)).toHaveLength(1);
      await expectRefused(file.replace('"xp":0,', '"xp":-1,'), {
        table: 'telegram_users',
        row: `id=${firstId('telegram_users')}`,
        fields: ['xp'],
        problems: [{ problem: 'minValue', min: 0 }],
      });
      const payload = /"payload":\{"nested": ?\{"a": ?\[1, ?2\]\}\}/;
      expect(file).toMatch(payload);
      const logId = Number(/"id":(\d+),[^{}]*"payload":\{"nested"/.exec(file)?.[1]);
      await expectRefused(file.replace(payload, '"payload":[1,2]'), {
        table: 'telegram_user_logs',
        row: `id=${logId}`,
        fields: ['payload'],
        problems: [{ problem: 'jsonObject' }],
      });
    });

    it('a stored day counted at no time the API could write, or at none: 400, rolled back', async () => {
      const dayCountedAt = (computedAt: unknown) =>
        editTable('telegram_activity_daily', () => [
          {
            day: '2024-05-01',
            signups: 1,
            active_users: 2,
            completions: 3,
            computed_at: computedAt,
          },
        ]);
      for (const computedAt of UNWRITABLE_TIMES) {
        await expectRefused(dayCountedAt(computedAt), {
          table: 'telegram_activity_daily',
          row: 'day=2024-05-01',
          fields: ['computed_at'],
          problems: [{ problem: 'dateTime' }],
        });
      }
      const rowRefused = (problem: string) => ({
        type: 'error',
        status: 400,
        code: 'VALIDATION_ERROR',
        rule: 'restore.rowsRefused',
        params: { table: 'telegram_activity_daily', first: 1, last: 1, problem },
      });
      expect(lastLine(await restore(dayCountedAt(null)))).toMatchObject({
        ...rowRefused('missingValue'),
        message:
          'Table telegram_activity_daily, row 1 of the file: column computed_at is empty, but it needs a value. Nothing was changed.',
      });
      expect(lastLine(await restore(dayCountedAt('yesterday at noon')))).toMatchObject(
        rowRefused('invalidValue'),
      );
      await expectUnchanged();
    });

    it('an admin whose password was changed at no time the API could write, or who has no password hash it can verify: 400, rolled back', async () => {
      const adminId = firstId('admin_users');
      const firstAdmin = (changes: Record<string, unknown>) =>
        editTable('admin_users', ([admin, ...rest]) => [{ ...admin, ...changes }, ...rest]);
      for (const changedAt of UNWRITABLE_TIMES) {
        await expectRefused(firstAdmin({ password_changed_at: changedAt }), {
          table: 'admin_users',
          row: `id=${adminId}`,
          fields: ['password_changed_at'],
          problems: [{ problem: 'dateTime' }],
        });
      }
      await expectRefused(firstAdmin({ password_hash: 'not a hash' }), {
        table: 'admin_users',
        row: `id=${adminId}`,
        fields: ['password_hash'],
        problems: [{ problem: 'format' }],
      });
    });

    it('an admin with a permission the console does not know, or an empty one: 400 naming the value, rolled back', async () => {
      const adminId = firstId('admin_users');
      const withPermissions = (permissions: unknown) =>
        editTable('admin_users', ([admin, ...rest]) => [{ ...admin, permissions }, ...rest]);
      // Read back, the unknown permission would be dropped without a word (`knownPermissions`).
      const unknown = withPermissions(['goals:read', 'reports:read']);
      await expectRefused(unknown, {
        table: 'admin_users',
        row: `id=${adminId}`,
        fields: ['permissions'],
        problems: [{ problem: 'unknownValue', value: 'reports:read', entry: 2 }],
      });
      expect(lastLine(await restore(unknown))).toMatchObject({
        message: `Table admin_users, row id=${adminId}, field permissions, entry 2: "reports:read" is not one of the values this field takes. Nothing was changed.`,
      });
      // A value of megabytes is named by its beginning.
      await expectRefused(withPermissions(['x'.repeat(5000)]), {
        table: 'admin_users',
        row: `id=${adminId}`,
        fields: ['permissions'],
        problems: [{ problem: 'unknownValue', value: `${'x'.repeat(100)}…`, entry: 1 }],
      });
      await expectRefused(withPermissions(['goals:read', null]), {
        table: 'admin_users',
        row: `id=${adminId}`,
        fields: ['permissions'],
        problems: [{ problem: 'required', entry: 2 }],
      });
    });

    it('levels whose required XP does not grow with the number: 400 naming the level below, rolled back', async () => {
      const levelId = firstId('levels');
      const edited = editTable('levels', ([level, ...rest]) => [
        { ...level, required_xp: 10 },
        { ...level, id: levelId + 1, number: 2, required_xp: 5 },
        ...rest,
      ]);
      await expectRefused(edited, {
        table: 'levels',
        row: `id=${levelId + 1}`,
        fields: ['required_xp'],
        problems: [{ problem: 'levelXpOrder', belowNumber: 1, belowXp: 10 }],
      });
      expect(lastLine(await restore(edited))).toMatchObject({
        message: `Table levels, row id=${levelId + 1}, field required_xp: Required XP must grow with the level number: it must be more than level 1 (10 XP). Nothing was changed.`,
      });
      // Equal XP breaks the same rule (the database's unique key refuses it first): the higher
      // level is named, whichever comes first in the file.
      const equal = editTable('levels', ([level, ...rest]) => [
        { ...level, id: levelId + 2, number: 3, required_xp: 100 },
        { ...level, id: levelId + 1, number: 2, required_xp: 100 },
        { ...level, required_xp: 10 },
        ...rest,
      ]);
      await expectRefused(equal, {
        table: 'levels',
        row: `id=${levelId + 2}`,
        fields: ['required_xp'],
        problems: [{ problem: 'levelXpOrder', belowNumber: 2, belowXp: 100 }],
      });
      expect(lastLine(await restore(equal))).toMatchObject({
        message: `Table levels, row id=${levelId + 2}, field required_xp: Required XP must grow with the level number: it must be more than level 2 (100 XP). Nothing was changed.`,
      });
    });

    it('admins of whom no one is an active super user, or none at all: 400, rolled back', async () => {
      const refusal = {
        type: 'error',
        status: 400,
        code: 'VALIDATION_ERROR',
        message:
          'The backup has no active super user: once it was restored, no one could manage admin users or restore another backup. Nothing was changed.',
        rule: 'restore.noSuperUser',
        details: [{ path: 'backup.tables.admin_users', rule: 'restore.noSuperUser' }],
      };
      const admins = (JSON.parse(file) as BackupDocument).tables.admin_users ?? [];
      expect(admins.some((admin) => admin.is_super_user && admin.is_active)).toBe(true);
      for (const change of [{ is_super_user: false }, { is_active: false }]) {
        const edited = editTable('admin_users', (rows) =>
          rows.map((row) => ({ ...row, ...change })),
        );
        expect(lastLine(await restore(edited))).toMatchObject(refusal);
      }
      expect(lastLine(await restore(editTable('admin_users', () => [])))).toMatchObject(refusal);
      await expectUnchanged();
    });

    it('two admins whose usernames differ only in case: 409 naming the later row and the username', async () => {
      const admins = (JSON.parse(file) as BackupDocument).tables.admin_users ?? [];
      const [admin] = admins;
      const edited = editTable('admin_users', (rows) => [
        ...rows,
        { ...admin, id: Number(admin?.id) + 100, username: String(admin?.username).toUpperCase() },
      ]);
      const position = admins.length + 1;
      const id = Number(admin?.id) + 100;
      expect(lastLine(await restore(edited))).toMatchObject({
        type: 'error',
        status: 409,
        message: `Table admin_users, row id=${id}: column username repeats a value that must be unique. Nothing was changed.`,
        rule: 'restore.rowsRefused',
        params: {
          table: 'admin_users',
          first: position,
          last: position,
          row: `id=${id}`,
          problem: 'duplicate',
          column: 'username',
        },
      });
      await expectUnchanged();
    });

    it('a record timestamp after year 9999: refused as the scans refuse one, rolled back', async () => {
      await expectRefused(
        editTable('goals', ([goal, ...rest]) => [
          { ...goal, created_at: '10000-01-01T00:00:00+00:00' },
          ...rest,
        ]),
        {
          table: 'goals',
          row: `id=${firstId('goals')}`,
          fields: ['created_at'],
          problems: [{ problem: 'dateTime' }],
        },
      );
    });

    it('a constraint violation (a challenge of a goal not in the file): 409, rolled back', async () => {
      const orphan = await restore(file.replace(/"goals":\[[^\]]*\]/, '"goals":[]'));
      expect(lastLine(orphan)).toMatchObject({
        type: 'error',
        status: 409,
        code: 'CONFLICT',
        message: `Table challenges, row id=${firstId('challenges')}: column goal_id refers to a record that is not in the backup. Nothing was changed.`,
        rule: 'restore.rowsRefused',
        params: {
          table: 'challenges',
          first: 1,
          last: 1,
          problem: 'reference',
          column: 'goal_id',
        },
        // PostgreSQL's own words stay on the detail, for whoever looks into the file.
        details: [
          { path: 'backup.tables.challenges', message: expect.stringMatching(/foreign key/) },
        ],
      });
      await expectUnchanged();
    });

    it('a row without a value its column requires: the rule names the table, row and column', async () => {
      const [goal] = (JSON.parse(file) as BackupDocument).tables.goals ?? [];
      const edited = editTable('goals', (rows) => [
        ...rows,
        { ...goal, id: Number(goal?.id) + 100, title: null },
        { ...goal, id: Number(goal?.id) + 101 },
      ]);
      const answer = await restore(edited);
      const position = ((JSON.parse(file) as BackupDocument).tables.goals ?? []).length + 1;
      expect(lastLine(answer)).toMatchObject({
        type: 'error',
        status: 400,
        code: 'VALIDATION_ERROR',
        message: `Table goals, row id=${Number(goal?.id) + 100}: column title is empty, but it needs a value. Nothing was changed.`,
        rule: 'restore.rowsRefused',
        params: {
          table: 'goals',
          first: position,
          last: position,
          problem: 'missingValue',
          column: 'title',
        },
      });
      const duplicate = await restore(
        editTable('goals', (rows) => [...rows, { ...goal, title: 'Twice' }]),
      );
      expect(lastLine(duplicate)).toMatchObject({
        type: 'error',
        status: 409,
        rule: 'restore.rowsRefused',
        params: {
          table: 'goals',
          first: position,
          last: position,
          problem: 'duplicate',
          column: 'id',
        },
      });
      await expectUnchanged();
    });

    it('a newer schema version, or one older than the oldest restorable: 409 before the restore begins', async () => {
      const document = JSON.parse(file) as BackupDocument;
      const current = document.schemaVersion;
      const atVersion = (version: number) =>
        file.replace(`"schemaVersion":${current}`, `"schemaVersion":${version}`);
      const newer = await restore(atVersion(current + 1));
      expect(newer.status).toBe(409);
      expect(newer.body.code).toBe('CONFLICT');
      expect(newer.body.message).toBe(
        `The backup was made with schema version ${current + 1}; this server restores backups of schema versions ${OLDEST_RESTORABLE_SCHEMA_VERSION} to ${current}. Update this server to schema version ${current + 1} or later, then restore it.`,
      );
      expect(newer.body).toMatchObject({
        rule: 'restore.schemaVersion',
        params: { backup: current + 1, oldest: OLDEST_RESTORABLE_SCHEMA_VERSION, current },
      });
      await expectUnchanged();

      const tooOld = OLDEST_RESTORABLE_SCHEMA_VERSION - 1;
      const older = await restore(atVersion(tooOld));
      expect(older.status).toBe(409);
      expect(older.body.message).toContain(
        `Restore it into a server of schema version ${tooOld}, update that server to schema version ${OLDEST_RESTORABLE_SCHEMA_VERSION} or later, then make a new backup there.`,
      );
      expect(older.body.params).toEqual({
        backup: tooOld,
        oldest: OLDEST_RESTORABLE_SCHEMA_VERSION,
        current,
      });
      await expectUnchanged();
    });

    it('not a backup: 400 before the restore begins', async () => {
      const foreign = await restore('{"format":"something-else","tables":{}}');
      expect(foreign.status).toBe(400);
      expect(foreign.body.details?.map((detail) => detail.path)).toEqual(['backup.format']);
      const notJson = await restore('hello');
      expect(notJson.status).toBe(400);
      expect(notJson.body.message).toContain('does not start with "{"');
      const empty = await restore('');
      expect(empty.status).toBe(400);
      expect(empty.body.message).toContain('empty');
      const plain = await restore(file, { headers: { 'content-type': 'text/plain' } });
      expect(plain.status).toBe(415);
      await expectUnchanged();
    });

    it('a missing or wrong confirmation: 400', async () => {
      const missing = await restore(file, { confirm: null });
      expect(missing.status).toBe(400);
      expect(missing.body.details).toEqual([
        { path: 'confirm', message: 'Type RESTORE to confirm' },
      ]);
      const wrong = await restore(file, { confirm: 'restore' });
      expect(wrong.status).toBe(400);
      await expectUnchanged();
    });

    it('as application/octet-stream too (a bare file upload)', async () => {
      const answer = await restore(file.replace('"goals":[{', '"goals":[{"x":1,'), {
        headers: { 'content-type': 'application/octet-stream' },
      });
      expect(answer.status).toBe(200);
      expect(lastLine(answer)).toMatchObject({ type: 'error', status: 400 });
      await expectUnchanged();
    });
  });

  describe('over a real connection', () => {
    let port: number;
    beforeAll(async () => {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const address = server.app.server.address();
      if (!address || typeof address === 'string') throw new Error('not listening');
      port = address.port;
    });

    /** Sends the request head and answers the socket and everything it receives so far. */
    const open = (headers: Record<string, string | number>, query = 'confirm=RESTORE') => {
      const socket = connect(port, '127.0.0.1');
      const received: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => received.push(chunk));
      socket.on('error', () => {});
      const head = [
        `POST ${server.config.apiPrefix}/operations/restore?${query} HTTP/1.1`,
        'Host: 127.0.0.1',
        `Authorization: Bearer ${token}`,
        'Content-Type: application/json',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        '',
        '',
      ].join('\r\n');
      socket.write(head);
      return { socket, text: () => Buffer.concat(received).toString('utf8') };
    };
    const waitFor = async (test: () => boolean, what: string) => {
      const deadline = Date.now() + 20_000;
      while (!test()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const closed = (socket: Socket) =>
      new Promise<void>((resolve) => {
        if (socket.destroyed) resolve();
        else socket.once('close', () => resolve());
      });

    it('a wrong confirmation is refused before any of the body is sent', async () => {
      const { socket, text } = open({ 'Content-Length': 1_000_000 }, 'confirm=yes');
      await waitFor(() => text().includes('\r\n\r\n'), 'the answer');
      expect(text()).toMatch(/^HTTP\/1\.1 400 /);
      expect(text()).toContain('Type RESTORE to confirm');
      socket.destroy();
    });

    it('a declared size above RESTORE_MAX_BYTES: 413 before the body is read', async () => {
      const { socket, text } = open({ 'Content-Length': server.config.restoreMaxBytes + 1 });
      await waitFor(() => text().includes('PAYLOAD_TOO_LARGE'), 'the answer');
      expect(text()).toMatch(/^HTTP\/1\.1 413 /);
      expect(text().toLowerCase()).toContain('connection: close');
      await closed(socket);
    });

    it('after a refusal mid-upload the connection serves the next request', async () => {
      const file = await download();
      const document = JSON.parse(file) as BackupDocument;
      const newer = file.replace(
        `"schemaVersion":${document.schemaVersion}`,
        `"schemaVersion":${document.schemaVersion + 1}`,
      );
      expect(Buffer.byteLength(newer)).toBeGreaterThan(200_000);
      const { socket, text } = open({ 'Content-Length': Buffer.byteLength(newer) });
      socket.write(newer);
      await waitFor(() => text().includes('"code":"CONFLICT"'), 'the refusal');
      expect(text()).toMatch(/^HTTP\/1\.1 409 /);
      // The rest of the body was read and dropped: the same connection answers again.
      socket.write(
        `GET ${server.config.apiPrefix}/auth/me HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n\r\n`,
      );
      await waitFor(() => (text().match(/HTTP\/1\.1 /g) ?? []).length === 2, 'a second answer');
      expect(text()).toMatch(/HTTP\/1\.1 200 [\s\S]*"success":true/);
      socket.destroy();
    });

    it('the client disconnecting mid-upload leaves the data as it was', async () => {
      const file = await download();
      const before = await snapshot(server.db);
      const { socket, text } = open({ 'Content-Length': Buffer.byteLength(file) });
      // Up to the middle of the large table: earlier tables and some log rows are written.
      const logs = file.indexOf('"telegram_user_logs":[');
      const middle = logs + Math.floor((file.length - logs) / 2);
      socket.write(file.slice(0, middle));
      await waitFor(
        () => text().includes('"table":"telegram_users","rows":1,'),
        'progress of a table written inside the restore',
      );
      socket.destroy();
      await closed(socket);
      // Reading waits for the restore's transaction (its TRUNCATE locks every table) to end.
      expect(await snapshot(server.db)).toEqual(before);
      expect((await server.request('GET', '/auth/me', { token })).status).toBe(200);
    });
  });

  it('describes the streamed restore in the OpenAPI document', async () => {
    const response = await server.request<{
      paths: Record<string, Record<string, Record<string, unknown>>>;
    }>('GET', '/openapi.json');
    const operation = response.body.paths['/api/admin/operations/restore']?.post as {
      parameters: { name: string; in: string; required: boolean }[];
      requestBody: { content: Record<string, unknown> };
      responses: Record<string, { content?: Record<string, unknown> }>;
    };
    expect(operation.parameters).toContainEqual(
      expect.objectContaining({ name: 'confirm', in: 'query', required: true }),
    );
    expect(Object.keys(operation.requestBody.content)).toEqual([
      'application/json',
      'application/octet-stream',
    ]);
    expect(Object.keys(operation.responses['200']?.content ?? {})).toEqual([
      'application/x-ndjson',
    ]);
    expect(Object.keys(operation.responses)).toEqual(
      expect.arrayContaining(['400', '401', '403', '409', '413', '415']),
    );
  });

  it('leaves app users and every schema table in the backup', async () => {
    await server.db.insert(appUsers).values({
      username: 'kim',
      email: 'kim@example.com',
      firstName: 'Kim',
      lastName: 'Lee',
    });
    const backup = JSON.parse(await download()) as BackupDocument;
    expect(backup.tables.app_users).toHaveLength(1);
    expect(Object.keys(backup.tables).sort()).toEqual(
      backupTables()
        .map((t) => t.name)
        .sort(),
    );
  });
});

it('a restore checks every table it writes', () => {
  expect(restoreChecks.map((check) => check.table).sort()).toEqual(
    backupTables()
      .map((table) => table.name)
      .sort(),
  );
});

it('a restore checks every column it writes, in a record or not', () => {
  const unchecked = backupTables().flatMap((table) => {
    const checked = restoreChecks.find((check) => check.table === table.name)?.columns;
    return [...table.columns]
      .filter((column) => !checked?.has(column))
      .map((column) => `${table.name}.${column}`);
  });
  expect(unchecked).toEqual([]);
});

describe('operations: restore size limit', () => {
  const LIMIT = 64 * 1024;
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await createTestServer({ config: { restoreMaxBytes: LIMIT } });
    token = (await server.signIn({ isSuperUser: true })).token;
    await server.db.insert(goals).values({ title: 'Kept', category: 'x' });
  });
  afterAll(() => server.close());

  it('a body streamed past the limit without a declared size is refused; nothing changes', async () => {
    const backup = await server.request('GET', '/operations/backup', { token });
    const document = JSON.parse(backup.text) as BackupDocument;
    const padded = JSON.stringify({
      ...document,
      tables: {
        ...document.tables,
        faq_entries: Array.from({ length: 400 }, (_, index) => ({
          id: index + 1,
          question: 'Q'.repeat(200),
          answer: 'A'.repeat(200),
          locale: 'en-US',
        })),
      },
    });
    expect(padded.length).toBeGreaterThan(2 * LIMIT);
    // A stream: no Content-Length, so the limit is found while reading.
    const { lines } = await postRestore(
      server,
      token,
      Readable.from(padded.match(/[\s\S]{1,512}/g) ?? []),
    );
    const tooLarge = {
      code: 'PAYLOAD_TOO_LARGE',
      rule: 'restore.tooLarge',
      params: { maxBytes: LIMIT },
    };
    expect(lines.at(-1)).toMatchObject({ type: 'error', status: 413, ...tooLarge });
    const goalsLeft = await server.db.select().from(goals);
    expect(goalsLeft.map((goal) => goal.title)).toEqual(['Kept']);

    const declared = await postRestore(server, token, padded);
    expect(declared.status).toBe(413);
    expect(declared.body).toMatchObject(tooLarge);
  });
});
