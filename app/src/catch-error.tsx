import { Component, type ErrorInfo, type ReactNode } from 'react';

interface CatchErrorProps {
  children: ReactNode;
  /** What shows instead of the children once they have thrown. */
  fallback: ReactNode;
  onError(error: unknown, componentStack: string | null | undefined): void;
  /** A new value clears the error, e.g. the pathname: navigating away leaves the broken page. */
  resetKey?: string;
}

interface CatchErrorState {
  error: unknown;
  resetKey: string | undefined;
}

const NO_ERROR = Symbol('no error');

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
    return this.state.error === NO_ERROR ? this.props.children : this.props.fallback;
  }
}
