import { isApiError } from '@console/admin-core';
import { useAuth } from '@console/admin-core/react';
import { Button, Input, Label } from '@console/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { DASHBOARD_PATH } from '../../routes/paths';
import { returnPathFrom } from '../../routes/require-auth';

/** The sign-in screen: the only page outside the shell. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const { login, isAuthenticated } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const ids = { username: useId(), password: useId(), error: useId(), title: useId() };
  const returnPath = returnPathFrom(location.state, DASHBOARD_PATH);

  if (isAuthenticated && !submitting) return <Navigate to={returnPath} replace />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    setError(null);
    try {
      await login({
        username: String(form.get('username') ?? ''),
        password: String(form.get('password') ?? ''),
      });
      navigate(returnPath, { replace: true });
    } catch (failure) {
      setError(
        isApiError(failure) && failure.serverMessage ? failure.serverMessage : t('login.failed'),
      );
      setSubmitting(false);
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
        <form
          className="mt-6 grid gap-4"
          onSubmit={submit}
          aria-describedby={error ? ids.error : undefined}
        >
          <div className="grid gap-2">
            <Label htmlFor={ids.username}>{t('login.username')}</Label>
            <Input
              id={ids.username}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              maxLength={50}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={ids.password}>{t('login.password')}</Label>
            <Input
              id={ids.password}
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
          <Button type="submit" className="w-full" disabled={submitting}>
            {submitting ? t('login.submitting') : t('login.submit')}
          </Button>
        </form>
      </section>
    </main>
  );
}
