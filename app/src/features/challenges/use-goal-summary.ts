import { useQuery } from '@tanstack/react-query';
import { challengeOverviewQueryKey, useChallengeApi } from './api';

/**
 * The goals as the challenges screens know them (title, icon, counts), from the overview: it needs
 * only `challenges:read`, so an admin without `goals:read` still sees which goal they are in.
 */
export function useGoalSummaries() {
  const api = useChallengeApi();
  return useQuery({
    queryKey: challengeOverviewQueryKey,
    queryFn: ({ signal }) => api.overview(signal),
  });
}

export function useGoalSummary(goalId: number | null) {
  const overview = useGoalSummaries();
  const goal = overview.data?.goals.find((summary) => summary.goalId === goalId);
  return { overview, goal };
}
