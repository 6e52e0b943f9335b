import { ApiError } from '@console/admin-core';
import { Button, Card, CardContent, ErrorState, Skeleton } from '@console/ui';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError, sentences } from '../../i18n/api-error';
import { refusalStandsText, useRefusal } from '../../i18n/refusal';
import { HistoryLink, type RecordHistory } from './history-link';
import { listHref } from './list-return';
import { RecordGoneNotice } from './record-gone-notice';
import type { RecordGone } from './use-resource-form';

interface FormPageProps {
  title: string;
  description?: string;
  /** The list "Back to list" goes to, as the admin left it (see `listHref`). */
  backHref: string;
  /** The edited record, for a "History" link to its audit trail (super users only). */
  history?: RecordHistory;
  children: ReactNode;
}

/** The frame of a create/edit screen: heading, then the form card. */
export function FormPage({ title, description, backHref, history, children }: FormPageProps) {
  const { t } = useTranslation('resource');
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <HistoryLink history={history} />
          <Button asChild variant="outline" size="sm">
            <Link to={listHref(backHref)}>{t('form.backToList')}</Link>
          </Button>
        </div>
      </header>
      {children}
    </div>
  );
}

interface ResourceFormBodyProps {
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  submitting: boolean;
  formErrors: readonly string[];
  /** The record was deleted meanwhile (`useResourceForm().gone`): a notice above, no Save. */
  gone?: RecordGone | null | undefined;
  /** The list Cancel goes to, as the admin left it (see `listHref`). */
  cancelHref: string;
  submitLabel: string;
  /** The admin may look but not change: no submit button, and the way out reads "Back to the list". */
  readOnly?: boolean;
  children: ReactNode;
  dialogs: ReactNode;
}

/** The form card: fields, server problems without a field, Cancel and the submit button. */
export function ResourceFormBody({
  onSubmit,
  submitting,
  formErrors,
  gone,
  cancelHref,
  submitLabel,
  readOnly = false,
  children,
  dialogs,
}: ResourceFormBodyProps) {
  const { t } = useTranslation('resource');
  return (
    <Card>
      <CardContent>
        {/* A container: the forms' columns follow the card's width, which the sidebar narrows. */}
        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="@container grid gap-5"
        >
          {gone ? (
            <RecordGoneNotice gone={gone} backHref={cancelHref} creating={submitting} />
          ) : null}
          {children}
          <FormProblems messages={formErrors} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button asChild variant="outline">
              <Link to={listHref(cancelHref)}>
                {readOnly ? t('form.backToList') : t('common:actions.cancel')}
              </Link>
            </Button>
            {readOnly || gone ? null : (
              <Button type="submit" loading={submitting}>
                {submitting ? t('common:states.saving') : submitLabel}
              </Button>
            )}
          </div>
        </form>
        {dialogs}
      </CardContent>
    </Card>
  );
}

/** The server's problems that belong to no field, above a form's buttons. */
export function FormProblems({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
    >
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

/** An edit screen's record: skeleton while loading, the error with a retry, else the form. */
export function RecordGate<R>({
  query,
  children,
}: {
  query: UseQueryResult<R>;
  children: (record: R) => ReactNode;
}) {
  const { t } = useTranslation('resource');
  const refusal = useRefusal(query.isError ? query.error : null);
  // An edit form starts from the record as it is now, never from an older cached copy. A refusal
  // waits for the rights read it caused: they may take the page away (Access Denied).
  if (
    query.isPending ||
    (query.isFetching && !query.isFetchedAfterMount) ||
    refusal === 'checking'
  ) {
    return (
      <Card aria-busy="true">
        <CardContent className="grid gap-4">
          <span className="sr-only" role="status">
            {t('common:states.loading')}
          </span>
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-9 w-1/2" />
        </CardContent>
      </Card>
    );
  }
  if (query.isError) {
    const failure = describeError(query.error, t);
    return (
      <ErrorState
        title={failure.title}
        description={
          refusal === 'stands' ? refusalStandsText(t) : sentences(failure.detail, failure.hint)
        }
        onRetry={failure.retryable ? () => void query.refetch() : undefined}
        retrying={query.isFetching}
        retryLabel={t('common:actions.retry')}
      />
    );
  }
  return <>{children(query.data)}</>;
}

/** A route parameter that must be a positive id; anything else is treated as not found. */
export function parseIdParam(value: string | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

/**
 * The record an edit screen works on, by the id in its URL; an id that is not a positive number is
 * answered as "Resource not found" without asking the server.
 */
export function useRecordQuery<R>(
  queryKey: (id: number) => readonly unknown[],
  rawId: string | undefined,
  get: (id: number, signal: AbortSignal) => Promise<R>,
) {
  const id = parseIdParam(rawId);
  return useQuery({
    queryKey: id === null ? [...queryKey(0), 'invalid', rawId] : queryKey(id),
    queryFn: ({ signal }) =>
      id === null
        ? Promise.reject(new ApiError({ kind: 'not-found', status: 404 }))
        : get(id, signal),
    staleTime: 0,
  });
}
