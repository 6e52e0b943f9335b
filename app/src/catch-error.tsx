import { useConnectivity } from '@console/admin-core/react';
import { buttonVariants } from '@console/ui';
import i18next from 'i18next';
import {
  Component,
  createContext,
  type ErrorInfo,
  type ReactNode,
  use,
  useSyncExternalStore,
} from 'react';
import { retryFailedLoads } from './preloadable';

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
  /** What else Try again resets before the children render again, e.g. the failed queries. */
  onRetry?(): void;
  /** A new value clears the error, e.g. the pathname: navigating away leaves the broken page. */
  resetKey?: string;
}

interface CatchErrorState {
  error: unknown;
  resetKey: string | undefined;
}

const NO_ERROR = Symbol('no error');

/**
 * The nearest boundary's Try again. Outside any boundary a reload is the only way to load again
 * what failed; no Try again renders there today. In place, a component that failed to load renders
 * again only if it is `preloadable`: a plain `React.lazy` keeps its rejection. Every lazy component
 * of the console is preloadable and under a boundary, the bare sign-in screen's (`app.tsx`) too.
 */
const RetryContext = createContext(() => window.location.reload());

/** Try again of the boundary whose fallback this is: its children render (and load) again. */
export const useRetry = () => use(RetryContext);

/**
 * Asks again for the translations that failed to load: i18next keeps a failed namespace as
 * loaded (its keys would show as texts) until it is reloaded.
 */
function reloadFailedTranslations() {
  const language = i18next.language;
  const failed = [i18next.options.ns ?? []]
    .flat()
    .filter((namespace) => !i18next.hasResourceBundle(language, namespace));
  if (failed.length > 0) void i18next.reloadResources(language, failed);
}

const onTranslationsArriving = (change: () => void) => {
  i18next.on('loaded', change);
  i18next.on('initialized', change);
  return () => {
    i18next.off('loaded', change);
    i18next.off('initialized', change);
  };
};

/**
 * Whether the namespace's translations are there, rendering the caller again once they arrive: a
 * fallback shown before them (on /login the sign-in chunk can fail before the texts are there)
 * then speaks the admin's language. An external store, so translations that arrive between the
 * fallback's render and its subscription are not missed: React reads the state again on mount.
 */
export const useNamespaceLoaded = (namespace: string) =>
  useSyncExternalStore(onTranslationsArriving, () => i18next.hasLoadedNamespace(namespace));

/**
 * What a failed page or shell says while the console is offline, with Try again. Plain
 * elements in the kit's class recipes, as `RouteError`: it is part of the app's first chunk.
 * Translations may not have loaded (offline, their chunk too), so the texts fall back to English.
 */
export function OfflineMessage() {
  const ready = useNamespaceLoaded('shell');
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
      <RetryButton />
    </div>
  );
}

/**
 * The boundary's Try again, in place: the page stays (a reload while offline would leave the
 * console for the browser's own error page). Its text falls back to English too.
 */
export function RetryButton() {
  const ready = useNamespaceLoaded('common');
  const retry = useRetry();
  return (
    <button type="button" className={buttonVariants({ variant: 'outline' })} onClick={retry}>
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

  /** Asks again for what failed to load, then renders the children again. */
  private readonly retry = () => {
    retryFailedLoads();
    reloadFailedTranslations();
    this.props.onRetry?.();
    this.setState({ error: NO_ERROR });
  };

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError(error, info.componentStack);
  }

  override render() {
    if (this.state.error === NO_ERROR) return this.props.children;
    return (
      <RetryContext value={this.retry}>
        <Fallback
          fallback={this.props.fallback}
          offline={this.props.offlineFallback ?? <OfflineMessage />}
        />
      </RetryContext>
    );
  }
}
