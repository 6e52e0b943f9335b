import { allRoutes, buildPath, type RouteDef } from '@console/contract';
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
    await seedDemo(server.db, {
      goals: 3,
      levels: 4,
      faq: 3,
      users: 5,
      telegramUsers: 5,
      logs: 20,
    });
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
