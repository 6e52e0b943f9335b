import { useApiClient, usePermissions } from '@console/admin-core/react';
import {
  appUserRoutes,
  challengeRoutes,
  faqRoutes,
  goalRoutes,
  telegramUserRoutes,
} from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type RecordSource, recordHref } from './commands';

/** Records per resource in the palette. */
export const RECORD_RESULTS = 5;
/** Wait after the last key press before searching. */
export const SEARCH_DEBOUNCE_MS = 250;

export interface FoundRecord {
  source: RecordSource['id'];
  id: number;
  label: string;
  href: string;
}

export function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * Searches the endpoints the admin may read (`q`, 5 rows each) once the text settles: the lists,
 * and the challenges of every goal.
 */
export function useRecordSearch(text: string, sources: readonly RecordSource[]) {
  const client = useApiClient();
  const { hasPermission } = usePermissions();
  const q = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const ids = sources.map((source) => source.id);
  const canEdit = {
    goals: hasPermission('goals:write'),
    challenges: hasPermission('challenges:write'),
    faq: hasPermission('faq:write'),
  };
  return useQuery({
    queryKey: ['command-palette', 'records', q, ids, canEdit],
    enabled: q.length > 0 && ids.length > 0,
    staleTime: 30_000,
    queryFn: async ({ signal }): Promise<FoundRecord[]> => {
      const query = { q, page: 1, pageSize: RECORD_RESULTS };
      const searches = ids.map(async (source): Promise<FoundRecord[]> => {
        switch (source) {
          case 'goals': {
            const page = await client.call(goalRoutes.list, { query, signal });
            return page.items.map((goal) => ({
              source,
              id: goal.id,
              label: goal.title,
              href: recordHref(canEdit.goals, `/goals/edit/${goal.id}`, '/goals', goal.title),
            }));
          }
          case 'challenges': {
            const hits = await client.call(challengeRoutes.search, {
              query: { q, limit: RECORD_RESULTS },
              signal,
            });
            return hits.map((challenge) => ({
              source,
              id: challenge.id,
              // The same title may stand in several goals.
              label: `${challenge.title} (${challenge.goalTitle})`,
              href: recordHref(
                canEdit.challenges,
                `/challenges/edit/${challenge.id}`,
                `/challenges/${challenge.goalId}`,
                challenge.title,
              ),
            }));
          }
          case 'faq': {
            const page = await client.call(faqRoutes.list, { query, signal });
            return page.items.map((faq) => ({
              source,
              id: faq.id,
              label: faq.question,
              href: recordHref(canEdit.faq, `/faq/edit/${faq.id}`, '/faq', faq.question),
            }));
          }
          case 'telegramUsers': {
            const page = await client.call(telegramUserRoutes.list, { query, signal });
            return page.items.map((user) => ({
              source,
              id: user.id,
              label: `${user.username ? `@${user.username}` : user.firstName} (${user.telegramId})`,
              href: `/telegram-users/${user.id}`,
            }));
          }
          case 'users': {
            const page = await client.call(appUserRoutes.list, { query, signal });
            return page.items.map((user) => ({
              source,
              id: user.id,
              label: user.username,
              href: `/users/${user.id}`,
            }));
          }
        }
      });
      // One resource failing (e.g. a permission just revoked) leaves the others' results.
      const settled = await Promise.allSettled(searches);
      return settled.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
    },
  });
}
