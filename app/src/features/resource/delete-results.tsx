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
  /** null when deleted, else why not (the server's reason when it gave one). */
  error: string | null;
}

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
      results.push({ id: describe.id(row), label: describe.label(row), error: null });
    } catch (error) {
      results.push({
        id: describe.id(row),
        label: describe.label(row),
        error: describe.error(error),
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
  const deleted = results?.filter((result) => result.error === null).length ?? 0;
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
                <Badge variant={result.error === null ? 'success' : 'destructive'}>
                  {t(result.error === null ? 'bulkDelete.deleted' : 'bulkDelete.failed')}
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
