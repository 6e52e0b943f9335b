import { useLanguage } from '@console/admin-core/react';
import { type AuditLog, type ImportResource, importResources } from '@console/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../i18n/format';
import { isRecord } from './audit-diff';
import { auditFieldLabel, displayAuditField } from './audit-labels';
import { CreatedListLinks, createdLinkClass } from './created-links';
import { createdRecordHref, MAX_CREATED_LINKS } from './created-records';

/** What an audited import did, read from its entry's `after`. */
export interface AuditedImport {
  readonly resource: ImportResource;
  /** `all-or-nothing` or `valid-only`; null on entries that did not record it. */
  readonly mode: string | null;
  readonly created: number;
  /** The created records' ids, in the order of their rows. */
  readonly createdIds: readonly number[];
  /** The goal a challenges import went into, when the admin chose one. */
  readonly goalId: number | null;
}

const isRecordId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

const importResourceSet: ReadonlySet<string> = new Set(importResources);

/**
 * The import an audit entry records, or null for any other entry. Older imports wrote their
 * created ids as `ids` and no count: the ids count then.
 */
export function auditedImport(entry: Pick<AuditLog, 'action' | 'resource' | 'after'>) {
  const { action, resource, after } = entry;
  if (action !== 'import' || !importResourceSet.has(resource) || !isRecord(after)) return null;
  const ids = Array.isArray(after.createdIds) ? after.createdIds : after.ids;
  const createdIds = Array.isArray(ids) ? ids.filter(isRecordId) : [];
  const imported: AuditedImport = {
    resource: resource as ImportResource,
    mode: typeof after.mode === 'string' ? after.mode : null,
    created: typeof after.created === 'number' ? after.created : createdIds.length,
    createdIds,
    goalId: isRecordId(after.goalId) ? after.goalId : null,
  };
  return imported;
}

/**
 * An import in the audit log: how and how many records it created, and links to them (the list
 * that shows them first; each record by its id, up to `MAX_CREATED_LINKS`), instead of a
 * before/after table of an entry that changed no one record.
 */
export function AuditImportSummary({ imported }: { imported: AuditedImport }) {
  const { t } = useTranslation(['operations', 'resource']);
  const { language } = useLanguage();
  const { resource, mode, created, createdIds, goalId } = imported;
  const records = createdIds.map((id, row) => ({
    row,
    id,
    label: '',
    ...(goalId === null ? {} : { goalId }),
  }));
  const facts: [string, string][] = [
    ...(mode === null
      ? []
      : [
          [auditFieldLabel(t, 'mode'), displayAuditField('mode', mode, language, t)] as [
            string,
            string,
          ],
        ]),
    [auditFieldLabel(t, 'created'), formatNumber(created, language)],
  ];
  return (
    <div data-slot="audit-import" className="grid gap-3 text-sm">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <CreatedListLinks resource={resource} created={records} />
      {createdIds.length > 0 && createdIds.length <= MAX_CREATED_LINKS ? (
        <ul aria-label={t('import.createdRecords')} className="flex flex-wrap gap-x-3 gap-y-1">
          {createdIds.map((id) => (
            <li key={id}>
              <Link to={createdRecordHref(resource, id)} className={createdLinkClass}>
                {t('audit.importRecord', { id })}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
