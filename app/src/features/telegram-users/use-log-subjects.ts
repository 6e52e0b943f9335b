import { useHasPermission } from '@console/admin-core/react';
import type { TelegramLog } from '@console/contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { challengeOverviewQueryKey, challengeQueryKey, useChallengeApi } from '../challenges/api';
import type { LogSubjects } from './log-payload';

/**
 * The titles of the goals and challenges the loaded logs name, read through the challenge routes
 * (the same queries as the challenge screens, so they share their cache): the overview for goal
 * titles, one record per challenge named. An admin without challenges:read sees the ids.
 */
export function useLogSubjects(logs: readonly TelegramLog[]): LogSubjects {
  const mayRead = useHasPermission('challenges:read');
  const api = useChallengeApi();
  const overview = useQuery({
    queryKey: challengeOverviewQueryKey,
    queryFn: ({ signal }) => api.overview(signal),
    enabled: mayRead,
  });
  const challengeIds = useMemo(() => {
    const ids = new Set<number>();
    for (const log of logs) {
      const id = log.payload.challengeId;
      if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) ids.add(id);
    }
    return [...ids];
  }, [logs]);
  const challenges = useQueries({
    queries: challengeIds.map((id) => ({
      queryKey: challengeQueryKey(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => api.get(id, signal),
      enabled: mayRead,
    })),
  });
  const challengeTitles = new Map(
    challenges.flatMap((query) => (query.data ? [[query.data.id, query.data.title] as const] : [])),
  );
  const goals = overview.data?.goals;
  return {
    goalTitle: (id) => goals?.find((goal) => goal.goalId === id)?.goalTitle,
    challengeTitle: (id) => challengeTitles.get(id),
  };
}
