import { useLanguage } from '@console/admin-core/react';
import {
  type AppUser,
  type AppUserStatusAction,
  appUserStatusActions,
  type BulkItemResult,
} from '@console/contract';
import {
  Badge,
  Button,
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  toast,
  VirtualList,
} from '@console/ui';
import { ChevronDownIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError, ruleText } from '../../i18n/api-error';
import { formatNumber } from '../../i18n/format';
import {
  type FetchPage,
  fetchAllPages,
  type ResourceBulkContext,
  returnFocusToList,
} from '../resource';
import { useAppUserApi } from './api';
import {
  type BulkProgress,
  type BulkSummary,
  type BulkTarget,
  bulkResultName,
  runBulkAction,
  userIdsOf,
} from './bulk';
import { bulkFilterOf, isDestructive, needsReason } from './status-actions';
import { reasonError } from './status-dialog';

const outcomeBadge = { done: 'success', skipped: 'secondary', failed: 'destructive' } as const;

/** The bulk menu of the users list's toolbar, shown while users are selected. */
export function BulkStatusMenu({
  count,
  onChoose,
}: {
  count: number;
  onChoose(action: AppUserStatusAction): void;
}) {
  const { t } = useTranslation('users');
  const { language } = useLanguage();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          {t('bulk.menu', { selected: formatNumber(count, language) })}
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {appUserStatusActions.map((action) => (
          <DropdownMenuItem
            key={action}
            variant={isDestructive(action) ? 'destructive' : 'default'}
            onSelect={() => onChoose(action)}
          >
            {t(`actions.${action}`)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** A bulk action the admin chose, with the selection it applies to. */
export interface BulkRequest {
  action: AppUserStatusAction;
  context: ResourceBulkContext;
}

/**
 * Runs a chosen bulk action on the selected users (the rows ticked, or all matching the filter):
 * a confirmation with the reason, then progress and a per-user report of the server's answer
 * (done, skipped or failed with why). It lives outside the toolbar so that the progress and the
 * report stay on screen after the selection is cleared.
 */
export function BulkStatusRunner({
  request,
  onClose,
  fetchPage,
}: {
  request: BulkRequest | null;
  onClose(): void;
  fetchPage: FetchPage<AppUser>;
}) {
  const { t } = useTranslation('users');
  const { language } = useLanguage();
  const api = useAppUserApi();
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const [report, setReport] = useState<{
    summary: BulkSummary;
    context: ResourceBulkContext;
  } | null>(null);
  const action = request?.action ?? null;
  const count = request?.context.selectedCount ?? 0;
  const failureText = (error: unknown) => {
    const { title, detail } = describeError(error, t);
    return detail ?? title;
  };

  /** The ids or filter the selection stands for; unticked rows of "all matching" are fetched. */
  const targetOf = async (context: ResourceBulkContext): Promise<BulkTarget> => {
    const { selection, filterQuery } = context;
    if (selection.mode === 'ids') return { kind: 'ids', ids: userIdsOf(selection.ids) };
    if (selection.excludedIds.length === 0) {
      return { kind: 'filter', filter: bulkFilterOf(filterQuery), expected: context.selectedCount };
    }
    const excluded = new Set(selection.excludedIds);
    const rows = await fetchAllPages(fetchPage, filterQuery, {
      onProgress: (loaded, total) => setProgress({ processed: loaded, total }),
    });
    return {
      kind: 'ids',
      ids: rows.filter((row) => !excluded.has(String(row.id))).map((row) => row.id),
    };
  };

  const run = async (chosen: BulkRequest, reason: string | undefined) => {
    const { context } = chosen;
    setProgress({ processed: 0, total: context.selectedCount });
    try {
      const summary = await runBulkAction({
        action: chosen.action,
        reason,
        target: await targetOf(context),
        send: api.bulk,
        describeFailure: failureText,
        onProgress: setProgress,
      });
      setReport({ summary, context });
      if (summary.skipped === 0 && summary.failed === 0) {
        toast.success(t('bulk.toastDone', { count: summary.done }));
      } else {
        toast.error(
          t('bulk.toastProblems', {
            done: summary.done,
            skipped: summary.skipped,
            failed: summary.failed,
          }),
        );
      }
    } catch (error) {
      toast.error(`${describeError(error, t).title}: ${failureText(error)}`);
    } finally {
      setProgress(null);
      context.clearSelection();
      await context.refresh();
    }
  };

  const running = progress !== null;
  const summary = report?.summary ?? null;
  const labelOf = (result: BulkItemResult) =>
    (report && bulkResultName(result, report.context.labelOf)) ?? t('bulk.user', { id: result.id });

  return (
    <>
      <ConfirmDialog
        open={request !== null}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        variant={action && isDestructive(action) ? 'destructive' : 'default'}
        title={
          action ? t(`bulk.confirm.${action}`, { selected: formatNumber(count, language) }) : ''
        }
        description={t('bulk.description')}
        confirmLabel={action ? t(`actions.${action}`) : ''}
        cancelLabel={t('common:actions.cancel')}
        reasonLabel={
          action && needsReason(action) ? t('confirm.reason') : t('confirm.reasonOptional')
        }
        reasonRequired={action !== null && needsReason(action)}
        reasonPlaceholder={t('confirm.reasonPlaceholder')}
        onConfirm={({ reason }) => {
          if (!request) return;
          const problem = reasonError(request.action, reason, t);
          if (problem) throw new Error(problem);
          // The confirmation closes; the progress and then the report show in their own dialog.
          void run(request, reason || undefined);
        }}
      />
      <Dialog
        open={running || summary !== null}
        onOpenChange={(open) => {
          if (!open && !running) setReport(null);
        }}
      >
        {/* The bulk menu that started the action left with the selection: the keyboard returns to the list. */}
        <DialogContent closeLabel={t('common:actions.close')} onCloseAutoFocus={returnFocusToList}>
          {progress ? (
            <DialogHeader>
              <DialogTitle>{t('bulk.progressTitle')}</DialogTitle>
              <DialogDescription>
                {t('bulk.progress', {
                  processed: formatNumber(progress.processed, language),
                  total: formatNumber(progress.total, language),
                })}
              </DialogDescription>
              <progress
                className="h-2 w-full accent-primary"
                aria-label={t('bulk.progressLabel')}
                max={progress.total || 1}
                value={progress.processed}
              />
            </DialogHeader>
          ) : summary ? (
            <>
              <DialogHeader>
                <DialogTitle>{t('bulk.resultsTitle')}</DialogTitle>
                <DialogDescription>
                  {t('bulk.summary', {
                    done: formatNumber(summary.done, language),
                    skipped: formatNumber(summary.skipped, language),
                    failed: formatNumber(summary.failed, language),
                  })}
                </DialogDescription>
              </DialogHeader>
              <VirtualList<BulkItemResult>
                label={t('bulk.resultsList')}
                items={summary.results}
                getItemKey={(result) => result.id}
                height={Math.min(320, 60 * Math.max(1, summary.results.length))}
                estimateSize={60}
                labels={{ emptyTitle: t('common:states.noResults') }}
                renderItem={(result) => (
                  <div className="grid gap-1 px-3 py-2 text-sm" data-outcome={result.outcome}>
                    <div className="flex items-center justify-between gap-2">
                      <span className="font-medium break-words">{labelOf(result)}</span>
                      <Badge variant={outcomeBadge[result.outcome]}>
                        {t(`bulk.outcome.${result.outcome}`)}
                      </Badge>
                    </div>
                    {result.message ? (
                      <p className="text-muted-foreground">
                        {ruleText(result, t) ?? result.message}
                      </p>
                    ) : null}
                  </div>
                )}
              />
              <DialogFooter>
                <Button onClick={() => setReport(null)}>{t('common:actions.close')}</Button>
              </DialogFooter>
            </>
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
