import type { TelegramUserPage } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer, testDatabases } from '../../../test/harness';
import { telegramUsers } from '../../db/schema';
import type { Envelope } from '../testing';

/** Each person as the console shows the name, in the order `sort=name:asc` must list them. */
const people = [
  { shown: 'Anna Smith', firstName: 'Anna', lastName: 'Smith' },
  { shown: 'Ola', firstName: ' Ola ', lastName: null },
  // A Latin given name keeps the Western order even with a CJK family name.
  { shown: 'Zoe 李', firstName: 'Zoe', lastName: '李' },
  { shown: 'Борис Годунов', firstName: 'Борис', lastName: 'Годунов' },
  { shown: '丁娟', firstName: '娟', lastName: '丁' },
  { shown: '佐藤結衣', firstName: '結衣', lastName: '佐藤' },
  { shown: '娟 Smith', firstName: '娟', lastName: 'Smith' },
  { shown: '李娜', firstName: '娜', lastName: '李' },
  { shown: '王芳', firstName: '芳', lastName: '王' },
  { shown: '田中花子', firstName: '\u3000花子 ', lastName: ' 田中' },
  // The same shown name twice: the id breaks the tie.
  { shown: '赵娟', firstName: '娟', lastName: '赵' },
  { shown: '赵娟', firstName: '赵娟', lastName: null },
];

describe.each(testDatabases())('the Telegram users sorted by name ($name)', (database) => {
  let server: TestServer;
  let token: string;
  const personOf = new Map<number, number>();

  beforeAll(async () => {
    server = await createTestServer({ database });
    token = (await server.signIn({ permissions: ['users:read'] })).token;
    // Inserted in an order unlike the sorted one, so the ids do not give the answer away.
    const insertOrder = people.map((_, index) => (index * 5) % people.length);
    const rows = await server.db
      .insert(telegramUsers)
      .values(
        insertOrder.map((index) => ({
          telegramId: BigInt(700 + index),
          firstName: people[index]?.firstName ?? '',
          lastName: people[index]?.lastName ?? null,
        })),
      )
      .returning({ id: telegramUsers.id });
    rows.forEach((row, at) => {
      personOf.set(row.id, insertOrder[at] as number);
    });
  });
  afterAll(() => server.close());

  /** Every page of the list, pageSize 5, as indexes into `people`. */
  const allPages = async (query: Record<string, string>) => {
    const seen: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const response = await server.request<Envelope<TelegramUserPage>>('GET', '/telegram-users', {
        token,
        query: { ...query, page: `${page}`, pageSize: '5' },
      });
      expect(response.status).toBe(200);
      seen.push(...response.body.data.items.map((user) => personOf.get(user.id) ?? -1));
    }
    return seen;
  };
  const shownNames = (indexes: number[]) => indexes.map((index) => people[index]?.shown);

  it('orders by the name as shown, family name first for CJK names, across pages', async () => {
    const ascending = await allPages({ sort: 'name:asc' });
    expect(shownNames(ascending)).toEqual(people.map((person) => person.shown));
    // The two 赵娟 in id order (10 was inserted before 11), the other way round descending.
    const tied = (order: number[]) => order.filter((index) => index >= 10);
    expect(tied(ascending)).toEqual([10, 11]);
    const descending = await allPages({ sort: 'name:desc' });
    expect(descending).toEqual([...ascending].reverse());
    expect(tied(descending)).toEqual([11, 10]);
  });

  it('orders a search by the name as shown too', async () => {
    expect(shownNames(await allPages({ q: '娟', sort: 'name:asc' }))).toEqual([
      '丁娟',
      '娟 Smith',
      '赵娟',
    ]);
  });
});
