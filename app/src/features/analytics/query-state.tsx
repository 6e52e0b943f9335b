import { EmptyState, ErrorState } from '@console/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { describeError, sentences } from '../../i18n/api-error';

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** Skeletons shaped like the content, shown until the first answer. */
  loading: React.ReactNode;
  /** Whether an answer has nothing to show; the empty state replaces the content then. */
  isEmpty?: (data: T) => boolean;
  emptyTitle?: string;
  emptyDescription?: string;
  children: (data: T) => React.ReactNode;
}

/** A failed query: the generic text of its error, the server's explanation, and a retry. */
export function QueryError({ query }: { query: UseQueryResult<unknown> }) {
  const { t } = useTranslation();
  const failure = describeError(query.error, t);
  return (
    <ErrorState
      titleAs="p"
      title={failure.title}
      description={sentences(failure.detail, failure.hint)}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      retryLabel={t('common:actions.retry')}
    />
  );
}

/**
 * The four faces of a query: skeletons while loading, the generic error text with a retry, an
 * empty state, and the content.
 */
export function QueryState<T>({
  query,
  loading,
  isEmpty,
  emptyTitle,
  emptyDescription,
  children,
}: QueryStateProps<T>) {
  const { t } = useTranslation();
  if (query.isError) return <QueryError query={query} />;
  if (query.data === undefined) {
    return (
      <div aria-busy="true" className="grid gap-4">
        <span className="sr-only">{t('common:states.loading')}</span>
        {loading}
      </div>
    );
  }
  if (isEmpty?.(query.data)) {
    return (
      <EmptyState
        titleAs="p"
        title={emptyTitle ?? t('common:states.empty')}
        description={emptyDescription}
        className="border border-dashed"
      />
    );
  }
  return children(query.data);
}
