import {
  allRoutes,
  buildPath,
  challengeDifficulties,
  faqLocales,
  importModes,
  importRowSchemas,
  type RouteDef,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedDemo } from '../src/seed/demo';
import { createTestServer, type TestServer, testDatabases } from './harness';

/**
 * Bad input anywhere gets a clear 4xx and changes nothing: generated from the contract's route
 * table, so a route added later is covered. Every route is called by a super user (no permission
 * stops the input early) with hostile path segments, query values, body fields and raw payloads;
 * every answer must be a 4xx or a success (a hostile value may be valid, e.g. a search for
 * "NaN"), never a 5xx, and a refused call must leave the data as it was.
 */

/** Values of every JSON type and the edges of each: each lands in every field of every schema. */
const hostileValues: readonly unknown[] = [
  null,
  '',
  ' ',
  'x'.repeat(100_000),
  '\u0000',
  '\ud800',
  'NaN',
  '-1',
  '2026-13-45T99:99:99Z',
  '0001-01-01',
  -1,
  0,
  1.5,
  2 ** 53,
  1e308,
  true,
  [],
  [1, 'a', null],
  {},
  { __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } },
  { deep: { deeper: { deepest: [{}] } } },
];

/** What a path segment or query value can carry as text. */
const hostileTexts: readonly string[] = [
  '',
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '99999999999999999999999999',
  'NaN',
  'null',
  '[]',
  '%00',
  '%F0%9F%98%80',
  '%ED%A0%80',
  'x'.repeat(3000),
  '2026-02-30',
  '..%2F..%2Fetc%2Fpasswd',
];

const rawPayloads: readonly { contentType: string; payload: string }[] = [
  { contentType: 'application/json', payload: 'not json' },
  { contentType: 'application/json', payload: '{"a":' },
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '"text"' },
  { contentType: 'application/json', payload: '1e400' },
  { contentType: 'application/json', payload: '{"__proto__":{"isSuperUser":true}}' },
  { contentType: 'text/csv', payload: 'a,b\n"unclosed' },
  { contentType: 'application/octet-stream', payload: '\u0000\u0001garbage' },
  { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nbroken' },
];

/** Records of every kind for the calls to address: a few of each. */
const SEED_SIZES = { goals: 3, levels: 4, faq: 3, users: 5, telegramUsers: 5, logs: 20 };

const label = (route: RouteDef) => `${route.method} ${route.path} (${route.id})`;
const paramNames = (route: RouteDef) =>
  [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? '');
const objectKeys = (schema: z.ZodType | undefined): string[] =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];

/** Path parameters that pass the route's own check, so hostile query and body values reach it. */
function validParams(route: RouteDef): Record<string, string> {
  const names = paramNames(route);
  for (const candidate of ['1', 'sample', '00000000-0000-4000-8000-000000000000']) {
    const values = Object.fromEntries(names.map((name) => [name, candidate]));
    if (!route.params || route.params.safeParse(values).success) return values;
  }
  throw new Error(`No sample value satisfies the params of ${route.id}`);
}

/** Routes that end the caller's session or change its password: each call gets its own admin. */
const consumesSession = (route: RouteDef) =>
  route.id === 'auth.logout' || route.id === 'auth.changePassword';

