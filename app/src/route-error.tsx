import i18next from 'i18next';
import type { ReactNode } from 'react';
import { CatchError, OfflineMessage, RetryButton, useNamespaceLoaded } from './catch-error';

/**
 * What shows when the shell itself (not one page: the shell's own error boundary catches those)
 * fails to render, instead of a blank screen, and when the bare sign-in screen's chunk fails to
 * load. Plain elements in the kit's class recipes: it is part of the app's first chunk.
 */
function RouteError() {
  // Translations may be what failed to load, so the texts fall back to the kit's own.
  const ready = useNamespaceLoaded('common');
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <div role="alert" className="flex max-w-sm flex-col items-center gap-3 text-center">
        <h1 className="text-base font-semibold">
          {ready ? i18next.t('common:errors.generic') : 'Something went wrong'}
        </h1>
        {ready ? (
          <p className="text-sm text-muted-foreground">{i18next.t('common:errors.tryAgain')}</p>
        ) : null}
        <RetryButton />
      </div>
    </main>
  );
}

const reportConsoleError = (error: unknown) => console.error('The console failed to render', error);

/**
 * Around every route of the console: Try again when the shell or /login fails, which says the
 * console is offline when it is.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <CatchError
      fallback={<RouteError />}
      offlineFallback={
        <main className="flex min-h-dvh items-center justify-center p-4">
          <OfflineMessage />
        </main>
      }
      onError={reportConsoleError}
    >
      {children}
    </CatchError>
  );
}
