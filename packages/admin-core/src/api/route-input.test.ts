import { authRoutes, defineRoute, idParam, listQueryBase } from '@console/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { ApiClient } from './client';
import type { CallInput, CallResult } from './route-input';

const getGoal = defineRoute({
  id: 'goals.get',
  method: 'GET',
  path: '/goals/:id',
  access: ['goals:read'],
  tag: 'goals',
  summary: 'One goal',
  params: idParam,
  response: z.object({ id: z.number(), title: z.string() }),
});

const listGoals = defineRoute({
  id: 'goals.list',
  method: 'GET',
  path: '/goals',
  access: ['goals:read'],
  tag: 'goals',
  summary: 'Goals',
  query: listQueryBase,
  response: z.object({ items: z.array(z.string()) }),
});

describe('route input types', () => {
  it('infers input and result types from the route schemas', () => {
    expectTypeOf<CallResult<typeof getGoal>>().toEqualTypeOf<{ id: number; title: string }>();
    expectTypeOf<CallInput<typeof getGoal>['params']>().toEqualTypeOf<{ id: unknown }>();
    expectTypeOf<CallInput<typeof authRoutes.login>['body']>().toEqualTypeOf<{
      username: string;
      password: string;
    }>();
    expectTypeOf<CallResult<typeof authRoutes.me>>().toHaveProperty('permissions');
  });

  it('requires what the route needs and refuses what it does not declare', () => {
    const call = (() => Promise.resolve()) as unknown as ApiClient['call'];
    call(getGoal, { params: { id: 1 } });
    call(listGoals);
    call(listGoals, { query: { page: 2 } });
    call(authRoutes.me);
    // @ts-expect-error params are required
    call(getGoal);
    // @ts-expect-error the body is required
    call(authRoutes.login, {});
    // @ts-expect-error the route declares no body
    call(authRoutes.me, { body: { x: 1 } });
    // @ts-expect-error wrong body field
    call(authRoutes.login, { body: { user: 'a', password: 'b' } });
    expect(true).toBe(true);
  });
});
