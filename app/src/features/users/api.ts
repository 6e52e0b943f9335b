import { useApiClient } from '@console/admin-core/react';
import {
  type AppUser,
  type AppUserBulkAction,
  type AppUserFilter,
  type AppUserListQuery,
  type AppUserStatusAction,
  type AppUserUpdate,
  appUserRoutes,
} from '@console/contract';
import { useMemo } from 'react';
import type { FetchPage } from '../resource';

/** Every app-user query starts with this key; a change to users invalidates it. */
export const usersQueryKey = ['users'] as const;
export const userQueryKey = (id: number) => [...usersQueryKey, 'record', id] as const;
export const userStatsQueryKey = [...usersQueryKey, 'stats'] as const;

/** The app-user endpoints of the contract (all super-user only), bound to the signed-in client. */
export function useAppUserApi() {
  const client = useApiClient();
  return useMemo(() => {
    const fetchPage: FetchPage<AppUser> = (query, signal) =>
      // The query was validated against appUserListQuerySchema when it was read from the URL.
      client.call(appUserRoutes.list, { query: query as AppUserListQuery, signal });
    return {
      fetchPage,
      get: (id: number, signal?: AbortSignal) =>
        client.call(appUserRoutes.get, { params: { id }, signal }),
      stats: (signal?: AbortSignal) => client.call(appUserRoutes.stats, { signal }),
      update: (id: number, body: AppUserUpdate) =>
        client.call(appUserRoutes.update, { params: { id }, body }),
      /** Ban, unban, activate or deactivate one user, with the version read. */
      changeStatus: (
        action: AppUserStatusAction,
        user: Pick<AppUser, 'id' | 'version'>,
        reason: string | undefined,
      ) =>
        client.call(appUserRoutes[action], {
          params: { id: user.id },
          body: { version: user.version, ...(reason ? { reason } : {}) },
        }),
      /** How many and which users match a filter now, for a bulk action on "all matching". */
      bulkMatch: (filter: AppUserFilter, signal?: AbortSignal) =>
        client.call(appUserRoutes.bulkMatch, { query: filter, signal }),
      bulk: (body: AppUserBulkAction) => client.call(appUserRoutes.bulk, { body }),
    };
  }, [client]);
}
