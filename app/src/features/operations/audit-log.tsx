import { useLanguage } from '@console/admin-core/react';
import { type AuditLog, auditActions, auditResources } from '@console/contract';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/format';
import { type ListDefinition, type ResourceColumn, ResourceList } from '../resource';
import {
  type AdminFilterChoices,
  auditQueryKey,
  useAdminFilterChoices,
  useOperationsApi,
} from './api';
import { AuditChangesDialog } from './audit-changes-dialog';
import {
  auditActionLabel,
  auditFilterOptions,
  auditReason,
  auditResourceLabel,
} from './audit-labels';
import { auditUrlSchema } from './log-url-schemas';
import { OperationsNav } from './operations-layout';

/** The audit log's URL as this page shows it: schema, default order and filters. */
export const auditLogList = (
  t: TFunction,
  language: string,
  admins: AdminFilterChoices,
): ListDefinition => ({
  schema: auditUrlSchema,
  defaultSort: 'at:desc',
  filters: [
    { kind: 'select', key: 'actorId', label: t('audit.filters.actor'), ...admins },
    {
      kind: 'select',
      key: 'resource',
      label: t('audit.filters.resource'),
      options: auditFilterOptions(auditResources, (name) => auditResourceLabel(t, name), language),
    },
    {
      kind: 'select',
      key: 'action',
      label: t('audit.filters.action'),
      options: auditFilterOptions(auditActions, (name) => auditActionLabel(t, name), language),
    },
    { kind: 'text', key: 'recordId', label: t('audit.filters.record') },
    {
      kind: 'dateRange',
      from: { key: 'from', label: t('filters.from') },
      to: { key: 'to', label: t('filters.to') },
    },
  ],
});

/** /settings/audit-log: every change, filtered in the URL, with a field-by-field diff per entry. */
export default function AuditLogPage() {
  const { t } = useTranslation('operations');
  const { language } = useLanguage();
  const api = useOperationsApi();
  const adminChoices = useAdminFilterChoices();
  const [shown, setShown] = useState<AuditLog | null>(null);
  const actionLabel = (action: string) => auditActionLabel(t, action);
  const resourceLabel = (resource: string) => auditResourceLabel(t, resource);

  const columns: ResourceColumn<AuditLog>[] = [
    {
      id: 'at',
      header: t('audit.fields.at'),
      value: (entry) => entry.at,
      cell: (entry) => formatDateTime(entry.at, language),
      sortable: true,
    },
    {
      id: 'actor',
      header: t('audit.fields.actor'),
      value: (entry) => entry.actorUsername ?? t('audit.system'),
      exportAs: 'actorUsername',
    },
    { id: 'action', header: t('audit.fields.action'), value: (entry) => actionLabel(entry.action) },
    {
      id: 'resource',
      header: t('audit.fields.resource'),
      value: (entry) => resourceLabel(entry.resource),
    },
    { id: 'recordId', header: t('audit.fields.record'), value: (entry) => entry.recordId },
    { id: 'reason', header: t('audit.fields.reason'), value: (entry) => auditReason(t, entry) },
    { id: 'ip', header: t('audit.fields.ip'), value: (entry) => entry.ip, hiddenByDefault: true },
  ];

  return (
    <>
      <ResourceList<AuditLog>
        resource="audit-log"
        title={t('audit.title')}
        description={t('audit.description')}
        tableLabel={t('audit.tableLabel')}
        rowLabel={(entry) =>
          `${actionLabel(entry.action)} ${resourceLabel(entry.resource)} ${entry.recordId ?? ''}`.trim()
        }
        {...auditLogList(t, language, adminChoices)}
        queryKey={auditQueryKey}
        fetchPage={api.auditPage}
        columns={columns}
        export={{ resource: 'auditLogs' }}
        canWrite={false}
        summary={<OperationsNav />}
        rowActions={(entry) => [{ label: t('audit.viewChanges'), onSelect: () => setShown(entry) }]}
      />
      <AuditChangesDialog entry={shown} onClose={() => setShown(null)} />
    </>
  );
}