describe.each(testDatabases())('Bad input matrix ($name)', (database) => {
  let server: TestServer;
  let token: string;

  let digestQuery: ReturnType<typeof sql.raw>;
  /** One digest of every table's rows, so a refused call that changed anything shows up. */
  const digest = async () => {
    const result = await server.db.execute<Record<string, string | null>>(digestQuery);
    return result.rows[0];
  };

  beforeAll(async () => {
    server = await createTestServer({ database });
    await seedDemo(server.db, SEED_SIZES);
    ({ token } = await server.signIn({ isSuperUser: true }));
    // Sessions and security events are the calls' own traces (a refused sign-in is recorded).
    const tables = await server.db.execute<{ name: string }>(
      sql`select tablename as name from pg_tables where schemaname = 'public' and tablename not in ('admin_sessions', 'security_events') order by tablename`,
    );
    digestQuery = sql.raw(
      `select ${tables.rows
        .map(
          ({ name }) =>
            `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from "${name}" t) as "${name}"`,
        )
        .join(', ')}`,
    );
  }, 120_000);
  afterAll(() => server.close());

  it.each(allRoutes.map((route) => [label(route), route] as const))(
    '%s',
    async (_name, route) => {
      const caller = consumesSession(route)
        ? (await server.signIn({ isSuperUser: true })).token
        : token;
      const refusals: string[] = [];
      const changedByRefusal: string[] = [];
      const send = async (
        what: string,
        path: string,
        options: Parameters<TestServer['request']>[2] = {},
      ) => {
        const before = route.method === 'GET' ? undefined : await digest();
        const answer = await server.request(route.method, path, { token: caller, ...options });
        if (before && answer.status >= 400) {
          const after = await digest();
          const changed = Object.keys(before).filter((table) => before[table] !== after?.[table]);
          if (changed.length > 0) changedByRefusal.push(`${what}: ${changed.join(', ')}`);
        }
        if (answer.status >= 500) {
          refusals.push(`${what}: ${answer.status} ${answer.text.slice(0, 160)}`);
        } else if (
          answer.status >= 400 &&
          (answer.body as { success?: unknown } | undefined)?.success !== false
        ) {
          refusals.push(
            `${what}: ${answer.status} outside the error envelope ${answer.text.slice(0, 160)}`,
          );
        }
        return answer;
      };

      const params = validParams(route);
      const path = buildPath(route.path, params);
      for (const name of paramNames(route)) {
        for (const text of hostileTexts) {
          // buildPath encodes values; a hostile segment is sent as typed, escapes included.
          const hostilePath = route.path.replace(/:([A-Za-z]+)/g, (_match, key: string) =>
            key === name ? text : encodeURIComponent(params[key] ?? ''),
          );
          if (text === '') continue;
          await send(`param ${name}=${text.slice(0, 20)}`, hostilePath);
        }
      }

      const queryKeys = [...objectKeys(route.query), 'unknownParameter'];
      for (const key of queryKeys) {
        for (const text of hostileTexts) {
          await send(`query ${key}=${text.slice(0, 20)}`, `${path}?${key}=${text}`);
        }
        await send(`query ${key} twice`, `${path}?${key}=1&${key}=2`);
      }

      if (route.method !== 'GET' && route.method !== 'DELETE') {
        for (const key of [...objectKeys(route.body), 'unknownField']) {
          for (const value of hostileValues) {
            await send(`body ${key}=${JSON.stringify(value)?.slice(0, 30)}`, path, {
              body: { [key]: value },
            });
          }
        }
        for (const value of hostileValues) {
          await send(`body ${JSON.stringify(value)?.slice(0, 30)}`, path, { body: value });
        }
        for (const { contentType, payload } of rawPayloads) {
          await send(`raw ${contentType} ${payload.slice(0, 20)}`, path, {
            rawBody: payload,
            headers: { 'content-type': contentType },
          });
        }
      }

      expect(refusals, 'every refusal is a 4xx in the error envelope').toEqual([]);
      expect(changedByRefusal, 'a refused call changes nothing').toEqual([]);
    },
    120_000,
  );
});

/** What a record page answers: enough to address the record and send its current version. */
type Versioned = { id: number; version: number };

/**
 * A valid body for each route that takes one, from records of the seeded data: each field in turn
 * is then replaced by every hostile value while the others stay valid, so the value reaches the
 * handler's own checks and the database instead of stopping beside a missing field.
 */
interface DeepCase {
  readonly path: string;
  readonly body: () => Promise<Record<string, unknown>>;
  /** Fields to vary beside the body's own (import rows: the fields of one row). */
  readonly rowFields?: readonly string[];
  /** The body is well formed but refused for what it says (a wrong current password: 400). */
  readonly refusedAsIs?: boolean;
}

const strongPassword = 'Str0ng-enough-passphrase!';
let uniqueCounter = 0;
const unique = (prefix: string) => `${prefix}_${process.pid}_${++uniqueCounter}`;

