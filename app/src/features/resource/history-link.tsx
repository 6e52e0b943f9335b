import { usePermissions } from '@console/admin-core/react';
import type { AuditedRecordResource } from '@console/contract';
import { Button } from '@console/ui';
import { HistoryIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { auditHistoryHref } from '../operations/audit-diff';

/** The record a page shows, for the link to its history in the audit log. */
export interface RecordHistory {
  resource: AuditedRecordResource;
  /** Unknown while the record loads (or when it was not found): no link then. */
  recordId: number | undefined;
}

/**
 * "History": the audit log filtered to one record. Only super users may open the audit log, so
 * nobody else sees the link.
 */
export function HistoryLink({ history }: { history: RecordHistory | undefined }) {
  const { t } = useTranslation('resource');
  const { isSuperUser } = usePermissions();
  if (!isSuperUser || history?.recordId === undefined) return null;
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={auditHistoryHref(history.resource, history.recordId)} title={t('history.hint')}>
        <HistoryIcon aria-hidden="true" />
        {t('history.link')}
      </Link>
    </Button>
  );
}
