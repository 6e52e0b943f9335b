import { useApiClient } from '@console/admin-core/react';
import {
  type AuditLog,
  type AuditLogListQuery,
  adminUserRoutes,
  auditRoutes,
  type SecurityEvent,
  type SecurityEventListQuery,
  securityRoutes,
} from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FetchPage } from '../resource';

export const operationsQueryKey = ['operations'] as const;
export const auditQueryKey = [...operationsQueryKey, 'audit'] as const;
export const securityQueryKey = [...operationsQueryKey, 'security'] as const;
export const monitoringQueryKey = [...operationsQueryKey, 'monitoring'] as const;
export const cachesQueryKey = [...operationsQueryKey, 'caches'] as const;

export function useOperationsApi() {
  const client = useApiClient();
  return useMemo(() => {
    const auditPage: FetchPage<AuditLog> = (query, signal) =>
      // Validated against the audit list schema when read from the URL; the list sends its days as
      // the instants that bound them.
      client.call(auditRoutes.list, { query: query as AuditLogListQuery, signal });
    const securityPage: FetchPage<SecurityEvent> = (query, signal) =>
      client.call(securityRoutes.list, {
        query: query as SecurityEventListQuery,
        signal,
      });
    return {
      auditPage,
      securityPage,
      revokeSessions: (adminUserId: number, reason: string | undefined) =>
        client.call(adminUserRoutes.revokeSessions, {
          params: { id: adminUserId },
          body: { ...(reason ? { reason } : {}) },
        }),
    };
  }, [client]);
}

/** The admins (first 100 by name) for the actor filters. */
export function useAdminOptions() {
  const client = useApiClient();
  return useQuery({
    queryKey: [...operationsQueryKey, 'admins'],
    queryFn: ({ signal }) =>
      client.call(adminUserRoutes.list, {
        query: { page: 1, pageSize: 100, sort: 'username:asc' },
        signal,
      }),
    select: (page) =>
      page.items.map((admin) => ({ value: String(admin.id), label: admin.username })),
  });
}
