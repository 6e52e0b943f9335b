import { isApiError } from '@console/admin-core';
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
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../i18n/api-error';
import { returnFocusToList } from './list-focus';

/** The outcome of deleting one row of a bulk delete. */
export interface DeleteResult {
  id: string;
  label: string;
  /** `alreadyDeleted`: the server no longer had the row, someone else deleted it meanwhile. */
  status: 'deleted' | 'alreadyDeleted' | 'failed';
  /** Why it was not deleted (the server's reason when it gave one); null unless `failed`. */
  error: string | null;
}

/**
 * Whether a delete was refused because the row is gone already (a 404): someone else deleted it
 * since the list was read. What the admin wanted is done, so it is no failure to report.
 */
export const alreadyDeleted = (error: unknown): boolean =>
  isApiError(error) && error.kind === 'not-found';

/** Deletes the rows one after another (the API has no bulk endpoint) and reports each. */
export async function deleteEach<T>(
  rows: readonly T[],
  deleteRow: (row: T) => Promise<unknown>,
  describe: { id(row: T): string; label(row: T): string; error(error: unknown): string },
): Promise<DeleteResult[]> {
  const results: DeleteResult[] = [];
  for (const row of rows) {
    try {
      await deleteRow(row);
      results.push({
        id: describe.id(row),
        label: describe.label(row),
        status: 'deleted',
        error: null,
      });
    } catch (error) {
      const gone = alreadyDeleted(error);
      results.push({
        id: describe.id(row),
        label: describe.label(row),
        status: gone ? 'alreadyDeleted' : 'failed',
        error: gone ? null : describe.error(error),
      });
    }
  }
  return results;
}

/** The reason a delete failed: the server's message when it sent one, else the generic text. */
export function deleteFailureText(error: unknown, t: TFunction): string {
  const { title, detail } = describeError(error, t);
  return detail ?? title;
}

const badgeVariant = {
  deleted: 'success',
  alreadyDeleted: 'secondary',
  failed: 'destructive',
} as const satisfies Record<DeleteResult['status'], string>;

/**
 * The per-item report after a bulk delete. Closed, it returns the keyboard to the list's select-all
 * checkbox: the bulk delete button that opened it left with the selection.
 */
export function DeleteResultsDialog({
  results,
  onClose,
}: {
  results: readonly DeleteResult[] | null;
  onClose(): void;
}) {
  const { t } = useTranslation('resource');
  const deleted = results?.filter((result) => result.status === 'deleted').length ?? 0;
  return (
    <Dialog
      open={results !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent closeLabel={t('common:actions.close')} onCloseAutoFocus={returnFocusToList}>
        <DialogHeader>
          <DialogTitle>{t('bulkDelete.resultsTitle')}</DialogTitle>
          <DialogDescription>
            {t('bulkDelete.resultsSummary', { deleted, total: results?.length ?? 0 })}
          </DialogDescription>
        </DialogHeader>
        <ul className="max-h-[50vh] divide-y overflow-auto rounded-md border text-sm">
          {results?.map((result) => (
            <li key={result.id} className="grid gap-1 px-3 py-2">
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium break-words">{result.label}</span>
                <Badge variant={badgeVariant[result.status]}>
                  {t(`bulkDelete.${result.status}`)}
                </Badge>
              </div>
              {result.error ? <p className="text-muted-foreground">{result.error}</p> : null}
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button onClick={onClose}>{t('common:actions.close')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
