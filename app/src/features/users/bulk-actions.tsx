import { useAdminCore, useLanguage } from '@console/admin-core/react';
import {
  type AppUser,
  type AppUserStatusAction,
  appUserStatusActions,
  type BulkItemResult,
} from '@console/contract';
import {
  Badge,
  Button,
  Checkbox,
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
  Label,
  toast,
  VirtualList,
} from '@console/ui';
import { ChevronDownIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError, failedWithTheSession, ruleText, sentences } from '../../i18n/api-error';
import { formatNumber } from '../../i18n/format';
import { isRefusal, refusedWriteText } from '../../i18n/refusal';
import {
  type FetchPage,
  fetchAllPages,
  listFocusTarget,
  type ResourceBulkContext,
  returnFocusToList,
} from '../resource';
import { useAppUserApi } from './api';
import {
  type BulkProgress,
  type BulkSummary,
  type BulkTarget,
  bulkOutcomeTone,
  bulkResultName,
  matchingNow,
  PROBLEM_FILTER_FROM,
  problemResults,
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
  /** `opener` is the menu's button, where the keyboard returns when the action's dialog closes. */
  onChoose(action: AppUserStatusAction, opener: HTMLElement | null): void;
}) {
  const { t } = useTranslation('users');
  const { language } = useLanguage();
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button ref={trigger} variant="outline" size="sm">
          {t('bulk.menu', { selected: formatNumber(count, language) })}
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {appUserStatusActions.map((action) => (
          <DropdownMenuItem
            key={action}
            variant={isDestructive(action) ? 'destructive' : 'default'}
            onSelect={() => onChoose(action, trigger.current)}
          >
            {t(`actions.${action}`)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** A report row's user: the name (a link to the user) and the @username that tells equal names apart. */
function BulkResultUser({ id, name, username }: { id: number; name: string; username?: string }) {
  return (
    <Link
      to={`/users/${id}`}
      className="min-w-0 break-words text-primary underline-offset-4 hover:underline"
    >
      <span className="font-medium">{name}</span>
      {username ? (
        <>
          {' '}
          <span className="text-muted-foreground">@{username}</span>
        </>
      ) : null}
    </Link>
  );
}

/** A bulk action the admin chose, with the selection it applies to. */
export interface BulkRequest {
  action: AppUserStatusAction;
  context: ResourceBulkContext;
  /** The bulk menu's button that asked for it (the menu item focused then is gone by closing). */
  opener?: HTMLElement | null;
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
  const core = useAdminCore();
  const api = useAppUserApi();
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const [problemsOnly, setProblemsOnly] = useState(false);
  const problemsOnlyId = useId();
  const [report, setReport] = useState<{
    summary: BulkSummary;
    context: ResourceBulkContext;
  } | null>(null);
  /**
   * "All matching" changed between the selection and the request (nothing was changed): the
   * same action asked again for the users matching now, with what happened.
   */
  const [recount, setRecount] = useState<{ request: BulkRequest; notice: string } | null>(null);
  const asked = recount?.request ?? request;
  // The request is gone by the time the closed confirmation hands focus back.
  const closedOpener = useRef<HTMLElement | null>(null);
  const action = asked?.action ?? null;
  const count = asked?.context.selectedCount ?? 0;
  const failureText = (error: unknown) => {
    const { title, detail } = describeError(error, t);
    return detail ?? title;
  };

  /**
   * The ids or filter the selection stands for: "all matching" with the users the list read when
   * they were selected (read now if it has not); its unticked rows are fetched.
   */
  const targetOf = async (context: ResourceBulkContext): Promise<BulkTarget> => {
    const { selection, filterQuery } = context;
    if (selection.mode === 'ids') return { kind: 'ids', ids: userIdsOf(selection.ids) };
    if (selection.excludedIds.length === 0) {
      const filter = bulkFilterOf(filterQuery);
      const { stamp } = context.match ?? (await api.bulkMatch(filter));
      return { kind: 'filter', filter, expected: context.selectedCount, stamp };
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
    const userBefore = core.auth.getSnapshot().user;
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
      setProblemsOnly(false);
      setReport({ summary, context });
      const tone = bulkOutcomeTone(summary);
      if (summary.refused) {
        toast.error(await refusedWriteText(core, userBefore, t));
      } else if (tone === 'done') {
        toast.success(t('bulk.toastDone', { count: summary.done }));
      } else {
        const text = t('bulk.toastProblems', {
          done: summary.done,
          skipped: summary.skipped,
          failed: summary.failed,
        });
        if (tone === 'failed') toast.error(text);
        else toast(text);
      }
    } catch (error) {
      const now = matchingNow(error);
      if (failedWithTheSession(error)) return;
      if (isRefusal(error)) {
        toast.error(await refusedWriteText(core, userBefore, t));
      } else if (now === null) {
        toast.error(`${describeError(error, t).title}: ${failureText(error)}`);
      } else {
        // Asked again, the action is for the users matching now: as many, and those.
        setRecount({
          request: { ...chosen, context: { ...context, selectedCount: now.total, match: now } },
          notice: failureText(error),
        });
      }
    } finally {
      setProgress(null);
      context.clearSelection();
      await context.refresh();
    }
  };

  const running = progress !== null;
  const summary = report?.summary ?? null;
  const problems = summary ? problemResults(summary.results) : [];
  // The filter helps in a long report that mixes done users with a few problems.
  const canFilter =
    summary !== null &&
    summary.results.length >= PROBLEM_FILTER_FROM &&
    problems.length > 0 &&
    problems.length < summary.results.length;
  const shown = canFilter && problemsOnly ? problems : (summary?.results ?? []);
  const nameOf = (result: BulkItemResult) =>
    (report && bulkResultName(result, report.context.labelOf)) ?? {
      name: t('bulk.user', { id: result.id }),
    };

  return (
    <>
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => {
          if (open) return;
          closedOpener.current = asked?.opener ?? null;
          setRecount(null);
          onClose();
        }}
        variant={action && isDestructive(action) ? 'destructive' : 'default'}
        // The modal menu is closing as this opens, so it does not see its opener: the menu's button,
        // or the list once that left with the selection.
        fallbackFocus={() =>
          closedOpener.current?.isConnected ? closedOpener.current : listFocusTarget()
        }
        title={
          action ? t(`bulk.confirm.${action}`, { selected: formatNumber(count, language) }) : ''
        }
        description={
          recount ? sentences(recount.notice, t('bulk.description')) : t('bulk.description')
        }
        confirmLabel={action ? t(`actions.${action}`) : ''}
        cancelLabel={t('common:actions.cancel')}
        reasonLabel={
          action && needsReason(action) ? t('confirm.reason') : t('confirm.reasonOptional')
        }
        reasonRequired={action !== null && needsReason(action)}
        reasonPlaceholder={t('confirm.reasonPlaceholder')}
        onConfirm={({ reason }) => {
          if (!asked) return;
          const problem = reasonError(asked.action, reason, t);
          if (problem) throw new Error(problem);
          // The confirmation closes; the progress and then the report show in their own dialog.
          void run(asked, reason || undefined);
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
              {canFilter ? (
                <div className="flex items-center gap-2">
                  <Checkbox
                    id={problemsOnlyId}
                    checked={problemsOnly}
                    onCheckedChange={(checked) => setProblemsOnly(checked === true)}
                  />
                  <Label htmlFor={problemsOnlyId} className="font-normal">
                    {t('bulk.problemsOnly', { number: formatNumber(problems.length, language) })}
                  </Label>
                </div>
              ) : null}
              <VirtualList<BulkItemResult>
                aria-label={t('bulk.resultsList')}
                items={shown}
                getItemKey={(result) => result.id}
                height={Math.min(320, 60 * Math.max(1, shown.length))}
                estimateSize={60}
                labels={{ emptyTitle: t('common:states.noResults') }}
                renderItem={(result) => (
                  <div className="grid gap-1 px-3 py-2 text-sm" data-outcome={result.outcome}>
                    <div className="flex items-center justify-between gap-2">
                      <BulkResultUser id={result.id} {...nameOf(result)} />
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
