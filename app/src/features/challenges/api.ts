import { useApiClient } from '@console/admin-core/react';
import {
  type Challenge,
  type ChallengeCreate,
  type ChallengeListQuery,
  type ChallengeUpdate,
  challengeRoutes,
} from '@console/contract';
import { useMemo } from 'react';
import type { FetchPage } from '../resource';

/**
 * Every challenge query starts with this key, the overview included (`['challenges', 'overview']`,
 * which the goals list reads for its counts); a change to challenges invalidates them all.
 */
export const challengesQueryKey = ['challenges'] as const;
export const challengeOverviewQueryKey = [...challengesQueryKey, 'overview'] as const;
export const goalChallengesQueryKey = (goalId: number) =>
  [...challengesQueryKey, 'goal', goalId] as const;
export const challengeQueryKey = (id: number) => [...challengesQueryKey, 'record', id] as const;

/** The challenge endpoints of the contract, bound to the signed-in client. */
export function useChallengeApi() {
  const client = useApiClient();
  return useMemo(
    () => ({
      pageFetcher:
        (goalId: number): FetchPage<Challenge> =>
        (query, signal) =>
          // The query was validated against challengeListQuerySchema when it was read from the URL.
          client.call(challengeRoutes.listOfGoal, {
            params: { goalId },
            query: query as ChallengeListQuery,
            signal,
          }),
      overview: (signal?: AbortSignal) => client.call(challengeRoutes.overview, { signal }),
      get: (id: number, signal?: AbortSignal) =>
        client.call(challengeRoutes.get, { params: { id }, signal }),
      create: (goalId: number, body: ChallengeCreate) =>
        client.call(challengeRoutes.create, { params: { goalId }, body }),
      update: (id: number, body: ChallengeUpdate) =>
        client.call(challengeRoutes.update, { params: { id }, body }),
      remove: (challenge: Challenge) =>
        client.call(challengeRoutes.delete, {
          params: { id: challenge.id },
          query: { version: challenge.version },
        }),
      reorder: (goalId: number, ids: number[]) =>
        client.call(challengeRoutes.reorder, { params: { goalId }, body: { ids } }),
    }),
    [client],
  );
}
