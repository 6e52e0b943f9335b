import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer, testDatabases } from '../../test/harness';
import { appUsers, telegramUserLogs, telegramUsers } from '../db/schema';

/** A refusal as the server answers it: field details with their rule, and the rule at the top. */
interface Refusal {
  readonly success: boolean;
  readonly code?: string;
  readonly message: string;
  readonly rule?: string;
  readonly details?: { path: string; message: string; rule?: string }[];
}

const INVERTED = 'The end date is before the start date';
const OUT_OF_RANGE = 'Must lie between 1000-01-01 and 9999-12-30';

/**
 * Every list, log, export, bulk action and report with a date range refuses it inverted (its end
 * before its start) with a 400 naming the end field, instead of an empty answer; and refuses a date
 * before year 1000 instead of reading it.
 */
describe.each(testDatabases())('date ranges ($name)', (database) => {
  let server: TestServer;
  let token: string;
  let telegramUserId: number;

  const get = (path: string, query: Record<string, string>) =>
    server.request<Refusal>('GET', path, { token, query });

  beforeAll(async () => {
    server = await createTestServer({ database });
    token = (await server.signIn({ isSuperUser: true, username: 'ranges_admin' })).token;
    await server.db.insert(appUsers).values({
      username: 'march_user',
      email: 'march@example.com',
      firstName: 'March',
      lastName: 'User',
      createdAt: new Date('2025-03-01T12:00:00Z'),
    });
    const [user] = await server.db
      .insert(telegramUsers)
      .values({
        telegramId: 555_000_111n,
        firstName: 'Mara',
        languageCode: 'en',
        joinedAt: new Date('2025-03-01T12:00:00Z'),
      })
      .returning();
    telegramUserId = user?.id as number;
    await server.db.insert(telegramUserLogs).values({
      telegramUserId,
      type: 'start',
      payload: {},
      createdAt: new Date('2025-03-01T12:00:00Z'),
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  /** Each route with a range: its path, the range's keys, and whether it takes days or instants. */
  const routes = () =>
    [
      { path: '/users', from: 'createdFrom', to: 'createdTo', takes: 'days' },
      { path: '/users/bulk-match', from: 'createdFrom', to: 'createdTo', takes: 'days' },
      { path: '/telegram-users', from: 'joinedFrom', to: 'joinedTo', takes: 'days' },
      { path: `/telegram-users/${telegramUserId}/logs`, from: 'from', to: 'to', takes: 'days' },
      { path: '/audit-logs', from: 'from', to: 'to', takes: 'instants' },
      { path: '/security-events', from: 'from', to: 'to', takes: 'instants' },
      { path: '/analytics', from: 'from', to: 'to', takes: 'days' },
      { path: '/operations/export/users', from: 'createdFrom', to: 'createdTo', takes: 'days' },
      {
        path: '/operations/export/telegram-users',
        from: 'joinedFrom',
        to: 'joinedTo',
        takes: 'days',
      },
      {
        path: `/operations/export/telegram-users/${telegramUserId}/logs`,
        from: 'from',
        to: 'to',
        takes: 'days',
      },
      { path: '/operations/export/audit-logs', from: 'from', to: 'to', takes: 'instants' },
      { path: '/operations/export/security-events', from: 'from', to: 'to', takes: 'instants' },
    ] as const;

  const dateOf = (takes: 'days' | 'instants', day: string, end = false) =>
    takes === 'days' ? day : `${day}T${end ? '23:59:59.999' : '00:00:00.000'}+01:00`;

  it('refuses an inverted range on every route that takes one, naming the end field', async () => {
    for (const route of routes()) {
      const answer = await get(route.path, {
        [route.from]: dateOf(route.takes, '2025-03-02'),
        [route.to]: dateOf(route.takes, '2025-03-01', true),
      });
      expect({ path: route.path, status: answer.status, body: answer.body }).toEqual({
        path: route.path,
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION_ERROR',
          message: INVERTED,
          rule: 'dateRange.inverted',
          details: [{ path: route.to, message: INVERTED, rule: 'dateRange.inverted' }],
        },
      });
    }
  });

  it('answers a range in order, one day long, as before', async () => {
    for (const route of routes()) {
      const answer = await get(route.path, {
        [route.from]: dateOf(route.takes, '2025-03-01'),
        [route.to]: dateOf(route.takes, '2025-03-01', true),
      });
      expect({ path: route.path, status: answer.status }).toEqual({
        path: route.path,
        status: 200,
      });
    }
    const users = await server.request<{ data: { items: { username: string }[] } }>(
      'GET',
      '/users',
      { token, query: { createdFrom: '2025-03-01', createdTo: '2025-03-01' } },
    );
    expect(users.body.data.items.map((user) => user.username)).toEqual(['march_user']);
  });

  it('refuses a bulk action on "all matching" an inverted range and changes nobody', async () => {
    const answer = await server.request<Refusal>('POST', '/users/bulk', {
      token,
      body: {
        action: 'deactivate',
        reason: 'Range check',
        filter: { createdFrom: '2025-03-02', createdTo: '2025-03-01' },
        expectedTotal: 0,
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.rule).toBe('dateRange.inverted');
    expect(answer.body.details).toEqual([
      { path: 'filter.createdTo', message: INVERTED, rule: 'dateRange.inverted' },
    ]);
    const rows = await server.db.select({ status: appUsers.status }).from(appUsers);
    expect(rows.map((row) => row.status)).toEqual(['active']);
  });

  it('refuses a date before year 1000 on the field that holds it', async () => {
    for (const route of routes()) {
      const answer = await get(route.path, {
        [route.from]: dateOf(route.takes, '0050-01-01'),
        [route.to]: dateOf(route.takes, '2025-03-01', true),
      });
      expect({ path: route.path, status: answer.status, details: answer.body.details }).toEqual({
        path: route.path,
        status: 400,
        details: [{ path: route.from, message: OUT_OF_RANGE }],
      });
    }
  });

  it('still says a missing end of the analytics range and a range too long', async () => {
    const missing = await get('/analytics', { from: '2025-03-01' });
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual([
      { path: 'to', message: 'Give both from and to, or neither' },
    ]);
    const long = await get('/analytics', { from: '2024-01-01', to: '2025-03-01' });
    expect(long.body.details).toEqual([
      { path: 'to', message: 'The range may span at most 366 days' },
    ]);
  });
});
