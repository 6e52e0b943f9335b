import { type ImportPreview, type ImportResource, importFields } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challenges, faqEntries, goals, levels, telegramUsers } from '../src/db/schema';
import { createTestServer, type TestServer, testDatabases } from './harness';

/**
 * An export of each importable resource, with the fields the console always asks for (what the
 * import reads), fed back to the import preview: every row is valid.
 */
describe.each(testDatabases())('operations: export → import round trip ($name)', (database) => {
  let server: TestServer;
  let token: string;
  let goalId: number;

  beforeAll(async () => {
    server = await createTestServer({ database });
    token = (await server.signIn({ isSuperUser: true })).token;
    const [goal] = await server.db
      .insert(goals)
      .values({ title: 'Run 5k; then 10k', category: 'health', description: 'Couch to 5k' })
      .returning({ id: goals.id });
    if (!goal) throw new Error('no goal');
    goalId = goal.id;
    await server.db.insert(challenges).values([
      {
        goalId,
        title: 'Walk 20 minutes',
        difficulty: 'easy',
        xpReward: 10,
        durationDays: 3,
        sortOrder: 0,
      },
      {
        goalId,
        title: '=Run 1k',
        description: 'Slow, "steady"',
        difficulty: 'hard',
        xpReward: 50,
        durationDays: 7,
        isActive: false,
        sortOrder: 1,
      },
    ]);
    await server.db.insert(levels).values([
      { number: 1, name: 'Rookie', requiredXp: 0, badge: '🥉' },
      {
        number: 2,
        name: 'Runner',
        requiredXp: 100,
        badge: 'silver',
        rewards: [{ type: 'coins', label: 'Welcome bonus', amount: 100 }],
      },
    ]);
    await server.db
      .insert(faqEntries)
      .values({ question: 'How?', answer: 'Step by step', category: 'general', locale: 'en-US' });
  });
  afterAll(() => server.close());

  const exported = async (resource: ImportResource, query: Record<string, string> = {}) => {
    const answer = await server.request('GET', `/operations/export/${resource}`, {
      token,
      query: { ...query, format: 'ndjson', columns: importFields[resource].join(',') },
    });
    expect(answer.status).toBe(200);
    return answer.text
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  };
  const preview = async (resource: ImportResource, rows: unknown[]) => {
    const answer = await server.request<{ data: ImportPreview }>(
      'POST',
      `/operations/import/${resource}/preview`,
      { token, body: { rows } },
    );
    expect(answer.status).toBe(200);
    return answer.body.data;
  };

  it("writes CSV with ';' when asked, and a Telegram user's current goal as two plain columns", async () => {
    await server.db.insert(telegramUsers).values([
      { telegramId: 70_001n, firstName: 'Ann', currentGoalId: goalId },
      { telegramId: 70_002n, firstName: '=Bob' },
    ]);
    const csv = await server.request('GET', '/operations/export/telegram-users', {
      token,
      query: { columns: 'firstName,currentGoalId,currentGoalTitle', separator: ';' },
    });
    expect(csv.status).toBe(200);
    expect(csv.text).toBe(
      `\uFEFFfirstName;currentGoalId;currentGoalTitle\r\nAnn;${goalId};"Run 5k; then 10k"\r\n'=Bob;;\r\n`,
    );
    const plain = await server.request('GET', '/operations/export/telegram-users', {
      token,
      query: { format: 'ndjson', columns: 'currentGoalId,currentGoalTitle' },
    });
    expect(plain.text.split('\n')[0]).toBe(
      JSON.stringify({ currentGoalId: goalId, currentGoalTitle: 'Run 5k; then 10k' }),
    );
    const other = await server.request('GET', '/operations/export/goals', {
      token,
      query: { columns: 'title,category', separator: '\t' },
    });
    expect(other.status).toBe(400);
  });

  it("imports a goal's challenges back into their goal, and goals and FAQ back", async () => {
    const rows = await exported('challenges', { goalId: String(goalId) });
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.goalId === goalId)).toBe(true);
    expect(await preview('challenges', rows)).toEqual({ total: 2, valid: 2, invalid: [] });
    for (const resource of ['goals', 'faq'] as const) {
      const all = await exported(resource);
      expect(all).toHaveLength(1);
      expect(await preview(resource, all)).toEqual({ total: 1, valid: 1, invalid: [] });
    }
  });

  it('keeps the badges and rewards of levels, imported into a database without them', async () => {
    const rows = await exported('levels');
    expect(rows.map((row) => row.badge)).toEqual(['🥉', 'silver']);
    await server.db.delete(levels);
    expect(await preview('levels', rows)).toEqual({ total: 2, valid: 2, invalid: [] });
  });
});
