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
import { useTranslation } from 'react-i18next';
import type { FetchPage, ResourceFilter } from '../resource';

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
    select: (page) => ({
      options: page.items.map((admin) => ({ value: String(admin.id), label: admin.username })),
      /** Whether the options name every admin: an id outside them then belongs to nobody. */
      complete: page.items.length >= page.total,
    }),
  });
}

/** The choices of the logs' filter by admin (`actorId`, `adminUserId`), as the select takes them. */
export type AdminFilterChoices = Pick<
  Extract<ResourceFilter, { kind: 'select' }>,
  'options' | 'unknownLabel'
>;

/**
 * The choices of the logs' filter by admin. An id in the URL that no admin has is named
 * "Admin #999 (unknown)" in the select instead of leaving it blank over an empty list; one beyond
 * the first 100 admins the select offers is named "Admin #999".
 */
export function useAdminFilterChoices(): AdminFilterChoices {
  const { t } = useTranslation('operations');
  const admins = useAdminOptions();
  const loaded = admins.data;
  return {
    options: loaded?.options ?? [],
    unknownLabel: loaded
      ? (id) => t(loaded.complete ? 'filters.unknownAdmin' : 'filters.adminById', { id })
      : undefined,
  };
}
