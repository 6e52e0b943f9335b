import { ErrorState } from '@console/ui';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { CatchError, useRetry } from '../catch-error';

function PageErrorState() {
  // Translations may be what failed to load, so the texts fall back to the kit's own.
  const ready = i18next.hasLoadedNamespace('common');
  const retry = useRetry();
  return (
    <ErrorState
      title={ready ? i18next.t('common:errors.generic') : undefined}
      description={ready ? i18next.t('common:errors.tryAgain') : undefined}
      retryLabel={ready ? i18next.t('common:actions.retry') : undefined}
      onRetry={retry}
    />
  );
}

const reportPageError = (error: unknown, componentStack: string | null | undefined) =>
  console.error('A page failed to render', error, componentStack);

/**
 * Catches what a page throws while rendering, including a page chunk that fails to download
 * (e.g. after a deployment replaced the chunks, or offline), and offers Try again instead of a
 * blank screen: the page renders again in place, loading its chunk again and refetching the
 * queries that threw. A new `resetKey` (the pathname) clears the error.
 */
export function ErrorBoundary({ children, resetKey }: { children: ReactNode; resetKey?: string }) {
  const queryErrors = useQueryErrorResetBoundary();
  return (
    <CatchError
      resetKey={resetKey}
      fallback={<PageErrorState />}
      onError={reportPageError}
      onRetry={queryErrors.reset}
    >
      {children}
    </CatchError>
  );
}
