import { useApiClient } from '@console/admin-core/react';
import {
  type Level,
  type LevelCreate,
  type LevelListQuery,
  type LevelUpdate,
  levelRoutes,
} from '@console/contract';
import { useMemo } from 'react';
import type { FetchPage } from '../resource';

/** Every level query starts with this key; a change to levels invalidates it. */
export const levelsQueryKey = ['levels'] as const;
export const levelQueryKey = (id: number) => [...levelsQueryKey, 'record', id] as const;
/** The Telegram users on each level; under `levelsQueryKey`, so a level change refreshes it. */
export const levelUsersQueryKey = [...levelsQueryKey, 'users'] as const;

/** The level endpoints of the contract, bound to the signed-in client. */
export function useLevelApi() {
  const client = useApiClient();
  return useMemo(() => {
    const fetchPage: FetchPage<Level> = (query, signal) =>
      // The query was validated against levelListQuerySchema when it was read from the URL.
      client.call(levelRoutes.list, { query: query as LevelListQuery, signal });
    return {
      fetchPage,
      get: (id: number, signal?: AbortSignal) =>
        client.call(levelRoutes.get, { params: { id }, signal }),
      users: (signal?: AbortSignal) => client.call(levelRoutes.users, { signal }),
      create: (body: LevelCreate) => client.call(levelRoutes.create, { body }),
      update: (id: number, body: LevelUpdate) =>
        client.call(levelRoutes.update, { params: { id }, body }),
      remove: (level: Level) =>
        client.call(levelRoutes.delete, {
          params: { id: level.id },
          query: { version: level.version },
        }),
    };
  }, [client]);
}
