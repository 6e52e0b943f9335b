import { useConnectivity } from '@console/admin-core/react';
import { buttonVariants } from '@console/ui';
import i18next from 'i18next';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface CatchErrorProps {
  children: ReactNode;
  /** What shows instead of the children once they have thrown. */
  fallback: ReactNode;
  /**
   * What shows instead while the console is offline (the header's "Offline" state): a page whose
   * code or data could not load then says so, not "An error occurred". `OfflineMessage` by default.
   */
  offlineFallback?: ReactNode;
  onError(error: unknown, componentStack: string | null | undefined): void;
  /** A new value clears the error, e.g. the pathname: navigating away leaves the broken page. */
  resetKey?: string;
}

interface CatchErrorState {
  error: unknown;
  resetKey: string | undefined;
}

const NO_ERROR = Symbol('no error');

/**
 * What a failed page or shell says while the console is offline, with a reload to try again. Plain
 * elements in the kit's class recipes, as `RouteError`: it is part of the console's first chunk.
 * Translations may not have loaded (offline, their chunk too), so the texts fall back to English.
 */
export function OfflineMessage() {
  const ready = i18next.hasLoadedNamespace('shell');
  return (
    <div
      role="alert"
      data-slot="offline-message"
      className="mx-auto flex max-w-sm flex-col items-center gap-3 p-8 text-center"
    >
      <p className="text-base font-semibold">
        {ready ? i18next.t('shell:offline.title') : 'You are offline'}
      </p>
      <p className="text-sm text-muted-foreground">
        {ready
          ? i18next.t('shell:offline.hint')
          : 'This page could not be loaded while the console is offline. Try again once the connection is back.'}
      </p>
      <ReloadButton />
    </div>
  );
}

/** Reloads the page: code that failed to load loads again (its text falls back to English too). */
export function ReloadButton() {
  const ready = i18next.hasLoadedNamespace('common');
  return (
    <button
      type="button"
      className={buttonVariants({ variant: 'outline' })}
      onClick={() => window.location.reload()}
    >
      {ready ? i18next.t('common:actions.retry') : 'Try again'}
    </button>
  );
}

interface FallbackProps {
  fallback: ReactNode;
  offline: ReactNode;
}

/** The fallback, or while the console is offline (as the header knows it), the offline one. */
function ConnectivityFallback({ fallback, offline }: FallbackProps) {
  return useConnectivity() === 'offline' ? offline : fallback;
}

/**
 * `ConnectivityFallback`, which must not fail in its turn: where the connectivity cannot be read
 * (no admin core above, as in a bare test), the plain fallback.
 */
class Fallback extends Component<FallbackProps, { unknown: boolean }> {
  override state = { unknown: false };

  static getDerivedStateFromError() {
    return { unknown: true };
  }

  override render() {
    return this.state.unknown ? this.props.fallback : <ConnectivityFallback {...this.props} />;
  }
}

/** React's error boundary, as a component the console's boundaries are made of. */
export class CatchError extends Component<CatchErrorProps, CatchErrorState> {
  override state: CatchErrorState = { error: NO_ERROR, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<CatchErrorState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: CatchErrorProps,
    state: CatchErrorState,
  ): Partial<CatchErrorState> | null {
    return props.resetKey === state.resetKey ? null : { error: NO_ERROR, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError(error, info.componentStack);
  }

  override render() {
    if (this.state.error === NO_ERROR) return this.props.children;
    return (
      <Fallback
        fallback={this.props.fallback}
        offline={this.props.offlineFallback ?? <OfflineMessage />}
      />
    );
  }
}
