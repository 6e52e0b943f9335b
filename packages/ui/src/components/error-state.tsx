import { RefreshCwIcon, TriangleAlertIcon } from 'lucide-react';
import type * as React from 'react';
import { Button } from './button';
import { EmptyState, type EmptyStateProps } from './empty-state';

export type ErrorStateProps = Omit<EmptyStateProps, 'title' | 'tone' | 'action'> & {
  title?: React.ReactNode;
  /** Called by the retry button; without it no button is shown. */
  onRetry?: () => void;
  retryLabel?: React.ReactNode;
  /** Shows the retry button as busy while the new attempt runs. */
  retrying?: boolean;
};

/** What a panel shows when loading its data failed, with a way to try again. */
export function ErrorState({
  title = 'Something went wrong',
  icon,
  onRetry,
  retryLabel = 'Try again',
  retrying = false,
  ...props
}: ErrorStateProps) {
  return (
    <EmptyState
      data-slot="error-state"
      role="alert"
      tone="destructive"
      title={title}
      icon={icon ?? <TriangleAlertIcon />}
      action={
        onRetry ? (
          <Button variant="outline" onClick={onRetry} loading={retrying}>
            {retrying ? null : <RefreshCwIcon aria-hidden="true" />}
            {retryLabel}
          </Button>
        ) : null
      }
      {...props}
    />
  );
}
