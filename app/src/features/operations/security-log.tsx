import { useLanguage } from '@console/admin-core/react';
import { type SecurityEvent, securityEventTypes } from '@console/contract';
import { Badge, ConfirmDialog, toast } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../i18n/format';
import { type ListDefinition, type ResourceColumn, ResourceList } from '../resource';
import { nonEmptyText, safeInteger } from '../resource/loose-values';
import {
  type AdminFilterChoices,
  securityQueryKey,
  useAdminFilterChoices,
  useOperationsApi,
} from './api';
import { failureText } from './failure-text';
import { securityUrlSchema } from './log-url-schemas';
import { OperationsNav } from './operations-layout';

const alarming = new Set<SecurityEvent['type']>([
  'login.failed',
  'login.rateLimited',
  'refresh.reuseDetected',
]);

type SessionsCause = 'restore' | 'deactivated';

/**
 * What ended an admin's sessions besides an admin's own choice (`details.cause`), and the reason the
 * admin typed (`details.reason`). Rows recorded before the two were kept apart had the cause in
 * `reason` and no typed reason.
 */
function causeAndReason(details: Record<string, unknown>): {
  cause: SessionsCause | null;
  reason: string | undefined;
} {
  const isCause = (value: unknown): value is SessionsCause =>
    value === 'restore' || value === 'deactivated';
  if ('cause' in details) {
    return {
      cause: isCause(details.cause) ? details.cause : null,
      reason: nonEmptyText(details.reason),
    };
  }
  return isCause(details.reason)
    ? { cause: details.reason, reason: undefined }
    : { cause: null, reason: nonEmptyText(details.reason) };
}

/**
 * Whose sign-in, password or sessions an event is about. A restore ended every admin's sessions:
 * it names no admin, but who restored (their username; their id before the restore on rows
 * recorded before the username was kept).
 */
export function securityEventAdmin(event: SecurityEvent, t: TFunction): string | null {
  const details = event.details ?? {};
  if (event.type !== 'sessions.revoked' || causeAndReason(details).cause !== 'restore') {
    return event.username;
  }
  const byId = safeInteger(details.by);
  const by = event.username ?? (byId === undefined ? null : `#${byId}`);
  return by === null ? t('security.everyAdmin') : t('security.everyAdminBy', { name: by });
}

/**
 * What an event's details say, in words: who did it to the admin (their username as it was then;
 * their id on rows recorded before it was kept), what caused it, the reason they typed and how
 * many sessions it ended; why a sign-in failed; how long sign-ins are paused.
 */
export function securityEventDetail(event: SecurityEvent, t: TFunction): string | null {
  const details = event.details ?? {};
  const byId = safeInteger(details.by);
  const by = nonEmptyText(details.byUsername) ?? (byId === undefined ? null : `#${byId}`);
  const ended = safeInteger(details.revokedSessions);
  switch (event.type) {
    case 'login.failed': {
      const reason = nonEmptyText(details.reason);
      return reason === 'unknownUsername' || reason === 'wrongPassword' || reason === 'inactive'
        ? t(`security.detail.failed.${reason}`)
        : null;
    }
    case 'login.rateLimited': {
      const seconds = safeInteger(details.retryAfterSeconds);
      return seconds === undefined ? null : t('security.detail.retryAfter', { seconds });
    }
    case 'password.changed':
      return ended === undefined ? null : t('security.detail.otherSessionsEnded', { count: ended });
    case 'password.reset':
    case 'sessions.revoked': {
      const { cause, reason } = causeAndReason(details);
      const what =
        cause === 'restore'
          ? t('security.detail.restore')
          : cause === 'deactivated'
            ? by === null
              ? t('security.detail.deactivated')
              : t('security.detail.deactivatedBy', { name: by })
            : by === null
              ? null
              : t('security.detail.by', { name: by });
      const parts = [
        what,
        reason === undefined ? null : t('security.detail.reason', { reason }),
        ended === undefined ? null : t('security.detail.sessionsEnded', { count: ended }),
      ].filter((part) => part !== null);
      return parts.length === 0 ? null : parts.join(' · ');
    }
    default:
      return null;
  }
}

/** The security log's URL as this page shows it: schema, default order and filters. */
export const securityLogList = (t: TFunction, admins: AdminFilterChoices): ListDefinition => ({
  schema: securityUrlSchema,
  defaultSort: 'at:desc',
  filters: [
    {
      kind: 'select',
      key: 'type',
      label: t('security.filters.type'),
      options: securityEventTypes.map((type) => ({
        value: type,
        label: t(`security.types.${type}`),
      })),
    },
    { kind: 'select', key: 'adminUserId', label: t('security.filters.admin'), ...admins },
    {
      kind: 'dateRange',
      from: { key: 'from', label: t('filters.from') },
      to: { key: 'to', label: t('filters.to') },
    },
  ],
});

/** /settings/security-log: sign-ins, failures, rate limits, token reuse, password and session events. */
export default function SecurityLogPage() {
  const { t } = useTranslation(['operations', 'common']);
  const { language } = useLanguage();
  const api = useOperationsApi();
  const adminChoices = useAdminFilterChoices();
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
        {...securityLogList(t, adminChoices)}
        queryKey={securityQueryKey}
        fetchPage={api.securityPage}
        columns={columns}
        export={{ resource: 'securityEvents' }}
        canWrite={false}
        summary={<OperationsNav />}
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
