import { usePermissions } from '@console/admin-core/react';
import { useMemo } from 'react';
import { canOpenRoute, routeForPath } from '../../routes/derive';

/** A goal as the other screens name it. */
export interface GoalRef {
  readonly id: number;
  readonly title: string;
}

/** Where a screen may send the admin about a goal; null where the route guard would refuse. */
export interface GoalLinks {
  /** The goal itself: its edit form, else the goals list searched for its title. */
  goal(goal: GoalRef): string | null;
  /** The goal's challenges (`/challenges/{goalId}`). */
  challenges(goalId: number): string | null;
  /** The goal, else its challenges: the one link a goal's name gets. */
  best(goal: GoalRef): string | null;
  /** A challenge: its edit form, else the list of its goal's challenges. */
  challenge(challenge: { readonly id: number; readonly goalId: number }): string | null;
}

/**
 * The links to a goal the signed-in admin may follow, decided by the route table's own rules (the
 * guard's), so no link ends on a refusal.
 */
export function useGoalLinks(): GoalLinks {
  const { user } = usePermissions();
  return useMemo(() => {
    const ifOpens = (href: string) => {
      const route = routeForPath(new URL(href, 'http://console').pathname);
      return route && canOpenRoute(user, route) ? href : null;
    };
    const goal = ({ id, title }: GoalRef) =>
      ifOpens(`/goals/edit/${id}`) ?? ifOpens(`/goals?${new URLSearchParams({ q: title })}`);
    const challenges = (goalId: number) => ifOpens(`/challenges/${goalId}`);
    return {
      goal,
      challenges,
      best: (ref) => goal(ref) ?? challenges(ref.id),
      challenge: ({ id, goalId }) => ifOpens(`/challenges/edit/${id}`) ?? challenges(goalId),
    };
  }, [user]);
}
