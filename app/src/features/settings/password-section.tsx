import { isApiError, MESSAGES } from '@console/admin-core';
import { useAuth } from '@console/admin-core/react';
import { changePasswordBodySchema, checkOwnerWords } from '@console/contract';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, toast } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ruleText } from '../../i18n/api-error';
import { PasswordStrengthHint } from '../admin-users/password-strength-hint';
import { FormProblems, placeServerIssues, TextField, validationErrorMap } from '../resource';
import { SubmitRow } from './submit-row';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Current password, new password and its confirmation. A refusal shows the server's message, else
 * 'Password change failed' (admin-core's `changePassword` gives exactly that); after a success the
 * server has signed out every other session, which the note says.
 */
export function PasswordSection() {
  const { t } = useTranslation(['settings', 'admin-users', 'resource']);
  const { changePassword, user } = useAuth();
  const [problem, setProblem] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const schema = useMemo(
    () =>
      // The confirmation only says whether it matches: the new password's own rule (length,
      // strength) is said once, under the new password.
      changePasswordBodySchema
        .extend({ confirmPassword: z.string().min(1) })
        .refine((values) => values.newPassword === values.confirmPassword, {
          path: ['confirmPassword'],
          message: t('password.mismatch'),
        })
        .superRefine((values, ctx) =>
          checkOwnerWords(ctx, values.newPassword, user ?? {}, 'newPassword'),
        ),
    [t, user],
  );
  const errorMap = useMemo(() => validationErrorMap(t), [t]);
  const form = useForm({
    resolver: zodResolver(schema, { error: errorMap }),
    defaultValues: EMPTY,
    // As every form of the console: checked on submit, then on every change; tabbing through the
    // empty fields says nothing yet (docs/decisions.md, "Forms").
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });

  // A refusal answers the attempt that was sent: editing a field or sending again takes it away.
  useEffect(() => {
    const subscription = form.watch(() => setProblem(null));
    return () => subscription.unsubscribe();
  }, [form]);

  const send = form.handleSubmit(async ({ currentPassword, newPassword: next }) => {
    try {
      await changePassword({ currentPassword, newPassword: next });
      form.reset(EMPTY);
      setChanged(true);
      // The console's own words: the server's success message is English whatever the language.
      toast.success(t('password.changed'));
    } catch (error) {
      const message = isApiError(error)
        ? (ruleText(error, t) ?? error.message)
        : MESSAGES.passwordChangeFailed;
      const { placed } = placeServerIssues(
        form,
        isApiError(error) ? error.details : [],
        (path) => path === 'currentPassword' || path === 'newPassword',
        t,
      );
      // Said once: under the refused field (which takes the focus), else above the form.
      if (!placed) setProblem(message);
    }
  });
  const submit = (event?: React.BaseSyntheticEvent) => {
    setProblem(null);
    setChanged(false);
    return send(event);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('password.title')}</CardTitle>
        <CardDescription>{t('password.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void submit(event)} className="@container grid gap-5">
          <TextField
            form={form}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            label={t('password.fields.currentPassword')}
            required
            maxLength={128}
          />
          <div className="grid items-start gap-5 @md:grid-cols-2">
            <div className="grid gap-2">
              <TextField
                form={form}
                name="newPassword"
                type="password"
                autoComplete="new-password"
                label={t('password.fields.newPassword')}
                hint={t('admin-users:password.hint')}
                required
                maxLength={128}
              />
              <PasswordStrengthHint password={newPassword} owner={user ?? {}} />
            </div>
            <TextField
              form={form}
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              label={t('password.fields.confirmPassword')}
              required
              maxLength={128}
            />
          </div>
          <FormProblems messages={problem ? [problem] : []} />
          {changed ? (
            <p role="status" className="rounded-md border bg-muted px-3 py-2 text-sm">
              {t('password.otherSessionsSignedOut')}
            </p>
          ) : null}
          <SubmitRow submitting={form.formState.isSubmitting} label={t('password.submit')} />
        </form>
      </CardContent>
    </Card>
  );
}
