import { isApiError } from '@console/admin-core';
import type { AppUser, AppUserStatusAction } from '@console/contract';
import { ConfirmDialog, toast } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { describeError, failedWithTheSession } from '../../i18n/api-error';
import { useAppUserApi, usersQueryKey } from './api';
import { isDestructive, needsReason, reasonProblem, reasonProblemText } from './status-actions';

/** How a user is named in dialogs and toasts. */
export const userLabel = (user: Pick<AppUser, 'fullName' | 'username'>) =>
  user.fullName.trim() || user.username;

/** The translated problem with a typed reason, or null when it may be sent. */
export function reasonError(
  action: AppUserStatusAction,
  reason: string | undefined,
  t: TFunction,
): string | null {
  return reasonProblemText(reasonProblem(action, reason), t);
}

export interface PendingStatusChange {
  action: AppUserStatusAction;
  user: AppUser;
}

/** Confirms one status change (with the reason ban and deactivate require), then applies it. */
export function StatusChangeDialog({
  pending,
  onClose,
  fallbackFocus,
}: {
  pending: PendingStatusChange | null;
  onClose(): void;
  /** Where focus goes when the change took away the control that opened the dialog. */
  fallbackFocus?: (opener: HTMLElement | null) => HTMLElement | null | undefined;
}) {
  const { t } = useTranslation('users');
  const api = useAppUserApi();
  const queryClient = useQueryClient();
  const action = pending?.action ?? 'ban';
  const name = pending ? userLabel(pending.user) : '';
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      variant={isDestructive(action) ? 'destructive' : 'default'}
      title={t(`confirm.${action}`, { name })}
      description={t(`confirm.${action}Description`)}
      confirmLabel={t(`actions.${action}`)}
      cancelLabel={t('common:actions.cancel')}
      fallbackFocus={fallbackFocus}
      reasonLabel={needsReason(action) ? t('confirm.reason') : t('confirm.reasonOptional')}
      reasonRequired={needsReason(action)}
      reasonPlaceholder={t('confirm.reasonPlaceholder')}
      onConfirm={async ({ reason }) => {
        if (!pending) return;
        const problem = reasonError(action, reason, t);
        if (problem) throw new Error(problem);
        try {
          await api.changeStatus(action, pending.user, reason || undefined);
        } catch (error) {
          if (failedWithTheSession(error)) return;
          // Another admin changed the user since it was read: asking again would repeat the stale
          // version, so the dialog closes, the page shows the user as they are now, and one toast
          // says what their status is, for the admin to decide again.
          if (isApiError(error) && error.kind === 'conflict') {
            const current = await api.get(pending.user.id).catch(() => null);
            await queryClient.invalidateQueries({ queryKey: usersQueryKey });
            toast.error(
              current
                ? t('done.changedMeanwhile', { name, status: t(`status.${current.status}`) })
                : t('done.changedMeanwhileUnknown', { name }),
            );
            return;
          }
          const { title, detail } = describeError(error, t);
          const text = detail ? `${title}: ${detail}` : title;
          toast.error(text);
          throw new Error(text);
        }
        await queryClient.invalidateQueries({ queryKey: usersQueryKey });
        toast.success(t(`done.${action}`, { name }));
      }}
    />
  );
}
