import { useLanguage } from '@console/admin-core/react';
import { type SecurityEvent, securityEventTypes } from '@console/contract';
import { Badge, ConfirmDialog, toast } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../i18n/format';
import { type ResourceColumn, ResourceList } from '../resource';
import { securityQueryKey, useAdminFilter, useOperationsApi } from './api';
import { failureText } from './failure-text';
import { securityUrlSchema } from './log-url-schemas';
import { OperationsNav } from './operations-layout';

const alarming = new Set<SecurityEvent['type']>([
  'login.failed',
  'login.rateLimited',
  'refresh.reuseDetected',
]);

/**
 * Whose sign-in, password or sessions an event is about. A restore ended every admin's sessions:
 * it names no admin, but who restored (their username; their id before the restore on rows
 * recorded before the username was kept).
 */
export function securityEventAdmin(event: SecurityEvent, t: TFunction): string | null {
  if (event.type !== 'sessions.revoked' || event.details?.reason !== 'restore') {
    return event.username;
  }
  const by = event.username ?? (event.details.by === undefined ? null : `#${event.details.by}`);
  return by === null ? t('security.everyAdmin') : t('security.everyAdminBy', { name: by });
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const wholeNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

/**
 * What an event's details say, in words: who did it to the admin (their username as it was then;
 * their id on rows recorded before it was kept) and why, why a sign-in failed, how long sign-ins
 * are paused, how many other sessions a password change ended.
 */
export function securityEventDetail(event: SecurityEvent, t: TFunction): string | null {
  const details = event.details ?? {};
  const byId = wholeNumber(details.by);
  const by = text(details.byUsername) ?? (byId === null ? null : `#${byId}`);
  const reason = text(details.reason);
  switch (event.type) {
    case 'login.failed':
      return reason === 'unknownUsername' || reason === 'wrongPassword' || reason === 'inactive'
        ? t(`security.detail.failed.${reason}`)
        : null;
    case 'login.rateLimited': {
      const seconds = wholeNumber(details.retryAfterSeconds);
      return seconds === null ? null : t('security.detail.retryAfter', { seconds });
    }
    case 'password.changed': {
      const ended = wholeNumber(details.revokedSessions);
      return ended === null ? null : t('security.detail.otherSessionsEnded', { count: ended });
    }
    case 'password.reset':
      return by === null ? null : t('security.detail.by', { name: by });
    case 'sessions.revoked':
      if (reason === 'restore') return t('security.detail.restore');
      if (by === null) return reason;
      if (reason === 'deactivated') return t('security.detail.deactivatedBy', { name: by });
      return reason === null
        ? t('security.detail.by', { name: by })
        : t('security.detail.byWithReason', { name: by, reason });
    default:
      return null;
  }
}

/** /settings/security-log: sign-ins, failures, rate limits, token reuse, password and session events. */
export default function SecurityLogPage() {
  const { t } = useTranslation(['operations', 'common']);
  const { language } = useLanguage();
  const api = useOperationsApi();
  const adminFilter = useAdminFilter('adminUserId', t('security.filters.admin'));
  const queryClient = useQueryClient();
  const [revoking, setRevoking] = useState<{ id: number; username: string } | null>(null);

  const columns: ResourceColumn<SecurityEvent>[] = [
    {
      id: 'at',
      header: t('security.fields.at'),
      value: (event) => event.at,
      cell: (event) => formatDateTime(event.at, language),
      sortable: true,
    },
    {
      id: 'type',
      header: t('security.fields.type'),
      value: (event) => t(`security.types.${event.type}`),
      cell: (event) => (
        <Badge variant={alarming.has(event.type) ? 'destructive' : 'secondary'}>
          {t(`security.types.${event.type}`)}
        </Badge>
      ),
    },
    {
      id: 'username',
      header: t('security.fields.admin'),
      value: (event) => securityEventAdmin(event, t),
    },
    {
      id: 'detail',
      header: t('security.fields.detail'),
      value: (event) => securityEventDetail(event, t),
    },
    { id: 'ip', header: t('security.fields.ip'), value: (event) => event.ip },
    {
      id: 'userAgent',
      header: t('security.fields.userAgent'),
      value: (event) => event.userAgent,
      hiddenByDefault: true,
    },
  ];

  const revoke = async ({ reason }: { reason: string | undefined }) => {
    if (!revoking) return;
    try {
      const result = await api.revokeSessions(revoking.id, reason);
      toast.success(
        t('security.revoke.done', {
          sessions: formatNumber(result.revokedSessions, language),
          name: revoking.username,
        }),
      );
      await queryClient.invalidateQueries({ queryKey: securityQueryKey });
    } catch (error) {
      throw new Error(failureText(error, t));
    }
  };

  return (
    <>
      <ResourceList<SecurityEvent>
        resource="security-log"
        title={t('security.title')}
        description={t('security.description')}
        tableLabel={t('security.tableLabel')}
        rowLabel={(event) => `${t(`security.types.${event.type}`)} ${event.username ?? ''}`.trim()}
        schema={securityUrlSchema}
        defaultSort="at:desc"
        queryKey={securityQueryKey}
        fetchPage={api.securityPage}
        columns={columns}
        export={{ resource: 'securityEvents' }}
        canWrite={false}
        summary={<OperationsNav />}
        filters={[
          {
            kind: 'select',
            key: 'type',
            label: t('security.filters.type'),
            options: securityEventTypes.map((type) => ({
              value: type,
              label: t(`security.types.${type}`),
            })),
          },
          adminFilter,
          {
            kind: 'dateRange',
            from: { key: 'from', label: t('filters.from') },
            to: { key: 'to', label: t('filters.to') },
          },
        ]}
        rowActions={(event) =>
          event.adminUserId === null
            ? []
            : [
                {
                  label: t('security.revoke.action'),
                  destructive: true,
                  onSelect: () =>
                    setRevoking({
                      id: event.adminUserId as number,
                      username: event.username ?? String(event.adminUserId),
                    }),
                },
              ]
        }
      />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
        variant="destructive"
        title={t('security.revoke.title', { name: revoking?.username ?? '' })}
        description={t('security.revoke.description')}
        reasonLabel={t('security.revoke.reason')}
        confirmLabel={t('security.revoke.confirm')}
        cancelLabel={t('common:actions.cancel')}
        onConfirm={revoke}
      />
    </>
  );
}
