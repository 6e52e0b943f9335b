import { useApiClient } from '@console/admin-core/react';
import {
  challengeRoutes,
  type Goal,
  type GoalCreate,
  type GoalListQuery,
  type GoalUpdate,
  goalRoutes,
} from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type FetchPage, fetchAllPages } from '../resource';

/** Every goal query starts with this key; a change to goals invalidates it. */
export const goalsQueryKey = ['goals'] as const;
/** The challenges overview (per-goal challenge counts), shared with the challenges screens. */
export const challengeOverviewQueryKey = ['challenges', 'overview'] as const;

export const goalQueryKey = (id: number) => [...goalsQueryKey, 'record', id] as const;

/** The goal endpoints of the contract, bound to the signed-in client. */
export function useGoalApi() {
  const client = useApiClient();
  return useMemo(() => {
    const fetchPage: FetchPage<Goal> = (query, signal) =>
      // The query was validated against goalListQuerySchema when it was read from the URL.
      client.call(goalRoutes.list, { query: query as GoalListQuery, signal });
    return {
      fetchPage,
      get: (id: number, signal?: AbortSignal) =>
        client.call(goalRoutes.get, { params: { id }, signal }),
      create: (body: GoalCreate) => client.call(goalRoutes.create, { body }),
      update: (id: number, body: GoalUpdate) =>
        client.call(goalRoutes.update, { params: { id }, body }),
      remove: (goal: Goal) =>
        client.call(goalRoutes.delete, {
          params: { id: goal.id },
          query: { version: goal.version },
        }),
      reorder: (ids: number[]) => client.call(goalRoutes.reorder, { body: { ids } }),
      overview: (signal?: AbortSignal) => client.call(challengeRoutes.overview, { signal }),
    };
  }, [client]);
}

/**
 * Every goal as a choice (id and title, by title) for the pickers of other screens; needs
 * `goals:read`, so it runs only when `enabled`. A change to goals refreshes it.
 */
export function useGoalChoices(enabled: boolean) {
  const api = useGoalApi();
  return useQuery({
    queryKey: [...goalsQueryKey, 'choices'],
    queryFn: ({ signal }) => fetchAllPages(api.fetchPage, { sort: 'title:asc' }, { signal }),
    select: (goals) => goals.map((goal) => ({ value: String(goal.id), label: goal.title })),
    enabled,
  });
}
