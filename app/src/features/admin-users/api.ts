import { useApiClient } from '@console/admin-core/react';
import {
  type AdminUser,
  type AdminUserCreate,
  type AdminUserListQuery,
  type AdminUserUpdate,
  adminUserRoutes,
} from '@console/contract';
import { useMemo } from 'react';
import type { FetchPage } from '../resource';

/** Every admin-user query starts with this key; a change to admin users invalidates it. */
export const adminUsersQueryKey = ['adminUsers'] as const;

export const adminUserQueryKey = (id: number) => [...adminUsersQueryKey, 'record', id] as const;

/** The admin-user endpoints of the contract, bound to the signed-in client. */
export function useAdminUserApi() {
  const client = useApiClient();
  return useMemo(() => {
    const fetchPage: FetchPage<AdminUser> = (query, signal) =>
      // The query was validated against adminUserListQuerySchema when it was read from the URL.
      client.call(adminUserRoutes.list, { query: query as AdminUserListQuery, signal });
    return {
      fetchPage,
      get: (id: number, signal?: AbortSignal) =>
        client.call(adminUserRoutes.get, { params: { id }, signal }),
      create: (body: AdminUserCreate) => client.call(adminUserRoutes.create, { body }),
      update: (id: number, body: AdminUserUpdate) =>
        client.call(adminUserRoutes.update, { params: { id }, body }),
      deactivate: (id: number, reason?: string) =>
        client.call(adminUserRoutes.deactivate, { params: { id }, body: { reason } }),
      activate: (id: number, reason?: string) =>
        client.call(adminUserRoutes.activate, { params: { id }, body: { reason } }),
      resetPassword: (id: number, newPassword: string) =>
        client.call(adminUserRoutes.resetPassword, { params: { id }, body: { newPassword } }),
      revokeSessions: (id: number, reason?: string) =>
        client.call(adminUserRoutes.revokeSessions, { params: { id }, body: { reason } }),
    };
  }, [client]);
}
