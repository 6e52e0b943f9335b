import { ErrorState } from '@console/ui';
import i18next from 'i18next';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** A new value clears the error, e.g. the pathname: navigating away leaves the broken page. */
  resetKey?: string;
}

interface ErrorBoundaryState {
  error: unknown;
  resetKey: string | undefined;
}

const NO_ERROR = Symbol('no error');

/**
 * Catches what a page throws while rendering, including a page chunk that fails to download
 * (e.g. after a deployment replaced the chunks), and offers a reload instead of a blank screen.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: NO_ERROR, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: NO_ERROR, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.error === NO_ERROR) return this.props.children;
    // Translations may be what failed to load, so the texts fall back to the kit's own.
    const ready = i18next.hasLoadedNamespace('common');
    return (
      <ErrorState
        title={ready ? i18next.t('common:errors.generic') : undefined}
        description={ready ? i18next.t('common:errors.tryAgain') : undefined}
        retryLabel={ready ? i18next.t('common:actions.retry') : undefined}
        onRetry={() => window.location.reload()}
      />
    );
  }
}
