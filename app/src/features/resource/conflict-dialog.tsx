import {
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@console/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultFormatValue } from './format-value';
import type { ConflictEntry, OtherChange } from './record-diff';

export interface ConflictState<R> {
  /** The record as it is now on the server. */
  theirs: R;
  /** What "save mine over theirs" saves: their version with the admin's edits on top. */
  mine: unknown;
  entries: readonly ConflictEntry[];
  /** What else of the record was changed meanwhile, outside the form (a user's status). */
  otherChanges: readonly OtherChange[];
}

/**
 * The dialog's words that say who saved meanwhile: "someone else" by default; a caller whose record
 * only the admin can change (the own profile) says "another tab or session" instead.
 */
export interface ConflictTexts {
  title: string;
  description: string;
  theirs: string;
  changedByThem: string;
  clash: string;
  alsoChanged: string;
  /** Under a value of the first column that is theirs, kept by the merge. */
  keptTheirs: string;
  reload: string;
  overwrite: string;
}

interface ConflictDialogProps<R> {
  conflict: ConflictState<R> | null;
  /** Overrides of the default wording (`resource:conflict.*`). */
  texts?: Partial<ConflictTexts> | undefined;
  fieldLabel(field: string): string;
  formatValue?: ((field: string, value: unknown) => string) | undefined;
  onReload(theirs: R): void;
  onOverwrite(conflict: ConflictState<R>): void;
  onCancel(): void;
}

/**
 * Shown when a save answers 409 because someone else saved the record first: field by field, what
 * saving the admin's version would leave against the value saved meanwhile, and below it what else
 * they changed that the form does not edit ("Also changed by them: Status: Active → Banned"), so
 * that saving over their version is decided knowing it; then either take their version into the
 * form or save the admin's edits over it knowingly (sent with the fresh version; the fields only
 * they changed keep their values, which the first column shows).
 */
export function ConflictDialog<R>({
  conflict,
  texts,
  fieldLabel,
  formatValue,
  onReload,
  onOverwrite,
  onCancel,
}: ConflictDialogProps<R>) {
  const { t } = useTranslation('resource');
  const otherChangesId = useId();
  const text = (key: keyof ConflictTexts) => texts?.[key] ?? t(`conflict.${key}`);
  const show = (field: string, value: unknown) =>
    formatValue ? formatValue(field, value) : defaultFormatValue(value, t);
  return (
    <Dialog
      open={conflict !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <DialogContent className="sm:max-w-2xl" closeLabel={t('common:actions.close')}>
        <DialogHeader>
          <DialogTitle>{text('title')}</DialogTitle>
          <DialogDescription>{text('description')}</DialogDescription>
        </DialogHeader>
        {conflict && conflict.entries.length > 0 ? (
          <div className="max-h-[50vh] overflow-auto rounded-md border">
            <table className="w-full text-sm" aria-label={t('conflict.tableLabel')}>
              <thead className="bg-muted/50 text-left">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('conflict.field')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('conflict.mine')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {text('theirs')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {conflict.entries.map((entry) => (
                  <tr key={entry.field} className="border-t align-top">
                    <th scope="row" className="px-3 py-2 text-left font-medium">
                      <span className="block">{fieldLabel(entry.field)}</span>
                      {entry.changedByThem ? (
                        <Badge variant={entry.clash ? 'warning' : 'secondary'} className="mt-1">
                          {text(entry.clash ? 'clash' : 'changedByThem')}
                        </Badge>
                      ) : null}
                    </th>
                    <td className="px-3 py-2 break-words whitespace-pre-wrap">
                      {show(entry.field, entry.mine)}
                      {/* The merge keeps what only they changed: this value is theirs, not the admin's. */}
                      {entry.changedByThem && !entry.clash ? (
                        <span className="mt-1 block text-xs whitespace-normal text-muted-foreground">
                          {text('keptTheirs')}
                        </span>
                      ) : null}
                    </td>
                    <td className="px-3 py-2 break-words whitespace-pre-wrap">
                      {show(entry.field, entry.theirs)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t('conflict.noFieldChanges')}</p>
        )}
        {conflict && conflict.otherChanges.length > 0 ? (
          <section aria-labelledby={otherChangesId} className="grid gap-1 text-sm">
            <h3 id={otherChangesId} className="font-medium">
              {text('alsoChanged')}
            </h3>
            <ul className="grid gap-1">
              {conflict.otherChanges.map((change) => (
                <li key={change.field} className="break-words">
                  {t('conflict.otherChange', {
                    field: fieldLabel(change.field),
                    before: show(change.field, change.before),
                    after: show(change.field, change.after),
                  })}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => conflict && onReload(conflict.theirs)}>
            {text('reload')}
          </Button>
          <Button variant="destructive" onClick={() => conflict && onOverwrite(conflict)}>
            {text('overwrite')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
