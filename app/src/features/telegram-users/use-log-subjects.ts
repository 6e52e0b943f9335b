import { usePermissions } from '@console/admin-core/react';
import type { TelegramLog } from '@console/contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { challengeOverviewQueryKey, challengeQueryKey, useChallengeApi } from '../challenges/api';
import { useGoalChoices } from '../goals/api';
import { useGoalLinks } from '../goals/links';
import { isNotFound } from '../resource';
import type { LogSubject, LogSubjects } from './log-payload';

/**
 * The goals and challenges the loaded logs name, read through the screens' own queries (so they
 * share their cache): every goal from the challenge overview (challenges:read) or else the goal
 * choices (goals:read), one record per challenge named (challenges:read). A goal missing from every
 * goal, or a challenge the server does not find, was deleted. An admin who may read neither sees ids.
 */
export function useLogSubjects(logs: readonly TelegramLog[]): LogSubjects {
  const { hasPermission } = usePermissions();
  const mayReadChallenges = hasPermission('challenges:read');
  const api = useChallengeApi();
  const links = useGoalLinks();
  const overview = useQuery({
    queryKey: challengeOverviewQueryKey,
    queryFn: ({ signal }) => api.overview(signal),
    enabled: mayReadChallenges,
  });
  const choices = useGoalChoices(!mayReadChallenges && hasPermission('goals:read'));
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
      enabled: mayReadChallenges,
    })),
  });
  const challengeById = new Map<number, LogSubject>();
  challenges.forEach((query, index) => {
    const id = challengeIds[index];
    if (id === undefined) return;
    if (query.data) {
      challengeById.set(id, { title: query.data.title, href: links.challenge(query.data) });
    } else if (isNotFound(query.error)) {
      challengeById.set(id, 'deleted');
    }
  });
  const goalTitles: ReadonlyMap<number, string> | undefined = overview.data
    ? new Map(overview.data.goals.map((goal) => [goal.goalId, goal.goalTitle]))
    : choices.data
      ? new Map(choices.data.map((choice) => [Number(choice.value), choice.label]))
      : undefined;
  return {
    goal: (id) => {
      if (!goalTitles) return undefined;
      const title = goalTitles.get(id);
      return title === undefined ? 'deleted' : { title, href: links.best({ id, title }) };
    },
    challenge: (id) => challengeById.get(id),
  };
}
