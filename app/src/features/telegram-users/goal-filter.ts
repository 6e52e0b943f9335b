import { usePermissions } from '@console/admin-core/react';
import { telegramUserListQueryFields } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useGoalChoices } from '../goals/api';
import type { ResourceFilter } from '../resource';
import { telegramUsersQueryKey, useTelegramUserApi } from './api';

/** The choices of the list's "Current goal" filter (`goalId`), as its select filter takes them. */
export type GoalFilterChoices = Pick<
  Extract<ResourceFilter, { kind: 'select' }>,
  'options' | 'unknownLabel' | 'complete' | 'search' | 'onlyWhenSet'
>;

/** The link to the Telegram users whose current goal is this one. */
export const usersOnGoalHref = (goalId: number) => `/telegram-users?goalId=${goalId}`;

/**
 * The "Current goal" filter's choices. With `goals:read`: every goal by title, found by typing;
 * a goal in the address that none of them is (deleted since) is dropped with the link's note.
 * Without it the goals cannot be listed: the filter shows only while a link sets it, named by the
 * goal's title as the filtered users carry it, and it can be cleared.
 */
export function useGoalFilterChoices(): GoalFilterChoices {
  const { t } = useTranslation('telegram-users');
  const canReadGoals = usePermissions().hasPermission('goals:read');
  const goals = useGoalChoices(canReadGoals);
  const [params] = useSearchParams();
  const parsed = telegramUserListQueryFields.shape.goalId.safeParse(params.get('goalId') ?? '');
  const goalId = parsed.success ? parsed.data : undefined;
  const title = useGoalTitleOfUsers(canReadGoals ? undefined : goalId);
  const byId = (id: string) => t('filters.goalById', { id });

  if (!canReadGoals) {
    return { options: [], onlyWhenSet: true, unknownLabel: (id) => title ?? byId(id) };
  }
  return {
    options: goals.data ?? [],
    complete: goals.isSuccess,
    // Until the goals load (or when they cannot), the address's goal is named by its id.
    unknownLabel: goals.isSuccess ? undefined : byId,
    search: {
      all: t('filters.anyGoal'),
      noMatches: t('filters.noGoalMatches'),
      showAll: t('filters.showGoals'),
    },
  };
}

/** The title of a goal as the users whose current goal it is carry it (none when nobody has it). */
function useGoalTitleOfUsers(goalId: number | undefined): string | undefined {
  const api = useTelegramUserApi();
  const users = useQuery({
    queryKey: [...telegramUsersQueryKey, 'goal-title', goalId],
    queryFn: ({ signal }) => api.fetchPage({ goalId: goalId ?? 0, page: 1, pageSize: 1 }, signal),
    enabled: goalId !== undefined,
  });
  return users.data?.items[0]?.currentGoal?.title;
}
