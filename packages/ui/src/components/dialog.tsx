import { XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn';
import {
  dialogBody,
  dialogFooter,
  dialogOverlay,
  dialogPanel,
  dialogTitle,
  focusRing,
} from './styles';
import { useReturnFocus } from './use-return-focus';
import { useScrollingTabStop } from './use-scrolling-tab-stop';

/**
 * A modal window: focus stays inside while it is open, Escape and the close button close it.
 * Controlled with `open`/`onOpenChange` or uncontrolled. Needs a `DialogTitle` (and a
 * `DialogDescription`, or `aria-describedby={undefined}` on the content) for its accessible name.
 */
export function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

export function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export function DialogOverlay({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(dialogOverlay, className)}
      {...props}
    />
  );
}

export type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** Shows the × button in the corner. */
  showCloseButton?: boolean;
  /** Accessible name of the × button. */
  closeLabel?: string;
};

export function DialogContent({
  className,
  children,
  showCloseButton = true,
  closeLabel = 'Close',
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-close-button={showCloseButton ? '' : undefined}
        className={cn(dialogPanel, className)}
        {...props}
        {...returnFocus}
      >
        {children}
        {showCloseButton ? (
          <DialogPrimitive.Close
            data-slot="dialog-close"
            aria-label={closeLabel}
            className={cn(
              focusRing,
              'absolute top-4 end-4 rounded-sm text-muted-foreground transition-colors hover:text-foreground [&_svg]:size-4',
            )}
          >
            <XIcon aria-hidden="true" />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-header"
      className={cn(
        // Clear of the × that sits in the content's corner.
        'flex flex-col gap-2 text-center sm:text-start in-data-close-button:pe-6',
        className,
      )}
      {...props}
    />
  );
}

/**
 * The content between the header and the footer, for content that can be taller than the window:
 * it scrolls there while the header and the footer's buttons stay in view.
 */
export function DialogBody({ className, ref, ...props }: React.ComponentProps<'div'>) {
  const scrolling = useScrollingTabStop(ref);
  return (
    <div
      data-slot="dialog-body"
      className={cn(dialogBody, className)}
      {...props}
      ref={scrolling.ref}
      tabIndex={props.tabIndex ?? scrolling.tabIndex}
    />
  );
}

export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="dialog-footer" className={cn(dialogFooter, className)} {...props} />;
}

export function DialogTitle({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn(dialogTitle, className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
