import {
  allPermissions,
  allRoutes,
  buildPath,
  type Permission,
  type RouteDef,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type SignedInAdmin, type TestServer, testDatabases } from './harness';

/**
 * The RBAC matrix, generated from the contract's route table so every route added later is
 * covered: for each non-public route, no token → 401, an expired token → 401, a token lacking the
 * permission → 403, a token holding exactly what the route requires → neither 401 nor 403.
 */
const protectedRoutes = allRoutes.filter((route) => route.access !== 'public');

/** A path whose parameters pass the route's params schema, so an allowed call reaches the handler. */
function samplePath(route: RouteDef): string {
  const names = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? '');
  if (names.length === 0) return route.path;
  const candidates = ['987654', 'sample', '00000000-0000-4000-8000-000000000000'];
  for (const candidate of candidates) {
    const values = Object.fromEntries(names.map((name) => [name, candidate]));
    if (!route.params || route.params.safeParse(values).success) {
      return buildPath(route.path, values);
    }
  }
  throw new Error(`No sample value satisfies the params of ${route.id}`);
}

const label = (route: RouteDef) => `${route.method} ${route.path} (${route.id})`;
const accessKey = (route: RouteDef) =>
  typeof route.access === 'string' ? route.access : [...route.access].sort().join(',');

describe.each(testDatabases())('RBAC matrix ($name)', (database) => {
  let server: TestServer;
  const holders = new Map<string, SignedInAdmin>();
  const lackers = new Map<string, SignedInAdmin>();
  let expiredToken: string;

  beforeAll(async () => {
    server = await createTestServer({ database });
    const superUser = await server.signIn({ isSuperUser: true });
    expiredToken = await server.expiredTokenFor(superUser);
    for (const route of protectedRoutes) {
      const key = accessKey(route);
      if (holders.has(key)) continue;
      const access = route.access;
      if (access === 'authenticated') {
        holders.set(key, await server.signIn({ permissions: [] }));
      } else if (access === 'superUser') {
        holders.set(key, superUser);
        lackers.set(key, await server.signIn({ permissions: [...allPermissions] }));
      } else if (Array.isArray(access)) {
        const required = access as readonly Permission[];
        holders.set(key, await server.signIn({ permissions: required }));
        lackers.set(
          key,
          await server.signIn({ permissions: allPermissions.filter((p) => !required.includes(p)) }),
        );
      }
    }
  });
  afterAll(() => server.close());

  const call = (route: RouteDef, token?: string) =>
    server.request(route.method, samplePath(route), {
      ...(token ? { token } : {}),
      ...(route.body ? { body: {} } : {}),
    });

  it('covers a non-trivial route table', () => {
    expect(protectedRoutes.length).toBeGreaterThan(10);
  });

  it.each(protectedRoutes.map((route) => [label(route), route] as const))(
    '%s',
    async (_name, route) => {
      const anonymous = await call(route);
      expect(anonymous.status, 'no token').toBe(401);
      expect(anonymous.body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });

      const expired = await call(route, expiredToken);
      expect(expired.status, 'expired token').toBe(401);
      expect(expired.body).toMatchObject({ success: false, code: 'TOKEN_EXPIRED' });

      const lacker = lackers.get(accessKey(route));
      if (lacker) {
        const denied = await call(route, lacker.token);
        expect(denied.status, 'lacking permission').toBe(403);
        expect(denied.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
      }

      const holder = holders.get(accessKey(route));
      if (!holder) throw new Error(`no holder for ${route.id}`);
      const allowed = await call(route, holder.token);
      expect([401, 403], `exact permissions: ${allowed.text.slice(0, 200)}`).not.toContain(
        allowed.status,
      );
      expect(allowed.status, allowed.text.slice(0, 200)).toBeLessThan(500);
    },
  );

  it('registers a handler for every route of the contract', () => {
    const missing = allRoutes.filter(
      (route) =>
        !server.app.hasRoute({
          method: route.method,
          url: `${server.config.apiPrefix}${route.path}`,
        }),
    );
    expect(missing.map(label)).toEqual([]);
  });
});
