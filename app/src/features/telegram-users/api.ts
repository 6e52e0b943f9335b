import { useApiClient } from '@console/admin-core/react';
import {
  DEFAULT_LOG_PAGE_SIZE,
  type TelegramLogQuery,
  type TelegramUser,
  type TelegramUserListQuery,
  type TelegramUserStatus,
  telegramUserRoutes,
} from '@console/contract';
import { useMemo } from 'react';
import type { FetchPage } from '../resource';

/** Every messaging-app user query starts with this key; a status change invalidates it. */
export const telegramUsersQueryKey = ['telegram-users'] as const;
export const telegramUserQueryKey = (id: number) =>
  [...telegramUsersQueryKey, 'record', id] as const;
export const telegramLogsQueryKey = (id: number, filters: TelegramLogFilters) =>
  [...telegramUsersQueryKey, 'logs', id, filters] as const;

/** The URL filters of a logs screen. */
export type TelegramLogFilters = Pick<TelegramLogQuery, 'type' | 'from' | 'to'>;

/** The messaging-app user endpoints of the contract, bound to the signed-in client. */
export function useTelegramUserApi() {
  const client = useApiClient();
  return useMemo(() => {
    const fetchPage: FetchPage<TelegramUser> = (query, signal) =>
      // The query was validated against telegramUserListQuerySchema when read from the URL.
      client.call(telegramUserRoutes.list, { query: query as TelegramUserListQuery, signal });
    return {
      fetchPage,
      get: (id: number, signal?: AbortSignal) =>
        client.call(telegramUserRoutes.get, { params: { id }, signal }),
      updateStatus: (
        user: Pick<TelegramUser, 'id' | 'version'>,
        status: TelegramUserStatus,
        reason: string | undefined,
      ) =>
        client.call(telegramUserRoutes.updateStatus, {
          params: { id: user.id },
          body: { status, version: user.version, ...(reason ? { reason } : {}) },
        }),
      logs: (
        id: number,
        query: TelegramLogFilters & { cursor?: string | undefined },
        signal?: AbortSignal,
      ) =>
        client.call(telegramUserRoutes.logs, {
          params: { id },
          query: { ...query, limit: DEFAULT_LOG_PAGE_SIZE },
          signal,
        }),
    };
  }, [client]);
}