describe.each(testDatabases())('Bad field values beside valid ones ($name)', (database) => {
  let server: TestServer;
  let token: string;
  const cases = new Map<string, DeepCase>();

  const get = async <T>(path: string): Promise<T> => {
    const answer = await server.request<{ data: T }>('GET', path, { token });
    if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${answer.text}`);
    return answer.body.data;
  };
  const first = async (path: string) => {
    const page = await get<{ items: Versioned[] }>(path);
    const item = page.items[0];
    if (!item) throw new Error(`${path} lists nothing`);
    return item;
  };
  const withVersion =
    (path: string, fields: Record<string, unknown> = {}) =>
    async () => ({ ...fields, version: (await get<Versioned>(path)).version });

  beforeAll(async () => {
    server = await createTestServer({ database });
    await seedDemo(server.db, SEED_SIZES);
    const caller = await server.signIn({ isSuperUser: true, password: strongPassword });
    token = caller.token;
    const target = await server.createAdmin({ permissions: ['goals:read'] });
    const goal = await first('/goals');
    const level = await first('/levels');
    const faq = await first('/faq');
    const user = await first('/users');
    const telegramUser = await first('/telegram-users');
    const challenge = await first(`/goals/${goal.id}/challenges`);
    const admin = `/admin-users/${target.admin.id}`;
    const reason = { reason: 'Checked by the bad input matrix' };
    const goalIds = async () =>
      (await get<{ items: Versioned[] }>('/goals?pageSize=100')).items.map((g) => g.id);
    const entries: [string, DeepCase][] = [
      [
        'auth.login',
        { path: '/auth/login', body: async () => ({ username: 'nobody', password: 'wrong' }) },
      ],
      [
        'auth.refresh',
        { path: '/auth/refresh', body: async () => ({ refreshToken: 'not-a-token' }) },
      ],
      [
        'auth.logout',
        { path: '/auth/logout', body: async () => ({ refreshToken: 'not-a-token' }) },
      ],
      [
        'auth.changePassword',
        {
          path: '/auth/change-password',
          body: async () => ({ currentPassword: 'not the password', newPassword: strongPassword }),
          refusedAsIs: true,
        },
      ],
      [
        'adminUsers.create',
        {
          path: '/admin-users',
          body: async () => ({
            name: 'Matrix',
            username: unique('matrix'),
            password: strongPassword,
          }),
        },
      ],
      ['adminUsers.update', { path: admin, body: withVersion(admin, { name: 'Matrix' }) }],
      ['adminUsers.deactivate', { path: `${admin}/deactivate`, body: async () => reason }],
      ['adminUsers.activate', { path: `${admin}/activate`, body: async () => reason }],
      [
        'adminUsers.resetPassword',
        {
          path: `${admin}/reset-password`,
          body: async () => ({ ...reason, newPassword: strongPassword }),
        },
      ],
      ['adminUsers.revokeSessions', { path: `${admin}/revoke-sessions`, body: async () => reason }],
      [
        'settings.updateProfile',
        { path: '/settings/profile', body: withVersion('/settings/profile', { name: 'Matrix' }) },
      ],
      [
        'goals.create',
        { path: '/goals', body: async () => ({ title: unique('Goal'), category: 'health' }) },
      ],
      [
        'goals.update',
        { path: `/goals/${goal.id}`, body: withVersion(`/goals/${goal.id}`, { title: 'Goal' }) },
      ],
      ['goals.reorder', { path: '/goals/reorder', body: async () => ({ ids: await goalIds() }) }],
      [
        'levels.create',
        {
          path: '/levels',
          body: async () => {
            const n = 1000 + ++uniqueCounter;
            return { number: n, name: unique('Level'), requiredXp: 100_000_000 + n * 1000 };
          },
        },
      ],
      [
        'levels.update',
        {
          path: `/levels/${level.id}`,
          body: withVersion(`/levels/${level.id}`, { name: 'Level' }),
        },
      ],
      [
        'challenges.create',
        {
          path: `/goals/${goal.id}/challenges`,
          body: async () => ({
            title: unique('Challenge'),
            xpReward: 10,
            difficulty: challengeDifficulties[0],
            durationDays: 7,
          }),
        },
      ],
      [
        'challenges.reorder',
        {
          path: `/goals/${goal.id}/challenges/reorder`,
          body: async () => ({
            ids: (
              await get<{ items: Versioned[] }>(`/goals/${goal.id}/challenges?pageSize=100`)
            ).items.map((c) => c.id),
          }),
        },
      ],
      [
        'challenges.update',
        {
          path: `/challenges/${challenge.id}`,
          body: withVersion(`/challenges/${challenge.id}`, { title: 'Challenge' }),
        },
      ],
      [
        'faq.create',
        {
          path: '/faq',
          body: async () => ({ question: unique('Why'), answer: 'Because', locale: faqLocales[0] }),
        },
      ],
      [
        'faq.update',
        { path: `/faq/${faq.id}`, body: withVersion(`/faq/${faq.id}`, { answer: 'Because' }) },
      ],
      [
        'faq.reorder',
        {
          path: '/faq/reorder',
          body: async () => {
            const { locale } = await get<{ locale: string }>(`/faq/${faq.id}`);
            const items = (
              await get<{ items: (Versioned & { locale: string })[] }>(
                `/faq?pageSize=100&locale=${locale}`,
              )
            ).items;
            return { locale, ids: items.map((entry) => entry.id) };
          },
        },
      ],
      [
        'users.bulk',
        {
          path: '/users/bulk',
          body: async () => ({ action: 'deactivate', ...reason, ids: [user.id] }),
        },
      ],
      [
        'users.update',
        { path: `/users/${user.id}`, body: withVersion(`/users/${user.id}`, { firstName: 'Ana' }) },
      ],
      ...(['ban', 'unban', 'activate', 'deactivate'] as const).map((action): [string, DeepCase] => [
        `users.${action}`,
        { path: `/users/${user.id}/${action}`, body: withVersion(`/users/${user.id}`, reason) },
      ]),
      [
        'telegramUsers.updateStatus',
        {
          path: `/telegram-users/${telegramUser.id}/status`,
          body: withVersion(`/telegram-users/${telegramUser.id}`, { status: 'blocked', ...reason }),
        },
      ],
      ...Object.entries(importRowSchemas).flatMap(([resource, rowSchema]): [string, DeepCase][] => {
        const rowFields = objectKeys(rowSchema);
        return [
          [
            `operations.import.${resource}.preview`,
            {
              path: `/operations/import/${resource}/preview`,
              rowFields,
              body: async () => ({ rows: [{}] }),
            },
          ],
          [
            `operations.import.${resource}.apply`,
            {
              path: `/operations/import/${resource}/apply`,
              rowFields,
              body: async () => ({ rows: [{}], mode: importModes[1] }),
            },
          ],
        ];
      }),
    ];
    for (const [id, deepCase] of entries) cases.set(id, deepCase);
  }, 120_000);
  afterAll(() => server.close());

  const bodyRoutes = allRoutes.filter((route) => route.body);

  it('has a valid body for every route that takes one', () => {
    expect(bodyRoutes.filter((route) => !cases.has(route.id)).map(label)).toEqual([]);
  });

  it.each(bodyRoutes.map((route) => [label(route), route] as const))(
    '%s',
    async (_name, route) => {
      const deepCase = cases.get(route.id);
      if (!deepCase) throw new Error(`no valid body for ${route.id}`);
      const failures: string[] = [];
      const send = async (what: string, body: unknown) => {
        const answer = await server.request(route.method, deepCase.path, { token, body });
        if (
          answer.status >= 500 ||
          (answer.status >= 400 &&
            (answer.body as { success?: unknown } | undefined)?.success !== false)
        ) {
          failures.push(`${what}: ${answer.status} ${answer.text.slice(0, 200)}`);
        }
      };
      // The valid body itself passes the checks (it may still meet a state that refuses it: 409).
      const asIs = await server.request(route.method, deepCase.path, {
        token,
        body: await deepCase.body(),
      });
      if (!deepCase.refusedAsIs) expect(asIs.status, asIs.text.slice(0, 300)).not.toBe(400);
      for (const field of objectKeys(route.body)) {
        for (const value of hostileValues) {
          await send(`${field}=${JSON.stringify(value)?.slice(0, 30)}`, {
            ...(await deepCase.body()),
            [field]: value,
          });
        }
      }
      for (const field of deepCase.rowFields ?? []) {
        for (const value of hostileValues) {
          const body = await deepCase.body();
          await send(`rows[0].${field}=${JSON.stringify(value)?.slice(0, 30)}`, {
            ...body,
            rows: [{ [field]: value }],
          });
        }
      }
      if (deepCase.rowFields) {
        for (const value of hostileValues) {
          await send(`rows[0]=${JSON.stringify(value)?.slice(0, 30)}`, {
            ...(await deepCase.body()),
            rows: [value],
          });
        }
      }
      expect(failures, 'every answer is a success or a 4xx in the error envelope').toEqual([]);
    },
    120_000,
  );
});
