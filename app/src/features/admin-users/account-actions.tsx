import { usePermissions } from '@console/admin-core/react';
import {
  type AdminUser,
  adminUserStatusChangeSchema,
  checkOwnerWords,
  mayManageAdmin,
  passwordSchema,
} from '@console/contract';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  toast,
} from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { failedWithTheSession } from '../../i18n/api-error';
import {
  FormDialog,
  FormProblems,
  TextField,
  useFormDialog,
  validationErrorMap,
} from '../resource';
import { lengthProblem, reasonProblemText } from '../users/status-actions';
import { adminUserQueryKey, adminUsersQueryKey, useAdminUserApi } from './api';
import { failureText } from './failure';
import { PasswordStrengthHint } from './password-strength-hint';

/**
 * Deactivate/activate, reset password and sign out everywhere for one admin. The server refuses
 * acting on oneself where it makes no sense (deactivate, reset) and non-super admins acting on
 * super users or on admins holding permissions they lack (`mayManageAdmin`); those buttons are not
 * offered, and any refusal is shown with the server's reason.
 */
export function AccountActions({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin-users');
  const { user: me } = usePermissions();
  const api = useAdminUserApi();
  const queryClient = useQueryClient();
  const [resetOpen, setResetOpen] = useState(false);
  const isSelf = me?.id === user.id;
  const mayManage = me !== null && mayManageAdmin(me, user);

  /** Runs an action from a confirm dialog: a refusal keeps the dialog open with its reason. */
  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      const result = await action();
      if (result && typeof result === 'object' && 'version' in result) {
        queryClient.setQueryData(adminUserQueryKey(user.id), result);
      }
      await queryClient.invalidateQueries({ queryKey: adminUsersQueryKey });
      toast.success(success);
    } catch (error) {
      if (failedWithTheSession(error)) return;
      const message = failureText(error, t);
      toast.error(message);
      throw new Error(message);
    }
  };

  if (!mayManage) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('actions.title')}</CardTitle>
        <CardDescription>
          {user.isActive ? t('status.activeDescription') : t('status.inactiveDescription')}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {user.isActive ? (
          isSelf ? null : (
            <ConfirmDialog
              trigger={<Button variant="destructive">{t('actions.deactivate')}</Button>}
              variant="destructive"
              title={t('actions.deactivateTitle', { name: user.name })}
              description={t('actions.deactivateDescription')}
              confirmLabel={t('actions.deactivate')}
              cancelLabel={t('common:actions.cancel')}
              reasonLabel={t('actions.reason')}
              reasonPlaceholder={t('actions.reasonPlaceholder')}
              onConfirm={({ reason }) => {
                const text = reason?.trim() ?? '';
                const problem = reasonProblemText(
                  lengthProblem(adminUserStatusChangeSchema.shape.reason, text),
                  t,
                );
                if (problem) throw new Error(problem);
                return run(
                  () => api.deactivate(user.id, text || undefined),
                  t('actions.deactivated'),
                );
              }}
            />
          )
        ) : (
          <ConfirmDialog
            trigger={<Button>{t('actions.activate')}</Button>}
            title={t('actions.activateTitle', { name: user.name })}
            description={t('actions.activateDescription')}
            confirmLabel={t('actions.activate')}
            cancelLabel={t('common:actions.cancel')}
            onConfirm={() => run(() => api.activate(user.id), t('actions.activated'))}
          />
        )}
        {isSelf ? null : (
          <Button variant="outline" onClick={() => setResetOpen(true)}>
            {t('actions.resetPassword')}
          </Button>
        )}
        <ConfirmDialog
          trigger={<Button variant="outline">{t('actions.revokeSessions')}</Button>}
          title={t('actions.revokeSessionsTitle', { name: user.name })}
          description={
            isSelf
              ? t('actions.revokeOwnSessionsDescription')
              : t('actions.revokeSessionsDescription')
          }
          confirmLabel={t('actions.revokeSessions')}
          cancelLabel={t('common:actions.cancel')}
          onConfirm={() =>
            run(async () => {
              const { revokedSessions } = await api.revokeSessions(user.id);
              return revokedSessions;
            }, t('actions.sessionsRevoked'))
          }
        />
        {isSelf ? (
          <p className="w-full text-sm text-muted-foreground">{t('actions.selfHint')}</p>
        ) : null}
      </CardContent>
      <FormDialog
        open={resetOpen}
        onOpenChange={setResetOpen}
        closeLabel={t('common:actions.close')}
      >
        <DialogHeader>
          <DialogTitle>{t('actions.resetPasswordTitle', { name: user.name })}</DialogTitle>
          <DialogDescription>{t('actions.resetPasswordDescription')}</DialogDescription>
        </DialogHeader>
        <ResetPasswordForm
          owner={user}
          onSubmit={(newPassword) =>
            run(() => api.resetPassword(user.id, newPassword), t('actions.passwordReset'))
          }
          onDone={() => setResetOpen(false)}
        />
      </FormDialog>
    </Card>
  );
}

/** A new password for `owner`: strong enough, and not leaning on the owner's names. */
const resetSchemaFor = (owner: Pick<AdminUser, 'username' | 'name'>) =>
  z
    .object({ newPassword: passwordSchema })
    .superRefine((values, ctx) => checkOwnerWords(ctx, values.newPassword, owner, 'newPassword'));

function ResetPasswordForm({
  owner,
  onSubmit,
  onDone,
}: {
  owner: Pick<AdminUser, 'username' | 'name'>;
  onSubmit(newPassword: string): Promise<void>;
  onDone(): void;
}) {
  const { t } = useTranslation(['admin-users', 'resource']);
  const errorMap = useMemo(() => validationErrorMap(t), [t]);
  const resetSchema = useMemo(() => resetSchemaFor(owner), [owner]);
  const form = useForm({
    resolver: zodResolver(resetSchema, { error: errorMap }),
    defaultValues: { newPassword: '' },
  });
  const [problem, setProblem] = useState<string | null>(null);
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  // Closing the dialog with a password typed asks first.
  const { requestClose } = useFormDialog(form.formState.isDirty);
  const submit = form.handleSubmit(async ({ newPassword: value }) => {
    setProblem(null);
    try {
      await onSubmit(value);
      onDone();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <TextField
        form={form}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        label={t('fields.newPassword')}
        hint={t('password.hint')}
        required
        maxLength={128}
      />
      <PasswordStrengthHint password={newPassword} owner={owner} />
      <FormProblems messages={problem ? [problem] : []} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={requestClose ?? onDone}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('actions.resetPassword')}
        </Button>
      </DialogFooter>
    </form>
  );
}
