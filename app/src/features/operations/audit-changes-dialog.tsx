import { useLanguage } from '@console/admin-core/react';
import type { AuditLog } from '@console/contract';
import {
  Badge,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@console/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { auditFieldChanges } from './audit-diff';
import { AuditImportSummary, auditedImport } from './audit-import-summary';
import {
  auditActionLabel,
  auditFieldLabel,
  auditReason,
  auditResourceLabel,
  displayAuditField,
  isIsoTimestamp,
} from './audit-labels';

/**
 * One side of a change: an instant as a `<time>` in the admin's language, the rest as the console
 * shows values elsewhere (On/Off, "(empty)").
 */
function AuditValue({
  field,
  value,
  language,
  t,
}: {
  field: string;
  value: unknown;
  language: string;
  t: TFunction;
}) {
  const text = displayAuditField(field, value, language, t);
  return isIsoTimestamp(value) ? <time dateTime={value}>{text}</time> : text;
}

/**
 * An audit entry's before/after, field by field, the changed fields marked: the action, the
 * resource and the fields by their names in the admin's language, instants in their format.
 */
export function AuditChangesDialog({
  entry,
  onClose,
}: {
  entry: AuditLog | null;
  onClose(): void;
}) {
  // `resource` holds the console's words for values (On/Off, "(empty)").
  const { t } = useTranslation(['operations', 'resource']);
  const { language } = useLanguage();
  // An import changed no one record: what it created says more than a before/after table.
  const imported = entry ? auditedImport(entry) : null;
  const changes = entry && !imported ? auditFieldChanges(entry.before, entry.after) : [];
  const reason = entry ? auditReason(t, entry) : null;
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="max-h-[85vh] overflow-y-auto sm:max-w-3xl"
        closeLabel={t('common:actions.close')}
      >
        <DialogHeader>
          <DialogTitle>{t('audit.diff.title')}</DialogTitle>
          <DialogDescription>
            {entry
              ? t(
                  // An import, a reorder or a backup names no single record.
                  entry.recordId === null
                    ? 'audit.diff.descriptionNoRecord'
                    : 'audit.diff.description',
                  {
                    action: auditActionLabel(t, entry.action),
                    resource: auditResourceLabel(t, entry.resource),
                    record: entry.recordId,
                  },
                )
              : null}
          </DialogDescription>
        </DialogHeader>
        {reason ? (
          <p className="text-sm">
            <span className="font-medium">{t('audit.fields.reason')}: </span>
            {reason}
          </p>
        ) : null}
        {imported ? (
          <AuditImportSummary imported={imported} />
        ) : changes.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('audit.diff.none')}</p>
        ) : (
          // The field column takes the width of its longest word (its names break only between
          // words: "Имя пользователя", never "Имя пользова|теля"); the values share the rest and
          // break anywhere (a long JSON value), inside the dialog.
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{t('audit.diff.title')}</caption>
            <thead>
              <tr className="border-b text-left">
                <th scope="col" className="py-2 pr-2 font-medium">
                  {t('audit.diff.field')}
                </th>
                <th scope="col" className="py-2 pr-2 font-medium">
                  {t('audit.diff.before')}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t('audit.diff.after')}
                </th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr
                  key={change.field}
                  data-field={change.field}
                  data-changed={change.changed}
                  className={change.changed ? 'border-b bg-warning/10' : 'border-b'}
                >
                  <th
                    scope="row"
                    data-slot="audit-field-name"
                    className="py-2 pr-2 text-left align-top font-normal wrap-normal break-normal"
                    title={change.field}
                  >
                    {auditFieldLabel(t, change.field, entry?.action)}
                    {change.changed ? (
                      <Badge variant="warning" className="ml-2">
                        {t('audit.diff.changed')}
                      </Badge>
                    ) : null}
                  </th>
                  <td className="py-2 pr-2 align-top font-mono text-muted-foreground wrap-anywhere">
                    <AuditValue
                      field={change.field}
                      value={change.before}
                      language={language}
                      t={t}
                    />
                  </td>
                  <td className="py-2 align-top font-mono wrap-anywhere">
                    <AuditValue
                      field={change.field}
                      value={change.after}
                      language={language}
                      t={t}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </DialogContent>
    </Dialog>
  );
}
