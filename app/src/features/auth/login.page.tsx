import { isApiError } from '@console/admin-core';
import { useAuth } from '@console/admin-core/react';
import { ACCOUNT_DEACTIVATED_RULE } from '@console/contract/constants';
import { buttonVariants, inputVariants, labelVariants } from '@console/ui';
import type { TFunction } from 'i18next';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { setTitleHeading } from '../../i18n/document-title';
import { useNamespaceT } from '../../i18n/use-namespace-t';

export interface LoginPageProps {
  /** Leaves /login for where the signed-in admin goes next, replacing its history entry. */
  onSignedIn(): void;
  /** A sign-in attempt starts: the app may start loading the console beside the request. */
  onSigningIn?(): void;
  /** Why the admin is here, said above the form (the server ended their session, say). */
  notice?: string | null;
}

/**
 * Why the sign-in failed: a deactivated account (the right password was given) or a field that
 * admin-core's check before sending refused (a username of spaces; codes, `LoginIssueRule`) in the
 * console's language; any other answer (a server error) is the server's English message in English,
 * else the generic text.
 */
function failureText(failure: unknown, t: TFunction<'auth'>, language: string): string {
  if (!isApiError(failure)) return t('login.failed');
  if (failure.rule === ACCOUNT_DEACTIVATED_RULE) return t('login.deactivated');
  // Refused before sending: no answer, so no status.
  const [issue] = failure.status === null ? failure.details : [];
  if (issue) {
    return t('login.fieldRefused', {
      field: t(`login.${issue.path}`),
      problem: t(`common:validation.${issue.rule}`, { count: issue.params?.max }),
    });
  }
  // By code, not by the server's English text: its wrong guess and its lockout with the wait.
  const wait = Number(failure.params.waitSeconds);
  if (failure.code === 'RATE_LIMITED' && wait > 0) {
    return wait < 60
      ? t('login.waitSeconds', { count: wait })
      : t('login.waitMinutes', { count: Math.ceil(wait / 60) });
  }
  if (failure.code === 'UNAUTHORIZED') return t('login.invalid');
  // The specification's rule, "the server's message, else 'Login failed'", in the server's English.
  return language.startsWith('en') && failure.serverMessage
    ? failure.serverMessage
    : t('login.failed');
}

/**
 * The sign-in screen: the only page outside the shell. It knows nothing of the router, so a first
 * visit to /login paints before the router and the console are loaded, and it dresses plain
 * elements in the kit's classes: the kit's components would add tailwind-merge and Radix to the
 * JavaScript this screen waits for.
 */
export default function LoginPage({ onSignedIn, onSigningIn, notice }: LoginPageProps) {
  const { t, language } = useNamespaceT('auth');
  const { login, isAuthenticated } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const ids = { username: useId(), password: useId(), error: useId(), title: useId() };
  const passwordInput = useRef<HTMLInputElement>(null);
  // Already signed in (on arrival or in another tab): straight on, as `<Navigate>` would.
  const leaveAtOnce = isAuthenticated && !submitting;

  useEffect(() => {
    if (leaveAtOnce) onSignedIn();
  }, [leaveAtOnce, onSignedIn]);
  useEffect(() => setTitleHeading('auth:login.title'), []);

  if (leaveAtOnce) return null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    setError(null);
    onSigningIn?.();
    try {
      await login({
        username: String(form.get('username') ?? ''),
        password: String(form.get('password') ?? ''),
      });
      onSignedIn();
    } catch (failure) {
      setError(failureText(failure, t, language));
      setSubmitting(false);
      // The Sign in button was disabled while waiting, which sent its keyboard focus to the page;
      // the password, selected, lets the admin type it again at once.
      passwordInput.current?.focus();
      passwordInput.current?.select();
    }
  }

  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 p-4">
      <section
        aria-labelledby={ids.title}
        className="w-full max-w-sm rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
      >
        <p className="text-sm font-medium text-muted-foreground">{t('common:brand')}</p>
        <h1 id={ids.title} className="mt-1 text-2xl font-semibold tracking-tight">
          {t('login.title')}
        </h1>
        <p className="mt-1 text-sm text-muted-foreground">{t('login.description')}</p>
        {notice ? (
          <p role="status" className="mt-4 rounded-md border bg-muted px-3 py-2 text-sm">
            {notice}
          </p>
        ) : null}
        <form
          className="mt-6 grid gap-4"
          onSubmit={submit}
          aria-describedby={error ? ids.error : undefined}
        >
          <div className="grid gap-2">
            <label htmlFor={ids.username} className={labelVariants()}>
              {t('login.username')}
            </label>
            <input
              // biome-ignore lint/a11y/noAutofocus: signing in is the page's only task; the admin types at once
              autoFocus
              id={ids.username}
              className={inputVariants()}
              type="text"
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              maxLength={50}
            />
          </div>
          <div className="grid gap-2">
            <label htmlFor={ids.password} className={labelVariants()}>
              {t('login.password')}
            </label>
            <input
              ref={passwordInput}
              id={ids.password}
              className={inputVariants()}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={128}
            />
          </div>
          {error ? (
            <p
              id={ids.error}
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
            >
              {error}
            </p>
          ) : null}
          <button
            type="submit"
            className={buttonVariants({ className: 'w-full' })}
            disabled={submitting}
          >
            {submitting ? t('login.submitting') : t('login.submit')}
          </button>
        </form>
      </section>
    </main>
  );
}
